import type { PurchaseOrderStatus } from '../db/schema.ts';

/** An order's line as far as its status goes: thousandths ordered and received. */
export interface LineReceipt {
  quantity_milli: number;
  received_milli: number;
}

/**
 * An order's status from what its standing deliveries brought: cancelled stays cancelled;
 * every line received in full → received; anything received → partially received; nothing →
 * back to where it stood before goods came (sent once it was sent, draft otherwise). So a
 * reversed delivery puts the order back without a second record of where it was.
 */
export function statusFromReceipts(
  order: { cancelled: boolean; sent: boolean },
  lines: readonly LineReceipt[],
): PurchaseOrderStatus {
  if (order.cancelled) return 'cancelled';
  if (lines.length > 0 && lines.every((line) => line.received_milli >= line.quantity_milli))
    return 'received';
  if (lines.some((line) => line.received_milli > 0)) return 'partially_received';
  return order.sent ? 'sent' : 'draft';
}

/** Why an order cannot be cancelled, or null when it can. */
export function whyNotCancellable(status: PurchaseOrderStatus, number: string): string | null {
  if (status === 'cancelled') return `${number} is already cancelled`;
  if (status === 'received' || status === 'partially_received')
    return `${number} cannot be cancelled: goods have been received against it. Reverse its deliveries first.`;
  return null;
}
