import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { documentedRoutes } from '../http/documented-routes.ts';
import { AgedDebtorsReport } from './aged-debtors.schema.ts';
import { asOfQuery, monthQuery, periodQuery } from './report-period.ts';
import type { ReportsService } from './reports.service.ts';
import { SalesByCustomerReport } from './sales-by-customer.schema.ts';
import { SalesByDayReport } from './sales-by-day.schema.ts';
import { SalesByItemReport } from './sales-by-item.schema.ts';
import { StockValuationReport } from './stock-valuation.schema.ts';
import { VatReturnReport } from './vat-return.schema.ts';

const route = documentedRoutes<AuthedEnv>('Reports');

const OWNERS = 'Owners and managers only.';
const PERIOD =
  '`from` and `to` are business days in Nairobi time, both included (this month up to today by default).';
const SALES =
  'Sales are orders and manual invoices made in the period (an invoice made from an order is the same sale; cancelled orders and void invoices left out), less the credit notes issued in it; net of VAT, with the cost each line kept at the time of sale.';

/**
 * GET /api/v1/reports/…: the owner's reports, each as JSON for the screen and as CSV. Owners
 * and managers only: a cashier is refused every one (they show revenue, costs and who owes).
 */
export function reportsRoutes(deps: ApiDeps, reports: ReportsService) {
  return new Hono<AuthedEnv>()
    .use(requirePermission('seeCosts'))
    .get(
      '/vat',
      ...route.json(
        {
          summary: 'VAT return for a month',
          description: `Output VAT band by band (A to E, every band listed) for a month in Nairobi time (this month by default): sales made in it and credit notes issued in it, net of VAT, and the net VAT. Cancelled orders and void invoices are left out; an invoice made from an order is the same sale. ${OWNERS}`,
          answers: { 200: VatReturnReport },
          query: monthQuery,
        },
        ({ query }) => reports.vat(query),
      ),
    )
    .get(
      '/vat/sales.csv',
      ...route.csv(
        {
          summary: "A month's sales in the columns of the VAT3 return's sales sheets, as CSV",
          description: `PIN of purchaser, name, ETR (CU) serial number, invoice date, invoice number, description, taxable value, VAT, relevant invoice number and date, then the VAT3 sheet the row goes on. One row per sale document for a customer with a KRA PIN, one total per sheet for customers without one; credit notes are negative rows naming the invoice they correct; exempt and zero-rated sales on their own sheets. README, "Filing the VAT3 return". ${OWNERS}`,
          query: monthQuery,
          deps,
        },
        ({ query }) => reports.vatSalesCsv(query),
      ),
    )
    .get(
      '/sales-by-item',
      ...route.json(
        {
          summary: 'Sales and gross profit by item',
          description: `Each item's quantity sold less returns, net sales, cost and gross profit, with the margin on net sales; lines without a stock item in one row. ${SALES} ${PERIOD} ${OWNERS}`,
          answers: { 200: SalesByItemReport },
          query: periodQuery,
        },
        ({ query }) => reports.salesByItem(query),
      ),
    )
    .get(
      '/sales-by-item.csv',
      ...route.csv(
        {
          summary: 'Sales and gross profit by item, as CSV',
          description: `${SALES} ${PERIOD} ${OWNERS}`,
          query: periodQuery,
          deps,
        },
        ({ query }) => reports.salesByItemCsv(query),
      ),
    )
    .get(
      '/sales-by-customer',
      ...route.json(
        {
          summary: 'Sales and gross profit by customer',
          description: `${SALES} ${PERIOD} ${OWNERS}`,
          answers: { 200: SalesByCustomerReport },
          query: periodQuery,
        },
        ({ query }) => reports.salesByCustomer(query),
      ),
    )
    .get(
      '/sales-by-customer.csv',
      ...route.csv(
        {
          summary: 'Sales and gross profit by customer, as CSV',
          description: `${SALES} ${PERIOD} ${OWNERS}`,
          query: periodQuery,
          deps,
        },
        ({ query }) => reports.salesByCustomerCsv(query),
      ),
    )
    .get(
      '/sales-by-day',
      ...route.json(
        {
          summary: 'Sales and gross profit by day',
          description: `Every business day of the period, days without sales too. ${SALES} ${PERIOD} ${OWNERS}`,
          answers: { 200: SalesByDayReport },
          query: periodQuery,
        },
        ({ query }) => reports.salesByDay(query),
      ),
    )
    .get(
      '/sales-by-day.csv',
      ...route.csv(
        {
          summary: 'Sales and gross profit by day, as CSV',
          description: `${SALES} ${PERIOD} ${OWNERS}`,
          query: periodQuery,
          deps,
        },
        ({ query }) => reports.salesByDayCsv(query),
      ),
    )
    .get(
      '/stock-valuation',
      ...route.json(
        {
          summary: 'Stock valuation at cost, as at a day',
          description: `What each item held at the end of \`as_of\` (a business day, today by default, never in the future), from the stock ledger: quantity × the weighted-average cost then, and, labelled apart, at the shelf price then (VAT included). ${OWNERS}`,
          answers: { 200: StockValuationReport },
          query: asOfQuery,
        },
        ({ query }) => reports.stockValuation(query),
      ),
    )
    .get(
      '/stock-valuation.csv',
      ...route.csv(
        {
          summary: 'Stock valuation as at a day, as CSV',
          description: OWNERS,
          query: asOfQuery,
          deps,
        },
        ({ query }) => reports.stockValuationCsv(query),
      ),
    )
    .get(
      '/aged-debtors',
      ...route.json(
        {
          summary: 'Aged debtors',
          description: `What every customer owed at the end of \`as_of\` (a business day, today by default, never in the future), by how many days past due their sales were: current, 1–30, 31–60, 61–90 and over 90, as their statements age it. Credit a customer holds is its own column, not a negative bucket; \`total\` is the balance (buckets less credit). ${OWNERS}`,
          answers: { 200: AgedDebtorsReport },
          query: asOfQuery,
        },
        ({ query }) => reports.agedDebtors(query),
      ),
    )
    .get(
      '/aged-debtors.csv',
      ...route.csv(
        { summary: 'Aged debtors, as CSV', description: OWNERS, query: asOfQuery, deps },
        ({ query }) => reports.agedDebtorsCsv(query),
      ),
    );
}
