import { permissions, type Role } from '../auth/roles.ts';
import { userRef } from '../db/user-email.ts';
import { fromMilli } from '../http/quantity.ts';
import { toKsh } from '../money.ts';
import type { PurchaseOrderLineRow, PurchaseOrderRow } from './purchase-order.repository.ts';
import type {
  PurchaseOrder,
  PurchaseOrderLine,
  PurchaseOrderWithLines,
} from './purchase-orders.schema.ts';

export const PURCHASE_ORDER_NOT_FOUND = 'Purchase order not found';

/** An order as the API answers it; a role that may not see costs gets none. */
export function toPurchaseOrder(row: PurchaseOrderRow, role: Role): PurchaseOrder {
  const order: PurchaseOrder = {
    id: row.id,
    po_number: row.po_number,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    supplier_contact: row.supplier_contact,
    status: row.status,
    expected_on: row.expected_on,
    note: row.note,
    line_count: Number(row.line_count),
    created_at: row.created_at,
    created_by: userRef(row.created_by, row.created_by_email)!,
    sent_at: row.sent_at,
    cancelled_at: row.cancelled_at,
    cancelled_by: userRef(row.cancelled_by, row.cancelled_by_email),
    cancel_reason: row.cancel_reason,
  };
  return permissions.seeCosts(role) ? { ...order, total_cost: toKsh(row.total_cost_cents) } : order;
}

export function toPurchaseOrderLine(row: PurchaseOrderLineRow, role: Role): PurchaseOrderLine {
  const line: PurchaseOrderLine = {
    id: row.id,
    inventory_id: row.inventory_id,
    item_name: row.item_name,
    unit: row.unit,
    quantity: fromMilli(row.quantity_milli),
    received: fromMilli(row.received_milli),
    outstanding: fromMilli(Math.max(0, Number(row.quantity_milli) - Number(row.received_milli))),
  };
  return permissions.seeCosts(role)
    ? { ...line, unit_cost: toKsh(row.unit_cost_cents), amount: toKsh(row.amount_cents) }
    : line;
}

export const withLines = (
  row: PurchaseOrderRow,
  lines: PurchaseOrderLineRow[],
  role: Role,
): PurchaseOrderWithLines => ({
  ...toPurchaseOrder(row, role),
  lines: lines.map((line) => toPurchaseOrderLine(line, role)),
});
