import { type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import { type Cursor, type KeysetSort, seek } from '../db/keyset.ts';
import { containsIgnoringCase } from '../db/text-search.ts';

export interface InventoryInput {
  name: string;
  quantity: number;
  unit_price_cents: number;
  cost_price_cents: number;
  supplier_id: number | null;
}

export interface InventoryRow extends InventoryInput {
  id: number;
  supplier_name: string | null;
}

/** Which items a search or an export holds; every item when empty. */
export interface InventoryFilter {
  /** Part of the item's name, ignoring case. */
  search?: string;
  /** true: only items with stock; false: only items with none. */
  inStock?: boolean;
}

/** Items are listed, searched and exported by name (index `inventory_items_name_id`, 0003). */
const BY_NAME: KeysetSort = { name: 'name_asc', key: 'i.name', keyType: 'text', direction: 'asc' };

export interface ItemPrices {
  id: number;
  unit_price_cents: number;
  cost_price_cents: number;
}

export function inventoryRepository(db: Db) {
  // SQLite runs one write transaction at a time and has no FOR UPDATE / FOR KEY SHARE;
  // PostgreSQL needs the locks so concurrent price changes record the right "old" prices and
  // a supplier cannot vanish between the check and the insert.
  const locksRows = isPostgres(db);

  const withSupplier = () =>
    db
      .selectFrom('inventory_items as i')
      .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
      .select([
        'i.id',
        'i.name',
        'i.quantity',
        'i.unit_price_cents',
        'i.cost_price_cents',
        'i.supplier_id',
        's.name as supplier_name',
      ]);

  return {
    list: (): Promise<InventoryRow[]> => withSupplier().orderBy('i.name').orderBy('i.id').execute(),

    /** Up to `limit + 1` items matching `filter`, by name, after `cursor` (keyset.ts). */
    matching: (
      filter: InventoryFilter,
      cursor: Cursor | null,
      limit: number,
    ): Promise<InventoryRow[]> =>
      seek(
        withSupplier()
          .$if(filter.search !== undefined, (query) =>
            query.where(containsIgnoringCase('i.name', filter.search!)),
          )
          .$if(filter.inStock !== undefined, (query) =>
            query.where(
              filter.inStock ? sql<SqlBool>`i.quantity > 0` : sql<SqlBool>`i.quantity = 0`,
            ),
          ),
        BY_NAME,
        'i.id',
        cursor,
        limit,
      ).execute(),

    find: (id: number): Promise<InventoryRow | undefined> =>
      withSupplier().where('i.id', '=', id).executeTakeFirst(),

    /** The item's current prices, locked until the transaction ends. */
    lockPrices: (id: number): Promise<ItemPrices | undefined> =>
      db
        .selectFrom('inventory_items')
        .select(['id', 'unit_price_cents', 'cost_price_cents'])
        .where('id', '=', id)
        .$if(locksRows, (query) => query.forUpdate())
        .executeTakeFirst(),

    /** True when the supplier exists; it then cannot be deleted until the transaction ends. */
    lockSupplier: async (supplierId: number): Promise<boolean> => {
      const supplier = await db
        .selectFrom('suppliers')
        .select('id')
        .where('id', '=', supplierId)
        .$if(locksRows, (query) => query.forKeyShare())
        .executeTakeFirst();
      return supplier !== undefined;
    },

    insert: async (input: InventoryInput, now: string): Promise<number> => {
      const { id } = await db
        .insertInto('inventory_items')
        .values({ ...input, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    update: async (id: number, input: InventoryInput, now: string): Promise<void> => {
      await db
        .updateTable('inventory_items')
        .set({ ...input, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    updatePrices: async (
      id: number,
      prices: { unit_price_cents: number; cost_price_cents: number },
      now: string,
    ): Promise<void> => {
      await db
        .updateTable('inventory_items')
        .set({ ...prices, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    delete: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom('inventory_items').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
