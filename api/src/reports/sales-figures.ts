import { z } from 'zod';
import type { CsvCell } from '../http/csv.ts';
import { centsToPlainKsh, divideHalfUp, toKsh } from '../money.ts';
import { reportDay } from './report-period.ts';

/**
 * The figures every sales report shows for a row and for its totals: sales net of VAT, their
 * cost at the time of sale, the gross profit between them and the margin on net sales.
 */

/** A row's sums in cents, as its SQL aggregate answers them. */
export interface SalesCents {
  net_cents: number;
  cost_cents: number;
}

/**
 * Gross profit as a share of net sales, in percent to one decimal (half up, worked in whole
 * tenths so every client shows the same figure), or null when there were no net sales.
 */
export function marginOnSales(grossProfitCents: number, netSalesCents: number): number | null {
  if (netSalesCents === 0) return null;
  // divideHalfUp wants a positive denominator; a period of more credits than sales has a
  // negative one.
  const sign = netSalesCents < 0 ? -1 : 1;
  return divideHalfUp(sign * grossProfitCents * 1000, sign * netSalesCents) / 10;
}

/** The figures of a row in KSh, as the API answers money. */
export function salesFigures(cents: SalesCents) {
  const gross = cents.net_cents - cents.cost_cents;
  return {
    net_sales: toKsh(cents.net_cents),
    cost: toKsh(cents.cost_cents),
    gross_profit: toKsh(gross),
    margin_percent: marginOnSales(gross, cents.net_cents),
  };
}

/** The rows' sums, for the totals. */
export function sumCents(rows: readonly SalesCents[]): SalesCents {
  return rows.reduce(
    (sum, row) => ({
      net_cents: sum.net_cents + row.net_cents,
      cost_cents: sum.cost_cents + row.cost_cents,
    }),
    { net_cents: 0, cost_cents: 0 },
  );
}

/** The same figures for a spreadsheet: plain KSh with two decimals, the margin as a number. */
export function salesFiguresCsv(cents: SalesCents): CsvCell[] {
  const gross = cents.net_cents - cents.cost_cents;
  return [
    centsToPlainKsh(cents.net_cents),
    centsToPlainKsh(cents.cost_cents),
    centsToPlainKsh(gross),
    marginOnSales(gross, cents.net_cents),
  ];
}

export const SALES_FIGURES_CSV_HEADER = [
  'Net sales (KSh)',
  'Cost (KSh)',
  'Gross profit (KSh)',
  'Margin (%)',
] as const;

/** The figures' schema, for each row and for the totals. Amounts are KSh. */
export const SalesFiguresShape = {
  net_sales: z
    .number()
    .meta({ description: 'Sales net of VAT, less credit notes issued in the period' }),
  cost: z.number().meta({
    description:
      "Cost of the goods sold at the time of sale (each line's weighted-average cost then)",
  }),
  gross_profit: z.number().meta({ description: 'Net sales less cost' }),
  margin_percent: z.number().nullable().meta({
    description:
      'Gross profit as a percentage of net sales, one decimal; null when net sales are 0',
  }),
};
export const SalesFigures = z.object(SalesFiguresShape).meta({ id: 'SalesFigures' });

/** A sales report's answer: the days it covers, its rows (`row` each) and their totals. */
export function salesReportSchema<Row extends z.ZodType>(id: string, row: Row, order: string) {
  return z
    .object({
      from: reportDay,
      to: reportDay,
      rows: z.array(row).meta({ description: order }),
      totals: SalesFigures,
    })
    .meta({ id });
}
