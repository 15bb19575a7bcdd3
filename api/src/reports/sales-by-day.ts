import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { addDaysToDate, dayMonthYear } from '../http/clock.ts';
import { businessDayOf } from './business-day-sql.ts';
import type { PeriodInstants } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import type { SalesByDayRow } from './sales-by-day.schema.ts';
import { type SalesCents, salesFigures, salesFiguresCsv } from './sales-figures.ts';

interface DaySums extends SalesCents {
  day: string;
}

/**
 * Each business day's sales in the period, net of credit notes and of VAT, with their cost at
 * the time of sale (sale-lines.ts), summed by the database per day where the shop is; a day
 * without any is a row of zeros, so a chart of the period has no gaps.
 */
export async function salesByDay(
  db: Db,
  period: PeriodInstants & { fromDay: string; toDay: string },
  timeZone: string,
): Promise<DaySums[]> {
  const day = businessDayOf(db, sql.ref('s.at'), period, timeZone);
  const { rows } = await sql<DaySums>`
    select ${day} as day, sum(s.net_cents) as net_cents, sum(s.cost_cents) as cost_cents
    from ${saleLinesIn(period)} s
    group by 1`.execute(db);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: DaySums[] = [];
  for (let on = period.fromDay; on <= period.toDay; on = addDaysToDate(on, 1)) {
    const row = byDay.get(on);
    days.push({
      day: on,
      net_cents: Number(row?.net_cents ?? 0),
      cost_cents: Number(row?.cost_cents ?? 0),
    });
  }
  return days;
}

export const salesByDayRow = (row: DaySums): SalesByDayRow => ({
  day: row.day,
  ...salesFigures(row),
});

export const SALES_BY_DAY_CSV_HEADER = ['Date'] as const;

export const salesByDayCsv = (row: DaySums) => [dayMonthYear(row.day), ...salesFiguresCsv(row)];
