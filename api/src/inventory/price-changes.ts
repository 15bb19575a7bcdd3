import { type Actor, recordAudit } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { toKsh } from '../money.ts';
import { historyEntry, priceChangeEvent } from '../stock/price-change.ts';
import { type PriceHistoryRow, priceHistoryRepository } from '../stock/price-history.repository.ts';
import { inventoryRepository } from './inventory.repository.ts';
import type { InventoryItem, PriceHistoryEntry } from './inventory.schema.ts';
import { lockItem, NOT_FOUND, reloadItem } from './inventory-item.ts';

export interface PriceChange {
  unit_price_cents: number;
  cost_price_cents: number;
  change_reason: string;
}

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

export function priceChanges(db: Db, clock: Clock) {
  return {
    async priceHistory(id: number): Promise<PriceHistoryEntry[]> {
      if (!(await inventoryRepository(db).find(id))) throw notFound(NOT_FOUND);
      return (await priceHistoryRepository(db).listForItem(id)).map(toEntry);
    },

    /** The price changes of many items at once (the gateway's batched read), unknown ids none. */
    async priceHistories(ids: number[]): Promise<(PriceHistoryEntry & { inventory_id: number })[]> {
      return (await priceHistoryRepository(db).listForItems(ids)).map((row) => ({
        ...toEntry(row),
        inventory_id: row.inventory_id,
      }));
    },

    /** Sets new prices and records why, as one write: an entry never exists without its change. */
    changePrices: (
      id: number,
      change: PriceChange,
      actor: Actor,
    ): Promise<{ item: InventoryItem; entry: PriceHistoryEntry }> =>
      db.transaction().execute(async (trx) => {
        const items = inventoryRepository(trx);
        const current = await lockItem(trx, id);
        const at = clock();
        const now = at.toISOString();
        await recordAudit(trx, at, priceChangeEvent(actor, current, change, change.change_reason));
        await items.updatePrices(
          id,
          { unit_price_cents: change.unit_price_cents, cost_price_cents: change.cost_price_cents },
          now,
        );
        const entry = await priceHistoryRepository(trx).insert(
          historyEntry(id, current, change, change.change_reason, actor, now),
        );
        return { item: await reloadItem(trx, id), entry: toEntry(entry) };
      }),
  };
}
