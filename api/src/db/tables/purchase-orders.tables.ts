import type { Generated } from 'kysely';

/** Where a purchase order stands; the last three follow from what has come in against it. */
export type PurchaseOrderStatus =
  | 'draft'
  | 'sent'
  | 'partially_received'
  | 'received'
  | 'cancelled';

/** What the shop asked a supplier for (0034): PO-000001 without gaps, cancelled, never deleted. */
export interface PurchaseOrdersTable {
  id: Generated<number>;
  po_number: string;
  supplier_id: number;
  status: PurchaseOrderStatus;
  /** The day the supplier is expected to deliver; null: not said. */
  expected_on: string | null;
  note: string | null;
  total_cost_cents: number;
  created_by: number;
  created_at: string;
  sent_at: string | null;
  sent_by: number | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
}

/** A line of a purchase order, one per item, with what has come in against it so far. */
export interface PurchaseOrderItemsTable {
  id: Generated<number>;
  purchase_order_id: number;
  inventory_id: number | null;
  item_name: string;
  unit: string;
  quantity_milli: number;
  unit_cost_cents: number;
  amount_cents: number;
  /** Received against the order by its standing goods received notes, thousandths. */
  received_milli: Generated<number>;
}
