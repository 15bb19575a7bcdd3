import { type Expression, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { holdRow } from '../db/hold-row.ts';
import { insertRow } from '../db/insert-row.ts';
import { seek } from '../db/keyset.ts';
import type { OrderItemsTable, OrdersTable } from '../db/schema.ts';
import { userEmail } from '../db/user-email.ts';
import type { OrderListStatus } from './sale.schema.ts';
import { LINE_LEDGER_COLUMNS } from './sales-document.ts';
import { type MatchingSales, type SalesFilter, salesConditions } from './sales-list.ts';

export type OrderRow = Selectable<OrdersTable> & {
  customer_name: string;
  created_by_email: string;
  cancelled_by_email: string | null;
  /** Its invoice, once it has one (at most one: invoices.order_id is unique). */
  invoice_id: number | null;
  invoice_number: string | null;
};

export type OrderItemRow = Omit<Selectable<OrderItemsTable>, 'id'>;

/** A new order is pending with nothing paid. */
export type NewOrder = Omit<Insertable<OrdersTable>, 'status' | 'paid_cents'>;

export type OrderFilter = SalesFilter<OrderListStatus> & {
  /** true: only orders that have an invoice; false: only those still to be invoiced. */
  invoiced?: boolean;
  /** true: only sales made offline that need a manager's attention, not yet handled (0044). */
  needsAttention?: boolean;
};

/** The filter as conditions on `orders as o` alone, so counting needs no join: the shared ones and the order list's own. */
function orderConditions(filter: OrderFilter): Expression<SqlBool>[] {
  const conditions = salesConditions(
    filter,
    { alias: 'o', numberColumn: 'order_number', prefix: 'ORD' },
    (status) => (status ? sql<SqlBool>`o.status = ${status}` : undefined),
  );
  // A probe of invoices' unique order_id index per order (0001), not a join that could repeat rows.
  if (filter.invoiced === true)
    conditions.push(sql<SqlBool>`exists (select 1 from invoices where invoices.order_id = o.id)`);
  // Still to be invoiced: a cancelled order never will be.
  if (filter.invoiced === false)
    conditions.push(
      sql<SqlBool>`o.status <> 'cancelled' and not exists (select 1 from invoices where invoices.order_id = o.id)`,
    );
  // The partial index of 0044 holds exactly these rows.
  if (filter.needsAttention === true)
    conditions.push(sql<SqlBool>`o.attention is not null and o.attention_cleared_at is null`);
  return conditions;
}

export function orderRepository(db: Db) {
  const withCustomer = () =>
    db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      // invoices.order_id is unique (0001): one probe of its index per order, never a repeat.
      .leftJoin('invoices as inv', 'inv.order_id', 'o.id')
      .select([
        'o.id',
        'o.order_number',
        'o.customer_id',
        'c.name as customer_name',
        'o.subtotal_cents',
        'o.vat_rate_bp',
        'o.vat_cents',
        'o.total_cents',
        'o.payment_method',
        'o.status',
        'o.paid_cents',
        'o.credited_cents',
        'o.created_at',
        'o.created_by',
        userEmail('o.created_by').$castTo<string>().as('created_by_email'),
        'o.cancelled_at',
        'o.cancelled_by',
        userEmail('o.cancelled_by').as('cancelled_by_email'),
        'o.cancel_reason',
        'inv.id as invoice_id',
        'inv.invoice_number',
        'o.sold_at',
        'o.attention',
        'o.attention_cleared_at',
        'o.attention_cleared_by',
      ]);

  const itemColumns = [
    'order_id',
    'inventory_id',
    'item_name',
    'quantity_milli',
    'unit',
    'unit_price_cents',
    'total_cents',
    ...LINE_LEDGER_COLUMNS,
  ] as const;

  return {
    list: (): Promise<OrderRow[]> =>
      withCustomer().orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute(),

    /**
     * The orders `filter` matches: up to `limit + 1` after a cursor in a sort (keyset.ts), and
     * how many in all, counted by the database on `orders` alone.
     */
    matching: (filter: OrderFilter): MatchingSales<OrderRow> => {
      const conditions = orderConditions(filter);
      return {
        read: (sort, cursor, limit) =>
          seek(
            withCustomer().where((eb) => eb.and(conditions)),
            sort,
            'o.id',
            cursor,
            limit,
          ).execute(),
        count: () => countRows(db.selectFrom('orders as o').where((eb) => eb.and(conditions))),
      };
    },

    find: (id: number): Promise<OrderRow | undefined> =>
      withCustomer().where('o.id', '=', id).executeTakeFirst(),

    /** Locks the order until the transaction ends (PostgreSQL), so two invoices cannot race. */
    lock: (id: number): Promise<boolean> => holdRow(db, 'orders', id, 'update'),

    /** Marks the order cancelled (0013): its status, who, when and why. */
    markCancelled: async (
      id: number,
      cancelled: { at: string; by: number; reason: string | null },
    ): Promise<void> => {
      await db
        .updateTable('orders')
        .set({
          status: 'cancelled',
          cancelled_at: cancelled.at,
          cancelled_by: cancelled.by,
          cancel_reason: cancelled.reason,
        })
        .where('id', '=', id)
        .execute();
    },

    insert: (order: NewOrder): Promise<number> =>
      insertRow(db, 'orders', { ...order, status: 'pending', paid_cents: 0 }),

    insertItems: async (items: OrderItemRow[]): Promise<void> => {
      await db.insertInto('order_items').values(items).execute();
    },

    items: (orderId: number): Promise<OrderItemRow[]> =>
      db
        .selectFrom('order_items')
        .select(itemColumns)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),

    /** The items of many orders in one query (the gateway batches with it). */
    itemsOfOrders: (orderIds: readonly number[]): Promise<OrderItemRow[]> =>
      db
        .selectFrom('order_items')
        .select(itemColumns)
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('id')
        .execute(),
  };
}
