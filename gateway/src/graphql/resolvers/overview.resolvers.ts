import type { Resolvers } from '../resolvers.generated.ts';

export const overviewResolvers: Resolvers = {
  Query: {
    overview: (_, __, { rest }) => rest.read('overview', (api) => api.v1.analytics.overview.$get()),
  },
  Overview: {
    recentOrders: (overview) => overview.recent_orders,
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
