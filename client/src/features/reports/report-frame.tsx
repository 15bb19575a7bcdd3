import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { CompanyDocument } from '../../shared/company/company.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { printDocument } from '../../shared/print/print-document.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';

export type ReportState<Report> = {
  report: Report | null;
  loading: boolean;
  error: unknown;
};

type ReportFrameProps<Report> = {
  /** The report's name, e.g. "VAT return": its heading, and the printout's title. */
  title: string;
  /** The period picker (not printed). */
  controls: ReactNode;
  /** Export CSV, beside Print. */
  exportButton: ReactNode;
  state: ReportState<Report>;
  /** Which period the figures cover, and in what terms: "December 2026 · KSh, net of VAT". */
  covers: (report: Report) => string;
  /** Whether the report has nothing to show for its period. */
  isEmpty: (report: Report) => boolean;
  /** What a failed load says (with Reload Page), e.g. "Failed to load the VAT return". */
  failedToLoad: string;
  /** What an empty period says. */
  emptyText: string;
  /** The figures: totals, chart and table. */
  children: (report: Report) => ReactNode;
};

/**
 * What every report has around its figures: the period picker, Export CSV and Print / Export
 * PDF, the loading, failed and empty states, and the heading that says which period the figures
 * cover. The report itself is the print area: a printout holds the shop's name, the heading and
 * the figures, nothing of the screen around them.
 */
export function ReportFrame<Report>({
  title,
  controls,
  exportButton,
  state: { report, loading, error },
  covers,
  isEmpty,
  failedToLoad,
  emptyText,
  children,
}: ReportFrameProps<Report>) {
  const { data: company } = useQuery(CompanyDocument);
  const period = report ? covers(report) : null;
  let body: ReactNode;
  if (error && !report) {
    body = <LoadError message={loadFailureMessage(error, failedToLoad)} />;
  } else if (!report) {
    body = (
      <p className="report__status" role="status">
        Loading the report...
      </p>
    );
  } else if (isEmpty(report)) {
    body = (
      <div className="report__empty">
        <p className="report__empty-title">Nothing to report</p>
        <p>{emptyText}</p>
      </div>
    );
  } else {
    body = children(report);
  }
  return (
    <section className="report" aria-labelledby="report-title" aria-busy={loading || undefined}>
      <div className="report__toolbar no-print">
        {controls}
        <div className="report__actions">
          {exportButton}
          <ActionButton
            disabled={!report}
            onClick={() => printDocument(`${title} ${period ?? ''}`.trim())}
          >
            Print / Export PDF
          </ActionButton>
        </div>
      </div>
      <div className="card card--stack report__paper print-area">
        {company?.company.name && <p className="report__shop print-only">{company.company.name}</p>}
        <h2 id="report-title" className="report__title">
          {title}
        </h2>
        {period && <p className="report__covers">{period}</p>}
        {body}
      </div>
    </section>
  );
}

/** A report's headline figures, as a row of labelled amounts. */
export function ReportFigures({
  label,
  figures,
  compact = false,
}: {
  label: string;
  figures: ReadonlyArray<{ label: string; value: string; tone?: 'strong' }>;
  /** Many figures: smaller, so more fit on a line. */
  compact?: boolean;
}) {
  return (
    <dl
      className={`report__figures${compact ? ' report__figures--compact' : ''}`}
      aria-label={label}
    >
      {figures.map((figure) => (
        <Fact
          key={figure.label}
          label={figure.label}
          className={`report__figure${figure.tone ? ` report__figure--${figure.tone}` : ''}`}
        >
          {figure.value}
        </Fact>
      ))}
    </dl>
  );
}
