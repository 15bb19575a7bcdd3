import { pathId, restId } from '../../rest/rest-errors.ts';
import type { InventoryItemInput, Resolvers } from '../resolvers.generated.ts';
import { inArgumentTerms, restSearchQuery } from './list-args.ts';

const itemBody = (input: InventoryItemInput) => ({
  name: input.name,
  quantity: input.quantity,
  unit_price: input.unitPrice,
  cost_price: input.costPrice,
  supplier_id: input.supplierId == null ? null : restId(input.supplierId, 'supplierId'),
});

const toCents = (ksh: number) => Math.round(ksh * 100);

export const catalogueResolvers: Resolvers = {
  Query: {
    inventoryItems: (_, args, { rest }) => {
      const query = restSearchQuery(args);
      return inArgumentTerms(
        rest.read(`inventory:${JSON.stringify(query)}`, (api) => api.v1.inventory.$get({ query })),
        ['q', 'in_stock'],
      );
    },
    inventoryItem: async (_, { id }, { rest }) => {
      try {
        return await rest.read(`inventory-item:${id}`, (api) =>
          api.v1.inventory[':id'].$get({ param: { id: pathId(id) } }),
        );
      } catch (error) {
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
          return null;
        throw error;
      }
    },
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
    deleteInventoryItem: async (_, { id }, { rest }) => {
      await rest.write((api) => api.v1.inventory[':id'].$delete({ param: { id: pathId(id) } }));
      return id;
    },
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
    id: (item) => String(item.id),
    unitPrice: (item) => item.unit_price,
    costPrice: (item) => item.cost_price,
    totalValue: (item) => (toCents(item.unit_price) * item.quantity) / 100,
    marginPercent: (item) =>
      item.cost_price === 0 ? null : ((item.unit_price - item.cost_price) / item.cost_price) * 100,
    supplierId: (item) => (item.supplier_id == null ? null : String(item.supplier_id)),
    supplierName: (item) => item.supplier_name ?? null,
    supplier: (item, _, { loaders }) =>
      item.supplier_id == null ? null : loaders.supplierById.load(item.supplier_id),
    priceHistory: (item, _, { rest }) =>
      rest.read(`price-history:${item.id}`, (api) =>
        api.v1.inventory[':id']['price-history'].$get({ param: { id: pathId(item.id) } }),
      ),
  },
  PriceHistoryEntry: {
    id: (entry) => String(entry.id),
    createdAt: (entry) => entry.created_at,
    oldUnitPrice: (entry) => entry.old_unit_price,
    newUnitPrice: (entry) => entry.new_unit_price,
    oldCostPrice: (entry) => entry.old_cost_price,
    newCostPrice: (entry) => entry.new_cost_price,
    changeReason: (entry) => entry.change_reason,
    changedByEmail: (entry) => entry.changed_by_email,
  },
};
