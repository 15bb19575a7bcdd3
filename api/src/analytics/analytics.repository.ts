import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { NON_CASH_METHODS } from '../sales/payment.schema.ts';

/** Dashboard figures, each computed by the database in one aggregate query. */
export function analyticsRepository(db: Db) {
  // Revenue is what orders sold less what credit notes took back; cancelled orders sold nothing.
  const sumWhenStatus = (status: string) =>
    sql<number>`coalesce(sum(case when status = ${status} then total_cents - credited_cents else 0 end), 0)`;

  return {
    inventoryTotals: () =>
      db
        .selectFrom('inventory_items')
        .select((eb) => [
          eb.fn.countAll<number>().as('total_items'),
          // Each item's value rounded half up to the cent, as `lineAmountCents` rounds it for the
          // inventory list. In floating point: an integer product summed over thousands of items
          // can overflow 64 bits with absurd but valid inputs, and a dashboard must never fail
          // on that; below 2^53 (any real shop) every step is exact.
          sql<number>`coalesce(sum(floor((cast(quantity_milli as double precision) * unit_price_cents + 500) / 1000)), 0)`.as(
            'stock_value_cents',
          ),
          // The same rule at the item's cost price: what the stock cost the shop.
          sql<number>`coalesce(sum(floor((cast(quantity_milli as double precision) * cost_price_cents + 500) / 1000)), 0)`.as(
            'stock_at_cost_cents',
          ),
        ])
        .executeTakeFirstOrThrow(),

    /** Orders made over [from, before), or every order when no period is given. */
    orderTotals: (period: { from: string; before: string } | null = null) => {
      let totals = db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('total_orders'),
          sql<number>`coalesce(sum(total_cents - credited_cents), 0)`.as('total_cents'),
          sumWhenStatus('paid').as('paid_cents'),
          sumWhenStatus('pending').as('unpaid_cents'),
          sumWhenStatus('partially_paid').as('partially_paid_cents'),
        ])
        .where('cancelled_at', 'is', null);
      if (period) {
        totals = totals
          .where('created_at', '>=', period.from)
          .where('created_at', '<', period.before);
      }
      return totals.executeTakeFirstOrThrow();
    },

    /**
     * Cash in over [from, before): payments less reversals, adjustments and refunds, and how
     * many; credit notes and credit moved between a customer's sales are not money.
     */
    collected: async (from: string, before: string) => {
      const row = await db
        .selectFrom('payments')
        .select([
          sql<number>`coalesce(sum(amount_cents), 0)`.as('collected_cents'),
          sql<number>`coalesce(sum(case when kind = 'payment' then 1 else 0 end), 0)`.as(
            'payments',
          ),
        ])
        .where('paid_at', '>=', from)
        .where('paid_at', '<', before)
        .where('method', 'not in', NON_CASH_METHODS)
        .executeTakeFirstOrThrow();
      return { collected_cents: Number(row.collected_cents), payments: Number(row.payments) };
    },

    /**
     * The first-run checklist's four facts in one round trip, each an EXISTS that stops at the
     * first row. SQLite answers 1 or 0, PostgreSQL true or false.
     */
    gettingStarted: () =>
      db
        .selectNoFrom([
          sql<
            boolean | number
          >`exists (select 1 from shop_settings where updated_at is not null)`.as(
            'shop_details_saved',
          ),
          sql<boolean | number>`exists (select 1 from suppliers)`.as('has_supplier'),
          sql<boolean | number>`exists (select 1 from inventory_items)`.as('has_item'),
          sql<
            boolean | number
          >`(exists (select 1 from orders) or exists (select 1 from invoices))`.as('has_sale'),
        ])
        .executeTakeFirstOrThrow(),

    recentOrders: (limit: number) =>
      db
        .selectFrom('orders as o')
        .innerJoin('customers as c', 'c.id', 'o.customer_id')
        .select([
          'o.id',
          'o.order_number',
          'c.name as customer_name',
          'o.total_cents',
          'o.status',
          'o.created_at',
        ])
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute(),
  };
}
