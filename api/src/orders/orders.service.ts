import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { type OrderFilter, orderRepository } from '../sales/order.repository.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import type { PaymentInput } from '../sales/payment.schema.ts';
import { type Payment, toPayment } from '../sales/payment-entry.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import type { OrderListStatus } from '../sales/sale.schema.ts';
import { ORDER_NOT_FOUND } from '../sales/sales-document.ts';
import {
  type SalesExportQuery,
  type SalesListQuery,
  salesFilter,
  salesListReads,
} from '../sales/sales-list.ts';
import { cancelOrder } from './cancel-order.ts';
import { createOrder } from './create-order.ts';
import type {
  ORDER_LIST_FILTERS,
  Order,
  OrderItem,
  OrdersPage,
  OrderWithPayments,
} from './order.schema.ts';
import { toCsvRow, toOrder, toOrderItem } from './order-answer.ts';
import { setOrderPaidAmount } from './set-order-paid-amount.ts';

export type { Order, OrderItem, OrdersPage, OrderWithItems } from './order.schema.ts';

type OrderListQuery = SalesListQuery<OrderListStatus, typeof ORDER_LIST_FILTERS>;
type OrderExportQuery = SalesExportQuery<OrderListStatus, typeof ORDER_LIST_FILTERS>;

/** The shared sales filters and the order list's own. */
const orderFilter = (query: OrderExportQuery, timeZone: string): OrderFilter => ({
  ...salesFilter(query, timeZone),
  invoiced: query.invoiced,
  needsAttention: query.needs_attention,
});

export function ordersService(db: Db, clock: Clock, timeZone: string, ledger: PaymentLedger) {
  const orders = orderRepository(db);
  const listed = salesListReads(
    'o',
    (query: OrderExportQuery) => orders.matching(orderFilter(query, timeZone)),
    (row) => toCsvRow(row, timeZone),
  );

  async function findOrThrow(repo: ReturnType<typeof orderRepository>, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return row;
  }

  /** One order, read through `trx` when inside a transaction. */
  const find = async (id: number, trx: Db = db): Promise<Order> =>
    toOrder(await findOrThrow(orderRepository(trx), id));

  return {
    /** Every order, newest first: GET /orders without parameters (spec §7). */
    list: async (): Promise<Order[]> => (await orders.list()).map(toOrder),

    /** One page of the filtered, sorted list, and how many orders match in all. */
    async page(query: OrderListQuery): Promise<OrdersPage> {
      const { rows, ...page } = await listed.page(query);
      return { items: rows.map(toOrder), ...page };
    },

    /** Every order the filters match, as CSV rows, read in keyset batches. */
    csvRows: listed.csvRows,

    find,

    /** GET /orders/{id}/payments: the sale's entries, oldest first. */
    async payments(orderId: number): Promise<Payment[]> {
      await find(orderId);
      return (await paymentRepository(db).ofOrder(orderId)).map(toPayment);
    },

    /** POST /orders/{id}/payments, inside the caller's transaction `trx`. */
    async recordPayment(
      trx: Db,
      orderId: number,
      input: PaymentInput,
      user: AuthUser,
    ): Promise<OrderWithPayments> {
      await ledger.record(trx, () => ledger.lockOrder(trx, orderId), input, user);
      const payments = await paymentRepository(trx).ofOrder(orderId);
      return { ...(await find(orderId, trx)), payments: payments.map(toPayment) };
    },

    /** PATCH /orders/{id}, inside the caller's transaction `trx`. */
    setPaidAmount: setOrderPaidAmount(ledger, clock, find),

    /** POST /orders, inside the caller's transaction `trx` (the idempotency runner opens it). */
    create: createOrder(clock, timeZone, ledger, find),

    /**
     * POST /orders/{id}/attention-handled: a manager has dealt with what a sale made offline
     * needed (issue 54); it leaves "Needs attention" and keeps its reasons.
     */
    async clearAttention(id: number, user: AuthUser): Promise<Order> {
      const order = await find(id);
      if (order.attention.length === 0) throw conflict('This order needs no attention');
      if (order.attention_cleared_at === null) {
        await db
          .updateTable('orders')
          .set({ attention_cleared_at: clock().toISOString(), attention_cleared_by: user.id })
          .where('id', '=', id)
          .where('attention_cleared_at', 'is', null)
          .execute();
      }
      return find(id);
    },

    /** POST /orders/{id}/cancellation. */
    cancel: cancelOrder(db, clock),

    async items(orderId: number): Promise<OrderItem[]> {
      await findOrThrow(orders, orderId);
      return (await orders.items(orderId)).map(toOrderItem);
    },

    itemsOfOrders: async (orderIds: readonly number[]) =>
      (await orders.itemsOfOrders(orderIds)).map((row) => ({
        order_id: row.order_id,
        ...toOrderItem(row),
      })),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
