import { recordAudits, type SignedInActor } from '../audit/audit.service.ts';
import { recordDocumentMade } from '../audit/document-made.ts';
import type { Db } from '../db/database.ts';
import { badField } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { assertWholeUnits, MAX_QUANTITY_MILLI } from '../http/quantity.ts';
import { formatKsh } from '../money.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import { historyEntry, priceChangeEvent } from '../stock/price-change.ts';
import { priceHistoryRepository } from '../stock/price-history.repository.ts';
import { stockLedger, tooMuchStock } from '../stock/stock-ledger.ts';
import { namedSupplier } from '../supplier-documents/named-supplier.ts';
import { costedLineAmounts, documentDay } from '../supplier-documents/new-supplier-document.ts';
import { goodsReceivedRepository } from './goods-received.repository.ts';
import type { GoodsReceivedInput, GoodsReceivedNoteWithLines } from './goods-received.schema.ts';
import { deliveredQuantities, receiveAgainstOrder } from './purchase-order-receipts.ts';

/** Reads a note with its lines through the transaction that wrote it. */
export type LoadNote = (trx: Db, id: number) => Promise<GoodsReceivedNoteWithLines>;

/**
 * The cost of one unit on the shelf after a delivery, weighted by quantity:
 * (stock before × cost before + value received) ÷ stock after, rounded half up to the cent,
 * where the value received is Σ quantity × unit cost of the item's lines, unrounded. Quantities
 * may be in any one measure (the API passes thousandths, so 0.5 kg weighs what it should).
 * Worked in BigInt, since stock × cost can pass 2^53 for absurd but accepted figures. With
 * nothing on the shelf before, the delivery's own average is the cost.
 */
export function weightedAverageCost(
  before: { quantity: number; costCents: number },
  received: { quantity: number; value: bigint },
): number {
  const stock = BigInt(Math.max(before.quantity, 0));
  const total = stock + BigInt(received.quantity);
  const value = stock * BigInt(before.costCents) + received.value;
  const floor = value / total;
  return Number((value % total) * 2n >= total ? floor + 1n : floor);
}

/**
 * The cost of one unit after a delivery is taken back out: the average with the delivery's
 * value removed, (stock × cost − value taken out) ÷ stock left, half up to the cent, so a
 * delivery received and reversed leaves the cost where it was (to the cent) when nothing else
 * moved between. With nothing left, or less value than the delivery's (goods sold at an average
 * that included it), the cost stays: there is no better figure.
 */
export function averageCostWithout(
  now: { quantity: number; costCents: number },
  removed: { quantity: number; value: bigint },
): number {
  const left = BigInt(now.quantity - removed.quantity);
  const value = BigInt(now.quantity) * BigInt(now.costCents) - removed.value;
  if (left <= 0n || value < 0n) return now.costCents;
  const floor = value / left;
  return Number((value % left) * 2n >= left ? floor + 1n : floor);
}

/**
 * POST /goods-received inside the caller's transaction `trx`: the stock comes in, each
 * item's cost price moves to the weighted average (with a price history entry naming the
 * note), and the note gets the next number, all or nothing.
 */
export function receiveGoods(clock: Clock, timeZone: string, load: LoadNote) {
  return async (
    trx: Db,
    input: GoodsReceivedInput,
    actor: SignedInActor,
  ): Promise<GoodsReceivedNoteWithLines> => {
    const at = clock();
    const now = at.toISOString();
    const receivedOn = documentDay(input.received_on, 'received_on', at, timeZone);
    await namedSupplier(trx, input.supplier_id);

    const { amounts, totalCents: totalCostCents } = costedLineAmounts(input.lines);
    // The order first: deliveries against it queue on its lock before any item's.
    const delivered = input.purchase_order_id
      ? await receiveAgainstOrder(
          trx,
          input.purchase_order_id,
          input.supplier_id,
          deliveredQuantities(input.lines),
          input.allow_over_receipt,
        )
      : null;
    const repo = goodsReceivedRepository(trx);
    const number = await counterRepository(trx).nextNumber('goods_received');
    const id = await repo.insert({
      grn_number: number,
      supplier_id: input.supplier_id,
      received_on: receivedOn,
      supplier_invoice_number: input.supplier_invoice_number,
      note: input.note,
      purchase_order_id: input.purchase_order_id,
      total_cost_cents: totalCostCents,
      created_by: actor.id,
      created_at: now,
    });

    // Each item once, however many lines name it, locked in id order (two deliveries of the
    // same items cannot deadlock) and written back in one statement: a note costs a dozen
    // statements whatever its length (docs/benchmarks.md, "Stock").
    const received = new Map<number, { quantity: number; value: bigint; line: number }>();
    input.lines.forEach((line, index) => {
      const earlier = received.get(line.inventory_id);
      received.set(line.inventory_id, {
        quantity: (earlier?.quantity ?? 0) + line.quantity_milli,
        value: (earlier?.value ?? 0n) + BigInt(line.quantity_milli) * BigInt(line.unit_cost),
        line: earlier?.line ?? index,
      });
    });
    const ledger = stockLedger(trx);
    const items = new Map(
      (await ledger.lockItems([...received.keys()])).map((item) => [item.id, item]),
    );
    input.lines.forEach((line, index) => {
      const item = items.get(line.inventory_id);
      if (!item) throw badField(`lines.${index}.inventory_id`, 'no such inventory item');
      assertWholeUnits(item, { [`lines.${index}.quantity`]: line.quantity_milli });
    });
    for (const [id, { line, quantity }] of received) {
      const item = items.get(id)!;
      if (item.quantity_milli + quantity > MAX_QUANTITY_MILLI)
        throw badField(`lines.${line}.quantity`, tooMuchStock(item.name));
    }
    const document = { type: 'goods_received' as const, id, number };
    const reason = `Goods received ${number}`;
    const moved = [...items.values()].map((item) => {
      const delivery = received.get(item.id)!;
      return {
        item,
        quantityMilli: item.quantity_milli + delivery.quantity,
        changeMilli: delivery.quantity,
        costCents: weightedAverageCost(
          { quantity: item.quantity_milli, costCents: item.cost_price_cents },
          delivery,
        ),
      };
    });
    await repo.setStockAndCosts(moved, now);
    await ledger.recordAll(
      moved.map(({ item, changeMilli, quantityMilli }) => ({
        move: { inventoryId: item.id, changeMilli, kind: 'goods_received', document },
        quantityAfterMilli: quantityMilli,
      })),
      { userId: actor.id, at: now },
    );
    const costChanges = moved
      .filter(({ item, costCents }) => costCents !== item.cost_price_cents)
      .map(({ item, costCents }) => ({
        item,
        next: { unit_price_cents: item.unit_price_cents, cost_price_cents: costCents },
      }));
    await priceHistoryRepository(trx).insertAll(
      costChanges.map(({ item, next }) => historyEntry(item.id, item, next, reason, actor, now)),
    );
    await recordAudits(
      trx,
      at,
      costChanges.map(({ item, next }) => priceChangeEvent(actor, item, next, reason)),
    );
    await repo.insertLines(
      input.lines.map((line, index) => ({
        grn_id: id,
        inventory_id: line.inventory_id,
        item_name: items.get(line.inventory_id)!.name,
        quantity_milli: line.quantity_milli,
        unit: items.get(line.inventory_id)!.unit,
        unit_cost_cents: line.unit_cost,
        amount_cents: amounts[index]!,
      })),
    );
    const posted = await load(trx, id);
    // Stock that came in is the owner's to check against the supplier's invoice: a delivery
    // recorded and reversed again would otherwise leave no trace outside the ledger.
    await recordDocumentMade(trx, {
      actor,
      action: 'goods.received',
      entity: 'goods_received',
      entityId: id,
      summary: `${number} from ${posted.supplier_name}${delivered ? ` against ${delivered.number}` : ''}: ${posted.line_count} line${posted.line_count === 1 ? '' : 's'}, ${formatKsh(totalCostCents)} at cost${input.supplier_invoice_number ? ` (supplier's invoice ${input.supplier_invoice_number})` : ''}`,
      dated: receivedOn,
      madeAt: at,
      timeZone,
    });
    return posted;
  };
}
