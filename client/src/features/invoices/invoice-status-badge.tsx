import type { InvoiceStatus } from '../../graphql/schema-types.generated.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';

/** The status filter's choices and the badges' words (spec §4's values, said plainly). */
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

const tones: Record<InvoiceStatus, BadgeTone> = {
  unpaid: 'neutral',
  partially_paid: 'warning',
  paid: 'success',
  overdue: 'danger',
  void: 'neutral',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={tones[status]}>{invoiceStatusLabels[status]}</Badge>;
}
