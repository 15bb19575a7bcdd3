import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { type ReportContext, salesCsv, salesReport } from './report-kit.ts';
import type { PeriodInstants } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import {
  type SalesCents,
  SalesFiguresShape,
  salesFigures,
  salesFiguresCsv,
  salesReportSchema,
} from './sales-figures.ts';

export const SalesByCustomerRow = z
  .object({ customer_id: z.number().int(), name: z.string(), ...SalesFiguresShape })
  .meta({ id: 'SalesByCustomerRow' });
export type SalesByCustomerRow = z.output<typeof SalesByCustomerRow>;

/** GET /reports/sales-by-customer: who bought, and at what profit, from `from` to `to`. */
export const SalesByCustomerReport = salesReportSchema(
  'SalesByCustomerReport',
  SalesByCustomerRow,
  'By net sales, largest first',
);
export type SalesByCustomerReport = z.output<typeof SalesByCustomerReport>;

interface CustomerSums extends SalesCents {
  customer_id: number;
  name: string;
}

/**
 * Each customer's purchases in the period, net of credit notes and of VAT, with their cost at
 * the time of sale (sale-lines.ts), summed by the database per customer.
 */
export async function salesByCustomer(db: Db, period: PeriodInstants): Promise<CustomerSums[]> {
  const { rows } = await sql<CustomerSums>`
    select g.customer_id, c.name, g.net_cents, g.cost_cents
    from (
      select s.customer_id, sum(s.net_cents) as net_cents, sum(s.cost_cents) as cost_cents
      from ${saleLinesIn(period)} s
      group by s.customer_id
    ) g
    join customers c on c.id = g.customer_id
    order by g.net_cents desc, c.name, g.customer_id`.execute(db);
  return rows.map((row) => ({
    customer_id: Number(row.customer_id),
    name: row.name,
    net_cents: Number(row.net_cents),
    cost_cents: Number(row.cost_cents),
  }));
}

export const salesByCustomerRow = (row: CustomerSums): SalesByCustomerRow => ({
  customer_id: row.customer_id,
  name: row.name,
  ...salesFigures(row),
});

export const SALES_BY_CUSTOMER_CSV_HEADER = ['Customer'] as const;

export const salesByCustomerCsv = (row: CustomerSums) => [row.name, ...salesFiguresCsv(row)];

/** GET /reports/sales-by-customer and its CSV. */
const read = (context: ReportContext, period: PeriodInstants) =>
  salesByCustomer(context.db, period);
export const salesByCustomerReport = salesReport(read, salesByCustomerRow);
export const salesByCustomerCsvFile = salesCsv(
  'sales-by-customer',
  SALES_BY_CUSTOMER_CSV_HEADER,
  read,
  salesByCustomerCsv,
);
