import { userRef } from '../db/user-email.ts';
import { isBackDated } from '../http/clock.ts';
import { fromMilli } from '../http/quantity.ts';
import { toKsh } from '../money.ts';
import type { GoodsReceivedLineRow, GoodsReceivedRow } from './goods-received.repository.ts';
import type { GoodsReceivedLine, GoodsReceivedNote } from './goods-received.schema.ts';

/** A goods received note and its lines as the API answers them (KSh, fractions). */

export const toNote = (row: GoodsReceivedRow, timeZone: string): GoodsReceivedNote => ({
  id: row.id,
  grn_number: row.grn_number,
  supplier_id: row.supplier_id,
  supplier_name: row.supplier_name,
  received_on: row.received_on,
  supplier_invoice_number: row.supplier_invoice_number,
  note: row.note,
  purchase_order_id: row.purchase_order_id,
  total_cost: toKsh(row.total_cost_cents),
  line_count: Number(row.line_count),
  created_at: row.created_at,
  created_by: userRef(row.created_by, row.created_by_email)!,
  created_by_email: row.created_by_email,
  back_dated: isBackDated(row.received_on, new Date(row.created_at), timeZone),
  status: row.reversed_at ? 'reversed' : 'posted',
  reversed_at: row.reversed_at,
  reversed_by: userRef(row.reversed_by, row.reversed_by_email),
  reversed_by_email: row.reversed_by_email,
  reversal_reason: row.reversal_reason,
});

export const toLine = (row: GoodsReceivedLineRow): GoodsReceivedLine => ({
  id: row.id,
  inventory_id: row.inventory_id,
  item_name: row.item_name,
  quantity: fromMilli(row.quantity_milli),
  unit: row.unit,
  unit_cost: toKsh(row.unit_cost_cents),
  amount: toKsh(row.amount_cents),
});

export const GOODS_RECEIVED_NOT_FOUND = 'Goods received note not found';
