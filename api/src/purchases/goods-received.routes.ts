import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { documentedIn } from '../http/openapi.ts';
import { idParam, validate } from '../http/validation.ts';
import {
  type Idempotency,
  idempotentRequest,
  replayHeaders,
} from '../idempotency/idempotency.service.ts';
import {
  GoodsReceivedNotesPage,
  GoodsReceivedNoteWithLines,
  goodsReceivedBody,
  goodsReceivedExportQuery,
  goodsReceivedPageQuery,
  reversalBody,
} from './goods-received.schema.ts';
import { GOODS_RECEIVED_CSV_HEADER, type GoodsReceivedService } from './goods-received.service.ts';

const documented = documentedIn('Goods received');
const MANAGERS_ONLY = 'Only an owner or a manager (notes carry cost prices)';

/**
 * /api/v1/goods-received (README "Stock"): deliveries from suppliers. They carry cost prices,
 * so reading them needs the same permission as writing them.
 */
export function goodsReceivedRoutes(
  deps: ApiDeps,
  { notes, idempotent }: { notes: GoodsReceivedService; idempotent: Idempotency },
) {
  return (
    new Hono<AuthedEnv>()
      .use(requirePermission('manage'))
      .get(
        '/',
        documented({
          summary: 'A page of goods received notes, newest first',
          description:
            "Searched by GRN number, supplier's name or supplier's invoice number; filtered by supplier and by the day received.",
          answers: { 200: GoodsReceivedNotesPage },
          refusals: { 403: MANAGERS_ONLY },
        }),
        validate('query', goodsReceivedPageQuery),
        async (c) => c.json(await notes.page(c.req.valid('query')), 200),
      )
      // Registered before `/:id`, which would otherwise take `export.csv` for an id.
      .get(
        '/export.csv',
        documented({
          summary: 'The goods received notes the filters match, as CSV',
          answers: { 200: 'csv' },
          refusals: { 403: MANAGERS_ONLY },
        }),
        validate('query', goodsReceivedExportQuery),
        (c) =>
          csvDownload(
            c,
            { name: 'goods-received', day: businessDate(deps.clock(), deps.config.timeZone) },
            GOODS_RECEIVED_CSV_HEADER,
            notes.csvRows(c.req.valid('query')),
          ),
      )
      .post(
        '/',
        documented({
          summary: 'Post a delivery from a supplier',
          description:
            "The stock comes in, each item's cost price moves to the weighted average (recorded in its price history) and the note gets the next GRN number, all or nothing. Send an `Idempotency-Key` header so a retry never records twice.",
          answers: { 201: GoodsReceivedNoteWithLines },
          refusals: { 403: MANAGERS_ONLY },
        }),
        validate('json', goodsReceivedBody),
        async (c) => {
          const input = c.req.valid('json');
          const answer = await idempotent.created(c, input, (trx) =>
            notes.create(trx, input, actorOf(c)),
          );
          return c.json(answer.body, answer.status, replayHeaders(answer));
        },
      )
      .get(
        '/:id',
        documented({
          summary: 'One goods received note with its lines',
          answers: { 200: GoodsReceivedNoteWithLines },
          refusals: { 403: MANAGERS_ONLY },
        }),
        validate('param', idParam),
        async (c) => c.json(await notes.find(c.req.valid('param').id), 200),
      )
      .post(
        '/:id/reverse',
        documented({
          summary: 'Reverse a goods received note',
          description:
            "Takes the delivery's stock back out, with a reason; cost prices stay where it moved them. Send an `Idempotency-Key` header so a retry never records twice.",
          answers: { 200: GoodsReceivedNoteWithLines },
          refusals: {
            403: MANAGERS_ONLY,
            409: 'Already reversed, or an item has less left than the delivery brought',
          },
        }),
        validate('param', idParam),
        validate('json', reversalBody),
        async (c) => {
          const { id } = c.req.valid('param');
          const { reason } = c.req.valid('json');
          const answer = await idempotent.run(
            idempotentRequest(c, { id, reason }),
            async (trx) => ({
              status: 200 as const,
              body: await notes.reverse(trx, id, reason, actorOf(c)),
            }),
          );
          return c.json(answer.body, answer.status, replayHeaders(answer));
        },
      )
  );
}
