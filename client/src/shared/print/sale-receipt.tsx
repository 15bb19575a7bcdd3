import type { CompanyDetailsFragment } from '../company/company.generated.ts';
import { formatDateTime } from '../format/date.ts';
import { basisPointsToRate, kshToCents, rateToBasisPoints, vatByBand } from '../money/cents.ts';
import { formatCents, formatKsh, formatRate } from '../money/money-format.ts';
import { paymentMethodLabel } from '../payments/payment-methods.ts';
import { formatSdcDateTime, ReceiptQr } from './receipt-qr.tsx';
import type { SaleReceiptEtimsQuery, SaleReceiptQuery } from './sale-receipt.generated.ts';
import './sale-receipt.css';

type ReceiptOrder = NonNullable<SaleReceiptQuery['order']>;
type ReceiptEtims = NonNullable<NonNullable<SaleReceiptEtimsQuery['invoice']>['etims']>;

const BAND_RATES: Record<string, string> = { A: 'exempt', C: 'zero-rated', D: 'non-VAT', E: '8%' };

/**
 * A sale's receipt on an 80 mm roll (issue 50): the shop, the lines, VAT per band, the payment
 * and the change, who served, and KRA's block once the sale's invoice is signed. Set in a
 * monospace face at 42 characters a line, the width of a thermal printer's font A; a long item
 * name wraps onto the lines it needs rather than being cut.
 */
export function SaleReceipt({
  order,
  company,
  etims,
  changeDue,
  provisional = false,
}: {
  order: ReceiptOrder;
  company: CompanyDetailsFragment | null;
  etims: ReceiptEtims | null;
  /** The change handed back, when the receipt is printed as the sale is made (KSh). */
  changeDue?: number | null;
  /** A sale made offline, not yet synced (issue 54): its number is the device's, not an ORD. */
  provisional?: boolean;
}) {
  const rateBp = rateToBasisPoints(order.vatRate);
  const bands = vatByBand(
    order.items.map((item) => ({
      quantity: 1,
      unitPriceCents: kshToCents(item.totalPrice),
      band: item.taxBand,
    })),
    rateBp,
  );
  const received = order.payments.filter((payment) => payment.amount !== 0);
  const receipt = etims?.state === 'signed' ? etims.receipt : null;
  return (
    <article className="sale-receipt print-area" aria-label={`Receipt ${order.orderNumber}`}>
      <header className="sale-receipt__shop">
        <p className="sale-receipt__name">{company?.name || 'Receipt'}</p>
        {company?.address && <p>{company.address}</p>}
        {company?.phone && <p>Tel {company.phone}</p>}
        {company?.kraPin && <p>PIN {company.kraPin}</p>}
      </header>
      <Rule />
      {provisional && (
        <p className="sale-receipt__centre sale-receipt__provisional">
          PROVISIONAL RECEIPT - made offline, waiting to sync
        </p>
      )}
      <Row term="Receipt" value={order.orderNumber} />
      {order.invoiceNumber && <Row term="Invoice" value={order.invoiceNumber} />}
      <Row term="Date" value={formatDateTime(order.createdAt)} />
      <Row term="Customer" value={order.customerName} />
      <Rule />
      <ul className="sale-receipt__lines" aria-label="Items">
        {order.items.map((item, index) => (
          // An order's lines never reorder: their place is their key.
          <li key={String(index)}>
            <span className="sale-receipt__item">{item.itemName}</span>
            <Row
              term={`  ${item.quantity} ${item.unit} x ${formatKsh(item.unitPrice)}`}
              value={`${formatKsh(item.totalPrice)} ${item.taxBand}`}
            />
          </li>
        ))}
      </ul>
      <Rule />
      <Row term="Subtotal (excl. VAT)" value={formatKsh(order.subtotal)} />
      {bands.map((band) => (
        <Row
          key={band.band}
          term={`VAT ${band.band} ${
            band.band === 'B' ? formatRate(basisPointsToRate(rateBp)) : BAND_RATES[band.band]
          } on ${formatCents(band.subtotalCents)}`}
          value={formatCents(band.vatCents)}
        />
      ))}
      <Row term="TOTAL" value={formatKsh(order.totalAmount)} strong />
      <Rule />
      {received.map((payment) => (
        <Row
          key={payment.id}
          term={`${paymentMethodLabel(payment.method)}${payment.reference ? ` ${payment.reference}` : ''}`}
          value={formatKsh(payment.amount)}
        />
      ))}
      <Row term="Paid" value={formatKsh(order.paidAmount)} />
      {changeDue != null && changeDue > 0 && (
        <Row term="Change" value={formatKsh(changeDue)} strong />
      )}
      {order.balance > 0 && <Row term="Balance due" value={formatKsh(order.balance)} />}
      <Rule />
      <p>Served by {order.createdBy.email}</p>
      {receipt && (
        <section className="sale-receipt__etims" aria-label="KRA eTIMS">
          <Rule />
          <p>SCU information (KRA eTIMS)</p>
          <Row term="SCU ID" value={receipt.sdcId} />
          <Row term="CU invoice No." value={receipt.cuInvoiceNumber} />
          <Row term="Receipt No." value={`${receipt.curRcptNo}/${receipt.totRcptNo}`} />
          <Row term="Date" value={formatSdcDateTime(receipt.sdcDateTime)} />
          <p className="sale-receipt__wrap">Internal data: {receipt.intrlData}</p>
          <p className="sale-receipt__wrap">Signature: {receipt.rcptSign}</p>
          {receipt.qrUrl && <ReceiptQr address={receipt.qrUrl} />}
        </section>
      )}
      <Rule />
      {company?.invoiceFooter && <p className="sale-receipt__centre">{company.invoiceFooter}</p>}
      <p className="sale-receipt__centre">Thank you for your business.</p>
    </article>
  );
}

/** A term on the left and its figure on the right; a term too long wraps, the figure stays. */
function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <p className={strong ? 'sale-receipt__row sale-receipt__row--strong' : 'sale-receipt__row'}>
      <span>{term}</span>
      <span>{value}</span>
    </p>
  );
}

function Rule() {
  return <hr className="sale-receipt__rule" />;
}
