import { PageHeader } from '../../shared/ui/page-header.tsx';
import { PermissionGate } from '../../shared/ui/permission-gate.tsx';
import { AgedDebtorsReport } from './aged-debtors.tsx';
import { SalesReport } from './sales-report.tsx';
import { StockValuationReport } from './stock-valuation.tsx';
import { useReportParams } from './use-report-params.ts';
import { VatReturnReport } from './vat-return.tsx';
import './reports.css';

export const reportsText = {
  managersOnly: 'Only an owner or a manager can read the reports.',
} as const;

/** The reports, in the order the screen offers them; the first is shown when none is named. */
const REPORTS = [
  { id: 'vat', label: 'VAT return', Report: VatReturnReport },
  { id: 'sales', label: 'Sales & gross profit', Report: SalesReport },
  { id: 'stock', label: 'Stock valuation', Report: StockValuationReport },
  { id: 'debtors', label: 'Aged debtors', Report: AgedDebtorsReport },
] as const;

/**
 * What the owner reads (issue 49): the month's VAT return, sales and gross profit, stock at cost
 * and who owes what, each for the period picked, with a chart, its table, CSV and print. For
 * owners and managers; the API refuses anyone else every figure.
 */
export function ReportsPage() {
  return (
    <PermissionGate permission="manage" title="Reports" refusal={reportsText.managersOnly}>
      <Reports />
    </PermissionGate>
  );
}

function Reports() {
  const [params, change] = useReportParams();
  const chosen = REPORTS.find((report) => report.id === params.get('report')) ?? REPORTS[0];
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
