import { recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { ApiError, conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { formatKsh } from '../money.ts';
import { stockLedger } from '../stock/stock-ledger.ts';
import { goodsReceivedRepository } from './goods-received.repository.ts';
import type { GoodsReceivedNoteWithLines } from './goods-received.schema.ts';
import { GOODS_RECEIVED_NOT_FOUND } from './goods-received-answer.ts';
import type { LoadNote } from './receive-goods.ts';

/**
 * POST /goods-received/{id}/reverse inside the caller's transaction: takes the delivery's
 * stock back out, refused (nothing changed) when an item has less left than it brought.
 * Cost prices stay where the delivery moved them; a manager corrects one by hand with a
 * reason if it matters.
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
