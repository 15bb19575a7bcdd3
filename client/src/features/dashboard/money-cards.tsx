import { Link } from 'react-router-dom';
import type { DashboardQuery } from '../../graphql/operations.generated.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { type Period, periodText } from '../../shared/period/period.ts';
import { SalesCards } from './sales-cards.tsx';
import { StatCard } from './stat-cards.tsx';

type Overview = DashboardQuery['overview'];

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * Beyond the spec's four totals: the money that came in over the period, what customers owe
 * and what is running out now, each with a way into the lists behind it.
 */
export function MoneyCards({
  overview,
  lowStockItems,
  canReorder,
  period,
  seesMoney,
}: {
  overview: Overview | null;
  /** The days the sales and cash cover. */
  period: Period;
  /** Owners and managers: the period's sales and gross profit come first. */
  seesMoney: boolean;
  /** Items at or below their reorder level; null while loading. */
  lowStockItems: number | null;
  /** The To reorder view is an owner's or a manager's. */
  canReorder: boolean;
}) {
  const cash = overview?.cashCollected;
  const owed = overview?.receivables;
  return (
    <dl className={seesMoney ? 'money-cards money-cards--5' : 'money-cards'}>
      {seesMoney && <SalesCards sales={overview?.sales ?? null} period={period} />}
      <StatCard
        className="money-card"
        label="Cash collected"
        value={cash ? formatKsh(cash.amount) : null}
        hint={
          cash &&
          `${plural(cash.payments, 'payment', 'payments')}, ${periodText(cash)}, less reversals`
        }
      >
        <dd className="money-card__links">
          {cash && (
            <>
              {/* The same entries the card sums: the list's total agrees with it. */}
              <Link to={`/payments?from=${cash.from}&to=${cash.to}`}>Payments in this period</Link>
              <Link to={`/orders?from=${cash.from}&to=${cash.to}`}>Sales in this period</Link>
            </>
          )}
        </dd>
      </StatCard>
      <StatCard
        className="money-card"
        label="Owed to us"
        value={owed ? formatKsh(owed.owed) : null}
        hint={
          owed &&
          `${formatKsh(owed.overdue)} past due, on ${plural(owed.openSales, 'unpaid sale', 'unpaid sales')}, now`
        }
      >
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
      </StatCard>
      <StatCard
        className="money-card"
        label="Low stock"
        value={lowStockItems === null ? null : plural(lowStockItems, 'item', 'items')}
        hint="At or below their reorder level, now"
      >
        <dd className="money-card__links">
          {lowStockItems !== null && (
            <>
              {canReorder && <Link to="/to-reorder">What to reorder</Link>}
              <Link to="/inventory?stock=low">Low stock items</Link>
            </>
          )}
        </dd>
      </StatCard>
    </dl>
  );
}
