import { type Actor, recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { badField, conflict, notFound } from '../http/api-error.ts';
import { businessDate, businessTime, type Clock, dayMonthYear } from '../http/clock.ts';
import { type CsvCell, csvRowsInBatches } from '../http/csv.ts';
import { type ListPage, readFilteredPage } from '../http/page-query.ts';
import {
  assertWholeUnits,
  formatQuantity,
  fromMilli,
  lineAmountCents,
  quantityInUnit,
} from '../http/quantity.ts';
import { toKsh } from '../money.ts';
import { type MovementRow, stockRepository } from './stock.repository.ts';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentInput,
  type CountInput,
  type CountResult,
  MOVEMENT_SORTS,
  type MovementsPageQuery,
  type StockMovement,
} from './stock.schema.ts';
import { stockCountRepository } from './stock-count.repository.ts';
import { type MovementKind, stockLedger } from './stock-ledger.ts';

const ITEM_NOT_FOUND = 'Inventory item not found';

export type { CountResult, StockMovement } from './stock.schema.ts';

/** What a movement of each kind is called on screen and in the export. */
export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  opening: 'Opening stock',
  sale: 'Sold (order)',
  invoice: 'Sold (invoice)',
  invoice_void: 'Invoice voided',
  credit_note: 'Returned on a credit note',
  order_cancelled: 'Order cancelled',
  goods_received: 'Goods received',
  goods_received_reversal: 'Goods received, reversed',
  adjustment: 'Adjustment',
  count: 'Stock count',
  edit: 'Edited',
};

export const toMovement = (row: MovementRow): StockMovement => ({
  id: row.id,
  inventory_id: row.inventory_id,
  occurred_at: row.occurred_at,
  kind: row.kind as MovementKind,
  quantity_change: fromMilli(row.quantity_change_milli),
  quantity_after: fromMilli(row.quantity_after_milli),
  document:
    row.document_type && row.document_id !== null && row.document_number
      ? { type: row.document_type, id: row.document_id, number: row.document_number }
      : null,
  reason: row.reason,
  note: row.note,
  recorded_by_email: row.recorded_by_email,
});

export const MOVEMENTS_CSV_HEADER = [
  'Date',
  'Time',
  'Movement',
  'Document',
  'Change',
  'Quantity after',
  'Reason',
  'Note',
  'By',
] as const;

export function stockService(db: Db, clock: Clock, timeZone: string) {
  async function assertItem(trx: Db, id: number) {
    const item = await trx
      .selectFrom('inventory_items')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!item) throw notFound(ITEM_NOT_FOUND);
  }

  const toCsvRow = (row: MovementRow): CsvCell[] => {
    const at = new Date(row.occurred_at);
    return [
      dayMonthYear(businessDate(at, timeZone)),
      businessTime(at, timeZone),
      MOVEMENT_LABELS[row.kind as MovementKind],
      row.document_number,
      formatQuantity(Number(row.quantity_change_milli)),
      formatQuantity(Number(row.quantity_after_milli)),
      row.reason,
      row.note,
      row.recorded_by_email,
    ];
  };

  return {
    /** One page of an item's ledger, newest first, and how many movements it has in all. */
    async movements(id: number, query: MovementsPageQuery): Promise<ListPage<StockMovement>> {
      await assertItem(db, id);
      return readFilteredPage(
        stockRepository(db),
        id,
        query,
        MOVEMENT_SORTS.newest,
        (row) => row.id,
        toMovement,
      );
    },

    /** The item's whole ledger as CSV rows, newest first, in keyset batches. */
    async csvRows(id: number): Promise<AsyncGenerator<CsvCell[][]>> {
      await assertItem(db, id);
      return csvRowsInBatches(
        (cursor, limit) => stockRepository(db).page(id, cursor, limit),
        (row) => row.id,
        toCsvRow,
      );
    },

    /** POST /stock-adjustments, inside the caller's transaction `trx`. */
    async adjust(trx: Db, input: AdjustmentInput, actor: SignedInActor): Promise<StockMovement> {
      const at = clock();
      const { label } = ADJUSTMENT_REASONS[input.reason];
      const item = await stockLedger(trx).move(
        {
          inventoryId: input.inventory_id,
          changeMilli: input.quantity_change_milli,
          kind: 'adjustment',
          reason: label,
          note: input.note,
        },
        { userId: actor.id, at: at.toISOString() },
      );
      await auditStock(trx, at, actor, item, {
        before: item.quantity_milli - input.quantity_change_milli,
        after: item.quantity_milli,
        why: input.note ? `${label}: ${input.note}` : label,
        entityId: item.id,
      });
      const [latest] = await stockRepository(trx).page(item.id, null, 1);
      return toMovement(latest!);
    },

    /**
     * POST /stock-counts, inside the caller's transaction `trx`: every counted item whose
     * quantity differs is moved to what was counted, all or nothing. An item whose stock moved
     * since the count was reviewed (a sale meanwhile) refuses the whole count, naming it, so a
     * difference is never posted against a quantity nobody saw.
     */
    async count(trx: Db, input: CountInput, actor: SignedInActor): Promise<CountResult> {
      const at = clock();
      const ledger = stockLedger(trx);
      const items = new Map(
        (await ledger.lockItems(input.lines.map((line) => line.inventory_id))).map((item) => [
          item.id,
          item,
        ]),
      );
      input.lines.forEach((line, index) => {
        const item = items.get(line.inventory_id);
        if (!item) throw badField(`lines.${index}.inventory_id`, 'no such inventory item');
        assertWholeUnits(item, { [`lines.${index}.counted_quantity`]: line.counted_milli });
        if (item.quantity_milli !== line.expected_milli) {
          throw conflict(
            `Stock of ${item.name} changed since it was counted (${quantityInUnit(line.expected_milli, item.unit)} then, ${quantityInUnit(item.quantity_milli, item.unit)} now): review the count again`,
          );
        }
      });
      const lines: CountResult['lines'] = [];
      const kept: Parameters<ReturnType<typeof stockCountRepository>['insert']>[1] = [];
      let totalCents = 0;
      for (const line of [...input.lines].sort((a, b) => a.inventory_id - b.inventory_id)) {
        const item = items.get(line.inventory_id)!;
        const difference = line.counted_milli - line.expected_milli;
        // The one rounding rule for money from a quantity, per line.
        const valueCents = lineAmountCents(difference, item.cost_price_cents);
        totalCents += valueCents;
        kept.push({
          inventory_id: item.id,
          item_name: item.name,
          unit: item.unit,
          expected_milli: line.expected_milli,
          counted_milli: line.counted_milli,
          difference_cents: valueCents,
        });
        lines.push({
          inventory_id: item.id,
          item_name: item.name,
          expected_quantity: fromMilli(line.expected_milli),
          counted_quantity: fromMilli(line.counted_milli),
          difference: fromMilli(difference),
          difference_value: toKsh(valueCents),
        });
        if (difference === 0) continue;
        await ledger.move(
          {
            inventoryId: item.id,
            changeMilli: difference,
            kind: 'count',
            reason: 'Stock count',
            note: input.note,
          },
          { userId: actor.id, at: at.toISOString() },
        );
        await auditStock(trx, at, actor, item, {
          before: line.expected_milli,
          after: line.counted_milli,
          why: 'Stock count',
          entityId: item.id,
        });
      }
      const adjusted = lines.filter((line) => line.difference !== 0).length;
      // The count kept as one (0043), so past counts list what matched as well as what moved.
      const id = await stockCountRepository(trx).insert(
        {
          counted_at: at.toISOString(),
          counted_by: actor.id,
          note: input.note,
          items_counted: lines.length,
          items_differing: adjusted,
          difference_milli: input.lines.reduce(
            (sum, line) => sum + line.counted_milli - line.expected_milli,
            0,
          ),
          difference_cents: totalCents,
        },
        kept,
      );
      return {
        id,
        counted_at: at.toISOString(),
        lines,
        adjusted_items: adjusted,
        total_difference_value: toKsh(totalCents),
      };
    },
  };
}

/** A hand-made stock change in the audit trail, as the inline edit's are. */
function auditStock(
  trx: Db,
  at: Date,
  actor: Actor,
  item: { name: string; unit: string },
  change: { before: number; after: number; why: string; entityId: number },
): Promise<void> {
  const before = quantityInUnit(change.before, item.unit);
  const after = quantityInUnit(change.after, item.unit);
  return recordAudit(trx, at, {
    actor,
    action: 'stock.changed',
    entity: 'item',
    entityId: change.entityId,
    summary: `${item.name}: stock ${before} → ${after} (${change.why})`,
    changes: [{ field: 'Quantity', before, after }],
  });
}

export type StockService = ReturnType<typeof stockService>;
