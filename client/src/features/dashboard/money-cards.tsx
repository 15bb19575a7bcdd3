import { Link } from 'react-router-dom';
import type { DashboardQuery } from '../../graphql/operations.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';

type Overview = DashboardQuery['overview'];

const count = new Intl.NumberFormat('en-KE');
const plural = (n: number, one: string, many: string) =>
  `${count.format(n)} ${n === 1 ? one : many}`;

/**
 * Beyond the spec's four totals: the money that came in this month and what customers still
 * owe, each with a way into the lists behind it.
 */
export function MoneyCards({ overview }: { overview: Overview | null }) {
  const cash = overview?.cashCollected;
  const owed = overview?.receivables;
  const skeleton = <span className="skeleton stat-card__skeleton" aria-hidden="true" />;
  return (
    <dl className="money-cards">
      <div className="stat-card money-card">
        <dt className="stat-card__label">Cash collected</dt>
        <dd className="stat-card__value">{cash ? formatKsh(cash.amount) : skeleton}</dd>
        <dd className="stat-card__hint">
          {cash &&
            `${plural(cash.payments, 'payment', 'payments')}, ${formatDate(cash.from)} to ${formatDate(cash.to)}, less reversals`}
        </dd>
        <dd className="money-card__links">
          {cash && (
            <>
              {/* The same entries the card sums: the list's total agrees with it. */}
              <Link to={`/payments?from=${cash.from}&to=${cash.to}`}>Payments in this period</Link>
              <Link to={`/orders?from=${cash.from}&to=${cash.to}`}>Sales in this period</Link>
            </>
          )}
        </dd>
      </div>
      <div className="stat-card money-card">
        <dt className="stat-card__label">Owed to us</dt>
        <dd className="stat-card__value">{owed ? formatKsh(owed.owed) : skeleton}</dd>
        <dd className="stat-card__hint">
          {owed &&
            `${formatKsh(owed.overdue)} past due, on ${plural(owed.openSales, 'unpaid sale', 'unpaid sales')}`}
        </dd>
        <dd className="money-card__links">
          {owed && (
            <>
              <Link to="/invoices?status=overdue">Overdue invoices</Link>
              <Link to="/orders?status=pending">Unpaid orders</Link>
              {/* Who owes most first: the customers list sorted by balance. */}
              <Link to="/customers?sort=balance&dir=desc">By customer</Link>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
