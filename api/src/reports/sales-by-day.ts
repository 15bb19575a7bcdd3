import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { badField } from '../http/api-error.ts';
import { addDaysToDate, dayMonthYear } from '../http/clock.ts';
import { businessDayOf } from './business-day-sql.ts';
import { type ReportContext, salesCsv, salesReport } from './report-kit.ts';
import { type PeriodInstants, reportDay } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import {
  type SalesCents,
  SalesFiguresShape,
  salesFigures,
  salesFiguresCsv,
  salesReportSchema,
} from './sales-figures.ts';

export const SalesByDayRow = z
  .object({
    day: reportDay.meta({ description: 'A business day (Nairobi)' }),
    ...SalesFiguresShape,
  })
  .meta({ id: 'SalesByDayRow' });
export type SalesByDayRow = z.output<typeof SalesByDayRow>;

/** GET /reports/sales-by-day: each business day from `from` to `to`, days without sales too. */
export const SalesByDayReport = salesReportSchema(
  'SalesByDayReport',
  SalesByDayRow,
  'Every day of the period, in order',
);
export type SalesByDayReport = z.output<typeof SalesByDayReport>;

interface DaySums extends SalesCents {
  day: string;
}

/** Ten years of days: the report answers a row for each, so a period is kept to that. */
export const MAX_DAYS = 3_660;

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
  if (addDaysToDate(period.fromDay, MAX_DAYS - 1) < period.toDay) {
    throw badField('to', `must be at most ${MAX_DAYS.toLocaleString('en')} days after from`);
  }
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

/** GET /reports/sales-by-day and its CSV. */
const read = (
  context: ReportContext,
  period: PeriodInstants & { fromDay: string; toDay: string },
) => salesByDay(context.db, period, context.timeZone);
export const salesByDayReport = salesReport(read, salesByDayRow);
export const salesByDayCsvFile = salesCsv(
  'sales-by-day',
  SALES_BY_DAY_CSV_HEADER,
  read,
  salesByDayCsv,
);
