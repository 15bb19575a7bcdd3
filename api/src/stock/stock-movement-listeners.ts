import type { Db } from '../db/database.ts';

/** A movement just written to the stock ledger, as a listener hears of it. */
export interface WrittenMovement {
  inventoryId: number;
  /** Thousandths of the item's unit, positive in, negative out. */
  changeMilli: number;
  kind: string;
  document?: { type: string; id: number; number: string } | null;
  quantityAfterMilli: number;
}

/** Hears of movements inside the transaction that wrote them (so its own rows commit with them). */
export type StockMovementListener = (
  trx: Db,
  movements: readonly WrittenMovement[],
  context: { userId: number | null; at: string },
) => Promise<void>;

const listeners = new Set<StockMovementListener>();

/**
 * The stock ledger's port (design.md §3): an integration (eTIMS reports every movement to KRA)
 * hears of each movement in the transaction that wrote it, and the ledger imports none of them.
 * The composition root (services.ts) adds the listeners; one added again is kept once. A set for
 * the process rather than an argument, because every module that moves stock builds its ledger
 * from the transaction alone (`stockLedger(trx)`), and a listener takes that transaction.
 */
export function listenToStockMovements(listener: StockMovementListener): void {
  listeners.add(listener);
}

/** Tells every listener of movements just written, in their transaction `trx`. */
export async function tellStockMovements(
  trx: Db,
  movements: readonly WrittenMovement[],
  context: { userId: number | null; at: string },
): Promise<void> {
  if (movements.length === 0) return;
  for (const listener of listeners) await listener(trx, movements, context);
}
