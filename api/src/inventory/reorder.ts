import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { assertWholeUnits, fromMilli, MILLI } from '../http/quantity.ts';
import { inventoryRepository } from './inventory.repository.ts';
import type { InventoryItem, ReorderGroup } from './inventory.schema.ts';
import { NOT_FOUND, reloadItem, toItem } from './inventory-item.ts';
import { LOW_STOCK_QUANTITY } from './inventory-query.ts';

/** Reorder levels, and the To reorder list: what is low, from whom, and how much to order. */

/**
 * What to order to bring an item back up, in thousandths: twice its reorder level less what is
 * there, so one delivery covers the level again with as much to spare (at least one unit).
 */
export const suggestedReorderMilli = (item: { quantityMilli: number; levelMilli: number }) =>
  Math.max(item.levelMilli * 2 - item.quantityMilli, MILLI);

// More than any shop reorders at once; the list is read by the low-stock index.
const MAX_REORDER_ITEMS = 1_000;

export function reorder(db: Db, clock: Clock) {
  return {
    /** The reorder level of one item: its own, or null for the shop-wide one. */
    async setReorderLevel(id: number, levelMilli: number | null): Promise<InventoryItem> {
      const item = await inventoryRepository(db).find(id);
      if (!item) throw notFound(NOT_FOUND);
      assertWholeUnits(
        {
          name: item.name,
          unit: item.unit,
          sells_in_fractions: Number(item.sells_in_fractions) === 1,
        },
        { reorder_level: levelMilli },
      );
      if (!(await inventoryRepository(db).setReorderLevel(id, levelMilli, clock().toISOString())))
        throw notFound(NOT_FOUND);
      return reloadItem(db, id);
    },

    /** Items at or below their reorder level, grouped by supplier, with what to order. */
    async toReorder(): Promise<ReorderGroup[]> {
      const groups = new Map<number | null, ReorderGroup>();
      for (const row of await inventoryRepository(db).toReorder(MAX_REORDER_ITEMS)) {
        const item = toItem(row);
        const levelMilli = row.reorder_level_milli ?? LOW_STOCK_QUANTITY * MILLI;
        const group = groups.get(item.supplier_id) ?? {
          supplier_id: item.supplier_id,
          supplier_name: item.supplier_name,
          items: [],
        };
        group.items.push({
          ...item,
          suggested_quantity: fromMilli(
            suggestedReorderMilli({
              quantityMilli: Number(row.quantity_milli),
              levelMilli: Number(levelMilli),
            }),
          ),
        });
        groups.set(item.supplier_id, group);
      }
      // Items without a supplier last: nobody to order them from yet.
      return [...groups.values()].sort(
        (a, b) => Number(a.supplier_id === null) - Number(b.supplier_id === null),
      );
    },
  };
}
