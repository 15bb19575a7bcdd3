import { userRef } from '../db/user-email.ts';
import { labelOf } from '../http/labels.ts';
import { fromMilli } from '../http/quantity.ts';
import { bpToFraction, toKsh } from '../money.ts';
import type { OrderItemRow, OrderRow } from '../sales/order.repository.ts';
import { PAYMENT_METHOD_LABELS } from '../sales/sale.schema.ts';
import { saleExport } from '../sales/sale-csv.ts';
import { ORDER_STATUS_LABELS, type Order, type OrderItem } from './order.schema.ts';

/** An order's row and lines as the API answers them (KSh, fractions), and as an export row. */

export const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  order_number: row.order_number,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  subtotal: toKsh(row.subtotal_cents),
  vat_rate: bpToFraction(row.vat_rate_bp),
  vat_amount: toKsh(row.vat_cents),
  total_amount: toKsh(row.total_cents),
  payment_method: row.payment_method,
  status: row.status,
  paid_amount: toKsh(Number(row.paid_cents) - Number(row.credited_cents)),
  amount_credited: toKsh(row.credited_cents),
  balance: row.cancelled_at ? 0 : toKsh(row.total_cents - Number(row.paid_cents)),
  created_at: row.created_at,
  created_by: userRef(row.created_by, row.created_by_email)!,
  cancelled_at: row.cancelled_at,
  cancelled_by: userRef(row.cancelled_by, row.cancelled_by_email),
  cancelled_by_email: row.cancelled_by_email,
  cancel_reason: row.cancel_reason,
  invoice_id: row.invoice_id,
  invoice_number: row.invoice_number,
  sold_at: row.sold_at,
  attention: row.attention === null ? [] : row.attention.split('\n'),
  attention_cleared_at: row.attention_cleared_at,
});

export const toOrderItem = (row: OrderItemRow): OrderItem => ({
  inventory_id: row.inventory_id,
  item_name: row.item_name,
  quantity: fromMilli(row.quantity_milli),
  unit: row.unit,
  unit_price: toKsh(row.unit_price_cents),
  total_price: toKsh(row.total_cents),
  tax_band: row.tax_band,
});

/** The order export (GET /orders/export.csv): its own columns between the date and the money. */
const ORDER_EXPORT = saleExport<OrderRow>({
  number: ['Order number', (row) => row.order_number],
  own: [
    ['Customer', (row) => row.customer_name],
    ['Payment method', (row) => labelOf(PAYMENT_METHOD_LABELS, row.payment_method)],
    ['Status', (row) => ORDER_STATUS_LABELS[row.status]],
  ],
  closed: (row) => Boolean(row.cancelled_at),
});

export const ORDER_CSV_HEADER = ORDER_EXPORT.header;
export const toCsvRow = ORDER_EXPORT.row;
