import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { documentedIn } from '../http/openapi.ts';
import { idParam, validate } from '../http/validation.ts';
import { type Idempotency, replayHeaders } from '../idempotency/idempotency.service.ts';
import {
  adjustmentBody,
  CountResult,
  countBody,
  movementsPageQuery,
  StockMovement,
  StockMovementsPage,
} from './stock.schema.ts';
import { MOVEMENTS_CSV_HEADER, type StockService } from './stock.service.ts';

const documented = documentedIn('Stock');

/** POST /api/v1/stock-adjustments and /api/v1/stock-counts: stock moved by hand (README). */
export function stockRoutes({
  stock,
  idempotent,
}: {
  stock: StockService;
  idempotent: Idempotency;
}) {
  return new Hono<AuthedEnv>()
    .post(
      '/stock-adjustments',
      documented({
        summary: "Adjust an item's stock by hand, with a reason",
        description:
          'Damaged, lost or own use take stock out, found brings it in, a count correction goes either way. Answers the movement recorded. Send an `Idempotency-Key` header so a retry never records twice.',
        answers: { 201: StockMovement },
        refusals: { 403: 'Only an owner or a manager' },
      }),
      requirePermission('manage'),
      validate('json', adjustmentBody),
      async (c) => {
        const input = c.req.valid('json');
        const answer = await idempotent.created(c, input, (trx) =>
          stock.adjust(trx, input, actorOf(c)),
        );
        return c.json(answer.body, answer.status, replayHeaders(answer));
      },
    )
    .post(
      '/stock-counts',
      documented({
        summary: 'Post a stock count',
        description:
          'Every counted item whose quantity differs is moved to what was counted, all or nothing. Send an `Idempotency-Key` header so a retry never records twice.',
        answers: { 201: CountResult },
        refusals: {
          403: 'Only an owner or a manager',
          409: "An item's stock changed since the count was reviewed",
        },
      }),
      requirePermission('manage'),
      validate('json', countBody),
      async (c) => {
        const input = c.req.valid('json');
        const answer = await idempotent.created(c, input, (trx) =>
          stock.count(trx, input, actorOf(c)),
        );
        return c.json(answer.body, answer.status, replayHeaders(answer));
      },
    );
}

/** GET /api/v1/inventory/{id}/movements[.csv]: an item's stock ledger. */
export function itemMovementsRoutes(deps: ApiDeps, stock: StockService) {
  return new Hono<AuthedEnv>()
    .get(
      '/:id/movements',
      documented({
        summary: "A page of an item's stock movements, newest first",
        answers: { 200: StockMovementsPage },
      }),
      validate('param', idParam),
      validate('query', movementsPageQuery),
      async (c) =>
        c.json(await stock.movements(c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .get(
      '/:id/movements.csv',
      documented({
        summary: "An item's whole stock ledger, as CSV",
        answers: { 200: 'csv' },
      }),
      validate('param', idParam),
      async (c) => {
        const { id } = c.req.valid('param');
        return csvDownload(
          c,
          {
            name: `stock-movements-item-${id}`,
            day: businessDate(deps.clock(), deps.config.timeZone),
          },
          MOVEMENTS_CSV_HEADER,
          await stock.csvRows(id),
        );
      },
    );
}
