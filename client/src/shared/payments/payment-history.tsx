import type { PaymentKind, PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { formatDate, formatDateTime } from '../format/date.ts';
import { formatKsh } from '../money/money-format.ts';
import { Badge } from '../ui/badge.tsx';
import { paymentMethodLabel } from './payment-methods.ts';
import type { PaymentEntryFragment } from './payments.generated.ts';
import './payments.css';
import { ColumnHeadings } from '../ui/lines-table.tsx';

type PaymentHistoryProps = {
  /** The sale's ledger, oldest first. */
  entries: readonly PaymentEntryFragment[];
  /** The document the history belongs to, for the table's caption: `ORD-000012`. */
  documentNumber: string;
  /** Offers Reverse on each payment not reversed yet; without it the history is read-only. */
  onReverse?: (payment: PaymentEntryFragment) => void;
};

const kindLabel = {
  payment: 'Payment',
  reversal: 'Reversal',
  adjustment: 'Adjustment',
  credit: 'Credit note',
  refund: 'Refund',
  rounding: 'Rounding',
} as const;
const kindTone = {
  reversal: 'danger',
  adjustment: 'warning',
  credit: 'neutral',
  refund: 'warning',
  rounding: 'neutral',
} as const;

/**
 * What a ledger entry that is not a payment is, as a badge (a sale's payments, the Payments
 * list): credit spent on another sale is entered as a refund, but nothing was refunded.
 */
export function EntryKindBadge({
  entry,
}: {
  entry: { kind: Exclude<PaymentKind, 'payment'>; method: PaymentMethod };
}) {
  const words =
    entry.kind === 'refund' && entry.method === 'customer_credit'
      ? 'Credit moved'
      : kindLabel[entry.kind];
  return <Badge tone={kindTone[entry.kind]}>{words}</Badge>;
}

/**
 * A sale's payments as recorded: date, method and reference, amount, who recorded it and when.
 * Nothing is ever removed: a reversed payment stays, marked, beside the entry that undid it.
 */
export function PaymentHistory({ entries, documentNumber, onReverse }: PaymentHistoryProps) {
  if (entries.length === 0) {
    return <p className="payment-history__empty">No payments recorded on {documentNumber} yet.</p>;
  }
  return (
    <table className="payment-history">
      <caption className="visually-hidden">Payments on {documentNumber}</caption>
      <ColumnHeadings
        columns={[
          { heading: 'Date' },
          { heading: 'Method' },
          { heading: 'Reference' },
          { heading: 'Amount', figure: true },
          { heading: 'Recorded by' },
        ]}
        figureClass="payment-history__amount"
        actionsHeading={onReverse ? 'Actions' : undefined}
      />
      <tbody>
        {entries.map((entry) => {
          const reversed = entry.reversedByPaymentId !== null;
          return (
            <tr
              key={entry.id}
              className={`payment-history__entry payment-history__entry--${entry.kind}${reversed ? ' payment-history__entry--reversed' : ''}`}
            >
              {/* One element per cell: on a phone each cell is a line, its label beside it. */}
              <td data-label="Date">{formatDate(entry.paidAt)}</td>
              <td data-label="Method">
                <span className="payment-history__value">
                  {entry.kind === 'payment' ? (
                    paymentMethodLabel(entry.method)
                  ) : (
                    <EntryKindBadge entry={{ kind: entry.kind, method: entry.method }} />
                  )}
                  {reversed && <Badge tone="neutral">Reversed</Badge>}
                  {entry.split && <Badge tone="neutral">Split M-Pesa</Badge>}
                  {entry.note && <span className="payment-history__note">{entry.note}</span>}
                </span>
              </td>
              <td data-label="Reference">{entry.reference ?? '—'}</td>
              <td data-label="Amount" className="payment-history__amount">
                {reversed ? <s>{formatKsh(entry.amount)}</s> : formatKsh(entry.amount)}
              </td>
              <td data-label="Recorded by">
                <span className="payment-history__value">
                  <span className="payment-history__who">{entry.recordedByEmail}</span>
                  <span className="payment-history__when">{formatDateTime(entry.createdAt)}</span>
                </span>
              </td>
              {onReverse && (
                <td className="payment-history__actions">
                  {entry.kind === 'payment' && entry.method !== 'customer_credit' && !reversed && (
                    <button
                      className="button button--secondary button--small"
                      type="button"
                      aria-label={`Reverse the payment of ${formatKsh(entry.amount)} on ${formatDate(entry.paidAt)}`}
                      onClick={() => onReverse(entry)}
                    >
                      Reverse
                    </button>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
