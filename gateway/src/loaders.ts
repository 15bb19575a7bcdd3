import DataLoader from 'dataloader';
import type { RestClient } from './rest/rest-client.ts';
import type { RestOrderItem } from './rest/rest-types.ts';

/**
 * Batching per GraphQL request. Customers and suppliers come from one cached list read; order
 * lines for any number of orders come from one `GET /api/v1/order-items?order_ids=…`.
 */
export function createLoaders(rest: RestClient) {
  const customers = () => rest.read('customers', (api) => api.v1.customers.$get({ query: {} }));
  const suppliers = () => rest.read('suppliers', (api) => api.v1.suppliers.$get({ query: {} }));

  return {
    customers,
    suppliers,
    customerById: new DataLoader<number, Awaited<ReturnType<typeof customers>>[number] | null>(
      async (ids) => {
        const byId = new Map((await customers()).map((c) => [c.id, c]));
        return ids.map((id) => byId.get(id) ?? null);
      },
    ),
    supplierById: new DataLoader<number, Awaited<ReturnType<typeof suppliers>>[number] | null>(
      async (ids) => {
        const byId = new Map((await suppliers()).map((s) => [s.id, s]));
        return ids.map((id) => byId.get(id) ?? null);
      },
    ),
    orderItems: new DataLoader<number, Omit<RestOrderItem, never>[]>(
      async (orderIds) => {
        const items = await rest.read(`order-items:${orderIds.join(',')}`, (api) =>
          api.v1['order-items'].$get({ query: { order_ids: orderIds.join(',') } }),
        );
        const byOrder = Map.groupBy(items, (item) => item.order_id);
        return orderIds.map((id) => byOrder.get(id) ?? []);
      },
      { maxBatchSize: 1000 },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
