import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../http/api-error.ts';
import { orderRepository } from './order.repository.ts';

export interface StockLine {
  /** The inventory item's id. */
  id: number;
  quantity: number;
  /** The line's place in the request, to name it when the item does not exist. */
  index: number;
}

export interface TakenItem {
  name: string;
  unit_price_cents: number;
}

/**
 * Takes what a sale (an order, or a manual invoice's inventory lines) sells out of stock,
 * inside the caller's transaction so a refusal anywhere leaves stock untouched. Each item is one
 * conditional UPDATE (`quantity >= wanted`), so two tills selling the last units cannot both
 * succeed on either database; items are taken in id order so two sales over the same items
 * cannot deadlock each other. Lines for the same item are taken together.
 * Answers each item's name and current shelf price; a shortage is a 409 naming the item.
 */
export async function takeStock(
  trx: Db,
  lines: readonly StockLine[],
): Promise<Map<number, TakenItem>> {
  const repo = orderRepository(trx);
  const wanted = new Map<number, StockLine>();
  for (const line of lines) {
    const earlier = wanted.get(line.id);
    wanted.set(
      line.id,
      earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : line,
    );
  }
  const taken = new Map<number, TakenItem>();
  for (const line of [...wanted.values()].sort((a, b) => a.id - b.id)) {
    const item = await repo.takeStock(line.id, line.quantity);
    if (!item) {
      const stock = await repo.stockLevel(line.id);
      if (!stock) throw badRequest(`items.${line.index}.id: no such inventory item`);
      throw conflict(`Not enough stock for ${stock.name}: ${stock.quantity} left`);
    }
    taken.set(line.id, { name: item.name, unit_price_cents: Number(item.unit_price_cents) });
  }
  return taken;
}
