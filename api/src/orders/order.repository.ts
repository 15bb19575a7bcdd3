import type { Insertable, Selectable } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import { type Page, paginate } from '../db/pagination.ts';
import type { OrderItemsTable, OrdersTable } from '../db/schema.ts';

export type OrderRow = Omit<Selectable<OrdersTable>, 'created_by'> & { customer_name: string };

export type OrderItemRow = Omit<Selectable<OrderItemsTable>, 'id'>;

/** A new order is pending with nothing paid. */
export type NewOrder = Omit<Insertable<OrdersTable>, 'status' | 'paid_cents'>;

export function orderRepository(db: Db) {
  // SQLite runs one write transaction at a time and has no FOR UPDATE / FOR KEY SHARE.
  const locksRows = isPostgres(db);

  const withCustomer = () =>
    db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
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
        'o.created_at',
      ]);

  const itemColumns = [
    'order_id',
    'inventory_id',
    'item_name',
    'quantity',
    'unit_price_cents',
    'total_cents',
  ] as const;

  return {
    list: ({ limit, offset }: Page = {}): Promise<OrderRow[]> =>
      paginate(withCustomer().orderBy('o.created_at', 'desc').orderBy('o.id', 'desc'), {
        limit,
        offset,
      }).execute(),

    find: (id: number): Promise<OrderRow | undefined> =>
      withCustomer().where('o.id', '=', id).executeTakeFirst(),

    /** Locks the order until the transaction ends (PostgreSQL), so two invoices cannot race. */
    lock: async (id: number): Promise<boolean> => {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('id', '=', id)
        .$if(locksRows, (q) => q.forUpdate())
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes `quantity` units out of stock if that many are there, in one conditional UPDATE,
     * so concurrent orders can never push stock below zero. Answers the item's name and
     * current price, or undefined when there is no such item or too little stock.
     */
    takeStock: (
      inventoryId: number,
      quantity: number,
    ): Promise<{ name: string; unit_price_cents: number } | undefined> =>
      db
        .updateTable('inventory_items')
        .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
        .where('id', '=', inventoryId)
        .where('quantity', '>=', quantity)
        .returning(['name', 'unit_price_cents'])
        .executeTakeFirst(),

    stockLevel: (inventoryId: number): Promise<{ name: string; quantity: number } | undefined> =>
      db
        .selectFrom('inventory_items')
        .select(['name', 'quantity'])
        .where('id', '=', inventoryId)
        .executeTakeFirst(),

    insert: async (order: NewOrder): Promise<number> => {
      const { id } = await db
        .insertInto('orders')
        .values({ ...order, status: 'pending', paid_cents: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

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

    /** False when `expectedPaidCents` is given and no longer what the order has paid. */
    updatePayment: async (
      id: number,
      status: string,
      paidCents: number,
      expectedPaidCents?: number,
    ): Promise<boolean> => {
      const result = await db
        .updateTable('orders')
        .set({ status, paid_cents: paidCents })
        .where('id', '=', id)
        .$if(expectedPaidCents !== undefined, (q) => q.where('paid_cents', '=', expectedPaidCents!))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
