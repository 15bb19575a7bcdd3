import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { badField, conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { invoiceRepository } from '../sales/invoice.repository.ts';
import { orderRepository } from '../sales/order.repository.ts';
import { ORDER_NOT_FOUND } from '../sales/sales-document.ts';
import type { Invoice } from './invoice.schema.ts';
import { creationTime, type IssueInvoice, TOTALS_CHANGED } from './issue-invoice.ts';

/**
 * Invoices an order: customer, items and totals are the order's. A second invoice for the
 * same order is refused (409 naming the existing one) rather than answered with it, so a
 * client never mistakes an old invoice for a new one; retries use an Idempotency-Key.
 */
export function invoiceOrder(clock: Clock, timeZone: string, issue: IssueInvoice) {
  return async (
    trx: Db,
    orderId: number,
    user: AuthUser,
    options: {
      createdAt?: string | null;
      customerId?: number | null;
      expected?: { vat_cents: number; total_cents: number };
    } = {},
  ): Promise<Invoice> => {
    const orders = orderRepository(trx);
    // Holding the order's row lock makes a concurrent second invoice wait, then see this one.
    if (!(await orders.lock(orderId))) throw notFound(ORDER_NOT_FOUND);
    const order = (await orders.find(orderId))!;
    if (order.cancelled_at) {
      throw conflict(`Order ${order.order_number} is cancelled: it cannot be invoiced`);
    }
    const existing = await invoiceRepository(trx).findNumberForOrder(orderId);
    if (existing) {
      throw conflict(`Invoice ${existing} already exists for order ${order.order_number}`);
    }
    if (options.customerId != null && options.customerId !== order.customer_id) {
      throw badField(
        'customer_id',
        `order ${order.order_number} belongs to another customer (${order.customer_name})`,
      );
    }
    if (
      options.expected &&
      (options.expected.vat_cents !== order.vat_cents ||
        options.expected.total_cents !== order.total_cents)
    ) {
      throw conflict(TOTALS_CHANGED);
    }
    const items = await orders.items(orderId);
    const now = clock();
    return issue(
      trx,
      {
        order_id: orderId,
        customer_id: order.customer_id,
        vat_rate_bp: order.vat_rate_bp,
        subtotal_cents: order.subtotal_cents,
        vat_cents: order.vat_cents,
        total_cents: order.total_cents,
        paid_cents: order.paid_cents,
        created_at: creationTime(options.createdAt ?? null, now, timeZone),
        made_at: now,
        items: items.map((item) => ({
          inventory_id: item.inventory_id,
          description: item.item_name,
          quantity_milli: item.quantity_milli,
          unit: item.unit,
          unit_price_cents: item.unit_price_cents,
          amount_cents: item.total_cents,
          tax_band: item.tax_band,
          // The sale was made, and costed, when the order was.
          net_cents: item.net_cents,
          vat_cents: item.vat_cents,
          cost_cents: item.cost_cents,
        })),
      },
      user,
    );
  };
}
