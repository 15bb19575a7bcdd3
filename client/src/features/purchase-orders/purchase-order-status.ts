import type { PurchaseOrderStatus } from '../../graphql/schema-types.generated.ts';
import { labelsOf } from '../../shared/list/labels-of.ts';
import type { BadgeTable } from '../../shared/ui/badge.tsx';

/** Each status as the screens name it, and its badge's colour. */
export const purchaseOrderStatuses: BadgeTable<PurchaseOrderStatus> = {
  draft: { label: 'Draft', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'warning' },
  partially_received: { label: 'Partially received', tone: 'warning' },
  received: { label: 'Received', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

/** The status filter's choices. */
export const statusLabels = labelsOf(purchaseOrderStatuses);
