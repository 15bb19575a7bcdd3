import type { ApolloClient } from '@apollo/client';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { AgedCreditorsReport, prefetchAgedCreditors } from './aged-creditors.tsx';
import { AgedDebtorsReport, prefetchAgedDebtors } from './aged-debtors.tsx';
import { prefetchSalesReport, SalesReport } from './sales-report.tsx';
import { prefetchStockValuation, StockValuationReport } from './stock-valuation.tsx';
import { useReportParams } from './use-report-params.ts';
import { prefetchVatReturn, VatReturnReport } from './vat-return.tsx';
import './reports.css';

export const reportsText = {} as const;

/**
 * The reports, in the order the screen offers them; the first is shown when none is named.
 * `prefetch` asks for the figures the address (`?report=…&month=…`) shows, with the screen's code.
 */
const REPORTS = [
  { id: 'vat', label: 'VAT return', Report: VatReturnReport, prefetch: prefetchVatReturn },
  {
    id: 'sales',
    label: 'Sales & gross profit',
    Report: SalesReport,
    prefetch: prefetchSalesReport,
  },
  {
    id: 'stock',
    label: 'Stock valuation',
    Report: StockValuationReport,
    prefetch: prefetchStockValuation,
  },
  {
    id: 'debtors',
    label: 'Aged debtors',
    Report: AgedDebtorsReport,
    prefetch: prefetchAgedDebtors,
  },
  {
    id: 'creditors',
    label: 'Aged creditors',
    Report: AgedCreditorsReport,
    prefetch: prefetchAgedCreditors,
  },
] as const;

const reportAsked = (params: URLSearchParams) =>
  REPORTS.find((report) => report.id === params.get('report')) ?? REPORTS[0];

/**
 * The figures of the report at `search` (the address's `?…`), asked for as the screen's code
 * arrives (app/screens.ts): the first render then shows them. A cashier's is refused, as the
 * screen's own would be.
 */
export function prefetchReport(client: ApolloClient, search: string): Promise<unknown> {
  const params = new URLSearchParams(search);
  return reportAsked(params).prefetch(client, params);
}

/**
 * What the owner reads (issue 49): the month's VAT return, sales and gross profit, stock at cost
 * who owes what and what the shop owes its suppliers, each for the period picked, with a chart, its table, CSV and print. For
 * owners and managers; the API refuses anyone else every figure.
 */
export function ReportsPage() {
  const [params, change] = useReportParams();
  const chosen = reportAsked(params);
  return (
    <>
      <PageHeader title="Reports" />
      <nav className="report-tabs no-print" aria-label="Reports">
        {REPORTS.map((report) => (
          <button
            key={report.id}
            type="button"
            className="report-tabs__tab"
            aria-current={report === chosen ? 'page' : undefined}
            // Another report starts at its own default period.
            onClick={() =>
              change({
                report: report.id,
                month: null,
                from: null,
                to: null,
                as_of: null,
                by: null,
              })
            }
          >
            {report.label}
          </button>
        ))}
      </nav>
      <chosen.Report key={chosen.id} />
    </>
  );
}
