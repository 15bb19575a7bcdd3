import type { InvoiceStatus } from '../../graphql/operations.generated.ts';

/** The status filter's choices and the badges' words (spec §4's values, said plainly). */
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overdue: 'Overdue',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={`invoice-badge invoice-badge--${status}`}>{invoiceStatusLabels[status]}</span>
  );
}
