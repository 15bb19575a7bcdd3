import { Link } from 'react-router-dom';
import type { DashboardQuery } from '../../graphql/operations.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { formatKsh } from '../../shared/money/money-format.ts';

type Overview = DashboardQuery['overview'];

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * Beyond the spec's four totals: the money that came in this month, what customers still owe
 * and what is running out, each with a way into the lists behind it.
 */
export function MoneyCards({
  overview,
  lowStockItems,
  canReorder,
}: {
  overview: Overview | null;
  /** Items at or below their reorder level; null while loading. */
  lowStockItems: number | null;
  /** The To reorder view is an owner's or a manager's. */
  canReorder: boolean;
}) {
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
        {/* Customers who paid by M-Pesa but whose sale did not take it still show as owing. */}
        {owed && owed.unmatchedMpesaPayments > 0 && (
          <dd className="money-card__notice">
            {`${formatKsh(owed.unmatchedMpesa)} paid by M-Pesa (${plural(owed.unmatchedMpesaPayments, 'payment', 'payments')}) waits to be matched to a sale. `}
            <Link to="/payments/unmatched">Match M-Pesa payments</Link>
          </dd>
        )}
      </div>
      <div className="stat-card money-card">
        <dt className="stat-card__label">Low stock</dt>
        <dd className="stat-card__value">
          {lowStockItems === null ? skeleton : plural(lowStockItems, 'item', 'items')}
        </dd>
        <dd className="stat-card__hint">At or below their reorder level</dd>
        <dd className="money-card__links">
          {lowStockItems !== null && (
            <>
              {canReorder && <Link to="/to-reorder">What to reorder</Link>}
              <Link to="/inventory?stock=low">Low stock items</Link>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
