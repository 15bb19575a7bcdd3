import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import type { CsvCell } from '../http/csv.ts';
import { type ReportCalendar, reportCalendar } from './report-period.ts';
import {
  SALES_FIGURES_CSV_HEADER,
  type SalesCents,
  salesFigures,
  salesFiguresCsv,
  sumCents,
} from './sales-figures.ts';

/**
 * What every report reads with: the database, and the shop's calendar (periods are Nairobi
 * days, design.md §2b). Built once by the composition root; each report is a function of it
 * and of its query, in its own file, so a new report needs no entry in a service.
 */
export interface ReportContext {
  db: Db;
  calendar: ReportCalendar;
  timeZone: string;
}

export function reportContext(db: Db, clock: Clock, timeZone: string): ReportContext {
  return { db, calendar: reportCalendar(clock, timeZone), timeZone };
}

/** A report's CSV: its file name (the download adds the day) and its rows. */
export interface ReportCsv {
  name: string;
  header: readonly string[];
  rows: AsyncIterable<CsvCell[][]>;
}

/** A CSV of one batch: a report's rows are bounded by its period, not by the whole trade. */
export function reportCsv(name: string, header: readonly string[], rows: CsvCell[][]): ReportCsv {
  return {
    name,
    header,
    rows: (async function* once() {
      yield rows;
    })(),
  };
}

type Period = { from?: string; to?: string };
type PeriodDays = ReturnType<ReportCalendar['period']>;
type ReadSales<Row> = (context: ReportContext, period: PeriodDays) => Promise<Row[]>;

/** A sales report: its rows as the screen reads them, with the totals of all of them. */
export function salesReport<Row extends SalesCents, Answer>(
  read: ReadSales<Row>,
  answer: (row: Row) => Answer,
) {
  return async (context: ReportContext, query: Period) => {
    const period = context.calendar.period(query);
    const rows = await read(context, period);
    return {
      from: period.fromDay,
      to: period.toDay,
      rows: rows.map(answer),
      totals: salesFigures(sumCents(rows)),
    };
  };
}

/** The same report as a CSV file: its rows, then a total. */
export function salesCsv<Row extends SalesCents>(
  name: string,
  header: readonly string[],
  read: ReadSales<Row>,
  cells: (row: Row) => CsvCell[],
) {
  return async (context: ReportContext, query: Period): Promise<ReportCsv> => {
    const period = context.calendar.period(query);
    const rows = await read(context, period);
    const total = ['Total', ...header.slice(1).map(() => null), ...salesFiguresCsv(sumCents(rows))];
    return reportCsv(
      `${name}-${period.fromDay}-to-${period.toDay}`,
      [...header, ...SALES_FIGURES_CSV_HEADER],
      [...rows.map(cells), total],
    );
  };
}
