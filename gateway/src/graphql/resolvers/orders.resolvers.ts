import { pathId, restId } from '../../rest/rest-errors.ts';
import type { OrderStatus, PaymentMethod, Resolvers } from '../resolvers.generated.ts';

const balance = (total: number, paid: number) =>
  (Math.round(total * 100) - Math.round(paid * 100)) / 100;

export const ordersResolvers: Resolvers = {
  Query: {
    orders: (_, { limit, offset }, { rest }) => {
      const query: Record<string, string> = {};
      if (limit != null) query.limit = String(limit);
      if (offset != null) query.offset = String(offset);
      return rest.read(`orders:${limit}:${offset}`, (api) => api.v1.orders.$get({ query }));
    },
    order: async (_, { id }, { rest }) => {
      try {
        return await rest.read(`order:${id}`, (api) =>
          api.v1.orders[':id'].$get({ param: { id: pathId(id) } }),
        );
      } catch (error) {
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
          return null;
        throw error;
      }
    },
  },
  Mutation: {
    createOrder: (_, { input, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1.orders.$post(
          {
            json: {
              customer_id: restId(input.customerId, 'customerId'),
              payment_method: input.paymentMethod,
              vat_rate: input.vatRate,
              subtotal: input.subtotal,
              vat_amount: input.vatAmount,
              total_amount: input.totalAmount,
              items: input.items.map((line) => ({
                id: restId(line.inventoryId, 'inventoryId'),
                quantity: line.quantity,
                unit_price: line.unitPrice,
              })),
            },
          },
          { headers: { 'Idempotency-Key': idempotencyKey } },
        ),
      ),
    updateOrderPayment: (_, { id, input }, { rest }) =>
      rest.write((api) =>
        api.v1.orders[':id'].$patch({
          param: { id: pathId(id) },
          json: {
            status: input.status,
            paid_amount: input.paidAmount,
            ...(input.expectedPaidAmount == null
              ? {}
              : { expected_paid_amount: input.expectedPaidAmount }),
          },
        }),
      ),
  },
  Order: {
    id: (order) => String(order.id),
    orderNumber: (order) => order.order_number,
    customerId: (order) => String(order.customer_id),
    customerName: (order) => order.customer_name,
    customer: (order, _, { loaders }) => loaders.customerById.load(order.customer_id),
    vatRate: (order) => order.vat_rate,
    vatAmount: (order) => order.vat_amount,
    totalAmount: (order) => order.total_amount,
    paymentMethod: (order) => order.payment_method as PaymentMethod,
    status: (order) => (order.status || 'pending') as OrderStatus,
    paidAmount: (order) => order.paid_amount,
    balance: (order) => balance(order.total_amount, order.paid_amount),
    createdAt: (order) => order.created_at,
    items: (order, _, { loaders }) => loaders.orderItems.load(order.id),
  },
  OrderItem: {
    inventoryId: (item) => (item.inventory_id == null ? null : String(item.inventory_id)),
    itemName: (item) => item.item_name,
    unitPrice: (item) => item.unit_price,
    totalPrice: (item) => item.total_price,
  },
};
