import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { OrderStatus } from '../../graphql/schema-types.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { Badge, orderStatusTones } from '../../shared/ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import type { DashboardQuery } from './dashboard.generated.ts';

type RecentOrder = DashboardQuery['overview']['recentOrders'][number];

const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  partially_paid: 'Partially Paid',
  cancelled: 'Cancelled',
};

// Module-level so the table's rows are not rendered again on every dashboard render.
const columns: ReadonlyArray<DataTableColumn<RecentOrder>> = [
  { id: 'orderNumber', header: 'Order', cell: (order) => order.orderNumber },
  { id: 'customer', header: 'Customer', cell: (order) => order.customerName },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (order) => formatKsh(order.totalAmount),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => (
      <Badge tone={orderStatusTones[order.status] ?? 'neutral'}>
        {statusLabels[order.status] ?? order.status}
      </Badge>
    ),
  },
  { id: 'date', header: 'Date', cell: (order) => formatDate(order.createdAt) },
];

type RecentOrdersTableProps = {
  /** Null while the orders load. */
  orders: readonly RecentOrder[] | null;
};

/** Spec §2: the latest orders, newest first. */
export function RecentOrdersTable({ orders }: RecentOrdersTableProps) {
  const titleId = useId();
  return (
    <section
      className="card card--stack dashboard-card dashboard-card--table"
      aria-labelledby={titleId}
    >
      <div className="dashboard-card__header">
        <h2 id={titleId} className="dashboard-card__title">
          Recent Orders
        </h2>
        <Link className="dashboard-card__link" to="/orders">
          View all orders
        </Link>
      </div>
      <DataTable
        label="Recent Orders"
        columns={columns}
        rows={orders ?? []}
        rowKey={(order) => order.id}
        rowName={(order) => order.orderNumber}
        loading={orders === null}
        emptyMessage="No orders yet. Orders appear here as soon as they are made."
      />
    </section>
  );
}
