import type { Resolvers } from '../resolvers.generated.ts';

export const overviewResolvers: Resolvers = {
  Query: {
    overview: (_, { from, to }, { rest }) => {
      const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
      return rest.read(`overview:${JSON.stringify(query)}`, (api) =>
        api.v1.analytics.overview.$get({ query }),
      );
    },
  },
  Overview: {
    cashCollected: (overview) => overview.cash_collected,
    recentOrders: (overview) => overview.recent_orders,
  },
  Receivables: {
    openSales: (receivables) => receivables.open_sales,
    unmatchedMpesa: (receivables) => receivables.unmatched_mpesa,
    unmatchedMpesaPayments: (receivables) => receivables.unmatched_mpesa_payments,
  },
  InventoryOverview: {
    totalItems: (inventory) => inventory.total_items,
    stockValue: (inventory) => inventory.stock_value,
  },
  OrdersOverview: {
    totalOrders: (orders) => orders.total_orders,
    totalRevenue: (orders) => orders.total_revenue,
    paidRevenue: (orders) => orders.paid_revenue,
    unpaidRevenue: (orders) => orders.unpaid_revenue,
    partiallyPaidRevenue: (orders) => orders.partially_paid_revenue,
  },
  RecentOrder: {
    id: (order) => String(order.id),
    orderNumber: (order) => order.order_number,
    customerName: (order) => order.customer_name,
    totalAmount: (order) => order.total_amount,
    status: (order) => order.status as 'pending' | 'paid' | 'partially_paid',
    createdAt: (order) => order.created_at,
  },
};
