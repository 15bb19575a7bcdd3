import { Letterhead } from '../../shared/company/letterhead.tsx';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { BadgeOf } from '../../shared/ui/badge.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { FigureCell, LinesTable } from '../../shared/ui/lines-table.tsx';
import { purchaseOrderStatuses } from './purchase-order-status.ts';
import type { PurchaseOrderQuery } from './purchase-orders.generated.ts';

type Order = NonNullable<PurchaseOrderQuery['purchaseOrder']>;

// What is for the shop's own eyes: the supplier is sent what is ordered, not how far it came in.
const SCREEN_ONLY = 'no-print';

/**
 * A purchase order as it is printed and read on screen: the shop, the supplier, the delivery day
 * and each line ordered; on screen also its status, what has come in and what is outstanding.
 * Costs only for a role that sees them (a cashier's order has none), said as the shop keeps them
 * (design.md §2b): net of VAT for a VAT-registered shop, the full price otherwise. The page's
 * `.print-area`.
 */
export function PurchaseOrderDocument({
  order,
  company,
}: {
  order: Order;
  company: PurchaseOrderQuery['company'] | null;
}) {
  const withCosts = order.totalCost !== null && order.totalCost !== undefined;
  // Until Settings say otherwise a shop is VAT-registered (use-cost-basis.ts).
  const vatRegistered = company?.vatRegistered ?? true;
  const columns = [
    { heading: 'Item' },
    { heading: 'Ordered', figure: true },
    { heading: 'Received', figure: true, className: SCREEN_ONLY },
    { heading: 'Outstanding', figure: true, className: SCREEN_ONLY },
    ...(withCosts
      ? [
          { heading: 'Unit cost', figure: true },
          { heading: 'Amount', figure: true },
        ]
      : []),
  ];
  return (
    <article
      className="printed-doc po-doc print-area"
      aria-label={`Purchase order ${order.poNumber}`}
    >
      <header className="po-doc__header">
        <Letterhead company={company} />
        <div className="printed-doc__heading">
          <p className="po-doc__title">Purchase order</p>
          <dl className="printed-doc__facts po-doc__facts">
            <Fact label="No.">{order.poNumber}</Fact>
            <Fact label="Date">{formatDate(order.createdAt)}</Fact>
            {order.expectedOn && <Fact label="Deliver by">{formatDate(order.expectedOn)}</Fact>}
            <Fact label="Status" className={SCREEN_ONLY}>
              <BadgeOf table={purchaseOrderStatuses} value={order.status} />
            </Fact>
          </dl>
        </div>
      </header>
      <section className="po-doc__supplier" aria-label="Supplier">
        <p className="po-doc__label">Supplier</p>
        <p className="po-doc__supplier-name">{order.supplierName}</p>
        <p>{order.supplierContact}</p>
      </section>
      <LinesTable
        className="lines-table--cards po-doc__lines"
        caption={`Ordered from ${order.supplierName}`}
        columns={columns}
        foot={
          withCosts && (
            // Its cells follow the columns, so the total stays under Amount when the screen's
            // columns are left off the paper.
            <tr>
              <th scope="row" colSpan={2}>
                {vatRegistered ? 'Total excluding VAT' : 'Total including VAT'}
              </th>
              <td className={SCREEN_ONLY} colSpan={2} />
              <td />
              <td className="lines-table__number">
                <strong>{formatKsh(order.totalCost!)}</strong>
              </td>
            </tr>
          )
        }
      >
        {order.lines.map((line) => (
          <tr key={line.id}>
            <td className="lines-table__item">{line.itemName}</td>
            <FigureCell label="Ordered">{formatQuantity(line.quantity, line.unit)}</FigureCell>
            <FigureCell label="Received" className={SCREEN_ONLY}>
              {formatQuantity(line.received, line.unit)}
            </FigureCell>
            <FigureCell label="Outstanding" className={SCREEN_ONLY}>
              {formatQuantity(line.outstanding, line.unit)}
            </FigureCell>
            {withCosts && (
              <>
                <FigureCell label="Unit cost">{formatKsh(line.unitCost ?? 0)}</FigureCell>
                <FigureCell label="Amount">{formatKsh(line.amount ?? 0)}</FigureCell>
              </>
            )}
          </tr>
        ))}
      </LinesTable>
      {withCosts && (
        <p className="po-doc__vat">
          {vatRegistered
            ? 'Unit costs and amounts exclude VAT: your invoice adds it.'
            : 'Unit costs and amounts include any VAT.'}
        </p>
      )}
      {order.note && (
        <p className="po-doc__note">
          <span className="po-doc__label">Note</span> {order.note}
        </p>
      )}
      {order.status === 'cancelled' && (
        <p className="po-doc__cancelled" role="note">
          Cancelled{order.cancelledBy ? ` by ${order.cancelledBy.email}` : ''}: {order.cancelReason}
        </p>
      )}
    </article>
  );
}
