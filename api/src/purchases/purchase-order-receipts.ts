import type { Db } from '../db/database.ts';
import { badField, conflict } from '../http/api-error.ts';
import { formatQuantity } from '../http/quantity.ts';
import {
  type PurchaseOrderLineRow,
  purchaseOrderRepository,
} from '../purchase-orders/purchase-order.repository.ts';
import { statusFromReceipts } from '../purchase-orders/purchase-order-status.ts';

/** What a delivery brings of each item, thousandths (lines of one item added up). */
export type DeliveredQuantities = ReadonlyMap<number, number>;

export const deliveredQuantities = (
  lines: readonly { inventory_id: number | null; quantity_milli: number }[],
): Map<number, number> => {
  const delivered = new Map<number, number>();
  for (const line of lines) {
    if (line.inventory_id === null) continue;
    delivered.set(
      line.inventory_id,
      (delivered.get(line.inventory_id) ?? 0) + Number(line.quantity_milli),
    );
  }
  return delivered;
};

export const OVER_RECEIPT = 'more than ordered';

async function lockOrder(trx: Db, orderId: number) {
  const order = await purchaseOrderRepository(trx).lock(orderId);
  if (!order) throw badField('purchase_order_id', 'no such purchase order');
  return order;
}

/**
 * The order's lines take what a delivery brought of their items (`receivedAfter` of each line's
 * received quantity and the delivered one: added for a delivery, taken off for its reversal);
 * the lines it touched are written, and the order's status follows from them all.
 */
async function saveReceipts(
  trx: Db,
  order: { id: number; status: string; sent_at: string | null; cancelled_at: string | null },
  orderLines: readonly PurchaseOrderLineRow[],
  delivered: DeliveredQuantities,
  receivedAfter: (received: number, delivered: number) => number,
): Promise<void> {
  const repo = purchaseOrderRepository(trx);
  const lines = orderLines.map((line) => {
    const quantity = line.inventory_id === null ? 0 : (delivered.get(line.inventory_id) ?? 0);
    return {
      id: line.id,
      quantity_milli: Number(line.quantity_milli),
      received_milli: receivedAfter(Number(line.received_milli), quantity),
      changed: quantity > 0,
    };
  });
  for (const line of lines.filter((line) => line.changed))
    await repo.setReceived(line.id, line.received_milli);
  const status = statusFromReceipts(
    { cancelled: order.cancelled_at !== null, sent: order.sent_at !== null },
    lines,
  );
  if (status !== order.status) await repo.update(order.id, { status });
}

/**
 * A delivery against a purchase order, inside its transaction: the order is locked first (so
 * two deliveries against it queue, and each sees what the other received), every item must be
 * on it, and an item received beyond what was ordered is refused (409) unless the caller says
 * so (`allowOverReceipt`, after asking the user). Its lines' received quantities and its status
 * follow. Answers its number.
 */
export async function receiveAgainstOrder(
  trx: Db,
  orderId: number,
  supplierId: number,
  delivered: DeliveredQuantities,
  allowOverReceipt: boolean,
): Promise<{ number: string }> {
  const order = await lockOrder(trx, orderId);
  if (order.supplier_id !== supplierId)
    throw badField('purchase_order_id', `${order.po_number} is for another supplier`);
  if (order.cancelled_at) throw conflict(`${order.po_number} is cancelled`);
  const orderLines = await purchaseOrderRepository(trx).lines(orderId);
  const byItem = new Map(orderLines.map((line) => [line.inventory_id, line]));
  const over: string[] = [];
  for (const [itemId, quantity] of delivered) {
    const line = byItem.get(itemId);
    if (!line) throw badField('lines', `an item delivered is not on ${order.po_number}`);
    const received = Number(line.received_milli) + quantity;
    if (received > Number(line.quantity_milli)) {
      over.push(
        `${line.item_name}: ${formatQuantity(received)} of ${formatQuantity(Number(line.quantity_milli))} ${line.unit}`,
      );
    }
  }
  if (over.length > 0 && !allowOverReceipt) {
    throw conflict(
      `Receiving ${OVER_RECEIPT} on ${order.po_number} (${over.join('; ')}). Confirm to receive it anyway.`,
    );
  }
  await saveReceipts(
    trx,
    order,
    orderLines,
    delivered,
    (received, quantity) => received + quantity,
  );
  return { number: order.po_number };
}

/**
 * A delivery against the order reversed: what it brought no longer counts as received, and
 * the status goes back (partially received, or sent / draft when nothing is left received).
 */
export async function takeBackFromOrder(
  trx: Db,
  orderId: number,
  delivered: DeliveredQuantities,
): Promise<void> {
  const order = await lockOrder(trx, orderId);
  const orderLines = await purchaseOrderRepository(trx).lines(orderId);
  await saveReceipts(trx, order, orderLines, delivered, (received, quantity) =>
    Math.max(0, received - quantity),
  );
}
