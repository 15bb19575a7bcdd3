import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { CsvCell } from '../http/csv.ts';
import { formatQuantity, fromMilli, lineAmountCents } from '../http/quantity.ts';
import { centsToPlainKsh, toKsh } from '../money.ts';
import { type ReportContext, reportCsv } from './report-kit.ts';
import { reportDay } from './report-period.ts';

export const StockValuationRow = z
  .object({
    inventory_id: z.number().int(),
    name: z.string(),
    unit: z.string(),
    quantity: z.number().meta({ description: 'Held at the end of `as_of`, in the unit' }),
    average_cost: z.number().meta({
      description:
        'Weighted-average cost per unit then, KSh, as deliveries recorded it (net of input VAT for a VAT-registered shop)',
    }),
    value: z.number().meta({ description: 'At cost: quantity × average cost, KSh' }),
    shelf_price: z
      .number()
      .meta({ description: 'Shelf price per unit then, VAT included, KSh (price history)' }),
    shelf_value: z
      .number()
      .meta({ description: 'At shelf price, VAT included: quantity × shelf price, KSh' }),
  })
  .meta({ id: 'StockValuationRow' });
export type StockValuationRow = z.output<typeof StockValuationRow>;

/** GET /reports/stock-valuation: the stock held at the end of a day, at cost and at shelf price. */
export const StockValuationReport = z
  .object({
    as_of: reportDay.meta({ description: 'The business day valued, at its end' }),
    rows: z.array(StockValuationRow).meta({ description: 'Items held then, by name' }),
    total_value: z.number().meta({ description: 'Stock at cost, KSh' }),
    total_shelf_value: z
      .number()
      .meta({ description: 'Stock at shelf price, VAT included, KSh: not a cost' }),
  })
  .meta({ id: 'StockValuationReport' });
export type StockValuationReport = z.output<typeof StockValuationReport>;

interface HeldRow {
  inventory_id: number;
  name: string;
  unit: string;
  quantity_milli: number;
  average_cost_cents: number;
  shelf_price_cents: number;
}

/**
 * The stock held at the end of a day, read from the movement ledger: for each item its last
 * movement before `before` (found through the index of 0029), whose quantity after and
 * weighted-average cost after (0028) are what the item held and what it cost. An item valued
 * at cost is quantity × average cost, half up to the cent once per item (the rule of a line's
 * amount). The shelf price then is the price history's: the price the last change before
 * `before` set, else the price the first change after replaced, else today's (never changed).
 */
export async function stockHeld(db: Db, before: string): Promise<HeldRow[]> {
  // Each item's last movement is found once, in a CTE kept apart (MATERIALIZED) so the planner
  // neither runs that lookup twice per item nor hashes the whole ledger to join it back.
  const { rows } = await sql<HeldRow>`
    with held as materialized (
      select it.id as inventory_id, it.name, it.unit,
        coalesce(
          (select ph.new_unit_price_cents from price_history ph
            where ph.inventory_id = it.id and ph.created_at < ${before}
            order by ph.created_at desc, ph.id desc limit 1),
          (select ph.old_unit_price_cents from price_history ph
            where ph.inventory_id = it.id and ph.created_at >= ${before}
            order by ph.created_at, ph.id limit 1),
          it.unit_price_cents) as shelf_price_cents,
        (select last.id from stock_movements last
          where last.inventory_id = it.id and last.occurred_at < ${before}
          order by last.occurred_at desc, last.id desc limit 1) as movement_id
      from inventory_items it
    )
    select held.inventory_id, held.name, held.unit, held.shelf_price_cents,
      m.quantity_after_milli as quantity_milli, m.average_cost_cents
    from held join stock_movements m on m.id = held.movement_id
    where m.quantity_after_milli <> 0
    order by held.name, held.inventory_id`.execute(db);
  return rows.map((row) => ({
    inventory_id: Number(row.inventory_id),
    name: row.name,
    unit: row.unit,
    quantity_milli: Number(row.quantity_milli),
    average_cost_cents: Number(row.average_cost_cents),
    shelf_price_cents: Number(row.shelf_price_cents),
  }));
}

/** Each item valued at cost and at shelf price (cents), with the totals of both. */
function valuedStock(held: readonly HeldRow[]) {
  const rows = held.map((row) => ({
    ...row,
    value: lineAmountCents(row.quantity_milli, row.average_cost_cents),
    shelf: lineAmountCents(row.quantity_milli, row.shelf_price_cents),
  }));
  return {
    rows,
    total: rows.reduce((sum, row) => sum + row.value, 0),
    totalShelf: rows.reduce((sum, row) => sum + row.shelf, 0),
  };
}

export function stockValuation(asOf: string, held: readonly HeldRow[]): StockValuationReport {
  const { rows, total, totalShelf } = valuedStock(held);
  return {
    as_of: asOf,
    rows: rows.map((row) => ({
      inventory_id: row.inventory_id,
      name: row.name,
      unit: row.unit,
      quantity: fromMilli(row.quantity_milli),
      average_cost: toKsh(row.average_cost_cents),
      value: toKsh(row.value),
      shelf_price: toKsh(row.shelf_price_cents),
      shelf_value: toKsh(row.shelf),
    })),
    total_value: toKsh(total),
    total_shelf_value: toKsh(totalShelf),
  };
}

export const STOCK_VALUATION_CSV_HEADER = [
  'Item',
  'Unit',
  'Quantity',
  'Average cost (KSh)',
  'Value at cost (KSh)',
  'Shelf price incl. VAT (KSh)',
  'Value at shelf price incl. VAT (KSh)',
] as const;

/** The report as spreadsheet rows, the totals last. */
export function stockValuationCsvRows(held: readonly HeldRow[]): CsvCell[][] {
  const { rows, total, totalShelf } = valuedStock(held);
  return [
    ...rows.map((row) => [
      row.name,
      row.unit,
      formatQuantity(row.quantity_milli),
      centsToPlainKsh(row.average_cost_cents),
      centsToPlainKsh(row.value),
      centsToPlainKsh(row.shelf_price_cents),
      centsToPlainKsh(row.shelf),
    ]),
    ['Total', null, null, null, centsToPlainKsh(total), null, centsToPlainKsh(totalShelf)],
  ];
}

/** GET /reports/stock-valuation and its CSV. */
export async function stockValuationReport(context: ReportContext, query: { as_of?: string }) {
  const { asOf, before } = context.calendar.asOf(query.as_of);
  return stockValuation(asOf, await stockHeld(context.db, before));
}

export async function stockValuationCsvFile(context: ReportContext, query: { as_of?: string }) {
  const { asOf, before } = context.calendar.asOf(query.as_of);
  const rows = stockValuationCsvRows(await stockHeld(context.db, before));
  return reportCsv(`stock-valuation-${asOf}`, STOCK_VALUATION_CSV_HEADER, rows);
}
