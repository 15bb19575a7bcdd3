import type { ReactNode } from 'react';
import { formatNumber } from '../../shared/format/number.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { type Period, periodText } from '../../shared/period/period.ts';
import type { DashboardQuery } from './dashboard.generated.ts';

type Overview = DashboardQuery['overview'];

type StatCardsProps = {
  /** Null while the figures load: the cards show placeholders. */
  overview: Overview | null;
  /** The days the orders and revenue cover, as the period picker says. */
  period: Period;
  /** Owners and managers: what the stock is worth and the revenue (the API leaves them out for others). */
  seesMoney: boolean;
};

/** A figure in KSh, or null while loading (or when the answer leaves it out). */
const kshOrNull = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : formatKsh(amount);

/**
 * Spec §2: the four totals at the top of the dashboard, with the stock at cost beside the
 * stock value. Each says the period it covers: stock as it stands now, orders in the period.
 */
export function StatCards({ overview, period, seesMoney }: StatCardsProps) {
  const days = periodText(period);
  const cards: Array<{ label: string; value: string | null; hint: string }> = [
    {
      label: 'Total Items',
      value: overview && formatNumber(overview.inventory.totalItems),
      hint: 'Items in inventory, now',
    },
    ...(seesMoney
      ? [
          {
            label: 'Stock Value',
            value: kshOrNull(overview?.inventory.stockValue),
            hint: 'Quantity × unit price (incl. VAT), now',
          },
          {
            label: 'Stock at cost',
            value: kshOrNull(overview?.inventory.stockValueAtCost),
            hint: 'Quantity × cost price, now',
          },
        ]
      : []),
    {
      label: 'Total Orders',
      value: overview && formatNumber(overview.orders.totalOrders),
      // The figure leaves cancelled orders out, as revenue does (issue 46); the caption says so.
      hint: `Excluding cancelled, ${days}`,
    },
    ...(seesMoney
      ? [
          {
            label: 'Total Revenue',
            value: kshOrNull(overview?.orders.totalRevenue),
            hint: `Order totals incl. VAT, ${days}`,
          },
        ]
      : []),
  ];
  return (
    <dl className={`stat-cards stat-cards--${cards.length}`}>
      {cards.map((card) => (
        <StatCard key={card.label} label={card.label} value={card.value} hint={card.hint} />
      ))}
    </dl>
  );
}

/**
 * A dashboard card in the totals' list: its figure under its label (a placeholder while the
 * figure loads), a line saying what it counts, then whatever else the card offers (its links).
 */
export function StatCard({
  label,
  value,
  hint,
  className,
  children,
}: {
  label: string;
  /** Null while loading. */
  value: string | null;
  hint: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `stat-card ${className}` : 'stat-card'}>
      <dt className="stat-card__label">{label}</dt>
      <dd className="stat-card__value">
        {value ?? <span className="skeleton stat-card__skeleton" aria-hidden="true" />}
      </dd>
      <dd className="stat-card__hint">{hint}</dd>
      {children}
    </div>
  );
}
