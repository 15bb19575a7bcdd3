import type { PurchaseOrderStatus } from '../../graphql/operations.generated.ts';
import type { BadgeTone } from '../../shared/ui/badge.tsx';

/** Each status as the screens name it, and its badge's colour. */
export const purchaseOrderStatuses: Readonly<
  Record<PurchaseOrderStatus, { label: string; tone: BadgeTone }>
> = {
  draft: { label: 'Draft', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'warning' },
  partially_received: { label: 'Partially received', tone: 'warning' },
  received: { label: 'Received', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

export const statusLabels = Object.fromEntries(
  Object.entries(purchaseOrderStatuses).map(([status, { label }]) => [status, label]),
) as Readonly<Record<PurchaseOrderStatus, string>>;
