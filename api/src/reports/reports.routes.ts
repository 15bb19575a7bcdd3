import { Hono } from 'hono';
import type { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission, signedInRoutes } from '../auth/roles.ts';
import {
  AgedCreditorsReport,
  agedCreditorsCsvFile,
  agedCreditorsReport,
} from './aged-creditors.ts';
import { AgedDebtorsReport, agedDebtorsCsvFile, agedDebtorsReport } from './aged-debtors.ts';
import type { ReportContext, ReportCsv } from './report-kit.ts';
import { asOfQuery, monthQuery, periodQuery } from './report-period.ts';
import {
  SalesByCustomerReport,
  salesByCustomerCsvFile,
  salesByCustomerReport,
} from './sales-by-customer.ts';
import { SalesByDayReport, salesByDayCsvFile, salesByDayReport } from './sales-by-day.ts';
import { SalesByItemReport, salesByItemCsvFile, salesByItemReport } from './sales-by-item.ts';
import {
  StockValuationReport,
  stockValuationCsvFile,
  stockValuationReport,
} from './stock-valuation.ts';
import {
  VatReturnReport,
  vatPurchasesCsvFile,
  vatReturnReport,
  vatSalesCsvFile,
} from './vat-return.ts';

const route = signedInRoutes('Reports');

const OWNERS = 'Owners and managers only.';
const PERIOD =
  '`from` and `to` are business days in Nairobi time, both included (this month up to today by default).';
const SALES =
  'Sales are orders and manual invoices made in the period (an invoice made from an order is the same sale; cancelled orders and void invoices left out), less the credit notes issued in it; net of VAT, with the cost each line kept at the time of sale.';

/** What every sales report says of itself, after its own words. */
const SALES_WORDS = `${SALES} ${PERIOD} ${OWNERS}`;

/**
 * GET /api/v1/reports/…: the owner's reports, each as JSON for the screen and as CSV. Owners
 * and managers only: a cashier is refused every one (they show revenue, costs and who owes).
 */
export function reportsRoutes(deps: ApiDeps, reports: ReportContext) {
  type Period = z.output<typeof periodQuery>;
  /** A report's JSON route, over `query`: `report` answers it from the shop's context. */
  const reportRoute = <Query extends z.ZodType, Answer extends object>(
    summary: string,
    description: string,
    answers: z.ZodType,
    query: Query,
    report: (context: ReportContext, query: z.output<Query>) => Promise<Answer>,
  ) =>
    route.json({ summary, description, answers: { 200: answers }, query }, (input) =>
      report(reports, input.query),
    );
  /** A sales report's route: over a period, in the sales reports' words after its own (`lead`). */
  const salesRoute = <Answer extends object>(
    summary: string,
    lead: string,
    answers: z.ZodType,
    report: (context: ReportContext, query: Period) => Promise<Answer>,
  ) => reportRoute(summary, `${lead}${SALES_WORDS}`, answers, periodQuery, report);
  /** A report's CSV route, over `query`: its summary says so. */
  const csvRoute = <Query extends z.ZodType>(
    summary: string,
    description: string,
    query: Query,
    file: (context: ReportContext, query: z.output<Query>) => Promise<ReportCsv>,
  ) =>
    route.csv({ summary: `${summary}, as CSV`, description, query, deps }, (input) =>
      file(reports, input.query),
    );
  return new Hono<AuthedEnv>()
    .use(requirePermission('seeCosts'))
    .get(
      '/vat',
      ...reportRoute(
        'VAT return for a month',
        `Output VAT band by band (A to E, every band listed) for a month in Nairobi time (this month by default): sales made in it and credit notes issued in it, net of VAT; section F, the input VAT on suppliers' bills dated in it; and the net VAT, output less input. Cancelled orders and void invoices are left out; an invoice made from an order is the same sale. ${OWNERS}`,
        VatReturnReport,
        monthQuery,
        vatReturnReport,
      ),
    )
    .get(
      '/vat/sales.csv',
      ...csvRoute(
        "A month's sales in the columns of the VAT3 return's sales sheets",
        `PIN of purchaser, name, ETR (CU) serial number, invoice date, invoice number, description, taxable value, VAT, relevant invoice number and date, then the VAT3 sheet the row goes on. One row per sale document for a customer with a KRA PIN, one total per sheet for customers without one; credit notes are negative rows naming the invoice they correct; exempt and zero-rated sales on their own sheets. README, "Filing the VAT3 return". ${OWNERS}`,
        monthQuery,
        vatSalesCsvFile,
      ),
    )
    .get(
      '/vat/purchases.csv',
      ...csvRoute(
        "A month's purchases in the columns of the VAT3 return's purchases sheets",
        `Section F for iTax: type of purchase (local), PIN and name of the supplier, invoice date and number, description, custom entry number (blank), taxable value, VAT, relevant invoice number and date, then the sheet (General_Rated_Purchases for 16 %, Other_Rated_Purchases for 8 %). One row per supplier's bill dated in the month and band; bills made while the shop was not VAT-registered are left out. ${OWNERS}`,
        monthQuery,
        vatPurchasesCsvFile,
      ),
    )
    .get(
      '/sales-by-item',
      ...salesRoute(
        'Sales and gross profit by item',
        "Each item's quantity sold less returns, net sales, cost and gross profit, with the margin on net sales; lines without a stock item in one row. ",
        SalesByItemReport,
        salesByItemReport,
      ),
    )
    .get(
      '/sales-by-item.csv',
      ...csvRoute('Sales and gross profit by item', SALES_WORDS, periodQuery, salesByItemCsvFile),
    )
    .get(
      '/sales-by-customer',
      ...salesRoute(
        'Sales and gross profit by customer',
        '',
        SalesByCustomerReport,
        salesByCustomerReport,
      ),
    )
    .get(
      '/sales-by-customer.csv',
      ...csvRoute(
        'Sales and gross profit by customer',
        SALES_WORDS,
        periodQuery,
        salesByCustomerCsvFile,
      ),
    )
    .get(
      '/sales-by-day',
      ...salesRoute(
        'Sales and gross profit by day',
        'Every business day of the period (at most 3,660), days without sales too. ',
        SalesByDayReport,
        salesByDayReport,
      ),
    )
    .get(
      '/sales-by-day.csv',
      ...csvRoute('Sales and gross profit by day', SALES_WORDS, periodQuery, salesByDayCsvFile),
    )
    .get(
      '/stock-valuation',
      ...reportRoute(
        'Stock valuation at cost, as at a day',
        `What each item held at the end of \`as_of\` (a business day, today by default, never in the future), from the stock ledger: quantity × the weighted-average cost then, and, labelled apart, at the shelf price then (VAT included). ${OWNERS}`,
        StockValuationReport,
        asOfQuery,
        stockValuationReport,
      ),
    )
    .get(
      '/stock-valuation.csv',
      ...csvRoute('Stock valuation as at a day', OWNERS, asOfQuery, stockValuationCsvFile),
    )
    .get(
      '/aged-debtors',
      ...reportRoute(
        'Aged debtors',
        `What every customer owed at the end of \`as_of\` (a business day, today by default, never in the future), by how many days past due their sales were: current, 1–30, 31–60, 61–90 and over 90, as their statements age it. Credit a customer holds is its own column, not a negative bucket; \`total\` is the balance (buckets less credit). ${OWNERS}`,
        AgedDebtorsReport,
        asOfQuery,
        agedDebtorsReport,
      ),
    )
    .get('/aged-debtors.csv', ...csvRoute('Aged debtors', OWNERS, asOfQuery, agedDebtorsCsvFile))
    .get(
      '/aged-creditors',
      ...reportRoute(
        'Aged creditors',
        `What the shop owed every supplier at the end of \`as_of\` (a business day, today by default, never in the future), by how many days past due their bills were: current, 1–30, 31–60, 61–90 and over 90, as a supplier's statement ages it; \`total\` is what is owed. ${OWNERS}`,
        AgedCreditorsReport,
        asOfQuery,
        agedCreditorsReport,
      ),
    )
    .get(
      '/aged-creditors.csv',
      ...csvRoute('Aged creditors', OWNERS, asOfQuery, agedCreditorsCsvFile),
    );
}
