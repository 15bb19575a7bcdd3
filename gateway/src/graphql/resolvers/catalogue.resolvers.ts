import type { GatewayContext } from '../../context.ts';
import { deleteById, readById } from '../../rest/record-by-id.ts';
import type { RestApi } from '../../rest/rest-client.ts';
import { forbiddenField, pathId, restId } from '../../rest/rest-errors.ts';
import { pageOf } from '../../rest/rest-lists.ts';
import type { InventoryItemInput, Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readList, restConnectionQuery, restSearchQuery, restStockFilters } from './list-args.ts';

const COSTS_FORBIDDEN = 'Only an owner or a manager can see cost prices';

const itemBody = (input: InventoryItemInput) => ({
  name: input.name,
  quantity: input.quantity,
  unit_price: input.unitPrice,
  cost_price: input.costPrice,
  supplier_id: restId(input.supplierId, 'supplierId'),
  // Left out, the item keeps its level (the spec's calls never send one).
  ...(input.reorderLevel === undefined ? {} : { reorder_level: input.reorderLevel }),
  // Left out, a new item is in whole pieces and an edited one keeps its unit.
  ...(input.unit == null ? {} : { unit: input.unit }),
  ...(input.sellsInFractions == null ? {} : { sells_in_fractions: input.sellsInFractions }),
  // KRA's details likewise: left out, B, none, NT and U for a new item, unchanged on an edit.
  ...(input.taxBand == null ? {} : { tax_band: input.taxBand }),
  ...(input.kraItemClassCode === undefined ? {} : { kra_item_class_code: input.kraItemClassCode }),
  ...(input.kraPackagingUnit == null ? {} : { kra_packaging_unit: input.kraPackagingUnit }),
  ...(input.kraQuantityUnit == null ? {} : { kra_quantity_unit: input.kraQuantityUnit }),
  // Left out, none for a new item and unchanged on an edit; null or empty clears it.
  ...(input.barcode === undefined ? {} : { barcode: input.barcode }),
});

type InventoryQuery = NonNullable<Parameters<RestApi['v1']['inventory']['$get']>[0]>['query'];

/** GET /inventory, read once per request for the same query (`renamed`: see list-args.ts). */
const inventoryList = (
  { rest }: Pick<GatewayContext, 'rest'>,
  query: InventoryQuery,
  renamed?: readonly string[],
) => readList(rest, 'inventory', query, (api) => api.v1.inventory.$get({ query }), renamed);

export const catalogueResolvers = {
  Query: {
    // Without arguments every item (spec §7's list); with any, the first page of matches.
    inventoryItems: async (_, args, context) => {
      const query = restSearchQuery(args);
      const answer = await inventoryList(context, query, ['q', 'in_stock']);
      return Array.isArray(answer) ? answer : answer.items;
    },
    inventoryPage: async (_, args, context) => {
      const query = {
        ...restConnectionQuery(args, 'name_asc'),
        ...restStockFilters(args),
        ...(args.supplierId != null
          ? { supplier_id: String(restId(args.supplierId, 'supplierId')) }
          : {}),
      };
      return pageOf(await inventoryList(context, query), 'inventory');
    },
    inventorySummary: (_, __, { rest }) =>
      rest.read('inventory-summary', (api) => api.v1.inventory.summary.$get()),
    inventoryItem: (_, { id }, { rest }) =>
      readById(rest, 'inventory-item', id, (api, path) => api.v1.inventory[':id'].$get(path)),
  },
  Mutation: {
    createInventoryItem: (_, { input }, { rest }) =>
      rest.write((api) => api.v1.inventory.$post({ json: itemBody(input) })),
    updateInventoryItem: (_, { id, input }, { rest }) =>
      rest.write((api) =>
        api.v1.inventory[':id'].$put({
          param: { id: pathId(id) },
          json: {
            ...itemBody(input),
            change_reason: input.changeReason ?? 'Manual update via edit',
          },
        }),
      ),
    deleteInventoryItem: (_, { id }, { rest }) =>
      deleteById(rest, id, (api, path) => api.v1.inventory[':id'].$delete(path)),
    setReorderLevel: (_, { id, reorderLevel }, { rest }) =>
      rest.write((api) =>
        api.v1.inventory[':id']['reorder-level'].$patch({
          param: { id: pathId(id) },
          json: { reorder_level: reorderLevel ?? null },
        }),
      ),
    setItemBarcode: (_, { id, barcode }, { rest }) =>
      rest.write((api) =>
        api.v1.inventory[':id'].barcode.$patch({
          param: { id: pathId(id) },
          json: { barcode: barcode ?? null },
        }),
      ),
    updatePrices: async (_, { id, input }, { rest }) => {
      const { item } = await rest.write((api) =>
        api.v1.inventory[':id']['price-history'].$post({
          param: { id: pathId(id) },
          json: {
            new_unit_price: input.newUnitPrice,
            new_cost_price: input.newCostPrice,
            change_reason: input.changeReason,
          },
        }),
      );
      return item;
    },
  },
  InventoryItem: {
    // The API leaves costs out of a cashier's answers (issue 16): asked for anyway, FORBIDDEN.
    costPrice: (item) => {
      if (!('cost_price' in item)) throw forbiddenField(COSTS_FORBIDDEN);
      return item.cost_price;
    },
    marginPercent: (item) => {
      if (!('margin_percent' in item)) throw forbiddenField(COSTS_FORBIDDEN);
      return item.margin_percent;
    },
    supplier: (item, _, { loaders }) =>
      item.supplier_id == null ? null : loaders.supplierById.load(item.supplier_id),
    priceHistory: (item, _, { loaders }) => loaders.itemPriceHistory.load(item.id),
  },
  InventoryItemConnection: pageAsConnection,
} satisfies Resolvers;
