import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { formatQuantity, fromMilli } from '../http/quantity.ts';
import type { PeriodInstants } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import { type SalesByItemRow, TYPED_LINES } from './sales-by-item.schema.ts';
import { type SalesCents, salesFigures, salesFiguresCsv } from './sales-figures.ts';

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
      select s.inventory_id, sum(s.quantity_milli) as quantity_milli,
        sum(s.net_cents) as net_cents, sum(s.cost_cents) as cost_cents
      from ${saleLinesIn(period)} s
      group by s.inventory_id
    ) g
    left join inventory_items it on it.id = g.inventory_id
    order by g.net_cents desc, it.name, g.inventory_id`.execute(db);
  return rows.map((row) => ({
    ...row,
    quantity_milli: Number(row.quantity_milli),
    net_cents: Number(row.net_cents),
    cost_cents: Number(row.cost_cents),
  }));
}

const typed = (row: ItemSums) => row.inventory_id === null;

export function salesByItemRow(row: ItemSums): SalesByItemRow {
  return {
    inventory_id: row.inventory_id === null ? null : Number(row.inventory_id),
    name: typed(row) ? TYPED_LINES : (row.name ?? ''),
    unit: typed(row) ? null : row.unit,
    quantity: typed(row) ? null : fromMilli(row.quantity_milli),
    ...salesFigures(row),
  };
}

export const SALES_BY_ITEM_CSV_HEADER = ['Item', 'Unit', 'Quantity'] as const;

export const salesByItemCsv = (row: ItemSums) => [
  typed(row) ? TYPED_LINES : row.name,
  typed(row) ? null : row.unit,
  typed(row) ? null : formatQuantity(row.quantity_milli),
  ...salesFiguresCsv(row),
];
