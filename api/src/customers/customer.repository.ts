import { type Db, isPostgres } from '../db/database.ts';

/** Customer queries beyond the shared party shape: what keeps a customer from being deleted. */
export function customerRepository(db: Db) {
  // SQLite runs one write transaction at a time and has no FOR UPDATE; PostgreSQL needs the lock
  // so an order created for this customer meanwhile either is counted or waits for the delete.
  const locksRows = isPostgres(db);
  return {
    lock: async (id: number): Promise<{ id: number; name: string } | undefined> =>
      db
        .selectFrom('customers')
        .select(['id', 'name'])
        .where('id', '=', id)
        .$if(locksRows, (query) => query.forUpdate())
        .executeTakeFirst(),

    /**
     * For an order or invoice about to be made for the customer: true when the customer exists,
     * and it then cannot be deleted until the transaction ends (a key-share lock, which lets
     * other sales for the same customer go ahead).
     */
    holdForSale: async (id: number): Promise<boolean> => {
      const row = await db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', id)
        .$if(locksRows, (query) => query.forKeyShare())
        .executeTakeFirst();
      return row !== undefined;
    },

    salesDocumentCounts: async (id: number): Promise<{ orders: number; invoices: number }> => {
      const counts = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('orders')
            .select(eb.fn.countAll<number>().as('count'))
            .where('customer_id', '=', id)
            .as('orders'),
          eb
            .selectFrom('invoices')
            .select(eb.fn.countAll<number>().as('count'))
            .where('customer_id', '=', id)
            .as('invoices'),
        ])
        .executeTakeFirstOrThrow();
      return { orders: Number(counts.orders), invoices: Number(counts.invoices) };
    },
  };
}
