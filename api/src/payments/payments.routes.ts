import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { idParam, validate } from '../http/validation.ts';
import {
  idempotency,
  idempotentRequest,
  replayHeaders,
} from '../idempotency/idempotency.service.ts';
import { paymentExportQuery, paymentsQuery, reversalBody } from './payment.schema.ts';
import { PAYMENT_CSV_HEADER, paymentListService } from './payment-list.service.ts';
import { paymentsService } from './payments.service.ts';

/**
 * GET /api/v1/payments: the whole ledger a page at a time (`?limit=&cursor=&q=&method=&from=
 * &to=&sort=`, with the sum of the matching entries), or with `order_ids=&invoice_ids=` the
 * entries of those sales (the gateway's batched read); its CSV export; and
 * POST /api/v1/payments/{id}/reversal. Recording a payment is on its document:
 * POST /orders/{id}/payments and POST /invoices/{id}/payments.
 */
export function paymentsRoutes(deps: ApiDeps) {
  const payments = paymentsService(deps.db, deps.clock, deps.config.timeZone);
  const list = paymentListService(deps.db, deps.config.timeZone);
  const idempotent = idempotency(deps.db, deps.clock);
  return new Hono<AuthedEnv>()
    .get('/', validate('query', paymentsQuery), async (c) => {
      const query = c.req.valid('query');
      return query.of_sales
        ? c.json(await payments.ofSales(query.order_ids ?? [], query.invoice_ids ?? []), 200)
        : c.json(await list.page(query), 200);
    })
    .get('/export.csv', validate('query', paymentExportQuery), (c) =>
      csvDownload(
        c,
        { name: 'payments', day: businessDate(deps.clock(), deps.config.timeZone) },
        PAYMENT_CSV_HEADER,
        list.csvRows(c.req.valid('query')),
      ),
    )
    .post(
      '/:id/reversal',
      requirePermission('manage'),
      validate('param', idParam),
      validate('json', reversalBody),
      async (c) => {
        const { id } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        const answer = await idempotent.run(idempotentRequest(c, { reason }), async (trx) => ({
          status: 201 as const,
          body: await payments.reverse(trx, id, reason, c.var.user),
        }));
        return c.json(answer.body, answer.status, replayHeaders(answer));
      },
    );
}
