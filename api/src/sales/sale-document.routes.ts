import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth.service.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import type { Db } from '../db/database.ts';
import { businessDate, type Clock } from '../http/clock.ts';
import { type CsvCell, csvDownload } from '../http/csv.ts';
import type { documentedIn, RouteDoc } from '../http/openapi.ts';
import { hasNoQuery, idParam, validate } from '../http/validation.ts';
import { type Idempotency, replayHeaders } from '../idempotency/idempotency.service.ts';
import { Payment, type PaymentInput, paymentBody } from './payment.schema.ts';

/**
 * What an order and an invoice serve alike, for they are one sale: their list and its CSV
 * export, and their sale's payments. Each feature gives its own words and answer schemas.
 */

type Documented = ReturnType<typeof documentedIn>;
type Words = Omit<RouteDoc, 'answers'>;

/**
 * GET / (every document without parameters, spec §7; a page with any) and GET /export.csv.
 * Mounted before `/:id`, which would otherwise take `export.csv` for an id.
 */
export function saleListRoutes<
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType,
  Item,
  Page,
>(
  documents: {
    list(): Promise<Item[]>;
    page(query: z.output<ListQuery>): Promise<Page>;
    csvRows(query: z.output<ExportQuery>): AsyncGenerator<CsvCell[][]>;
  },
  spec: {
    documented: Documented;
    listQuery: ListQuery;
    exportQuery: ExportQuery;
    /** The list's schemas: a document, and a page of them. */
    answers: { item: z.ZodType; page: z.ZodType };
    list: Words;
    export: Words;
    csv: { name: string; header: readonly string[] };
    clock: Clock;
    timeZone: string;
  },
) {
  return new Hono<AuthedEnv>()
    .get(
      '/',
      spec.documented({
        ...spec.list,
        answers: { 200: z.union([z.array(spec.answers.item), spec.answers.page]) },
      }),
      validate('query', spec.listQuery),
      async (c) =>
        hasNoQuery(c.req.url)
          ? c.json(await documents.list(), 200)
          : c.json(await documents.page(c.req.valid('query') as z.output<ListQuery>), 200),
    )
    .get(
      '/export.csv',
      spec.documented({ ...spec.export, answers: { 200: 'csv' } }),
      validate('query', spec.exportQuery),
      (c) =>
        csvDownload(
          c,
          { name: spec.csv.name, day: businessDate(spec.clock(), spec.timeZone) },
          spec.csv.header,
          documents.csvRows(c.req.valid('query') as z.output<ExportQuery>),
        ),
    );
}

/**
 * GET /{id}/payments (the sale's entries, oldest first) and POST /{id}/payments (one more,
 * replayed for a repeated `Idempotency-Key`).
 */
export function salePaymentRoutes<WithPayments>(
  documents: {
    payments(id: number): Promise<Payment[]>;
    recordPayment(trx: Db, id: number, input: PaymentInput, user: AuthUser): Promise<WithPayments>;
  },
  spec: {
    documented: Documented;
    idempotent: Idempotency;
    /** What recording a payment answers: the document with its sale's payments. */
    withPayments: z.ZodType;
    payments: Words;
    record: Words;
  },
) {
  return new Hono<AuthedEnv>()
    .get(
      '/:id/payments',
      spec.documented({ ...spec.payments, answers: { 200: z.array(Payment) } }),
      validate('param', idParam),
      async (c) => c.json(await documents.payments(c.req.valid('param').id), 200),
    )
    .post(
      '/:id/payments',
      spec.documented({ ...spec.record, answers: { 201: spec.withPayments } }),
      validate('param', idParam),
      validate('json', paymentBody),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const answer = await spec.idempotent.created(c, input, (trx) =>
          documents.recordPayment(trx, id, input, c.var.user),
        );
        return c.json(answer.body, answer.status, replayHeaders(answer));
      },
    );
}
