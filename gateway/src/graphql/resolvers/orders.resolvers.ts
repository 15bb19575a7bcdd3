import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { pathId, restId } from '../../rest/rest-errors.ts';
import { readWholeList } from '../../rest/rest-lists.ts';
import type { RestOrderMethod } from '../../rest/rest-types.ts';
import type { OrderStatus, Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readPage, restPageQuery } from './list-args.ts';
import { mpesaReceiptAwaited } from './mpesa.resolvers.ts';
import { paidNowBody, postSalePayment, SALE_LINE_NAMES } from './sale-input.ts';

export const ordersResolvers = {
  Query: {
    orders: (_, __, { rest }) =>
      readWholeList(rest, 'orders', (api) => api.v1.orders.$get({ query: {} })),
    ordersPage: (_, args, { rest }) => {
      // `invoiced` is the order list's own filter; invoicesPage shares the rest (list-args.ts).
      const query = {
        ...restPageQuery(args),
        ...(args.invoiced != null
          ? { invoiced: args.invoiced ? ('true' as const) : ('false' as const) }
          : {}),
        ...(args.needsAttention ? { needs_attention: 'true' as const } : {}),
      };
      return readPage(rest, 'orders', query, (api) => api.v1.orders.$get({ query }));
    },
    order: (_, { id }, { loaders }) => loaders.order(id),
  },
  Mutation: {
    createOrder: (_, { input, idempotencyKey }, { rest }) =>
      rest.write(
        (api) =>
          api.v1.orders.$post(
            {
              json: {
                ...(input.customerId == null
                  ? {}
                  : { customer_id: restId(input.customerId, 'customerId') }),
                payment_method: input.paymentMethod as RestOrderMethod,
                vat_rate: input.vatRate,
                subtotal: input.subtotal,
                vat_amount: input.vatAmount,
                total_amount: input.totalAmount,
                items: input.items.map((line) => ({
                  id: restId(line.inventoryId, 'inventoryId'),
                  quantity: line.quantity,
                  unit_price: line.unitPrice,
                })),
                ...(input.payment ? { payment: paidNowBody(input.payment) } : {}),
                ...(input.soldAt == null ? {} : { sold_at: input.soldAt }),
              },
            },
            idempotencyKeyed(idempotencyKey),
          ),
        SALE_LINE_NAMES,
      ),
    recordOrderPayment: (_, payment, { rest }) =>
      rest.write((api) => postSalePayment(api.v1.orders[':id'].payments, payment)),
    markOrderAttentionHandled: (_, { id }, { rest }) =>
      rest.write((api) =>
        api.v1.orders[':id']['attention-handled'].$post({ param: { id: pathId(id) } }),
      ),
    cancelOrder: (_, { id, reason }, { rest }) =>
      rest.write((api) =>
        api.v1.orders[':id'].cancellation.$post({
          param: { id: pathId(id) },
          json: { reason: reason ?? null },
        }),
      ),
    updateOrderPayment: (_, { id, input }, { rest }) =>
      rest.write((api) =>
        api.v1.orders[':id'].$patch({
          param: { id: pathId(id) },
          json: {
            // The spec's three; REST refuses `cancelled` here with a 400 naming status.
            status: input.status as Exclude<OrderStatus, 'cancelled'>,
            paid_amount: input.paidAmount,
            ...(input.expectedPaidAmount == null
              ? {}
              : { expected_paid_amount: input.expectedPaidAmount }),
          },
        }),
      ),
  },
  OrderConnection: pageAsConnection,
  Order: {
    customer: (order, _, { loaders }) => loaders.customerById.load(order.customer_id),
    status: (order) => (order.status || 'pending') as OrderStatus,
    mpesaReceiptAwaited: (order, _, { rest }) =>
      mpesaReceiptAwaited(rest, { orderId: order.id, invoiceId: null }),
    items: (order, _, { loaders }) => loaders.orderItems.load(order.id),
    // Only createOrder's answer carries it, when the order was paid at once.
    changeDue: (order) =>
      'change_due' in order && typeof order.change_due === 'number' ? order.change_due : null,
    // A POST payments answer carries them; otherwise one batched read for every order asked.
    payments: (order, _, { loaders }) =>
      'payments' in order && Array.isArray(order.payments)
        ? order.payments
        : loaders.salePayments.load(`order:${order.id}`),
  },
} satisfies Resolvers;
