import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { actorOf } from '../audit/actor.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { hasNoQuery, idParam, validate } from '../http/validation.ts';
import {
  inventoryBody,
  inventoryExportQuery,
  inventoryPageQuery,
  inventoryUpdateBody,
  priceChangeBody,
  reorderLevelBody,
} from './inventory.schema.ts';
import { inventoryService, itemAsSeenBy } from './inventory.service.ts';

export function inventoryRoutes(deps: ApiDeps) {
  const inventory = inventoryService(deps.db, deps.clock);
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the item pickers' type-ahead read it.
      .get('/', validate('query', inventoryPageQuery), async (c) => {
        const shown = itemAsSeenBy(c.var.user.role);
        if (hasNoQuery(c.req.url)) return c.json((await inventory.list()).map(shown), 200);
        const page = await inventory.page(c.req.valid('query'));
        return c.json({ ...page, items: page.items.map(shown) }, 200);
      })
      // Beyond spec §7: the screen's counts; registered before `/:id` as the export is.
      .get('/summary', async (c) => c.json(await inventory.summary(), 200))
      // Items at or below their reorder level by supplier (README "Stock"); it shows costs.
      .get('/to-reorder', requirePermission('manage'), async (c) =>
        c.json(await inventory.toReorder(), 200),
      )
      // Registered before `/:id`, which would otherwise take `export.csv` for an id.
      .get('/export.csv', validate('query', inventoryExportQuery), (c) => {
        const { header, rows } = inventory.csvFor(c.req.valid('query'), c.var.user.role);
        return csvDownload(
          c,
          { name: 'inventory', day: businessDate(deps.clock(), deps.config.timeZone) },
          header,
          rows,
        );
      })
      .post('/', requirePermission('manage'), validate('json', inventoryBody), async (c) =>
        c.json(await inventory.create(c.req.valid('json'), actorOf(c)), 201),
      )
      // Beyond spec §7: one item, so the gateway need not read the whole list for it.
      .get('/:id', validate('param', idParam), async (c) =>
        c.json(itemAsSeenBy(c.var.user.role)(await inventory.get(c.req.valid('param').id)), 200),
      )
      .put(
        '/:id',
        requirePermission('manage'),
        validate('param', idParam),
        validate('json', inventoryUpdateBody),
        async (c) => {
          const { item, change_reason } = c.req.valid('json');
          return c.json(
            await inventory.update(c.req.valid('param').id, item, change_reason, actorOf(c)),
            200,
          );
        },
      )
      .delete('/:id', requirePermission('manage'), validate('param', idParam), async (c) => {
        await inventory.delete(c.req.valid('param').id, actorOf(c));
        return c.body(null, 204);
      })
      .patch(
        '/:id/reorder-level',
        requirePermission('manage'),
        validate('param', idParam),
        validate('json', reorderLevelBody),
        async (c) =>
          c.json(
            await inventory.setReorderLevel(
              c.req.valid('param').id,
              c.req.valid('json').reorder_level,
            ),
            200,
          ),
      )
      .get(
        '/:id/price-history',
        requirePermission('manage'),
        validate('param', idParam),
        async (c) => c.json(await inventory.priceHistory(c.req.valid('param').id), 200),
      )
      .post(
        '/:id/price-history',
        requirePermission('manage'),
        validate('param', idParam),
        validate('json', priceChangeBody),
        async (c) =>
          c.json(
            await inventory.changePrices(c.req.valid('param').id, c.req.valid('json'), actorOf(c)),
            201,
          ),
      )
  );
}
