import type { SignedInActor } from '../audit/audit.service.ts';
import { recordDocumentMade } from '../audit/document-made.ts';
import type { Db } from '../db/database.ts';
import { heldRows } from '../db/hold-row.ts';
import { badField } from '../http/api-error.ts';
import { businessDate, type Clock } from '../http/clock.ts';
import { assertWholeUnits } from '../http/quantity.ts';
import { formatKsh } from '../money.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import { namedSupplier } from '../supplier-documents/named-supplier.ts';
import { costedLineAmounts } from '../supplier-documents/new-supplier-document.ts';
import { purchaseOrderRepository } from './purchase-order.repository.ts';
import type { PurchaseOrderInput } from './purchase-orders.schema.ts';

/**
 * POST /purchase-orders inside the caller's transaction: the order, a draft, gets the next
 * PO number (the counter row's lock keeps the numbers gapless under concurrent requests).
 * One line per item, so what came in against each item is one figure.
 */
export function createPurchaseOrder(clock: Clock, timeZone: string) {
  return async (trx: Db, input: PurchaseOrderInput, actor: SignedInActor): Promise<number> => {
    const at = clock();
    const today = businessDate(at, timeZone);
    const supplier = await namedSupplier(trx, input.supplier_id);
    if (input.expected_on !== null && input.expected_on < today)
      throw badField('expected_on', 'must not be before today');

    const ids = input.lines.map((line) => line.inventory_id);
    const items = new Map(
      (
        await trx
          .selectFrom('inventory_items')
          .select(['id', 'name', 'unit', 'sells_in_fractions'])
          .where('id', 'in', ids)
          .$call(heldRows(trx, 'key share'))
          .execute()
      ).map((item) => [item.id, item]),
    );
    const seen = new Set<number>();
    input.lines.forEach((line, index) => {
      const item = items.get(line.inventory_id);
      if (!item) throw badField(`lines.${index}.inventory_id`, 'no such inventory item');
      if (seen.has(line.inventory_id))
        throw badField(`lines.${index}.inventory_id`, `${item.name} is already on the order`);
      seen.add(line.inventory_id);
      assertWholeUnits(
        { ...item, sells_in_fractions: Boolean(item.sells_in_fractions) },
        { [`lines.${index}.quantity`]: line.quantity_milli },
      );
    });
    const { amounts, totalCents: total } = costedLineAmounts(input.lines);

    const repo = purchaseOrderRepository(trx);
    const number = await counterRepository(trx).nextNumber('purchase_order');
    const id = await repo.insert({
      po_number: number,
      supplier_id: supplier.id,
      status: 'draft',
      expected_on: input.expected_on,
      note: input.note,
      total_cost_cents: total,
      created_by: actor.id,
      created_at: at.toISOString(),
      sent_at: null,
      sent_by: null,
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
    });
    await repo.insertLines(
      input.lines.map((line, index) => {
        const item = items.get(line.inventory_id)!;
        return {
          purchase_order_id: id,
          inventory_id: item.id,
          item_name: item.name,
          unit: item.unit,
          quantity_milli: line.quantity_milli,
          unit_cost_cents: line.unit_cost,
          amount_cents: amounts[index]!,
        };
      }),
    );
    await recordDocumentMade(trx, {
      actor,
      action: 'purchase_order.made',
      entity: 'purchase_order',
      entityId: id,
      summary: `${number} to ${supplier.name}: ${input.lines.length} line${input.lines.length === 1 ? '' : 's'}, ${formatKsh(total)} at cost`,
      dated: today,
      madeAt: at,
      timeZone,
    });
    return id;
  };
}
