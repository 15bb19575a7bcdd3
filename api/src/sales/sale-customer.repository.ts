import type { Db } from '../db/database.ts';
import { heldRows, holdRow } from '../db/hold-row.ts';

/**
 * The locks a sale takes on its customer's row (PostgreSQL; SQLite writes one transaction at a
 * time): the sale's own, not the customers feature's, so the core needs no feature to sell.
 */
export function saleCustomerRepository(db: Db) {
  return {
    /**
     * For an order or invoice about to be made for the customer: true when the customer exists,
     * and it then cannot be deleted until the transaction ends (a key-share lock, which lets
     * other sales for the same customer go ahead).
     */
    holdForSale: (id: number): Promise<boolean> => holdRow(db, 'customers', id, 'key share'),

    /**
     * The shop's walk-in customer (0030), that a sale naming no customer goes to, held as
     * `holdForSale` holds a named one; undefined only if it was removed by hand.
     */
    holdWalkIn: async (): Promise<number | undefined> => {
      const row = await db
        .selectFrom('customers')
        .select('id')
        .where('walk_in', '=', 1)
        .$call(heldRows(db, 'key share'))
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Locks the customer's row until the transaction ends (PostgreSQL), so two payments spending
     * the customer's credit take turns and each sees what the other left. FOR NO KEY UPDATE: it
     * must not wait for (nor block) the key-share locks that new sales and credit notes of the
     * customer take through their foreign keys, which deadlocked with FOR UPDATE.
     */
    lockForCredit: async (id: number): Promise<void> => {
      await holdRow(db, 'customers', id, 'no key update');
    },
  };
}
