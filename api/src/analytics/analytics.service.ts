import type { Db } from '../db/database.ts';
import { toKsh } from '../http/money.ts';
import { analyticsRepository } from './analytics.repository.ts';

const RECENT_ORDERS = 5;

export interface Overview {
  inventory: { total_items: number; stock_value: number };
  orders: {
    total_orders: number;
    total_revenue: number;
    paid_revenue: number;
    /** Totals of orders still pending (nothing paid yet). */
    unpaid_revenue: number;
    partially_paid_revenue: number;
  };
  recent_orders: {
    id: number;
    order_number: string;
    customer_name: string;
    total_amount: number;
    status: string;
    created_at: string;
  }[];
}

export function analyticsService(db: Db) {
  const analytics = analyticsRepository(db);
  return {
    async overview(): Promise<Overview> {
      const [inventory, orders, recent] = await Promise.all([
        analytics.inventoryTotals(),
        analytics.orderTotals(),
        analytics.recentOrders(RECENT_ORDERS),
      ]);
      // Counts and sums arrive as strings from some drivers; Number() makes them plain numbers.
      return {
        inventory: {
          total_items: Number(inventory.total_items),
          stock_value: toKsh(Number(inventory.stock_value_cents)),
        },
        orders: {
          total_orders: Number(orders.total_orders),
          total_revenue: toKsh(Number(orders.total_cents)),
          paid_revenue: toKsh(Number(orders.paid_cents)),
          unpaid_revenue: toKsh(Number(orders.unpaid_cents)),
          partially_paid_revenue: toKsh(Number(orders.partially_paid_cents)),
        },
        recent_orders: recent.map((order) => ({
          id: order.id,
          order_number: order.order_number,
          customer_name: order.customer_name,
          total_amount: toKsh(order.total_cents),
          status: order.status,
          created_at: order.created_at,
        })),
      };
    },
  };
}
