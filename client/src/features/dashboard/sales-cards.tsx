import { formatKsh } from '../../shared/money/money-format.ts';
import { type Period, periodText } from '../../shared/period/period.ts';
import type { DashboardQuery } from './dashboard.generated.ts';
import { StatCard } from './stat-cards.tsx';

type Sales = NonNullable<DashboardQuery['overview']['sales']>;

/** Gross profit as a share of net sales, to one decimal: "31.4%"; nothing without sales. */
export function marginText(sales: Sales): string | null {
  if (sales.netSales <= 0) return null;
  return `${((sales.grossProfit / sales.netSales) * 100).toFixed(1)}%`;
}

/**
 * What the period's sales brought in, net of VAT, and what they left after the cost of the
 * goods (at the time of each sale): every sale document, not only orders. An owner's or a
 * manager's cards; the API leaves both out of a cashier's answer.
 */
export function SalesCards({ sales, period }: { sales: Sales | null; period: Period }) {
  const days = periodText(period);
  const margin = sales && marginText(sales);
  return (
    <>
      <StatCard
        className="money-card"
        label="Sales (net of VAT)"
        value={sales && formatKsh(sales.netSales)}
        hint={`Orders and invoices less credit notes, ${days}`}
      />
      <StatCard
        className="money-card"
        label="Gross profit"
        value={sales && formatKsh(sales.grossProfit)}
        hint={margin ? `${margin} of net sales, ${days}` : `Sales less their cost, ${days}`}
      />
    </>
  );
}
