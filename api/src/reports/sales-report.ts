import { sql } from 'kysely';
import { z } from 'zod';
import type { CsvCell } from '../http/csv.ts';
import { type ReportContext, type ReportCsv, reportCsv } from './report-kit.ts';
import type { ReportCalendar } from './report-period.ts';
import {
  SALES_FIGURES_CSV_HEADER,
  type SalesCents,
  SalesFiguresShape,
  salesFigures,
  salesFiguresCsv,
  salesReportSchema,
  sumCents,
} from './sales-figures.ts';

/**
 * What the three sales reports (by item, by customer, by day) share: each row is what names it
 * followed by the same figures (sales-figures.ts), the answer is the period with its rows and
 * their totals, and the CSV is the same rows with a total last. A report is this piece given
 * what names its rows and how it reads them.
 */

type Period = { from?: string; to?: string };
type PeriodDays = ReturnType<ReportCalendar['period']>;

/** The sums every sales report's SQL aggregate selects, over the lines `s` (sale-lines.ts). */
export const summedSales = sql`sum(s.net_cents) as net_cents, sum(s.cost_cents) as cost_cents`;

/** A row's sums as numbers: PostgreSQL answers a sum of bigints as text. */
export const salesCentsOf = (row: SalesCents): SalesCents => ({
  net_cents: Number(row.net_cents),
  cost_cents: Number(row.cost_cents),
});

/** One sales report, named `id` in the reference (`${id}Row`, `${id}Report`). */
export interface SalesReportSpec<Names extends z.ZodRawShape, Sums extends SalesCents> {
  id: string;
  /** The schema of what names a row, before its figures. */
  names: Names;
  /** The order of the rows, as the reference says it. */
  order: string;
  /** The CSV file's name, before its period, and its columns before the figures. */
  file: string;
  header: readonly string[];
  read: (context: ReportContext, period: PeriodDays) => Promise<Sums[]>;
  /** What names a row in the answer, and in the CSV. */
  row: (sums: Sums) => z.output<z.ZodObject<Names>>;
  cells: (sums: Sums) => CsvCell[];
}

/** A sales report's schemas, its answer for the screen and the same as a CSV file. */
export function salesReportOf<Names extends z.ZodRawShape, Sums extends SalesCents>(
  spec: SalesReportSpec<Names, Sums>,
) {
  const Row = z.object({ ...spec.names, ...SalesFiguresShape }).meta({ id: `${spec.id}Row` });
  const read = async (context: ReportContext, query: Period) => {
    const period = context.calendar.period(query);
    return { period, rows: await spec.read(context, period) };
  };
  return {
    Row,
    Report: salesReportSchema(`${spec.id}Report`, Row, spec.order),
    /** Its rows as the screen reads them, with the totals of all of them. */
    async report(context: ReportContext, query: Period) {
      const { period, rows } = await read(context, query);
      return {
        from: period.fromDay,
        to: period.toDay,
        rows: rows.map((row) => ({ ...spec.row(row), ...salesFigures(row) })),
        totals: salesFigures(sumCents(rows)),
      };
    },
    /** The same report as a CSV file: its rows, then a total. */
    async csvFile(context: ReportContext, query: Period): Promise<ReportCsv> {
      const { period, rows } = await read(context, query);
      const total = [
        'Total',
        ...spec.header.slice(1).map(() => null),
        ...salesFiguresCsv(sumCents(rows)),
      ];
      return reportCsv(
        `${spec.file}-${period.fromDay}-to-${period.toDay}`,
        [...spec.header, ...SALES_FIGURES_CSV_HEADER],
        [...rows.map((row) => [...spec.cells(row), ...salesFiguresCsv(row)]), total],
      );
    },
  };
}
