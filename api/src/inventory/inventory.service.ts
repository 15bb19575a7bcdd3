import type { Db } from '../db/database.ts';
import { inBatches } from '../db/keyset.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { CSV_BATCH_ROWS, type CsvCell } from '../http/csv.ts';
import { centsToPlainKsh, toKsh } from '../http/money.ts';
import {
  type InventoryFilter,
  type InventoryInput,
  type InventoryRow,
  inventoryRepository,
} from './inventory.repository.ts';
import { type PriceHistoryRow, priceHistoryRepository } from './price-history.repository.ts';

const NOT_FOUND = 'Inventory item not found';
const NO_SUCH_SUPPLIER = 'supplier_id: no such supplier';
/** The reason the spec's inline edit always sends; also used when a PUT sends none. */
export const EDIT_REASON = 'Manual update via edit';

export interface InventoryItem {
  id: number;
  name: string;
  quantity: number;
  unit_price: number;
  cost_price: number;
  supplier_id: number | null;
  supplier_name: string | null;
}

export interface PriceHistoryEntry {
  id: number;
  created_at: string;
  old_unit_price: number;
  new_unit_price: number;
  old_cost_price: number;
  new_cost_price: number;
  change_reason: string;
  changed_by_email: string;
}

export interface PriceChange {
  unit_price_cents: number;
  cost_price_cents: number;
  change_reason: string;
}

const toItem = (row: InventoryRow): InventoryItem => ({
  id: row.id,
  name: row.name,
  quantity: row.quantity,
  unit_price: toKsh(row.unit_price_cents),
  cost_price: toKsh(row.cost_price_cents),
  supplier_id: row.supplier_id,
  supplier_name: row.supplier_name,
});

const toEntry = (row: PriceHistoryRow): PriceHistoryEntry => ({
  id: row.id,
  created_at: row.created_at,
  old_unit_price: toKsh(row.old_unit_price_cents),
  new_unit_price: toKsh(row.new_unit_price_cents),
  old_cost_price: toKsh(row.old_cost_price_cents),
  new_cost_price: toKsh(row.new_cost_price_cents),
  change_reason: row.change_reason,
  changed_by_email: row.changed_by_email,
});

export const INVENTORY_CSV_HEADER = [
  'Name',
  'Quantity',
  'Unit price (KSh)',
  'Cost price (KSh)',
  'Stock value (KSh)',
  'Supplier',
] as const;

const toCsvRow = (row: InventoryRow): CsvCell[] => [
  row.name,
  row.quantity,
  centsToPlainKsh(row.unit_price_cents),
  centsToPlainKsh(row.cost_price_cents),
  centsToPlainKsh(row.unit_price_cents * row.quantity),
  row.supplier_name,
];

const filterOf = (query: { q?: string; in_stock?: boolean }): InventoryFilter => ({
  search: query.q,
  inStock: query.in_stock,
});

export function inventoryService(db: Db, clock: Clock) {
  async function assertSupplier(trx: Db, supplierId: number | null) {
    if (supplierId !== null && !(await inventoryRepository(trx).lockSupplier(supplierId))) {
      throw badRequest(NO_SUCH_SUPPLIER);
    }
  }

  async function reload(trx: Db, id: number): Promise<InventoryItem> {
    const row = await inventoryRepository(trx).find(id);
    if (!row) throw notFound(NOT_FOUND);
    return toItem(row);
  }

  return {
    /** Every item by name: GET /inventory without parameters (spec §7). */
    list: async (): Promise<InventoryItem[]> => (await inventoryRepository(db).list()).map(toItem),

    /** At most `limit` items by name matching the search: the item picker's type-ahead. */
    search: async (query: {
      q?: string;
      in_stock?: boolean;
      limit: number;
    }): Promise<InventoryItem[]> =>
      (await inventoryRepository(db).matching(filterOf(query), null, query.limit))
        .slice(0, query.limit)
        .map(toItem),

    /** Every item matching the search as CSV rows, in keyset batches. */
    async *csvRows(query: { q?: string; in_stock?: boolean }): AsyncGenerator<CsvCell[][]> {
      for await (const batch of inBatches(
        (cursor, limit) => inventoryRepository(db).matching(filterOf(query), cursor, limit),
        (row) => row.name,
        CSV_BATCH_ROWS,
      )) {
        yield batch.map(toCsvRow);
      }
    },

    get: (id: number): Promise<InventoryItem> => reload(db, id),

    create: (input: InventoryInput): Promise<InventoryItem> =>
      db.transaction().execute(async (trx) => {
        await assertSupplier(trx, input.supplier_id);
        const id = await inventoryRepository(trx).insert(input, clock().toISOString());
        return reload(trx, id);
      }),

    update: (
      id: number,
      input: InventoryInput,
      changeReason: string | null,
      changedByEmail: string,
    ): Promise<InventoryItem> =>
      db.transaction().execute(async (trx) => {
        const items = inventoryRepository(trx);
        const current = await items.lockPrices(id);
        if (!current) throw notFound(NOT_FOUND);
        await assertSupplier(trx, input.supplier_id);
        const now = clock().toISOString();
        await items.update(id, input, now);
        if (
          current.unit_price_cents !== input.unit_price_cents ||
          current.cost_price_cents !== input.cost_price_cents
        ) {
          await priceHistoryRepository(trx).insert({
            inventory_id: id,
            old_unit_price_cents: current.unit_price_cents,
            new_unit_price_cents: input.unit_price_cents,
            old_cost_price_cents: current.cost_price_cents,
            new_cost_price_cents: input.cost_price_cents,
            change_reason: changeReason ?? EDIT_REASON,
            changed_by_email: changedByEmail,
            created_at: now,
          });
        }
        return reload(trx, id);
      }),

    async delete(id: number): Promise<void> {
      // Price history cascades; order and invoice lines keep their copied names (SET NULL).
      if (!(await inventoryRepository(db).delete(id))) throw notFound(NOT_FOUND);
    },

    async priceHistory(id: number): Promise<PriceHistoryEntry[]> {
      if (!(await inventoryRepository(db).find(id))) throw notFound(NOT_FOUND);
      return (await priceHistoryRepository(db).listForItem(id)).map(toEntry);
    },

    /** Sets new prices and records why, as one write: an entry never exists without its change. */
    changePrices: (
      id: number,
      change: PriceChange,
      changedByEmail: string,
    ): Promise<{ item: InventoryItem; entry: PriceHistoryEntry }> =>
      db.transaction().execute(async (trx) => {
        const items = inventoryRepository(trx);
        const current = await items.lockPrices(id);
        if (!current) throw notFound(NOT_FOUND);
        const now = clock().toISOString();
        await items.updatePrices(
          id,
          { unit_price_cents: change.unit_price_cents, cost_price_cents: change.cost_price_cents },
          now,
        );
        const entry = await priceHistoryRepository(trx).insert({
          inventory_id: id,
          old_unit_price_cents: current.unit_price_cents,
          new_unit_price_cents: change.unit_price_cents,
          old_cost_price_cents: current.cost_price_cents,
          new_cost_price_cents: change.cost_price_cents,
          change_reason: change.change_reason,
          changed_by_email: changedByEmail,
          created_at: now,
        });
        return { item: await reload(trx, id), entry: toEntry(entry) };
      }),
  };
}
