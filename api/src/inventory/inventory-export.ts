import { permissions, type Role } from '../auth/roles.ts';
import type { Db } from '../db/database.ts';
import { type CsvCell, csvRowsInBatches } from '../http/csv.ts';
import { formatQuantity } from '../http/quantity.ts';
import { centsToPlainKsh } from '../money.ts';
import { type InventoryRow, inventoryRepository } from './inventory.repository.ts';
import type { InventoryExportQuery } from './inventory.schema.ts';
import { stockValueCents } from './inventory-item.ts';
import { type InventoryFilter, inventorySortKey } from './inventory-query.ts';

/** The Inventory screen's Export CSV: every item the list's filters hold, in its order. */

const COST_COLUMN = 4;

export const INVENTORY_CSV_HEADER = [
  'Name',
  'Quantity',
  'Unit',
  'Unit price (KSh)',
  'Cost price (KSh)',
  'Stock value (KSh)',
  'Supplier',
  'Barcode',
] as const;

const toCsvRow = (row: InventoryRow): CsvCell[] => [
  row.name,
  formatQuantity(Number(row.quantity_milli)),
  row.unit,
  centsToPlainKsh(row.unit_price_cents),
  centsToPlainKsh(row.cost_price_cents),
  centsToPlainKsh(stockValueCents(row)),
  row.supplier_name,
  row.barcode,
];

/** The list's query (a page's or the export's) as the repository's filter. */
export const filterOf = (query: InventoryExportQuery): InventoryFilter => ({
  search: query.q,
  supplierId: query.supplier_id,
  inStock: query.in_stock,
  lowStock: query.low_stock,
  barcode: query.barcode,
});

export function inventoryExport(db: Db) {
  /** Every item matching the filters as CSV rows, in the list's order, in keyset batches. */
  async function* csvRows(query: InventoryExportQuery): AsyncGenerator<CsvCell[][]> {
    yield* csvRowsInBatches(
      (cursor, limit) => inventoryRepository(db).page(filterOf(query), query.sort, cursor, limit),
      (row) => inventorySortKey(query.sort, row),
      toCsvRow,
    );
  }

  return {
    csvRows,

    /** The export's header and rows; without the cost column for a role that may not see it. */
    csvFor(query: InventoryExportQuery, role: Role) {
      const withCosts = permissions.seeCosts(role);
      const shown = <T>(row: readonly T[]) =>
        withCosts ? [...row] : row.filter((_, column) => column !== COST_COLUMN);
      const rows = csvRows(query);
      return {
        header: shown(INVENTORY_CSV_HEADER),
        rows: (async function* () {
          for await (const batch of rows) yield batch.map(shown);
        })(),
      };
    },
  };
}
