import type { Db } from '../db/database.ts';
import { assertWholeUnits } from '../http/quantity.ts';
import type { TaxBand } from '../money.ts';
import { type MoveContext, type StockDocument, stockLedger } from '../stock/stock-ledger.ts';

export interface StockLine {
  /** The inventory item's id. */
  id: number;
  quantityMilli: number;
  /** The line's place in the request, to name it when the item does not exist. */
  index: number;
}

export interface TakenItem {
  name: string;
  unit: string;
  unit_price_cents: number;
  /** Its weighted-average cost per unit at this moment, what the sale's lines cost. */
  cost_price_cents: number;
  /** The band the sale's VAT is worked in for this item, and the line keeps. */
  tax_band: TaxBand;
}

export interface TakenStock {
  /** Each item's name, unit, current shelf price and cost, and tax band. */
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
 * A shortage is a 409 naming the item; a fraction of an item sold in whole units a 400. The
 * caller must `record` the movements in the same transaction once the document has its number.
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
      earlier ? { ...earlier, quantityMilli: earlier.quantityMilli + line.quantityMilli } : line,
    );
  }
  const items = new Map<number, TakenItem>();
  const moves: { inventoryId: number; changeMilli: number; afterMilli: number }[] = [];
  for (const line of [...wanted.values()].sort((a, b) => a.id - b.id)) {
    const item = await ledger.change(
      { inventoryId: line.id, changeMilli: -line.quantityMilli },
      { field: `items.${line.index}.id`, quantityField: `items.${line.index}.quantity` },
    );
    // Each line on its own: two halves of a piece on two lines make a whole the ledger passes.
    for (const each of lines.filter((other) => other.id === line.id)) {
      assertWholeUnits(item, { [`items.${each.index}.quantity`]: each.quantityMilli });
    }
    items.set(line.id, {
      name: item.name,
      unit: item.unit,
      unit_price_cents: item.unit_price_cents,
      cost_price_cents: item.cost_price_cents,
      tax_band: item.tax_band,
    });
    moves.push({
      inventoryId: line.id,
      changeMilli: -line.quantityMilli,
      afterMilli: item.quantity_milli,
    });
  }
  return {
    items,
    record: (document) =>
      ledger.recordAll(
        moves.map((move) => ({
          move: { inventoryId: move.inventoryId, changeMilli: move.changeMilli, kind, document },
          quantityAfterMilli: move.afterMilli,
        })),
        context,
      ),
  };
}
