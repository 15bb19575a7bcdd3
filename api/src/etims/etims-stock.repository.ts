import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { EtimsStockReportsTable } from '../db/schema.ts';
import type { TaxBand } from '../money.ts';
import type { WrittenMovement } from '../stock/stock-movement-listeners.ts';
import type { Branch } from './etims-outbox.repository.ts';
import { etimsBranchIfOn } from './etims-settings.ts';
import { kraQuantityUnitOf } from './kra-quantity-units.ts';

export type StockReportRow = Selectable<EtimsStockReportsTable>;

/** One item's movement as KRA hears of it, kept as the stock moved. */
export interface StockReportLine {
  inventory_id: number;
  name: string;
  /** Thousandths of the item's unit, positive in, negative out. */
  change_milli: number;
  /** What the item had left after this movement: saveStockMaster's `rsdQty`. */
  quantity_after_milli: number;
  cost_price_cents: number;
  unit_price_cents: number;
  tax_band: TaxBand;
  kra_item_class_code: string | null;
  kra_packaging_unit: string | null;
  kra_quantity_unit: string | null;
}

/**
 * KRA's stock in/out type (code class 12) for a movement of the ledger: 02 purchase in, 03
 * return in (a credit note), 11 sale out, 12 return out (goods sent back to the supplier), 06
 * and 16 adjustment in and out (counts, corrections, opening stock, a void or cancellation
 * putting a sale's goods back).
 */
export function stockIoType(kind: string, changeMilli: number): string {
  const incoming = changeMilli > 0;
  switch (kind) {
    case 'sale':
    case 'invoice':
      return incoming ? '06' : '11';
    case 'credit_note':
      return incoming ? '03' : '16';
    case 'goods_received':
      return incoming ? '02' : '16';
    case 'goods_received_reversal':
      return incoming ? '06' : '12';
    default:
      return incoming ? '06' : '16';
  }
}

/** Whether a report follows a sale or a credit note KRA must sign first. */
export const followsASale = (report: Pick<StockReportRow, 'kind'>) =>
  report.kind === 'sale' || report.kind === 'invoice' || report.kind === 'credit_note';

/**
 * Queues the stock report of movements just written, in their transaction, when eTIMS is on:
 * one report per document and stock in/out type. Nothing when eTIMS is off. It listens to the
 * stock ledger (stock-movement-listeners.ts), wired by the composition root.
 */
export async function queueStockReports(
  trx: Db,
  movements: readonly WrittenMovement[],
  context: { userId: number | null; at: string },
): Promise<void> {
  if (movements.length === 0) return;
  const branch = await etimsBranchIfOn(trx);
  if (!branch) return;
  const ids = [...new Set(movements.map((m) => m.inventoryId))];
  const items = new Map(
    (
      await trx
        .selectFrom('inventory_items')
        .select([
          'id',
          'name',
          'unit',
          'cost_price_cents',
          'unit_price_cents',
          'tax_band',
          'kra_item_class_code',
          'kra_packaging_unit',
          'kra_quantity_unit',
        ])
        .where('id', 'in', ids)
        .execute()
    ).map((item) => [Number(item.id), item]),
  );
  const groups = new Map<string, { first: WrittenMovement; lines: StockReportLine[] }>();
  for (const movement of movements) {
    const item = items.get(movement.inventoryId);
    if (!item || movement.changeMilli === 0) continue;
    const type = stockIoType(movement.kind, movement.changeMilli);
    const key = `${movement.kind}/${type}`;
    const group = groups.get(key) ?? { first: movement, lines: [] };
    group.lines.push({
      inventory_id: movement.inventoryId,
      name: item.name,
      change_milli: movement.changeMilli,
      quantity_after_milli: movement.quantityAfterMilli,
      cost_price_cents: Number(item.cost_price_cents),
      unit_price_cents: Number(item.unit_price_cents),
      tax_band: item.tax_band,
      kra_item_class_code: item.kra_item_class_code,
      kra_packaging_unit: item.kra_packaging_unit,
      // Resolved now, as the sale's line is: the report names the item code the sale did.
      kra_quantity_unit: kraQuantityUnitOf(item.unit, item.kra_quantity_unit),
    });
    groups.set(key, group);
  }
  for (const [key, { first, lines }] of groups) {
    await trx
      .insertInto('etims_stock_reports')
      .values({
        tin: branch.tin,
        bhf_id: branch.bhfId,
        kind: first.kind,
        sar_ty_cd: key.split('/')[1]!,
        occurred_at: context.at,
        document_type: first.document?.type ?? null,
        document_id: first.document?.id ?? null,
        document_number: first.document?.number ?? null,
        recorded_by: context.userId,
        lines: JSON.stringify(lines),
        state: 'waiting',
        next_attempt_at: context.at,
        queued_at: context.at,
      })
      .execute();
  }
}

/** The stock reports' queue (0018), read and moved on by the outbox's sender. */
export function etimsStockRepository(db: Db) {
  return {
    /**
     * What staff may need to see: every branch's refused reports and those still waiting,
     * oldest first, at most `limit` (sent ones grow with trading and need nothing), and how many
     * of each there are.
     */
    async unsent(limit: number) {
      const [items, counts] = await Promise.all([
        db
          .selectFrom('etims_stock_reports')
          .selectAll()
          .where('state', 'in', ['refused', 'waiting'])
          .orderBy('id')
          .limit(limit)
          .execute(),
        db
          .selectFrom('etims_stock_reports')
          .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
          .where('state', 'in', ['refused', 'waiting'])
          .groupBy('state')
          .execute(),
      ]);
      const count = (state: string) => Number(counts.find((c) => c.state === state)?.count ?? 0);
      return { items, waiting: count('waiting'), refused: count('refused') };
    },

    find: (id: number): Promise<StockReportRow | undefined> =>
      db.selectFrom('etims_stock_reports').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * A refused report back in its branch's line, in its place (the line goes by when the stock
     * moved), under the branch's next sarNo; a waiting one is due now. Its quantities stay as the
     * stock moved, but each line takes its item's KRA codes as they are now: what KRA refuses is
     * most often an item's code, which staff correct on the item before they retry.
     */
    async requeue(report: StockReportRow, at: string): Promise<void> {
      const lines = JSON.parse(report.lines) as StockReportLine[];
      const ids = [...new Set(lines.map((line) => line.inventory_id))];
      const items =
        ids.length === 0
          ? []
          : await db
              .selectFrom('inventory_items')
              .select([
                'id',
                'unit',
                'kra_item_class_code',
                'kra_packaging_unit',
                'kra_quantity_unit',
              ])
              .where('id', 'in', ids)
              .execute();
      const codes = new Map(items.map((item) => [item.id, item]));
      const current = lines.map((line) => {
        const item = codes.get(line.inventory_id);
        return item
          ? {
              ...line,
              kra_item_class_code: item.kra_item_class_code,
              kra_packaging_unit: item.kra_packaging_unit,
              kra_quantity_unit: kraQuantityUnitOf(item.unit, item.kra_quantity_unit),
            }
          : line;
      });
      await db
        .updateTable('etims_stock_reports')
        .set({ state: 'waiting', next_attempt_at: at, lines: JSON.stringify(current) })
        .where('id', '=', report.id)
        .where('state', '!=', 'sent')
        .execute();
    },

    /** The branch's waiting reports in the order they were queued. */
    waiting: (branch: Branch): Promise<StockReportRow[]> =>
      db
        .selectFrom('etims_stock_reports')
        .selectAll()
        .where('tin', '=', branch.tin)
        .where('bhf_id', '=', branch.bhfId)
        .where('state', '=', 'waiting')
        .orderBy('id')
        .execute(),

    /** The sarNo a report goes under: the one it was sent with before, or the branch's next. */
    async sarNoFor(report: StockReportRow): Promise<number> {
      if (report.sar_no !== null) return Number(report.sar_no);
      const branch = await db
        .selectFrom('etims_branches')
        .select('last_sar_no')
        .where('tin', '=', report.tin)
        .where('bhf_id', '=', report.bhf_id)
        .executeTakeFirstOrThrow();
      const sarNo = Number(branch.last_sar_no) + 1;
      await db
        .updateTable('etims_stock_reports')
        .set({ sar_no: sarNo })
        .where('id', '=', report.id)
        .execute();
      return sarNo;
    },

    /** KRA stored the report under its sarNo: the branch's counter moves on to it. */
    async markSent(report: StockReportRow, sarNo: number, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('etims_stock_reports')
          // Sent is sent: an earlier attempt's message is history, as for a signed document.
          .set((eb) => ({
            state: 'sent',
            sent_at: at,
            attempts: eb('attempts', '+', 1),
            last_error: null,
          }))
          .where('id', '=', report.id)
          .execute();
        await trx
          .updateTable('etims_branches')
          .set({ last_sar_no: sarNo })
          .where('tin', '=', report.tin)
          .where('bhf_id', '=', report.bhf_id)
          .execute();
      });
    },

    /** KRA refused it: its sarNo goes back (KRA stored nothing under it). */
    async refuse(report: StockReportRow, message: string): Promise<void> {
      await db
        .updateTable('etims_stock_reports')
        .set((eb) => ({
          state: 'refused',
          sar_no: null,
          last_error: message,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', report.id)
        .execute();
    },

    async markFailed(report: StockReportRow, message: string, nextAttemptAt: string) {
      await db
        .updateTable('etims_stock_reports')
        .set((eb) => ({
          last_error: message,
          next_attempt_at: nextAttemptAt,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', report.id)
        .execute();
    },

    /** Why a report waits, noted on it (a sale KRA has not signed yet). */
    async note(report: StockReportRow, message: string): Promise<void> {
      if (report.last_error === message) return;
      await db
        .updateTable('etims_stock_reports')
        .set({ last_error: message })
        .where('id', '=', report.id)
        .execute();
    },
  };
}
