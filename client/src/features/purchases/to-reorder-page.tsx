import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ToReorderDocument, type ToReorderQuery } from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { kshToCents, lineCents } from '../../shared/money/cents.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { FigureCell, LinesTable, LinesTotalRow } from '../../shared/ui/lines-table.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { PermissionGate } from '../../shared/ui/permission-gate.tsx';
import { purchasesText } from './purchases-page.tsx';
import { ReceiveGoodsDialog, type ReceiveGoodsStart } from './receive-goods-dialog.tsx';
import './purchases.css';

type Group = ToReorderQuery['toReorder'][number];

/**
 * To reorder (issue 17): every item at or below its reorder level, grouped by supplier, with a
 * suggested quantity; a supplier's group starts a goods received note when the delivery comes.
 */
export function ToReorderPage() {
  return (
    <PermissionGate permission="manage" title="To reorder" refusal={purchasesText.managersOnly}>
      <ToReorder />
    </PermissionGate>
  );
}

function ToReorder() {
  const { data, error, loading, refetch } = useQuery(ToReorderDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [receiving, setReceiving] = useState<ReceiveGoodsStart | null>(null);
  const groups = data?.toReorder ?? [];
  const shopLevel = data?.inventorySummary.lowStockQuantity ?? null;

  const header = (
    <PageHeader
      title="To reorder"
      actions={
        <Link className="button button--secondary" to="/purchases">
          Purchases
        </Link>
      }
    >
      <p className="page-header__summary">
        Items at or below their reorder level, by supplier. Set an item's level in its Stock dialog
        on the Inventory screen.
      </p>
    </PageHeader>
  );

  if (error && !data) {
    return (
      <>
        {header}
        <LoadError message={loadFailureMessage(error, 'Failed to load what to reorder')} />
      </>
    );
  }

  return (
    <div className="to-reorder">
      {header}
      {loading && !data ? (
        <p role="status">Loading...</p>
      ) : groups.length === 0 ? (
        <p className="to-reorder__none">Nothing to reorder: every item is above its level.</p>
      ) : (
        groups.map((group) => (
          <ReorderGroup
            key={group.supplierId ?? 'none'}
            group={group}
            shopLevel={shopLevel}
            onReceive={() =>
              setReceiving({
                supplier:
                  group.supplierId && group.supplierName
                    ? { id: group.supplierId, name: group.supplierName }
                    : null,
                lines: group.lines.map((line) => ({
                  itemId: line.item.id,
                  name: line.item.name,
                  unit: line.item.unit,
                  sellsInFractions: line.item.sellsInFractions,
                  quantity: line.suggestedQuantity,
                  unitCost: line.item.costPrice,
                })),
              })
            }
          />
        ))
      )}
      {receiving && (
        <ReceiveGoodsDialog
          start={receiving}
          onClose={() => setReceiving(null)}
          onReceived={() => {
            setReceiving(null);
            void refetch();
          }}
        />
      )}
    </div>
  );
}

const REORDER_COLUMNS = [
  { heading: 'Item' },
  { heading: 'In stock', figure: true },
  { heading: 'Reorder level', figure: true },
  { heading: 'Suggested', figure: true },
  { heading: 'At cost', figure: true },
];

function ReorderGroup({
  group,
  shopLevel,
  onReceive,
}: {
  group: Group;
  /** The level of items without one of their own (Inventory's low-stock level). */
  shopLevel: number | null;
  onReceive: () => void;
}) {
  const supplier = group.supplierName ?? 'No supplier';
  const headingId = `reorder-${group.supplierId ?? 'none'}`;
  const cents = (line: Group['lines'][number]) =>
    lineCents({
      quantity: line.suggestedQuantity,
      unitPriceCents: kshToCents(line.item.costPrice),
    });
  const total = group.lines.reduce((sum, line) => sum + cents(line), 0);
  return (
    <section className="to-reorder__group" aria-labelledby={headingId}>
      <div className="to-reorder__group-header">
        <h2 id={headingId} className="to-reorder__supplier">
          {supplier}
        </h2>
        <button className="button button--primary" type="button" onClick={onReceive}>
          {group.supplierName ? `Receive from ${group.supplierName}` : 'Receive goods'}
        </button>
      </div>
      <LinesTable
        className="lines-table--cards"
        caption={`To reorder from ${supplier}`}
        columns={REORDER_COLUMNS}
        foot={
          <LinesTotalRow label="Suggested order at cost" span={4}>
            {formatCents(total)}
          </LinesTotalRow>
        }
      >
        {group.lines.map((line) => (
          <tr key={line.item.id}>
            <td className="lines-table__item">{line.item.name}</td>
            <FigureCell label="In stock">
              {formatQuantity(line.item.quantity, line.item.unit)}
            </FigureCell>
            <FigureCell label="Reorder level">
              {line.item.reorderLevel !== null
                ? formatQuantity(line.item.reorderLevel, line.item.unit)
                : shopLevel !== null
                  ? `${formatQuantity(shopLevel, line.item.unit)} (shop-wide)`
                  : 'Shop-wide'}
            </FigureCell>
            <FigureCell label="Suggested">
              {formatQuantity(line.suggestedQuantity, line.item.unit)}
            </FigureCell>
            <FigureCell label="At cost">{formatCents(cents(line))}</FigureCell>
          </tr>
        ))}
      </LinesTable>
    </section>
  );
}
