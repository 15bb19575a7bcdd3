import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
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
import { barcodeBody } from './item-barcode.ts';

const route = signedInRoutes('Inventory');

export function inventoryRoutes(deps: ApiDeps, inventory: InventoryService) {
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the item pickers' type-ahead read it.
      .get(
        '/',
        ...route.listOrPage(
          {
            summary: 'Every item, or a page of them',
            description:
              "Without parameters, every item by name (spec §7). With any: a page, searched by the item's or its supplier's name (or its whole barcode), filtered and sorted; `barcode` alone answers the one item with that barcode, or none. A cashier's answer leaves out cost prices and margins.",
            item: InventoryItemAsSeen,
            page: InventoryItemsPage,
            query: inventoryPageQuery,
          },
          {
            list: async (c) => (await inventory.list()).map(itemAsSeenBy(c.var.user.role)),
            page: async (query, c) => {
              const page = await inventory.page(query);
              return { ...page, items: page.items.map(itemAsSeenBy(c.var.user.role)) };
            },
          },
        ),
      )
      // Beyond spec §7: the screen's counts; registered before `/:id` as the export is.
      .get(
        '/summary',
        ...route.json(
          {
            summary: 'How many items, how many low on stock',
            answers: { 200: InventorySummary },
          },
          () => inventory.summary(),
        ),
      )
      // Items at or below their reorder level by supplier (README "Stock"); it shows costs.
      .get(
        '/to-reorder',
        ...route.json(
          {
            summary: 'Items to reorder, by supplier',
            description:
              'Items at or below their reorder level, grouped by supplier (items without one last), each with a suggested quantity to order.',
            answers: { 200: z.array(ReorderGroup) },
            needs: 'manage',
          },
          () => inventory.toReorder(),
        ),
      )
      .get(
        '/export.csv',
        ...route.csv(
          {
            summary: 'The items the filters match, as CSV',
            description: "A cashier's export leaves out the cost price column.",
            query: inventoryExportQuery,
            deps,
          },
          ({ query }, c) => ({ name: 'inventory', ...inventory.csvFor(query, c.var.user.role) }),
        ),
      )
      .post(
        '/',
        ...route.json(
          {
            summary: 'Create an item',
            description:
              "Its quantity is recorded as opening stock. KRA's details are optional: `tax_band` (A–E, B unless sent), `kra_item_class_code` (up to 10 digits), `kra_packaging_unit` and `kra_quantity_unit` (KRA codes, NT and U unless sent); while eTIMS is on, an item without `kra_item_class_code` is refused (422). An order's or invoice's VAT follows each line's band: B at the document's VAT rate, E at 8 %, none in A, C and D.",
            answers: { 201: InventoryItem },
            needs: 'manage',
            json: inventoryBody,
          },
          ({ json }, c) => inventory.create(json, actorOf(c)),
        ),
      )
      // Beyond spec §7: one item, so the gateway need not read the whole list for it.
      .get(
        '/:id',
        ...route.one(
          {
            summary: 'One item',
            description: "A cashier's answer leaves out its cost price and margin.",
            answers: { 200: InventoryItemAsSeen },
          },
          async (id, c) => itemAsSeenBy(c.var.user.role)(await inventory.get(id)),
        ),
      )
      .put(
        '/:id',
        ...route.json(
          {
            summary: 'Edit an item (spec §7)',
            description:
              'Sets its fields outright. A changed price is recorded in its price history with `change_reason` (a default reason when none is sent); a changed quantity goes into the stock ledger as an edit. The KRA fields (`tax_band`, `kra_item_class_code`, `kra_packaging_unit`, `kra_quantity_unit`) left out keep their values; while eTIMS is on, clearing the item class is refused (422).',
            answers: { 200: InventoryItem },
            needs: 'manage',
            param: idParam,
            json: inventoryUpdateBody,
          },
          ({ param, json }, c) =>
            inventory.update(param.id, json.item, json.change_reason, actorOf(c)),
        ),
      )
      .delete(
        '/:id',
        ...route.noContent(
          {
            summary: 'Delete an item',
            description:
              'Its price history goes with it; order and invoice lines keep the name they copied.',
            answers: { 204: null },
            needs: 'manage',
            param: idParam,
          },
          ({ param }, c) => inventory.delete(param.id, actorOf(c)),
        ),
      )
      .patch(
        '/:id/reorder-level',
        ...route.json(
          {
            summary: "Set an item's reorder level",
            description: 'null goes back to the shop-wide level.',
            answers: { 200: InventoryItem },
            needs: 'manage',
            param: idParam,
            json: reorderLevelBody,
          },
          ({ param, json }) => inventory.setReorderLevel(param.id, json.reorder_level),
        ),
      )
      .patch(
        '/:id/barcode',
        ...route.json(
          {
            summary: "Set an item's barcode",
            description:
              'Only the barcode changes (the stock and prices are left as they are); blank or null takes it away. A code another item has is refused, naming that item.',
            answers: { 200: InventoryItem },
            needs: 'manage',
            refusals: { 409: 'Another item has this barcode' },
            param: idParam,
            json: barcodeBody,
          },
          ({ param, json }, c) => inventory.setBarcode(param.id, json.barcode, actorOf(c)),
        ),
      )
      .get(
        '/:id/price-history',
        ...route.json(
          {
            summary: "An item's price changes, newest first",
            answers: { 200: z.array(PriceHistoryEntry) },
            needs: 'manage',
            param: idParam,
          },
          ({ param }) => inventory.priceHistory(param.id),
        ),
      )
      .post(
        '/:id/price-history',
        ...route.json(
          {
            summary: "Change an item's prices, with a reason",
            description: 'Sets both prices and records the change in one write.',
            answers: { 201: PriceChangeResult },
            needs: 'manage',
            param: idParam,
            json: priceChangeBody,
          },
          ({ param, json }, c) => inventory.changePrices(param.id, json, actorOf(c)),
        ),
      )
  );
}

/** GET /api/v1/price-history?inventory_ids=1,2,3: many items' price changes, for batching. */
export function priceHistoriesRoutes(inventory: InventoryService) {
  return new Hono<AuthedEnv>().get(
    '/',
    ...route.json(
      {
        summary: 'The price changes of many items at once',
        description: "Each item's newest first; an id that names no item has none.",
        answers: { 200: z.array(PriceHistoryEntry.extend({ inventory_id: z.number().int() })) },
        needs: 'manage',
        query: priceHistoriesQuery,
      },
      ({ query }) => inventory.priceHistories(query.inventory_ids),
    ),
  );
}
