import { recordAudit, recordAudits, type SignedInActor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { ApiError, conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { formatKsh } from '../money.ts';
import { historyEntry, type Prices, priceChangeEvent } from '../stock/price-change.ts';
import { priceHistoryRepository } from '../stock/price-history.repository.ts';
import { type MovedItem, stockLedger } from '../stock/stock-ledger.ts';
import { goodsReceivedRepository } from './goods-received.repository.ts';
import type { GoodsReceivedNoteWithLines } from './goods-received.schema.ts';
import { GOODS_RECEIVED_NOT_FOUND } from './goods-received-answer.ts';
import { deliveredQuantities, takeBackFromOrder } from './purchase-order-receipts.ts';
import { averageCostWithout, type LoadNote } from './receive-goods.ts';

/**
 * POST /goods-received/{id}/reverse inside the caller's transaction: takes the delivery's
 * stock back out, refused (nothing changed) when an item has less left than it brought.
 * Each item's cost price goes back to the average without the delivery's goods
 * (`averageCostWithout`), with a price history entry naming the note, so stock at cost and the
 * stock ledger's average cost after the reversal (design.md §2b) no longer count them.
 */
export function reverseGoodsReceived(clock: Clock, load: LoadNote) {
  return async (
    trx: Db,
    id: number,
    reason: string,
    actor: SignedInActor,
  ): Promise<GoodsReceivedNoteWithLines> => {
    const repo = goodsReceivedRepository(trx);
    const note = await repo.lock(id);
    if (!note) throw notFound(GOODS_RECEIVED_NOT_FOUND);
    if (note.reversed_at) throw conflict(`${note.grn_number} is already reversed`);
    const at = clock();
    const now = at.toISOString();
    const ledger = stockLedger(trx);
    const document = { type: 'goods_received' as const, id, number: note.grn_number };
    const lines = (await repo.lines(id))
      .filter((line) => line.inventory_id !== null)
      .sort((a, b) => a.inventory_id! - b.inventory_id! || a.id - b.id);
    // Its order before any item, as a delivery against it locks them: what came in no longer counts.
    if (note.purchase_order_id !== null)
      await takeBackFromOrder(trx, note.purchase_order_id, deliveredQuantities(lines));
    const costChanges = await restoreCosts(trx, lines, now);
    for (const line of lines) {
      try {
        await ledger.move(
          {
            inventoryId: line.inventory_id!,
            changeMilli: -Number(line.quantity_milli),
            kind: 'goods_received_reversal',
            document,
            reason,
          },
          { userId: actor.id, at: now },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          throw conflict(`Cannot reverse ${note.grn_number}: ${error.message}`);
        }
        throw error;
      }
    }
    const costReason = `Goods received ${note.grn_number} reversed`;
    await priceHistoryRepository(trx).insertAll(
      costChanges.map(({ item, next }) =>
        historyEntry(item.id, item, next, costReason, actor, now),
      ),
    );
    await recordAudits(
      trx,
      at,
      costChanges.map(({ item, next }) => priceChangeEvent(actor, item, next, costReason)),
    );
    await repo.markReversed(id, { at: now, by: actor.id, reason });
    const reversed = await load(trx, id);
    await recordAudit(trx, at, {
      actor,
      action: 'goods.reversed',
      entity: 'goods_received',
      entityId: id,
      summary: `${note.grn_number} from ${reversed.supplier_name} reversed: its stock taken back out, ${formatKsh(Number(note.total_cost_cents))} at cost (${reason})`,
    });
    return reversed;
  };
}

/**
 * Sets each item's cost price back to its average without the note's lines, before the
 * movements that take them out are recorded (each reads the cost it leaves); answers the
 * items whose cost changed, for their history entries.
 */
async function restoreCosts(
  trx: Db,
  lines: readonly {
    inventory_id: number | null;
    quantity_milli: number;
    unit_cost_cents: number;
  }[],
  now: string,
) {
  const removed = new Map<number, { quantity: number; value: bigint }>();
  for (const line of lines) {
    const earlier = removed.get(line.inventory_id!) ?? { quantity: 0, value: 0n };
    removed.set(line.inventory_id!, {
      quantity: earlier.quantity + Number(line.quantity_milli),
      value: earlier.value + BigInt(line.quantity_milli) * BigInt(line.unit_cost_cents),
    });
  }
  const changes: { item: MovedItem; next: Prices }[] = [];
  for (const item of await stockLedger(trx).lockItems([...removed.keys()])) {
    const cost = averageCostWithout(
      { quantity: item.quantity_milli, costCents: item.cost_price_cents },
      removed.get(item.id)!,
    );
    if (cost === item.cost_price_cents) continue;
    await trx
      .updateTable('inventory_items')
      .set({ cost_price_cents: cost, updated_at: now })
      .where('id', '=', item.id)
      .execute();
    changes.push({
      item,
      next: { unit_price_cents: item.unit_price_cents, cost_price_cents: cost },
    });
  }
  return changes;
}
