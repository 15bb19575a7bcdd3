import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { actorOf } from '../audit/actor.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { hasNoQuery, idParam, validate } from '../http/validation.ts';
import {
  idempotency,
  idempotentRequest,
  replayHeaders,
} from '../idempotency/idempotency.service.ts';
import { invoicesService } from '../invoices/invoices.service.ts';
import { paymentBody } from '../payments/payment.schema.ts';
import { paymentsService } from '../payments/payments.service.ts';
import {
  cancellationBody,
  ORDER_LIST_FILTERS,
  ORDER_LIST_STATUSES,
  orderBody,
  orderItemsQuery,
  orderPaymentBody,
} from './order.schema.ts';
import { ORDER_CSV_HEADER, ordersService } from './orders.service.ts';
import { salesExportQuery, salesListQuery } from './sales-list.ts';

const listQuery = salesListQuery(ORDER_LIST_STATUSES, ORDER_LIST_FILTERS);
const exportQuery = salesExportQuery(ORDER_LIST_STATUSES, ORDER_LIST_FILTERS);

export function ordersRoutes(deps: ApiDeps) {
  const orders = ordersService(deps.db, deps.clock, deps.config.timeZone);
  const invoices = invoicesService(deps.db, deps.clock, deps.config.timeZone);
  const payments = paymentsService(deps.db, deps.clock, deps.config.timeZone);
  const idempotent = idempotency(deps.db, deps.clock);
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's array of every order; with any, a page (README).
      .get('/', validate('query', listQuery), async (c) =>
        hasNoQuery(c.req.url)
          ? c.json(await orders.list(), 200)
          : c.json(await orders.page(c.req.valid('query')), 200),
      )
      // Registered before `/:id`, which would otherwise take `export.csv` for an id.
      .get('/export.csv', validate('query', exportQuery), (c) =>
        csvDownload(
          c,
          { name: 'orders', day: businessDate(deps.clock(), deps.config.timeZone) },
          ORDER_CSV_HEADER,
          orders.csvRows(c.req.valid('query')),
        ),
      )
      .post('/', validate('json', orderBody), async (c) => {
        const input = c.req.valid('json');
        const answer = await idempotent.run(idempotentRequest(c, input), async (trx) => ({
          status: 201 as const,
          body: await orders.create(trx, input, c.var.user),
        }));
        return c.json(answer.body, answer.status, replayHeaders(answer));
      })
      .get('/:id', validate('param', idParam), async (c) =>
        c.json(await orders.find(c.req.valid('param').id), 200),
      )
      // Spec §7's call, kept: the new paid amount's difference goes into the payment ledger.
      .patch('/:id', validate('param', idParam), validate('json', orderPaymentBody), async (c) => {
        const { id } = c.req.valid('param');
        const order = await deps.db
          .transaction()
          .execute((trx) => payments.setOrderPaidAmount(trx, id, c.req.valid('json'), c.var.user));
        return c.json(order, 200);
      })
      .get('/:id/payments', validate('param', idParam), async (c) =>
        c.json(await payments.ofOrder(c.req.valid('param').id), 200),
      )
      .post(
        '/:id/payments',
        validate('param', idParam),
        validate('json', paymentBody),
        async (c) => {
          const { id } = c.req.valid('param');
          const input = c.req.valid('json');
          const answer = await idempotent.run(idempotentRequest(c, input), async (trx) => ({
            status: 201 as const,
            body: await payments.recordOnOrder(trx, id, input, c.var.user),
          }));
          return c.json(answer.body, answer.status, replayHeaders(answer));
        },
      )
      .get('/:id/items', validate('param', idParam), async (c) =>
        c.json(await orders.items(c.req.valid('param').id), 200),
      )
      .post('/:id/generate-invoice', validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        const answer = await idempotent.run(idempotentRequest(c, null), async (trx) => ({
          status: 201 as const,
          body: await invoices.generateForOrder(trx, id, c.var.user),
        }));
        return c.json(answer.body, answer.status, replayHeaders(answer));
      })
      // A pending, unpaid, uninvoiced order is cancelled, never deleted (issue 18).
      .post(
        '/:id/cancellation',
        requirePermission('manage'),
        validate('param', idParam),
        validate('json', cancellationBody),
        async (c) => {
          const { id } = c.req.valid('param');
          await orders.cancel(id, c.req.valid('json').reason, actorOf(c));
          return c.json(await orders.find(id), 200);
        },
      )
  );
}

/** GET /api/v1/order-items?order_ids=1,2,3: the items of many orders at once, for batching. */
export function orderItemsRoutes(deps: ApiDeps) {
  const orders = ordersService(deps.db, deps.clock, deps.config.timeZone);
  return new Hono<AuthedEnv>().get('/', validate('query', orderItemsQuery), async (c) =>
    c.json(await orders.itemsOfOrders(c.req.valid('query').order_ids), 200),
  );
}
