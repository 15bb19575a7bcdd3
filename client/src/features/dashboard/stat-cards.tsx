import type { ReactNode } from 'react';
import type { DashboardQuery } from '../../graphql/operations.generated.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { formatKsh } from '../../shared/money/money-format.ts';

type Overview = DashboardQuery['overview'];

type StatCardsProps = {
  /** Null while the figures load: the cards show placeholders. */
  overview: Overview | null;
};

/** Spec §2: the four totals at the top of the dashboard. */
export function StatCards({ overview }: StatCardsProps) {
  const cards = [
    {
      label: 'Total Items',
      value: overview && formatNumber(overview.inventory.totalItems),
      hint: 'Items in inventory',
    },
    {
      label: 'Stock Value',
      value: overview && formatKsh(overview.inventory.stockValue),
      hint: 'Quantity × unit price',
    },
    {
      label: 'Total Orders',
      value: overview && formatNumber(overview.orders.totalOrders),
      // The figure leaves cancelled orders out, as revenue does (issue 46); the caption says so.
      hint: 'Excluding cancelled',
    },
    {
      label: 'Total Revenue',
      value: overview && formatKsh(overview.orders.totalRevenue),
      hint: 'Order totals incl. VAT',
    },
  ];
  return (
    <dl className="stat-cards">
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
