import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { formatQuantity, fromMilli } from '../http/quantity.ts';
import type { PeriodInstants } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import type { SalesCents } from './sales-figures.ts';
import { salesCentsOf, salesReportOf, summedSales } from './sales-report.ts';

/** The name of the one row that holds lines without a stock item. */
export const TYPED_LINES = 'Typed lines (no stock item)';

interface ItemSums extends SalesCents {
  inventory_id: number | null;
  name: string | null;
  unit: string | null;
  quantity_milli: number;
}

/**
 * Each item's sales in the period, net of returns and of VAT, with their cost at the time of
 * sale (sale-lines.ts), summed by the database per item (then named, once per item, as it is
 * now). Lines without a stock item (typed on an invoice, or of an item deleted since) are one
 * row.
 */
export async function salesByItem(db: Db, period: PeriodInstants): Promise<ItemSums[]> {
  const { rows } = await sql<ItemSums>`
    select g.inventory_id, it.name, it.unit, g.quantity_milli, g.net_cents, g.cost_cents
    from (
      select s.inventory_id, sum(s.quantity_milli) as quantity_milli, ${summedSales}
      from ${saleLinesIn(period)} s
      group by s.inventory_id
    ) g
    left join inventory_items it on it.id = g.inventory_id
    order by g.net_cents desc, it.name, g.inventory_id`.execute(db);
  return rows.map((row) => ({
    ...row,
    quantity_milli: Number(row.quantity_milli),
    ...salesCentsOf(row),
  }));
}

const typed = (row: ItemSums) => row.inventory_id === null;

/** GET /reports/sales-by-item: what sold, and at what profit, from `from` to `to`. */
const byItem = salesReportOf({
  id: 'SalesByItem',
  names: {
    inventory_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: `The stock item; null for the one row "${TYPED_LINES}"` }),
    name: z.string(),
    unit: z.string().nullable().meta({ description: 'pcs, kg, m…; null for typed lines' }),
    quantity: z.number().nullable().meta({
      description: 'Sold less returned (credit notes), in the unit; null for typed lines',
    }),
  },
  order: 'By net sales, largest first',
  file: 'sales-by-item',
  header: ['Item', 'Unit', 'Quantity'],
  read: (context, period) => salesByItem(context.db, period),
  row: (row) => ({
    inventory_id: row.inventory_id === null ? null : Number(row.inventory_id),
    name: typed(row) ? TYPED_LINES : (row.name ?? ''),
    unit: typed(row) ? null : row.unit,
    quantity: typed(row) ? null : fromMilli(row.quantity_milli),
  }),
  cells: (row) => [
    typed(row) ? TYPED_LINES : row.name,
    typed(row) ? null : row.unit,
    typed(row) ? null : formatQuantity(row.quantity_milli),
  ],
});

export const SalesByItemReport = byItem.Report;
export const salesByItemReport = byItem.report;
export const salesByItemCsvFile = byItem.csvFile;
