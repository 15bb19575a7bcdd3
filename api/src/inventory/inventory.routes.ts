import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { documentedIn } from '../http/openapi.ts';
import { hasNoQuery, idParam, validate } from '../http/validation.ts';
import {
  InventoryItem,
  InventoryItemAsSeen,
  InventoryItemsPage,
  InventorySummary,
  inventoryBody,
  inventoryExportQuery,
  inventoryPageQuery,
  inventoryUpdateBody,
  PriceChangeResult,
  PriceHistoryEntry,
  priceChangeBody,
  priceHistoriesQuery,
  ReorderGroup,
  reorderLevelBody,
} from './inventory.schema.ts';
import type { InventoryService } from './inventory.service.ts';
import { itemAsSeenBy } from './inventory-item.ts';

const documented = documentedIn('Inventory');

export function inventoryRoutes(deps: ApiDeps, inventory: InventoryService) {
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the item pickers' type-ahead read it.
      .get(
        '/',
        documented({
          summary: 'Every item, or a page of them',
          description:
            "Without parameters, every item by name (spec §7). With any: a page, searched by the item's or its supplier's name, filtered and sorted. A cashier's answer leaves out cost prices and margins.",
          answers: { 200: z.union([z.array(InventoryItemAsSeen), InventoryItemsPage]) },
        }),
        validate('query', inventoryPageQuery),
        async (c) => {
          const shown = itemAsSeenBy(c.var.user.role);
          if (hasNoQuery(c.req.url)) return c.json((await inventory.list()).map(shown), 200);
          const page = await inventory.page(c.req.valid('query'));
          return c.json({ ...page, items: page.items.map(shown) }, 200);
        },
      )
      // Beyond spec §7: the screen's counts; registered before `/:id` as the export is.
      .get(
        '/summary',
        documented({
          summary: 'How many items, how many low on stock',
          answers: { 200: InventorySummary },
        }),
        async (c) => c.json(await inventory.summary(), 200),
      )
      // Items at or below their reorder level by supplier (README "Stock"); it shows costs.
      .get(
        '/to-reorder',
        documented({
          summary: 'Items to reorder, by supplier',
          description:
            'Items at or below their reorder level, grouped by supplier (items without one last), each with a suggested quantity to order.',
          answers: { 200: z.array(ReorderGroup) },
          refusals: { 403: 'Only an owner or a manager (it shows costs)' },
        }),
        requirePermission('manage'),
        async (c) => c.json(await inventory.toReorder(), 200),
      )
      // Registered before `/:id`, which would otherwise take `export.csv` for an id.
      .get(
        '/export.csv',
        documented({
          summary: 'The items the filters match, as CSV',
          description: "A cashier's export leaves out the cost price column.",
          answers: { 200: 'csv' },
        }),
        validate('query', inventoryExportQuery),
        (c) => {
          const { header, rows } = inventory.csvFor(c.req.valid('query'), c.var.user.role);
          return csvDownload(
            c,
            { name: 'inventory', day: businessDate(deps.clock(), deps.config.timeZone) },
            header,
            rows,
          );
        },
      )
      .post(
        '/',
        documented({
          summary: 'Create an item',
          description:
            "Its quantity is recorded as opening stock. KRA's details are optional: `tax_band` (A–E, B unless sent), `kra_item_class_code` (up to 10 digits), `kra_packaging_unit` and `kra_quantity_unit` (KRA codes, NT and U unless sent). An order's or invoice's VAT follows each line's band: B at the document's VAT rate, E at 8 %, none in A, C and D.",
          answers: { 201: InventoryItem },
          refusals: { 403: 'Only an owner or a manager' },
        }),
        requirePermission('manage'),
        validate('json', inventoryBody),
        async (c) => c.json(await inventory.create(c.req.valid('json'), actorOf(c)), 201),
      )
      // Beyond spec §7: one item, so the gateway need not read the whole list for it.
      .get(
        '/:id',
        documented({
          summary: 'One item',
          description: "A cashier's answer leaves out its cost price and margin.",
          answers: { 200: InventoryItemAsSeen },
        }),
        validate('param', idParam),
        async (c) =>
          c.json(itemAsSeenBy(c.var.user.role)(await inventory.get(c.req.valid('param').id)), 200),
      )
      .put(
        '/:id',
        documented({
          summary: 'Edit an item (spec §7)',
          description:
            'Sets its fields outright. A changed price is recorded in its price history with `change_reason` (a default reason when none is sent); a changed quantity goes into the stock ledger as an edit. The KRA fields (`tax_band`, `kra_item_class_code`, `kra_packaging_unit`, `kra_quantity_unit`) left out keep their values.',
          answers: { 200: InventoryItem },
          refusals: { 403: 'Only an owner or a manager' },
        }),
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
      .delete(
        '/:id',
        documented({
          summary: 'Delete an item',
          description:
            'Its price history goes with it; order and invoice lines keep the name they copied.',
          answers: { 204: null },
          refusals: { 403: 'Only an owner or a manager' },
        }),
        requirePermission('manage'),
        validate('param', idParam),
        async (c) => {
          await inventory.delete(c.req.valid('param').id, actorOf(c));
          return c.body(null, 204);
        },
      )
      .patch(
        '/:id/reorder-level',
        documented({
          summary: "Set an item's reorder level",
          description: 'null goes back to the shop-wide level.',
          answers: { 200: InventoryItem },
          refusals: { 403: 'Only an owner or a manager' },
        }),
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
        documented({
          summary: "An item's price changes, newest first",
          answers: { 200: z.array(PriceHistoryEntry) },
          refusals: { 403: 'Only an owner or a manager' },
        }),
        requirePermission('manage'),
        validate('param', idParam),
        async (c) => c.json(await inventory.priceHistory(c.req.valid('param').id), 200),
      )
      .post(
        '/:id/price-history',
        documented({
          summary: "Change an item's prices, with a reason",
          description: 'Sets both prices and records the change in one write.',
          answers: { 201: PriceChangeResult },
          refusals: { 403: 'Only an owner or a manager' },
        }),
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

/** GET /api/v1/price-history?inventory_ids=1,2,3: many items' price changes, for batching. */
export function priceHistoriesRoutes(inventory: InventoryService) {
  return new Hono<AuthedEnv>().get(
    '/',
    documented({
      summary: 'The price changes of many items at once',
      description: "Each item's newest first; an id that names no item has none.",
      answers: { 200: z.array(PriceHistoryEntry.extend({ inventory_id: z.number().int() })) },
      refusals: { 403: 'Only an owner or a manager' },
    }),
    requirePermission('manage'),
    validate('query', priceHistoriesQuery),
    async (c) => c.json(await inventory.priceHistories(c.req.valid('query').inventory_ids), 200),
  );
}
