import type { Db } from '../db/database.ts';
import type { InventoryInput } from '../inventory/inventory.repository.ts';
import { openingBalancesRepository } from '../opening-balances/opening-balances.repository.ts';
import type { CustomerInput } from '../parties/party.repository.ts';
import type { ImportKind } from './import-columns.ts';
import { nameKey } from './import-rows.ts';

/** What an import matches its rows against, read once per file. */
export interface ExistingRecords {
  /** The kind's records by normalised name (the first by id when two share one). */
  byName: Map<string, number>;
  /** Items by barcode (inventory only). */
  itemsByBarcode: Map<string, number>;
  /** Suppliers by normalised name, for an item row's supplier. */
  suppliersByName: Map<string, number>;
  /** The opening balance (its number) each customer or supplier has (parties only). */
  openingBalances: Map<number, string>;
}

// Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement (an item row
// has 15), and SQLite 32,766.
const BATCH = 500;

/** New rows written BATCH at a time by `insert`; their ids in the order given. */
async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: readonly T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await insert(rows.slice(i, i + BATCH));
    // Both databases return a multi-row INSERT's rows in the order of its VALUES.
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

const byName = (rows: readonly { id: number; name: string }[]) => {
  const map = new Map<string, number>();
  for (const row of rows) if (!map.has(nameKey(row.name))) map.set(nameKey(row.name), row.id);
  return map;
};

export function importsRepository(db: Db) {
  return {
    async existing(kind: ImportKind): Promise<ExistingRecords> {
      const suppliers = await db
        .selectFrom('suppliers')
        .select(['id', 'name'])
        .orderBy('id')
        .execute();
      if (kind === 'suppliers')
        return {
          byName: byName(suppliers),
          itemsByBarcode: new Map(),
          suppliersByName: byName(suppliers),
          openingBalances: await openingBalancesRepository(db).held('suppliers'),
        };
      if (kind === 'customers') {
        const customers = await db
          .selectFrom('customers')
          .select(['id', 'name'])
          .orderBy('id')
          .execute();
        return {
          byName: byName(customers),
          itemsByBarcode: new Map(),
          suppliersByName: byName(suppliers),
          openingBalances: await openingBalancesRepository(db).held('customers'),
        };
      }
      const items = await db
        .selectFrom('inventory_items')
        .select(['id', 'name', 'barcode'])
        .orderBy('id')
        .execute();
      const itemsByBarcode = new Map<string, number>();
      for (const item of items) if (item.barcode) itemsByBarcode.set(item.barcode, item.id);
      return {
        byName: byName(items),
        itemsByBarcode,
        suppliersByName: byName(suppliers),
        openingBalances: new Map(),
      };
    },

    /** New items in multi-row INSERTs; their ids in the order given. */
    insertItems: (items: readonly InventoryInput[], now: string): Promise<number[]> =>
      insertInBatches(items, (batch) =>
        db
          .insertInto('inventory_items')
          .values(
            // Every column of every row, with a new item's defaults (those of Add Item): a row
            // leaving one out would be written DEFAULT, which SQLite's VALUES does not take.
            batch.map((item) => ({
              name: item.name,
              quantity_milli: item.quantity_milli,
              unit_price_cents: item.unit_price_cents,
              cost_price_cents: item.cost_price_cents,
              supplier_id: item.supplier_id,
              reorder_level_milli: item.reorder_level_milli ?? null,
              unit: item.unit ?? 'pcs',
              sells_in_fractions: item.sells_in_fractions ? 1 : 0,
              tax_band: item.tax_band ?? 'B',
              kra_item_class_code: item.kra_item_class_code ?? null,
              kra_packaging_unit: item.kra_packaging_unit ?? 'NT',
              kra_quantity_unit: item.kra_quantity_unit ?? 'U',
              barcode: item.barcode ?? null,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning('id')
          .execute(),
      ),

    /**
     * New customers or suppliers in multi-row INSERTs (a supplier row carries no KRA PIN); their
     * ids in the order given.
     */
    insertParties: (
      table: 'customers' | 'suppliers',
      parties: readonly CustomerInput[],
      now: string,
    ): Promise<number[]> =>
      insertInBatches(parties, (batch) =>
        db
          .insertInto(table)
          .values(
            batch.map(({ name, contact, address, kra_pin }) => ({
              name,
              contact,
              address,
              kra_pin: kra_pin ?? null,
              created_at: now,
            })),
          )
          .returning('id')
          .execute(),
      ),

    async updateParty(
      table: 'customers' | 'suppliers',
      id: number,
      changes: Partial<CustomerInput>,
    ): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.updateTable(table).set(changes).where('id', '=', id).execute();
    },
  };
}
