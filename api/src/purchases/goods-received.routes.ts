import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { actorOf } from '../audit/actor.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { idParam, validate } from '../http/validation.ts';
import {
  idempotency,
  idempotentRequest,
  replayHeaders,
} from '../idempotency/idempotency.service.ts';
import {
  goodsReceivedBody,
  goodsReceivedExportQuery,
  goodsReceivedPageQuery,
  reversalBody,
} from './goods-received.schema.ts';
import { GOODS_RECEIVED_CSV_HEADER, goodsReceivedService } from './goods-received.service.ts';

/**
 * /api/v1/goods-received (README "Stock"): deliveries from suppliers. They carry cost prices,
 * so reading them needs the same permission as writing them.
 */
export function goodsReceivedRoutes(deps: ApiDeps) {
  const notes = goodsReceivedService(deps.db, deps.clock, deps.config.timeZone);
  const idempotent = idempotency(deps.db, deps.clock);
  return (
    new Hono<AuthedEnv>()
      .use(requirePermission('manage'))
      .get('/', validate('query', goodsReceivedPageQuery), async (c) =>
        c.json(await notes.page(c.req.valid('query')), 200),
      )
      // Registered before `/:id`, which would otherwise take `export.csv` for an id.
      .get('/export.csv', validate('query', goodsReceivedExportQuery), (c) =>
        csvDownload(
          c,
          { name: 'goods-received', day: businessDate(deps.clock(), deps.config.timeZone) },
          GOODS_RECEIVED_CSV_HEADER,
          notes.csvRows(c.req.valid('query')),
        ),
      )
      .post('/', validate('json', goodsReceivedBody), async (c) => {
        const input = c.req.valid('json');
        const answer = await idempotent.run(idempotentRequest(c, input), async (trx) => ({
          status: 201 as const,
          body: await notes.create(trx, input, actorOf(c)),
        }));
        return c.json(answer.body, answer.status, replayHeaders(answer));
      })
      .get('/:id', validate('param', idParam), async (c) =>
        c.json(await notes.find(c.req.valid('param').id), 200),
      )
      .post(
        '/:id/reverse',
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
