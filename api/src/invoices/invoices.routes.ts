import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { idParam, validate } from '../http/validation.ts';
import {
  idempotency,
  idempotentRequest,
  replayHeaders,
} from '../idempotency/idempotency.service.ts';
import { invoiceBody, paymentBody } from './invoice.schema.ts';
import { invoicesService } from './invoices.service.ts';

export function invoicesRoutes(deps: ApiDeps) {
  const invoices = invoicesService(deps.db, deps.clock, deps.config.timeZone);
  const idempotent = idempotency(deps.db, deps.clock);
  return new Hono<AuthedEnv>()
    .get('/', async (c) => c.json(await invoices.list(), 200))
    .post('/', validate('json', invoiceBody), async (c) => {
      const input = c.req.valid('json');
      const answer = await idempotent.run(idempotentRequest(c, input), async (trx) => ({
        status: 201 as const,
        body: await invoices.create(trx, input, c.var.user),
      }));
      return c.json(answer.body, answer.status, replayHeaders(answer));
    })
    .get('/:id', validate('param', idParam), async (c) =>
      c.json(await invoices.find(c.req.valid('param').id), 200),
    )
    .post('/:id/payments', validate('param', idParam), validate('json', paymentBody), async (c) => {
      const { id } = c.req.valid('param');
      const { amount } = c.req.valid('json');
      const answer = await idempotent.run(idempotentRequest(c, { amount }), async (trx) => ({
        status: 201 as const,
        body: await invoices.recordPayment(trx, id, amount, c.var.user),
      }));
      return c.json(answer.body, answer.status, replayHeaders(answer));
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      await invoices.delete(c.req.valid('param').id);
      return c.body(null, 204);
    });
}
