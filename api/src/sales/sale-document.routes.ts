import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth.service.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import type { signedInRoutes } from '../auth/roles.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import type { CsvCell } from '../http/csv.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { Payment, type PaymentInput, paymentBody } from './payment.schema.ts';

/**
 * What an order and an invoice serve alike, for they are one sale: their list and its CSV
 * export, and their sale's payments. Each feature gives its own words and answer schemas.
 */

type Routes = ReturnType<typeof signedInRoutes>;
type Words = Omit<RouteDoc, 'answers'>;

/**
 * GET / (every document without parameters, spec §7; a page with any) and GET /export.csv.
 * Mounted before `/:id`, which would otherwise take `export.csv` for an id.
 */
export function saleListRoutes<
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType,
  Item extends object,
  Page extends object,
>(
  documents: {
    list(): Promise<Item[]>;
    page(query: z.output<ListQuery>): Promise<Page>;
    csvRows(query: z.output<ExportQuery>): AsyncGenerator<CsvCell[][]>;
  },
  spec: {
    route: Routes;
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
      ...spec.route.listOrPage(
        { ...spec.list, ...spec.answers, query: spec.listQuery },
        { list: () => documents.list(), page: (query) => documents.page(query) },
      ),
    )
    .get(
      '/export.csv',
      ...spec.route.csv(
        {
          ...spec.export,
          query: spec.exportQuery,
          deps: { clock: spec.clock, config: { timeZone: spec.timeZone } },
        },
        ({ query }) => ({ ...spec.csv, rows: documents.csvRows(query) }),
      ),
    );
}

/**
 * GET /{id}/payments (the sale's entries, oldest first) and POST /{id}/payments (one more,
 * replayed for a repeated `Idempotency-Key`).
 */
export function salePaymentRoutes<WithPayments extends object>(
  documents: {
    payments(id: number): Promise<Payment[]>;
    recordPayment(trx: Db, id: number, input: PaymentInput, user: AuthUser): Promise<WithPayments>;
  },
  spec: {
    route: Routes;
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
      ...spec.route.json(
        { ...spec.payments, answers: { 200: z.array(Payment) }, param: idParam },
        ({ param }) => documents.payments(param.id),
      ),
    )
    .post(
      '/:id/payments',
      ...spec.route.createdUnderKey(
        { ...spec.record, answers: { 201: spec.withPayments }, param: idParam, json: paymentBody },
        spec.idempotent,
        (trx, { param, json }, c) => documents.recordPayment(trx, param.id, json, c.var.user),
      ),
    );
}
