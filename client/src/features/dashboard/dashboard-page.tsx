import { useQuery } from '@apollo/client/react';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { endSessionOnAuthFailure } from '../../shared/graphql/session-context.ts';
import { PeriodPicker, useAddressPeriod } from '../../shared/period/period-picker.tsx';
import { usePermissions } from '../../shared/session/permissions.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { BackupStatus } from './backup-status.tsx';
import { DashboardDocument } from './dashboard.generated.ts';
import { stockBars } from './dashboard.series.ts';
import { GettingStarted } from './getting-started.tsx';
import { MoneyCards } from './money-cards.tsx';
import { RecentOrdersTable } from './recent-orders-table.tsx';
import { RevenueCard } from './revenue-card.tsx';
import { StatCards } from './stat-cards.tsx';
import { StockLevelsCard } from './stock-levels-card.tsx';
import './dashboard.css';

/**
 * Spec §2 Dashboard (and, for owners and managers of a shop being set up, a first-run
 * checklist): totals, cash collected and owed, low stock, the two charts and the latest
 * orders. One period, chosen above the cards, governs every figure that can follow it.
 */
export function DashboardPage() {
  const permissions = usePermissions();
  const { period, today, choose } = useAddressPeriod();
  // Revenue, profit and what stock is worth: not a cashier's (the API leaves them out too).
  // Until the role is known the cards hold their places; no figure reaches a cashier anyway.
  const seesMoney = permissions?.seeCosts ?? true;
  const { data, error } = useQuery(DashboardDocument, {
    variables: period,
    // Spec §6: on the dashboard a 401 ends the session instead of showing a message.
    context: endSessionOnAuthFailure,
    // Totals change whenever anyone sells: show what is cached at once, then refresh it.
    fetchPolicy: 'cache-and-network',
  });

  if (error) {
    return (
      <>
        <PageHeader title="Dashboard" />
        <LoadError message={loadFailureMessage(error, 'Failed to load dashboard data')} />
      </>
    );
  }

  const overview = data?.overview ?? null;
  const items = data?.inventoryItems ?? null;
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="dashboard" aria-busy={overview === null || undefined}>
        {permissions?.manage && <GettingStarted />}
        <PeriodPicker period={period} today={today} onChoose={choose} />
        <StatCards overview={overview} period={period} seesMoney={seesMoney} />
        <MoneyCards
          overview={overview}
          lowStockItems={data?.inventorySummary.lowStockItems ?? null}
          canReorder={permissions?.manage ?? false}
          period={period}
          seesMoney={seesMoney}
        />
        <div className={seesMoney ? 'dashboard__charts' : undefined}>
          {seesMoney && <RevenueCard orders={overview?.orders ?? null} period={period} />}
          <StockLevelsCard bars={items && stockBars(items)} />
        </div>
        <RecentOrdersTable orders={overview?.recentOrders ?? null} />
        {permissions?.manage && <BackupStatus />}
      </div>
    </>
  );
}
