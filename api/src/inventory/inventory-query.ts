import { type Expression, type SqlBool, sql } from 'kysely';
import { ignoringCase, type KeysetSort } from '../db/keyset.ts';
import { containsIgnoringCase } from '../db/text-search.ts';
import { MILLI } from '../http/quantity.ts';

/**
 * Which items a list, a count or an export holds, and in what order: the filters and sorts of
 * the Inventory screen as SQL on `inventory_items as i`, each written to match its index.
 */

/** Which items a page or an export holds; every item when empty. */
export interface InventoryFilter {
  /** Part of the item's name or of its supplier's name, ignoring case, or its whole barcode. */
  search?: string;
  /** Only the items this supplier delivers, through the supplier_id index. */
  supplierId?: number;
  /** true: only items with stock; false: only items with none. */
  inStock?: boolean;
  /** true: only items at or below their reorder level; false: only those above it. */
  lowStock?: boolean;
  /** Exactly this barcode (a scan): one item or none, through its unique index. */
  barcode?: string;
}

/**
 * The shop-wide reorder level: at or below this many units an item without a level of its own
 * is low on stock (flagged, counted, on the To reorder list): a small hardware shop restocks a
 * fast line within days, and ten units is about a week's sales of a slow one.
 */
export const LOW_STOCK_QUANTITY = 10;
const LOW_STOCK_MILLI = LOW_STOCK_QUANTITY * MILLI;

/**
 * How far an item stands above its reorder level (its own, else `LOW_STOCK_QUANTITY`): low at 0
 * or below. Written exactly as the expression index `inventory_items_low_stock` (0011) is, the
 * level a literal, so the low-stock filter, count and To reorder list are served by it.
 */
export const aboveReorderLevel = sql<number>`(i.quantity_milli - coalesce(i.reorder_level_milli, ${sql.lit(LOW_STOCK_MILLI)}))`;

/**
 * What sorts by stock value: thousandths × cents in double precision, as the expression index
 * `inventory_items_stock_value_id` (0011) is written (a bigint product could overflow for an
 * absurd item). The order is what matters; the figure shown is worked exactly elsewhere.
 */
const STOCK_VALUE = sql`(cast(i.quantity_milli as double precision) * i.unit_price_cents)`;

/** By name ignoring case (keyset.ts): the Inventory screen, the stock chart and the pickers. */
export const BY_NAME = ignoringCase('i.name');

/**
 * The orders the inventory list can be read in, one per sortable column of the screen. Quantity,
 * unit price and stock value are served by a `(key, id)` index walked forwards or backwards
 * (0004, the last on the expression itself). Name is not: see `ignoringCase`.
 */
export const INVENTORY_SORTS = {
  name_asc: {
    name: 'name_asc',
    ...BY_NAME,
    direction: 'asc',
  },
  name_desc: {
    name: 'name_desc',
    ...BY_NAME,
    direction: 'desc',
  },
  quantity_asc: {
    name: 'quantity_asc',
    key: 'i.quantity_milli',
    keyType: 'integer',
    direction: 'asc',
  },
  quantity_desc: {
    name: 'quantity_desc',
    key: 'i.quantity_milli',
    keyType: 'integer',
    direction: 'desc',
  },
  unit_price_asc: {
    name: 'unit_price_asc',
    key: 'i.unit_price_cents',
    keyType: 'integer',
    direction: 'asc',
  },
  unit_price_desc: {
    name: 'unit_price_desc',
    key: 'i.unit_price_cents',
    keyType: 'integer',
    direction: 'desc',
  },
  total_value_asc: {
    name: 'total_value_asc',
    key: STOCK_VALUE,
    keyType: 'number',
    direction: 'asc',
  },
  total_value_desc: {
    name: 'total_value_desc',
    key: STOCK_VALUE,
    keyType: 'number',
    direction: 'desc',
  },
} as const satisfies Record<string, KeysetSort>;

export type InventorySort = keyof typeof INVENTORY_SORTS;

/** What of an item's row its sort keys are read from. */
type SortedRow = { name: string; quantity_milli: number; unit_price_cents: number };

const SORT_KEY_OF = {
  name: (row) => row.name,
  quantity: (row) => Number(row.quantity_milli),
  unit_price: (row) => Number(row.unit_price_cents),
  // The same IEEE double product the database works out for the index.
  total_value: (row) => Number(row.quantity_milli) * Number(row.unit_price_cents),
} satisfies Record<string, (row: SortedRow) => string | number>;

/** The value of a row's sort key, which a cursor after that row carries. */
export const inventorySortKey = (sort: InventorySort, row: SortedRow): string | number =>
  SORT_KEY_OF[sort.replace(/_(asc|desc)$/, '') as keyof typeof SORT_KEY_OF](row);

/**
 * The filter as conditions on `inventory_items as i` alone, so counting needs no join: a
 * supplier's name is matched in the (small) suppliers table, not per item.
 */
export function itemConditions(filter: InventoryFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search !== undefined) {
    const bySupplier = sql<SqlBool>`i.supplier_id in (select id from suppliers where ${containsIgnoringCase('name', filter.search)})`;
    // A barcode typed or scanned into the search finds its item: the whole code, by its index.
    const byBarcode = sql<SqlBool>`i.barcode = ${filter.search.trim()}`;
    conditions.push(
      sql<SqlBool>`(${containsIgnoringCase('i.name', filter.search)} or ${bySupplier} or ${byBarcode})`,
    );
  }
  if (filter.supplierId !== undefined)
    conditions.push(sql<SqlBool>`i.supplier_id = ${filter.supplierId}`);
  if (filter.inStock !== undefined)
    conditions.push(
      filter.inStock ? sql<SqlBool>`i.quantity_milli > 0` : sql<SqlBool>`i.quantity_milli = 0`,
    );
  if (filter.lowStock !== undefined)
    conditions.push(
      filter.lowStock
        ? sql<SqlBool>`${aboveReorderLevel} <= 0`
        : sql<SqlBool>`${aboveReorderLevel} > 0`,
    );
  if (filter.barcode !== undefined) conditions.push(sql<SqlBool>`i.barcode = ${filter.barcode}`);
  return conditions;
}
