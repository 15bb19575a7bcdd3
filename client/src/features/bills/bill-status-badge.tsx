import type { SupplierBillStatus } from '../../graphql/schema-types.generated.ts';
import { labelsOf } from '../../shared/list/labels-of.ts';
import { BadgeOf, type BadgeTable } from '../../shared/ui/badge.tsx';

/** Each status as the screens name it, and its badge's colour. */
const billStatuses: BadgeTable<SupplierBillStatus> = {
  unpaid: { label: 'Unpaid', tone: 'neutral' },
  partially_paid: { label: 'Partially paid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  overdue: { label: 'Overdue', tone: 'danger' },
};

/** The status filter's choices. */
export const billStatusLabels = labelsOf(billStatuses);

export function BillStatusBadge({ status }: { status: SupplierBillStatus }) {
  return <BadgeOf table={billStatuses} value={status} />;
}
