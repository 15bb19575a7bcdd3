import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PriceHistoryTable } from '../db/schema.ts';

export type PriceHistoryRow = Omit<Selectable<PriceHistoryTable>, 'inventory_id'>;

const columns = [
  'id',
  'created_at',
  'old_unit_price_cents',
  'new_unit_price_cents',
  'old_cost_price_cents',
  'new_cost_price_cents',
  'change_reason',
  'changed_by_email',
] as const;

export function priceHistoryRepository(db: Db) {
  return {
    /** Newest first; ids grow with time, and unlike timestamps they never tie. */
    listForItem: (inventoryId: number): Promise<PriceHistoryRow[]> =>
      db
        .selectFrom('price_history')
        .select(columns)
        .where('inventory_id', '=', inventoryId)
        .orderBy('id', 'desc')
        .execute(),

    /** The entries of many items, each item's newest first (the batched read's one query). */
    listForItems: (
      inventoryIds: number[],
    ): Promise<(PriceHistoryRow & { inventory_id: number })[]> =>
      inventoryIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('price_history')
            .select([...columns, 'inventory_id'])
            .where('inventory_id', 'in', inventoryIds)
            .orderBy('id', 'desc')
            .execute(),

    insert: (entry: Insertable<PriceHistoryTable>): Promise<PriceHistoryRow> =>
      db.insertInto('price_history').values(entry).returning(columns).executeTakeFirstOrThrow(),

    /** Many entries of one change (a delivery's cost changes) in one INSERT. */
    insertAll: async (entries: Insertable<PriceHistoryTable>[]): Promise<void> => {
      if (entries.length > 0) await db.insertInto('price_history').values(entries).execute();
    },
  };
}
