import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { filteredList } from '../db/filtered-list.ts';
import { holdRow } from '../db/hold-row.ts';
import { insertRow } from '../db/insert-row.ts';
import type { Cursor } from '../db/keyset.ts';
import type { TaxBand } from '../money.ts';
import {
  aboveReorderLevel,
  BY_NAME,
  INVENTORY_SORTS,
  type InventoryFilter,
  type InventorySort,
  itemConditions,
} from './inventory-query.ts';

/** Quantities in thousandths of the item's unit (`http/quantity.ts`). */
export interface InventoryInput {
  name: string;
  quantity_milli: number;
  unit_price_cents: number;
  cost_price_cents: number;
  supplier_id: number | null;
  /** The item's own reorder level; null: the shop-wide `LOW_STOCK_QUANTITY`; absent: unchanged. */
  reorder_level_milli?: number | null;
  /** pcs, kg, m…; absent: pcs for a new item, unchanged for an edit (the spec's calls). */
  unit?: string;
  /** Whether quantities may carry decimals; absent as `unit`. */
  sells_in_fractions?: boolean;
  /** KRA's details (0015), each absent as `unit`: B, none, NT and U for a new item. */
  tax_band?: TaxBand;
  kra_item_class_code?: string | null;
  kra_packaging_unit?: string;
  kra_quantity_unit?: string;
  /** Unique (0031); null: none; absent: none for a new item, unchanged for an edit. */
  barcode?: string | null;
}

export interface InventoryRow {
  id: number;
  name: string;
  quantity_milli: number;
  unit: string;
  sells_in_fractions: number;
  unit_price_cents: number;
  cost_price_cents: number;
  supplier_id: number | null;
  supplier_name: string | null;
  reorder_level_milli: number | null;
  tax_band: TaxBand;
  kra_item_class_code: string | null;
  kra_packaging_unit: string;
  kra_quantity_unit: string;
  barcode: string | null;
  /** At or below its reorder level. */
  low_stock: boolean;
}

/** The row's columns for an input: the flag an integer 0 or 1, absent fields left out. */
const toColumns = ({ sells_in_fractions, ...input }: InventoryInput) => ({
  ...input,
  ...(sells_in_fractions === undefined ? {} : { sells_in_fractions: sells_in_fractions ? 1 : 0 }),
});

export function inventoryRepository(db: Db) {
  /** One of an item's optional text columns; null when it has none (or there is no such item). */
  const textOf = async (
    id: number,
    column: 'barcode' | 'kra_item_class_code',
  ): Promise<string | null> =>
    (
      await db.selectFrom('inventory_items').select(column).where('id', '=', id).executeTakeFirst()
    )?.[column] ?? null;

  const withSupplier = () =>
    db
      .selectFrom('inventory_items as i')
      .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
      .select([
        'i.id',
        'i.name',
        'i.quantity_milli',
        'i.unit',
        'i.sells_in_fractions',
        'i.unit_price_cents',
        'i.cost_price_cents',
        'i.supplier_id',
        's.name as supplier_name',
        'i.reorder_level_milli',
        'i.tax_band',
        'i.kra_item_class_code',
        'i.kra_packaging_unit',
        'i.kra_quantity_unit',
        'i.barcode',
        sql<boolean>`case when ${aboveReorderLevel} <= 0 then 1 else 0 end`.as('low_stock'),
      ]);

  const items = filteredList({
    rows: withSupplier,
    counted: () => db.selectFrom('inventory_items as i'),
    conditions: itemConditions,
    idColumn: 'i.id',
  });

  return {
    list: (): Promise<InventoryRow[]> =>
      withSupplier().orderBy(BY_NAME.key).orderBy('i.id').execute(),

    /** Up to `limit + 1` items matching `filter` in `sort` order after `cursor` (keyset.ts). */
    page: (
      filter: InventoryFilter,
      sort: InventorySort,
      cursor: Cursor | null,
      limit: number,
    ): Promise<InventoryRow[]> => items.page(filter, INVENTORY_SORTS[sort], cursor, limit),

    /** How many items match `filter`, counted by the database. */
    count: items.count,

    /** Every item, and those low on stock, counted in one pass by the database. */
    stockCounts: async (): Promise<{ items: number; lowStock: number }> => {
      const counts = await db
        .selectFrom('inventory_items as i')
        .select((eb) => [
          eb.fn.countAll<number>().as('items'),
          sql<number>`coalesce(sum(case when ${aboveReorderLevel} <= 0 then 1 else 0 end), 0)`.as(
            'low_stock',
          ),
        ])
        .executeTakeFirstOrThrow();
      return { items: Number(counts.items), lowStock: Number(counts.low_stock) };
    },

    find: (id: number): Promise<InventoryRow | undefined> =>
      withSupplier().where('i.id', '=', id).executeTakeFirst(),

    /**
     * True when the supplier exists; it then cannot be deleted until the transaction ends, so a
     * supplier cannot vanish between the check and the insert. (An edited item itself is locked
     * by the stock ledger's `lockItems`, so concurrent edits record the right "old" prices and
     * quantity.)
     */
    lockSupplier: (supplierId: number): Promise<boolean> =>
      holdRow(db, 'suppliers', supplierId, 'key share'),

    insert: (input: InventoryInput, now: string): Promise<number> =>
      insertRow(db, 'inventory_items', { ...toColumns(input), created_at: now, updated_at: now }),

    /** The item's KRA item class, what an edit that leaves it out keeps. */
    classCodeOf: (id: number) => textOf(id, 'kra_item_class_code'),

    update: async (id: number, input: InventoryInput, now: string): Promise<void> => {
      await db
        .updateTable('inventory_items')
        .set({ ...toColumns(input), updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    barcodeOf: (id: number) => textOf(id, 'barcode'),

    setBarcode: async (id: number, barcode: string | null, now: string): Promise<boolean> => {
      const result = await db
        .updateTable('inventory_items')
        .set({ barcode, updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    setReorderLevel: async (id: number, level: number | null, now: string): Promise<boolean> => {
      const result = await db
        .updateTable('inventory_items')
        .set({ reorder_level_milli: level, updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Items at or below their reorder level, by supplier then name; at most `limit`. */
    toReorder: (limit: number): Promise<InventoryRow[]> =>
      withSupplier()
        .where(sql<SqlBool>`${aboveReorderLevel} <= 0`)
        .orderBy('s.name')
        .orderBy(BY_NAME.key)
        .orderBy('i.id')
        .limit(limit)
        .execute(),

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
