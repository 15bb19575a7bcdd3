import { lazy, type ReactNode, Suspense, useId } from 'react';
import { formatKsh } from '../../shared/money/money-format.ts';
import { type Period, periodText } from '../../shared/period/period.ts';
import type { DashboardQuery } from './dashboard.generated.ts';
import { revenueSegments, shareOf } from './dashboard.series.ts';

// Started when the dashboard's own chunk runs, so recharts downloads while the data loads.
const doughnutModule = import('./revenue-doughnut.tsx');
const RevenueDoughnut = lazy(() => doughnutModule.then((m) => ({ default: m.RevenueDoughnut })));

const DOUGHNUT_SIZE = 200;

type RevenueCardProps = {
  /** Null while the figures load. */
  orders: DashboardQuery['overview']['orders'] | null;
  /** The days the orders were made on. */
  period: Period;
};

/** Spec §2: the doughnut "Revenue by Payment Status", with its figures in a legend beside it. */
export function RevenueCard({ orders, period }: RevenueCardProps) {
  const titleId = useId();
  let body: ReactNode;
  if (!orders) {
    body = (
      <div className="revenue-chart">
        <div
          className="revenue-chart__ring revenue-chart__ring--placeholder skeleton"
          aria-hidden="true"
        />
      </div>
    );
  } else {
    const segments = revenueSegments(orders);
    const total = segments.reduce((sum, segment) => sum + segment.amount, 0);
    body =
      total <= 0 ? (
        <div className="dashboard-empty">
          <div className="revenue-chart__ring revenue-chart__ring--empty" aria-hidden="true" />
          {/* A shop with sales may have none in the days chosen: say so, not "yet". */}
          <p className="dashboard-empty__title">No revenue in this period</p>
          <p className="dashboard-empty__text">
            Paid, unpaid and partially paid totals of the orders made in it appear here.
          </p>
        </div>
      ) : (
        <div className="revenue-chart">
          <div className="revenue-chart__ring" aria-hidden="true">
            <Suspense fallback={<div className="revenue-chart__ring--placeholder skeleton" />}>
              <RevenueDoughnut segments={segments} size={DOUGHNUT_SIZE} />
            </Suspense>
            <div className="revenue-chart__centre">
              <span className="revenue-chart__centre-value">
                {shareOf(orders.paidRevenue ?? 0, total)}
              </span>
              {/* Orders paid in full: money taken on part-paid ones is not in it. */}
              <span className="revenue-chart__centre-label">fully paid</span>
            </div>
          </div>
          <ul className="revenue-legend" aria-label="Revenue by payment status">
            {segments.map((segment) => (
              <li key={segment.key} className="revenue-legend__entry">
                <span
                  className="revenue-legend__swatch"
                  style={{ background: segment.color }}
                  aria-hidden="true"
                />
                <span className="revenue-legend__label">{segment.label}</span>
                <span className="revenue-legend__amount">{formatKsh(segment.amount)}</span>
                <span className="revenue-legend__share">{shareOf(segment.amount, total)}</span>
              </li>
            ))}
          </ul>
        </div>
      );
  }
  return (
    <section className="card card--stack dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        Revenue by Payment Status
      </h2>
      <p className="dashboard-card__period">Orders made {periodText(period)}, incl. VAT</p>
      {body}
    </section>
  );
}
