import type { SupplierBillStatus } from '../../graphql/operations.generated.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';

/** The status filter's choices and the badges' words. */
export const billStatusLabels: Record<SupplierBillStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overdue: 'Overdue',
};

const tones: Record<SupplierBillStatus, BadgeTone> = {
  unpaid: 'neutral',
  partially_paid: 'warning',
  paid: 'success',
  overdue: 'danger',
};

export function BillStatusBadge({ status }: { status: SupplierBillStatus }) {
  return <Badge tone={tones[status]}>{billStatusLabels[status]}</Badge>;
}
