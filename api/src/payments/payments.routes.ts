import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { idParam, validate } from '../http/validation.ts';
import {
  idempotency,
  idempotentRequest,
  replayHeaders,
} from '../idempotency/idempotency.service.ts';
import { paymentsOfSalesQuery, reversalBody } from './payment.schema.ts';
import { paymentsService } from './payments.service.ts';

/**
 * GET /api/v1/payments?order_ids=&invoice_ids= (the gateway's batched read of many sales'
 * entries) and POST /api/v1/payments/{id}/reversal. Recording a payment is on its document:
 * POST /orders/{id}/payments and POST /invoices/{id}/payments.
 */
export function paymentsRoutes(deps: ApiDeps) {
  const payments = paymentsService(deps.db, deps.clock, deps.config.timeZone);
  const idempotent = idempotency(deps.db, deps.clock);
  return new Hono<AuthedEnv>()
    .get('/', validate('query', paymentsOfSalesQuery), async (c) => {
      const query = c.req.valid('query');
      return c.json(await payments.ofSales(query.order_ids ?? [], query.invoice_ids ?? []), 200);
    })
    .post(
      '/:id/reversal',
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
