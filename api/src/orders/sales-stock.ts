import type { Db } from '../db/database.ts';
import { type MoveContext, type StockDocument, stockLedger } from '../stock/stock-ledger.ts';

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

export interface TakenStock {
  /** Each item's name and current shelf price. */
  items: Map<number, TakenItem>;
  /** Writes the sale's movements to the stock ledger, once its document exists. */
  record(document: StockDocument): Promise<void>;
}

/**
 * Takes what a sale (an order, or a manual invoice's inventory lines) sells out of stock,
 * inside the caller's transaction so a refusal anywhere leaves stock untouched. Each item is one
 * conditional UPDATE (stock-ledger.ts), so two tills selling the last units cannot both succeed
 * on either database; items are taken in id order so two sales over the same items cannot
 * deadlock each other. Lines for the same item are taken, and recorded, together.
 * A shortage is a 409 naming the item. The caller must `record` the movements in the same
 * transaction once the document has its number.
 */
export async function takeStock(
  trx: Db,
  lines: readonly StockLine[],
  kind: 'sale' | 'invoice',
  context: MoveContext,
): Promise<TakenStock> {
  const ledger = stockLedger(trx);
  const wanted = new Map<number, StockLine>();
  for (const line of lines) {
    const earlier = wanted.get(line.id);
    wanted.set(
      line.id,
      earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : line,
    );
  }
  const items = new Map<number, TakenItem>();
  const moves: { inventoryId: number; change: number; after: number }[] = [];
  for (const line of [...wanted.values()].sort((a, b) => a.id - b.id)) {
    const item = await ledger.change(
      { inventoryId: line.id, change: -line.quantity },
      { field: `items.${line.index}.id` },
    );
    items.set(line.id, { name: item.name, unit_price_cents: item.unit_price_cents });
    moves.push({ inventoryId: line.id, change: -line.quantity, after: item.quantity });
  }
  return {
    items,
    record: (document) =>
      ledger.recordAll(
        moves.map((move) => ({
          move: { inventoryId: move.inventoryId, change: move.change, kind, document },
          quantityAfter: move.after,
        })),
        context,
      ),
  };
}
