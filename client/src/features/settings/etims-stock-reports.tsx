import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { formatDateTime } from '../../shared/format/date.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { serverMessage } from '../../shared/graphql/request-failure.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import {
  EtimsStockReportsDocument,
  type EtimsStockReportsQuery,
  RetryEtimsStockReportDocument,
} from './etims-stock-reports.generated.ts';

type StockReport = EtimsStockReportsQuery['etimsStockReports']['items'][number];

/** KRA's stock in/out types (code class 12) as the shop says them. */
const MOVEMENTS: Record<string, string> = {
  '02': 'Goods received',
  '03': 'Returned by a customer',
  '06': 'Stock added',
  '11': 'Sale',
  '12': 'Returned to the supplier',
  '16': 'Stock taken out',
};

// While a report waits, KRA is tried again by itself; the list follows without a reload.
const WHILE_WAITING_MS = 5_000;

const reportName = (report: StockReport) => report.documentNumber ?? `stock report ${report.id}`;

/**
 * Settings' stock reports to KRA (issue 21): every stock movement goes to KRA after the sale it
 * follows, and one KRA refused, or one still waiting, is shown here with KRA's message and a
 * retry, never only in the database. Nothing shows while eTIMS is off and nothing waits.
 */
export function EtimsStockReports({ etimsOn }: { etimsOn: boolean }) {
  const toast = useToast();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(EtimsStockReportsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const reports = data?.etimsStockReports;
  const [retry, { loading: retrying }] = useMutation(RetryEtimsStockReportDocument, {
    refetchQueries: [EtimsStockReportsDocument],
  });
  const waiting = (reports?.waiting ?? 0) > 0;
  useEffect(() => {
    if (!waiting) return;
    startPolling(WHILE_WAITING_MS);
    return stopPolling;
  }, [waiting, startPolling, stopPolling]);

  if (!etimsOn && (reports?.items.length ?? 0) === 0) return null;

  async function onRetry(report: StockReport) {
    try {
      await retry({ variables: { id: report.id } });
      toast.success(`${reportName(report)} is on its way to KRA again`);
    } catch (caught) {
      toast.failure(serverMessage(caught) ?? `Could not send ${reportName(report)} again.`);
      await refetch();
    }
  }

  let body: ReactNode;
  if (error && !reports) {
    body = <LoadError message={loadFailureMessage(error, 'Failed to load the stock reports')} />;
  } else if (!reports) {
    body = <p role="status">Loading stock reports...</p>;
  } else if (reports.items.length === 0) {
    body = <p className="etims-stock__all-sent">KRA has every stock movement reported so far.</p>;
  } else {
    body = (
      <>
        <p className="etims-stock__summary" role="status">
          {[
            reports.refused > 0 && `${formatCount(reports.refused, 'report')} refused by KRA`,
            reports.waiting > 0 && `${formatCount(reports.waiting, 'report')} waiting`,
          ]
            .filter(Boolean)
            .join(', ')}
          {reports.refused + reports.waiting > reports.items.length &&
            ` (the oldest ${reports.items.length} shown)`}
          .
        </p>
        <ul className="etims-stock__list">
          {reports.items.map((report) => (
            <li
              key={report.id}
              className={`etims-stock__report etims-stock__report--${report.state}`}
            >
              <p>
                <strong>{MOVEMENTS[report.movement] ?? `Movement ${report.movement}`}</strong>
                {report.documentNumber && <> · {report.documentNumber}</>} ·{' '}
                {formatCount(report.items, 'item')} · {formatDateTime(report.occurredAt)}
              </p>
              <p className="etims-stock__state">
                {report.state === 'refused' ? 'Refused by KRA' : 'Waiting'}
                {report.lastError ? `: ${report.lastError}` : ': KRA is tried again by itself'}
              </p>
              {report.state === 'refused' && (
                <button
                  className="button button--secondary button--small"
                  type="button"
                  disabled={retrying}
                  aria-label={`Retry ${reportName(report)} with KRA`}
                  onClick={() => onRetry(report)}
                >
                  Retry
                </button>
              )}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="card settings-section etims-stock" aria-labelledby="etims-stock-title">
      <h2 id="etims-stock-title" className="settings-section__title">
        Stock reports to KRA
      </h2>
      <p className="settings-section__description">
        Each stock movement goes to KRA after the sale it follows. A report KRA refused waits here
        until it is sent again; fix what KRA says first (an item's KRA codes, most often).
      </p>
      {body}
    </section>
  );
}
