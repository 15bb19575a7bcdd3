import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { badField } from '../http/api-error.ts';
import { addDaysToDate, dayMonthYear } from '../http/clock.ts';
import { businessDayOf } from './business-day-sql.ts';
import { type PeriodInstants, reportDay } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import type { SalesCents } from './sales-figures.ts';
import { salesCentsOf, salesReportOf, summedSales } from './sales-report.ts';

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
    select ${day} as day, ${summedSales}
    from ${saleLinesIn(period)} s
    group by 1`.execute(db);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: DaySums[] = [];
  for (let on = period.fromDay; on <= period.toDay; on = addDaysToDate(on, 1)) {
    const row = byDay.get(on);
    days.push({ day: on, ...salesCentsOf(row ?? { net_cents: 0, cost_cents: 0 }) });
  }
  return days;
}

/** GET /reports/sales-by-day: each business day from `from` to `to`, days without sales too. */
const byDay = salesReportOf({
  id: 'SalesByDay',
  names: { day: reportDay.meta({ description: 'A business day (Nairobi)' }) },
  order: 'Every day of the period, in order',
  file: 'sales-by-day',
  header: ['Date'],
  read: (context, period) => salesByDay(context.db, period, context.timeZone),
  row: (row) => ({ day: row.day }),
  cells: (row) => [dayMonthYear(row.day)],
});

export const SalesByDayReport = byDay.Report;
export const salesByDayReport = byDay.report;
export const salesByDayCsvFile = byDay.csvFile;
