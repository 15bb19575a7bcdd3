import { permissions, type Role } from '../auth/roles.ts';
import type { Db } from '../db/database.ts';
import { addDaysToDate, businessDate, type Clock, startOfBusinessDay } from '../http/clock.ts';
import { toKsh } from '../money.ts';
import { salesTotals } from '../reports/sales-totals.ts';
import { dueWindow } from '../sales/due-window.ts';
import { receivablesRepository } from '../sales/receivables.repository.ts';
import { billsFallingDue, payablesNow } from '../supplier-bills/payables.repository.ts';
import { analyticsRepository } from './analytics.repository.ts';
import type { GettingStarted, Overview } from './analytics.schema.ts';

const RECENT_ORDERS = 5;

export type { Overview, RecentOrder } from './analytics.schema.ts';

/** M-Pesa money waiting to be placed: the M-Pesa adapter's figure, handed in by services.ts. */
export type UnplacedMpesa = () => Promise<{ cents: number; receipts: number }>;

export function analyticsService(
  db: Db,
  clock: Clock,
  timeZone: string,
  unplacedMpesa: UnplacedMpesa,
) {
  const analytics = analyticsRepository(db);

  /**
   * The overview's queries for a period, each ready to run; the endpoint runs them at once.
   * Also what bench/api.bench.ts times bare beside the endpoint, so the two cannot drift apart.
   *
   * The period (this month unless told) governs every figure that can follow one. The spec's
   * order figures are the exception when no day is given: its `GET /analytics/overview` takes
   * nothing and counts every order, and a caller that asks for nothing still gets that.
   */
  function overviewQueries(period: { from?: string; to?: string } = {}) {
    const today = businessDate(clock(), timeZone);
    const to = period.to ?? today;
    const from = period.from ?? `${to.slice(0, 8)}01`;
    const since = startOfBusinessDay(from, timeZone).toISOString();
    const before = startOfBusinessDay(addDaysToDate(to, 1), timeZone).toISOString();
    const ordersInPeriod = period.from !== undefined || period.to !== undefined;
    const queries = {
      inventoryTotals: () => analytics.inventoryTotals(),
      orderTotals: () => analytics.orderTotals(ordersInPeriod ? { from: since, before } : null),
      recentOrders: () => analytics.recentOrders(RECENT_ORDERS),
      collected: () => analytics.collected(since, before),
      // The sales reports' own totals: the dashboard's figure and theirs cannot disagree.
      sales: () => salesTotals(db, { from, to, timeZone }),
      owed: () =>
        receivablesRepository(db).owed(dueWindow(today, timeZone, { fewest: 1, most: null })),
      unmatchedMpesa: unplacedMpesa,
      // What the shop owes its suppliers, and the bills falling due in the coming week.
      payables: async () => ({
        now: await payablesNow(db, today),
        dueSoon: await billsFallingDue(db, today, addDaysToDate(today, 6)),
      }),
    };
    return { from, to, ordersInPeriod, queries };
  }

  return {
    /** Whether the shop has been set up: details saved, a supplier, an item, a sale. */
    async gettingStarted(): Promise<GettingStarted> {
      const facts = await analytics.gettingStarted();
      return {
        shop_details_saved: Boolean(facts.shop_details_saved),
        has_supplier: Boolean(facts.has_supplier),
        has_item: Boolean(facts.has_item),
        has_sale: Boolean(facts.has_sale),
      };
    },

    overviewQueries,

    /**
     * The dashboard's figures as `role` may see them: a cashier's answer leaves out revenue,
     * profit and what stock is worth (permissions.seeCosts), not only a cashier's screen.
     */
    async overview(period: { from?: string; to?: string }, role: Role): Promise<Overview> {
      const { from, to, ordersInPeriod, queries } = overviewQueries(period);
      const seesMoney = permissions.seeCosts(role);
      const [inventory, orders, recent, collected, owed, unmatched, sales, payables] =
        await Promise.all([
          queries.inventoryTotals(),
          queries.orderTotals(),
          queries.recentOrders(),
          queries.collected(),
          queries.owed(),
          queries.unmatchedMpesa(),
          seesMoney ? queries.sales() : null,
          seesMoney ? queries.payables() : null,
        ]);
      // Counts and sums arrive as strings from some drivers; Number() makes them plain numbers.
      return {
        inventory: {
          total_items: Number(inventory.total_items),
          ...(seesMoney && {
            stock_value: toKsh(inventory.stock_value_cents),
            stock_value_at_cost: toKsh(inventory.stock_at_cost_cents),
          }),
        },
        orders: {
          from: ordersInPeriod ? from : null,
          to: ordersInPeriod ? to : null,
          total_orders: Number(orders.total_orders),
          ...(seesMoney && {
            total_revenue: toKsh(orders.total_cents),
            paid_revenue: toKsh(orders.paid_cents),
            unpaid_revenue: toKsh(orders.unpaid_cents),
            partially_paid_revenue: toKsh(orders.partially_paid_cents),
          }),
        },
        ...(sales && {
          sales: {
            from,
            to,
            net_sales: toKsh(sales.netSalesCents),
            vat: toKsh(sales.vatCents),
            cost: toKsh(sales.costCents),
            gross_profit: toKsh(sales.grossProfitCents),
          },
        }),
        cash_collected: {
          from,
          to,
          amount: toKsh(collected.collected_cents),
          payments: collected.payments,
        },
        receivables: {
          owed: toKsh(owed.owed_cents),
          overdue: toKsh(owed.overdue_cents),
          open_sales: owed.open_sales,
          unmatched_mpesa: toKsh(unmatched.cents),
          unmatched_mpesa_payments: unmatched.receipts,
        },
        ...(payables && {
          payables: {
            owed: toKsh(payables.now.owedCents),
            overdue: toKsh(payables.now.overdueCents),
            open_bills: payables.now.openBills,
            due_this_week: payables.dueSoon.map((bill) => ({
              id: bill.id,
              bill_number: bill.bill_number,
              supplier_name: bill.supplier_name,
              due_on: bill.due_on,
              balance: toKsh(bill.balance_cents),
            })),
          },
        }),
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

export type AnalyticsService = ReturnType<typeof analyticsService>;
