import type { Db } from '../db/database.ts';

export type CounterName =
  | 'order'
  | 'invoice'
  | 'goods_received'
  | 'credit_note'
  | 'purchase_order'
  | 'supplier_bill'
  | 'opening_balance';

/**
 * What each series' numbers start with. Customers' and suppliers' opening balances are one
 * series (OB).
 */
const PREFIXES: Record<CounterName, string> = {
  order: 'ORD',
  invoice: 'INV',
  goods_received: 'GRN',
  credit_note: 'CN',
  purchase_order: 'PO',
  supplier_bill: 'BILL',
  opening_balance: 'OB',
};

export function counterRepository(db: Db) {
  return {
    /**
     * The series' next gapless number as its documents carry it, `ORD-000042`: six digits keep
     * numbers sortable as text for the first million. The UPDATE locks the counter row until
     * the transaction ends, so concurrent writers queue here and a rolled-back transaction
     * gives its number back.
     */
    nextNumber: async (name: CounterName): Promise<string> => {
      const { value } = await db
        .updateTable('counters')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', name)
        .returning('value')
        .executeTakeFirstOrThrow();
      return `${PREFIXES[name]}-${String(value).padStart(6, '0')}`;
    },
  };
}
