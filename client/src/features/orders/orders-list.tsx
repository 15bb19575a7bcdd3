import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import type { OrderRowFragment, OrderStatus } from '../../graphql/operations.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/format/money.ts';
import { Badge, orderStatusTones } from '../../shared/ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { OrderActions } from './order-actions.tsx';
import { paymentMethodLabel } from './payment-methods.ts';

const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  partially_paid: 'Partially paid',
  paid: 'Paid',
};

export function OrderStatusBadge({ status }: { status: OrderStatus | null | undefined }) {
  // Spec §4: an order without a status is pending.
  const shown = status ?? 'pending';
  return <Badge tone={orderStatusTones[shown]}>{statusLabels[shown]}</Badge>;
}

const columns: ReadonlyArray<DataTableColumn<OrderRowFragment>> = [
  {
    id: 'orderNumber',
    header: 'Order #',
    cell: (order) => <span className="orders-list__number">{order.orderNumber}</span>,
    sortValue: (order) => order.orderNumber,
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: (order) => order.customerName,
    sortValue: (order) => order.customerName,
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (order) => <span className="orders-list__money">{formatKsh(order.totalAmount)}</span>,
    sortValue: (order) => order.totalAmount,
  },
  {
    id: 'paymentMethod',
    header: 'Payment',
    cell: (order) => paymentMethodLabel(order.paymentMethod),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <OrderStatusBadge status={order.status} />,
    sortValue: (order) => order.status,
  },
  {
    id: 'paid',
    header: 'Paid',
    align: 'end',
    cell: (order) => <span className="orders-list__money">{formatKsh(order.paidAmount)}</span>,
    sortValue: (order) => order.paidAmount,
  },
  {
    id: 'date',
    header: 'Date',
    cell: (order) => formatDate(order.createdAt),
    sortValue: (order) => order.createdAt,
  },
];

const orderKey = (order: OrderRowFragment) => order.id;
const orderName = (order: OrderRowFragment) => order.orderNumber;

/** Spec §2's orders list, newest first, with search by order number or customer. */
export function OrdersList({
  orders,
  loading,
}: {
  orders: readonly OrderRowFragment[];
  loading: boolean;
}) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const searchId = useId();
  const shown = useMemo(
    () =>
      query
        ? orders.filter(
            (order) =>
              order.orderNumber.toLowerCase().includes(query) ||
              order.customerName.toLowerCase().includes(query),
          )
        : orders,
    [orders, query],
  );
  const actions = useCallback((order: OrderRowFragment) => <OrderActions order={order} />, []);

  return (
    <>
      <div className="orders-search">
        <label className="field__label" htmlFor={searchId}>
          Search orders
        </label>
        <input
          id={searchId}
          className="input orders-search__input"
          type="search"
          placeholder="Order number or customer"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <DataTable
        label="Orders, newest first"
        columns={columns}
        rows={shown}
        rowKey={orderKey}
        rowName={orderName}
        loading={loading}
        emptyMessage={
          query
            ? `No orders match "${search.trim()}".`
            : 'No orders yet. Create one with New Order.'
        }
        actions={actions}
      />
    </>
  );
}
