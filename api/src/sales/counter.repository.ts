import type { Db } from '../db/database.ts';

export type CounterName =
  | 'order'
  | 'invoice'
  | 'goods_received'
  | 'credit_note'
  | 'purchase_order'
  | 'supplier_bill'
  | 'opening_balance';

export function counterRepository(db: Db) {
  return {
    /**
     * The next gapless number. The UPDATE locks the counter row until the transaction ends, so
     * concurrent writers queue here and a rolled-back transaction gives its number back.
     */
    next: async (name: CounterName): Promise<number> => {
      const { value } = await db
        .updateTable('counters')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', name)
        .returning('value')
        .executeTakeFirstOrThrow();
      return Number(value);
    },
  };
}
