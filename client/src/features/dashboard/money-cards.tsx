import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatKsh } from '../../shared/money/money-format.ts';
import { type Period, periodText } from '../../shared/period/period.ts';
import { formatCount } from '../../shared/ui/search-field.tsx';
import type { DashboardQuery } from './dashboard.generated.ts';
import { SalesCards } from './sales-cards.tsx';
import { StatCard } from './stat-cards.tsx';

type Overview = DashboardQuery['overview'];

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
  const weOwe = overview?.payables ?? null;
  return (
    <dl className={seesMoney ? 'money-cards money-cards--6' : 'money-cards'}>
      {seesMoney && <SalesCards sales={overview?.sales ?? null} period={period} />}
      <MoneyCard
        label="Cash collected"
        value={cash ? formatKsh(cash.amount) : null}
        hint={
          cash && `${formatCount(cash.payments, 'payment')}, ${periodText(cash)}, less reversals`
        }
        links={
          cash && (
            <>
              {/* The same entries the card sums: the list's total agrees with it. */}
              <Link to={`/payments?from=${cash.from}&to=${cash.to}`}>Payments in this period</Link>
              <Link to={`/orders?from=${cash.from}&to=${cash.to}`}>Sales in this period</Link>
            </>
          )
        }
      />
      <MoneyCard
        label="Owed to us"
        value={owed ? formatKsh(owed.owed) : null}
        hint={
          owed &&
          `${formatKsh(owed.overdue)} past due, on ${formatCount(owed.openSales, 'unpaid sale')}, now`
        }
        links={
          owed && (
            <>
              <Link to="/invoices?status=overdue">Overdue invoices</Link>
              <Link to="/orders?status=pending">Unpaid orders</Link>
              {/* Who owes most first: the customers list sorted by balance. */}
              <Link to="/customers?sort=balance&dir=desc">By customer</Link>
            </>
          )
        }
      >
        {/* Customers who paid by M-Pesa but whose sale did not take it still show as owing. */}
        {owed && owed.unmatchedMpesaPayments > 0 && (
          <dd className="money-card__notice">
            {`${formatKsh(owed.unmatchedMpesa)} paid by M-Pesa (${formatCount(owed.unmatchedMpesaPayments, 'payment')}) waits to be matched to a sale. `}
            <Link to="/payments/unmatched">Match M-Pesa payments</Link>
          </dd>
        )}
      </MoneyCard>
      {seesMoney && <WeOweCard payables={weOwe} />}
      <MoneyCard
        label="Low stock"
        value={lowStockItems === null ? null : formatCount(lowStockItems, 'item')}
        hint="At or below their reorder level, now"
        links={
          lowStockItems !== null && (
            <>
              {canReorder && <Link to="/to-reorder">What to reorder</Link>}
              <Link to="/inventory?stock=low">Low stock items</Link>
            </>
          )
        }
      />
    </dl>
  );
}

// As many of this week's bills as the card has room for; the rest are on Bills.
const DUE_SHOWN = 4;

/**
 * What the shop owes its suppliers, beside what it is owed, and the bills falling due this week,
 * each opening on Bills.
 */
function WeOweCard({ payables }: { payables: Overview['payables'] | null }) {
  const due = payables?.dueThisWeek ?? [];
  const more = due.length - DUE_SHOWN;
  return (
    <MoneyCard
      label="We owe"
      value={payables ? formatKsh(payables.owed) : null}
      hint={
        payables &&
        `${formatKsh(payables.overdue)} past due, on ${formatCount(payables.openBills, 'unpaid bill')}, now`
      }
      links={
        payables && (
          <>
            <Link to="/bills?status=overdue">Overdue bills</Link>
            {/* Who is owed most first, and since when. */}
            <Link to="/reports?report=creditors">By supplier</Link>
          </>
        )
      }
    >
      {payables && (
        <dd className="money-card__due">
          {due.length === 0 ? (
            'No bill falls due this week.'
          ) : (
            <>
              <span className="money-card__due-title">Due this week</span>
              <ul aria-label="Bills due this week" className="money-card__due-list">
                {due.slice(0, DUE_SHOWN).map((bill) => (
                  <li key={bill.id}>
                    <Link
                      to={`/bills?bill=${bill.id}`}
                      aria-label={`${bill.billNumber}, ${bill.supplierName}: ${formatKsh(bill.balance)} due ${dayMonth(bill.dueOn)}`}
                    >
                      {`${bill.supplierName}: ${formatKsh(bill.balance)} due ${dayMonth(bill.dueOn)}`}
                    </Link>
                  </li>
                ))}
              </ul>
              {more > 0 && (
                <Link to="/bills">{`${formatCount(more, 'more bill')} due this week, on Bills`}</Link>
              )}
            </>
          )}
        </dd>
      )}
    </MoneyCard>
  );
}

/**
 * A card of money or stock with the links into the lists behind its figure (the row is there,
 * empty, while the figure loads); `children` adds rows under them.
 */
function MoneyCard({
  label,
  value,
  hint,
  links,
  children,
}: {
  label: string;
  /** Null while loading. */
  value: string | null;
  hint: ReactNode;
  links: ReactNode;
  children?: ReactNode;
}) {
  return (
    <StatCard className="money-card" label={label} value={value} hint={hint}>
      <dd className="money-card__links">{links}</dd>
      {children}
    </StatCard>
  );
}

/** `12/12` of a day `2026-12-12`, as the card has room for. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
