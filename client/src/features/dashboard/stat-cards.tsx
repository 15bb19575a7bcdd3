import type { DashboardQuery } from '../../graphql/operations.generated.ts';
import { formatKsh } from '../../shared/money/money-format.ts';

type Overview = DashboardQuery['overview'];

type StatCardsProps = {
  /** Null while the figures load: the cards show placeholders. */
  overview: Overview | null;
};

const count = new Intl.NumberFormat('en-KE');

/** Spec §2: the four totals at the top of the dashboard. */
export function StatCards({ overview }: StatCardsProps) {
  const cards = [
    {
      label: 'Total Items',
      value: overview && count.format(overview.inventory.totalItems),
      hint: 'Items in inventory',
    },
    {
      label: 'Stock Value',
      value: overview && formatKsh(overview.inventory.stockValue),
      hint: 'Quantity × unit price',
    },
    {
      label: 'Total Orders',
      value: overview && count.format(overview.orders.totalOrders),
      hint: 'All sales orders',
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
        <div key={card.label} className="stat-card">
          <dt className="stat-card__label">{card.label}</dt>
          <dd className="stat-card__value">
            {card.value ?? <span className="skeleton stat-card__skeleton" aria-hidden="true" />}
          </dd>
          <dd className="stat-card__hint">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
