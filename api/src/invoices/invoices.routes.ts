import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { actorOf } from '../audit/actor.ts';
import { requirePermission } from '../auth/roles.ts';
import { creditNoteBody } from '../credit-notes/credit-note.schema.ts';
import { creditNotesService } from '../credit-notes/credit-notes.service.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { hasNoQuery, idParam, validate } from '../http/validation.ts';
import {
  idempotency,
  idempotentRequest,
  replayHeaders,
} from '../idempotency/idempotency.service.ts';
import { salesExportQuery, salesListQuery } from '../orders/sales-list.ts';
import { paymentBody } from '../payments/payment.schema.ts';
import { paymentsService } from '../payments/payments.service.ts';
import { INVOICE_STATUSES } from './invoice.repository.ts';
import { invoiceBody, voidQuery } from './invoice.schema.ts';
import { INVOICE_CSV_HEADER, invoicesService } from './invoices.service.ts';

const listQuery = salesListQuery(INVOICE_STATUSES);
const exportQuery = salesExportQuery(INVOICE_STATUSES);

export function invoicesRoutes(deps: ApiDeps) {
  const invoices = invoicesService(deps.db, deps.clock, deps.config.timeZone);
  const payments = paymentsService(deps.db, deps.clock, deps.config.timeZone);
  const creditNotes = creditNotesService(deps.db, deps.clock, deps.config.timeZone);
  const idempotent = idempotency(deps.db, deps.clock);
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's array of every invoice; with any, a page (README).
      .get('/', validate('query', listQuery), async (c) =>
        hasNoQuery(c.req.url)
          ? c.json(await invoices.list(), 200)
          : c.json(await invoices.page(c.req.valid('query')), 200),
      )
      // Registered before `/:id`, which would otherwise take `export.csv` for an id.
      .get('/export.csv', validate('query', exportQuery), (c) =>
        csvDownload(
          c,
          { name: 'invoices', day: businessDate(deps.clock(), deps.config.timeZone) },
          INVOICE_CSV_HEADER,
          invoices.csvRows(c.req.valid('query')),
        ),
      )
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
      .get('/:id/payments', validate('param', idParam), async (c) =>
        c.json(await payments.ofInvoice(c.req.valid('param').id), 200),
      )
      // An invoice generated from an order shares the order's payments: one sale, one ledger.
      .post(
        '/:id/payments',
        validate('param', idParam),
        validate('json', paymentBody),
        async (c) => {
          const { id } = c.req.valid('param');
          const input = c.req.valid('json');
          const answer = await idempotent.run(idempotentRequest(c, input), async (trx) => ({
            status: 201 as const,
            body: await payments.recordOnInvoice(trx, id, input, c.var.user),
          }));
          return c.json(answer.body, answer.status, replayHeaders(answer));
        },
      )
      // A credit note corrects an issued invoice (issue 18): lines back, money or credit out.
      .post(
        '/:id/credit-notes',
        requirePermission('manage'),
        validate('param', idParam),
        validate('json', creditNoteBody),
        async (c) => {
          const { id } = c.req.valid('param');
          const input = c.req.valid('json');
          const answer = await idempotent.run(idempotentRequest(c, input), async (trx) => ({
            status: 201 as const,
            body: await creditNotes.create(trx, id, input, c.var.user),
          }));
          return c.json(answer.body, answer.status, replayHeaders(answer));
        },
      )
      // The spec's delete voids the invoice (issue 18); `?reason=` is kept with it.
      .delete(
        '/:id',
        requirePermission('manage'),
        validate('param', idParam),
        validate('query', voidQuery),
        async (c) => {
          await invoices.void(c.req.valid('param').id, c.req.valid('query').reason, actorOf(c));
          return c.body(null, 204);
        },
      )
  );
}
