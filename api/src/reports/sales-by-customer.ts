import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { PeriodInstants } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import type { SalesCents } from './sales-figures.ts';
import { salesCentsOf, salesReportOf, summedSales } from './sales-report.ts';

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
      select s.customer_id, ${summedSales}
      from ${saleLinesIn(period)} s
      group by s.customer_id
    ) g
    join customers c on c.id = g.customer_id
    order by g.net_cents desc, c.name, g.customer_id`.execute(db);
  return rows.map((row) => ({
    customer_id: Number(row.customer_id),
    name: row.name,
    ...salesCentsOf(row),
  }));
}

/** GET /reports/sales-by-customer: who bought, and at what profit, from `from` to `to`. */
const byCustomer = salesReportOf({
  id: 'SalesByCustomer',
  names: { customer_id: z.number().int(), name: z.string() },
  order: 'By net sales, largest first',
  file: 'sales-by-customer',
  header: ['Customer'],
  read: (context, period) => salesByCustomer(context.db, period),
  row: (row) => ({ customer_id: row.customer_id, name: row.name }),
  cells: (row) => [row.name],
});

export const SalesByCustomerReport = byCustomer.Report;
export const salesByCustomerReport = byCustomer.report;
export const salesByCustomerCsvFile = byCustomer.csvFile;
