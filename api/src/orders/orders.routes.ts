import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission, signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { ORDER_LIST_STATUSES } from '../sales/sale.schema.ts';
import { saleListRoutes, salePaymentRoutes } from '../sales/sale-document.routes.ts';
import { salesExportQuery, salesListQuery } from '../sales/sales-list.ts';
import {
  CreatedOrder,
  cancellationBody,
  ORDER_LIST_FILTERS,
  Order,
  OrderItem,
  OrdersPage,
  OrderWithPayments,
  orderBody,
  orderItemsQuery,
  orderPaymentBody,
} from './order.schema.ts';
import { ORDER_CSV_HEADER } from './order-answer.ts';
import type { OrdersService } from './orders.service.ts';

const listQuery = salesListQuery(ORDER_LIST_STATUSES, ORDER_LIST_FILTERS);
const exportQuery = salesExportQuery(ORDER_LIST_STATUSES, ORDER_LIST_FILTERS);
const route = signedInRoutes('Orders');

export function ordersRoutes(
  deps: ApiDeps,
  { orders, idempotent }: { orders: OrdersService; idempotent: Idempotency },
) {
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's array of every order; with any, a page (README).
      .route(
        '/',
        saleListRoutes(orders, {
          route,
          listQuery,
          exportQuery,
          answers: { item: Order, page: OrdersPage },
          list: {
            summary: 'Every order, or a page of them',
            description:
              'Without parameters, every order (spec §7). With any: a page, searched by order number or customer name, filtered and sorted.',
          },
          export: { summary: 'The orders the filters match, as CSV' },
          csv: { name: 'orders', header: ORDER_CSV_HEADER },
          clock: deps.clock,
          timeZone: deps.config.timeZone,
        }),
      )
      .post(
        '/',
        ...route.createdUnderKey(
          {
            summary: 'Create an order',
            description:
              'Takes the items out of stock at the prices shown (409 if they changed). A cashier sells at the shop’s default VAT rate (403 otherwise). Without `customer_id` the sale goes to the shop’s walk-in customer. With `payment` the money taken at the counter is recorded in the same transaction (its amount the total unless said; `tendered` cash gives `change_due`). Send an `Idempotency-Key` header so a retry never creates two (`sold_at` is not part of what the key covers). A sale made offline and sent later carries `sold_at`: it is then recorded as sold (its prices; stock taken as far as it goes; a deleted customer replaced by the walk-in) and each difference is listed in `attention` (`GET /orders?needs_attention=true`).',
            answers: { 201: CreatedOrder },
            refusals: {
              400: 'Bad input, or cash tendered less than the amount paid',
              403: 'A cashier’s order at another VAT rate than the shop’s',
              409: 'Prices changed, not enough stock, a payment above the total, or an M-Pesa code already counted',
            },
            json: orderBody,
          },
          idempotent,
          (trx, { json }, c) => orders.create(trx, json, c.var.user),
          // The tap time says when, not what: a sale sent online whose answer was lost, then
          // from the outbox with its sold_at, is the same request under the same key.
          (json) => ({ ...(json as object), sold_at: undefined }),
        ),
      )
      .get(
        '/:id',
        ...route.one({ summary: 'One order', answers: { 200: Order } }, (id) => orders.find(id)),
      )
      // Spec §7's call, kept: the new paid amount's difference goes into the payment ledger.
      .patch(
        '/:id',
        ...route.json(
          {
            summary: "Set an order's paid amount (spec §7)",
            description: 'The difference from what was paid goes into the payment ledger.',
            answers: { 200: Order },
            param: idParam,
            json: orderPaymentBody,
          },
          ({ param, json }, c) =>
            deps.db
              .transaction()
              .execute((trx) => orders.setPaidAmount(trx, param.id, json, c.var.user)),
        ),
      )
      .route(
        '/',
        salePaymentRoutes(orders, {
          route,
          idempotent,
          withPayments: OrderWithPayments,
          payments: {
            summary: "An order's payments, oldest first",
          },
          record: {
            summary: 'Record a payment on an order',
            description:
              'An M-Pesa code is money once: a code another payment still counts under is refused unless `split` says this is one part of one M-Pesa payment split across sales. Send an `Idempotency-Key` header so a retry never records twice.',
            refusals: {
              404: 'No such order',
              409: 'Cancelled, more than the balance, or an M-Pesa code already counted (naming the document it paid)',
            },
          },
        }),
      )
      .get(
        '/:id/items',
        ...route.json(
          { summary: "An order's items", answers: { 200: z.array(OrderItem) }, param: idParam },
          ({ param }) => orders.items(param.id),
        ),
      )
      // A pending, unpaid, uninvoiced order is cancelled, never deleted (issue 18).
      .post(
        '/:id/cancellation',
        requirePermission('manage'),
        ...route.json(
          {
            summary: 'Cancel a pending order',
            description: 'Its stock goes back. Only an unpaid, uninvoiced order can be cancelled.',
            answers: { 200: Order },
            refusals: { 409: 'Paid, invoiced or already cancelled' },
            param: idParam,
            json: cancellationBody,
          },
          async ({ param, json }, c) => {
            await orders.cancel(param.id, json.reason, actorOf(c));
            return orders.find(param.id);
          },
        ),
      )
      .post(
        '/:id/attention-handled',
        requirePermission('manage'),
        ...route.json(
          {
            summary: 'Mark a sale made offline as handled',
            description:
              'It leaves `needs_attention=true` (a manager has dealt with the stock, price or customer that changed before it synced); its `attention` reasons stay.',
            answers: { 200: Order },
            refusals: { 404: 'No such order', 409: 'The order needs no attention' },
            param: idParam,
          },
          async ({ param }, c) => orders.clearAttention(param.id, c.var.user),
        ),
      )
  );
}

/** GET /api/v1/order-items?order_ids=1,2,3: the items of many orders at once, for batching. */
export function orderItemsRoutes(orders: OrdersService) {
  return new Hono<AuthedEnv>().get(
    '/',
    ...route.json(
      {
        summary: 'The items of many orders at once',
        answers: { 200: z.array(OrderItem.extend({ order_id: z.number().int() })) },
        query: orderItemsQuery,
      },
      ({ query }) => orders.itemsOfOrders(query.order_ids),
    ),
  );
}
