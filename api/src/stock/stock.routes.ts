import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import {
  adjustmentBody,
  CountResult,
  countBody,
  movementsPageQuery,
  StockMovement,
  StockMovementsPage,
} from './stock.schema.ts';
import { MOVEMENTS_CSV_HEADER, type StockService } from './stock.service.ts';
import { countsPageQuery, StockCountDetail, StockCountsPage } from './stock-count.schema.ts';
import type { StockCountService } from './stock-count.service.ts';

const route = signedInRoutes('Stock');

/**
 * POST /api/v1/stock-adjustments and /api/v1/stock-counts: stock moved by hand (README); GET
 * /api/v1/stock-counts[/{id}]: the counts posted, with their differences.
 */
export function stockRoutes({
  stock,
  stockCounts,
  idempotent,
}: {
  stock: StockService;
  stockCounts: StockCountService;
  idempotent: Idempotency;
}) {
  return new Hono<AuthedEnv>()
    .post(
      '/stock-adjustments',
      ...route.createdUnderKey(
        {
          summary: "Adjust an item's stock by hand, with a reason",
          description:
            'Damaged, lost or own use take stock out, found brings it in, a count correction goes either way. Answers the movement recorded. Send an `Idempotency-Key` header so a retry never records twice.',
          answers: { 201: StockMovement },
          needs: 'manage',
          json: adjustmentBody,
        },
        idempotent,
        (trx, { json }, c) => stock.adjust(trx, json, actorOf(c)),
      ),
    )
    .post(
      '/stock-counts',
      ...route.createdUnderKey(
        {
          summary: 'Post a stock count',
          description:
            'Every counted item whose quantity differs is moved to what was counted, all or nothing. Send an `Idempotency-Key` header so a retry never records twice.',
          answers: { 201: CountResult },
          needs: 'manage',
          refusals: {
            409: "An item's stock changed since the count was reviewed",
          },
          json: countBody,
        },
        idempotent,
        (trx, { json }, c) => stock.count(trx, json, actorOf(c)),
      ),
    )
    .get(
      '/stock-counts',
      ...route.json(
        {
          summary: 'A page of the stock counts posted, newest first',
          description:
            'Each with when and by whom, how many items were counted and how many differed, and the differences in all, in quantity and at cost.',
          answers: { 200: StockCountsPage },
          needs: 'manage',
          query: countsPageQuery,
        },
        ({ query }) => stockCounts.page(query),
      ),
    )
    .get(
      '/stock-counts/:id',
      ...route.one(
        {
          summary: 'A posted stock count with every item it counted',
          description: "Each item's expected and counted quantity, the difference and its value.",
          answers: { 200: StockCountDetail },
          needs: 'manage',
          refusals: { 404: 'No such stock count' },
        },
        (id) => stockCounts.get(id),
      ),
    );
}

/** GET /api/v1/inventory/{id}/movements[.csv]: an item's stock ledger. */
export function itemMovementsRoutes(deps: ApiDeps, stock: StockService) {
  return new Hono<AuthedEnv>()
    .get(
      '/:id/movements',
      ...route.json(
        {
          summary: "A page of an item's stock movements, newest first",
          answers: { 200: StockMovementsPage },
          param: idParam,
          query: movementsPageQuery,
        },
        ({ param, query }) => stock.movements(param.id, query),
      ),
    )
    .get(
      '/:id/movements.csv',
      ...route.csv(
        { summary: "An item's whole stock ledger, as CSV", param: idParam, deps },
        async ({ param }) => ({
          name: `stock-movements-item-${param.id}`,
          header: MOVEMENTS_CSV_HEADER,
          rows: await stock.csvRows(param.id),
        }),
      ),
    );
}
