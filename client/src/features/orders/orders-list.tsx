import type { ApolloClient } from '@apollo/client';
import { useCallback, useEffect } from 'react';
import {
  type OrderRowFragment,
  type OrderStatus,
  OrdersListDocument,
} from '../../graphql/operations.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import {
  customerColumn,
  DocumentFilters,
  documentListOptions,
} from '../../shared/list/document-list.tsx';
import { ListBody } from '../../shared/list/list-body.tsx';
import { ListToolbar } from '../../shared/list/list-toolbar.tsx';
import {
  prefetchServerList,
  serverSortable,
  serverSortableByDate,
  useServerList,
} from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { useMpesaAvailable } from '../../shared/payments/mpesa-availability.ts';
import { paymentMethodLabel } from '../../shared/payments/payment-methods.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { Badge, orderStatusTones } from '../../shared/ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { OrderActions } from './order-actions.tsx';
import { ordersText } from './orders.messages.ts';

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export function OrderStatusBadge({ status }: { status: OrderStatus | null | undefined }) {
  // Spec §4: an order without a status is pending.
  const shown = status ?? 'pending';
  return <Badge tone={orderStatusTones[shown]}>{orderStatusLabels[shown]}</Badge>;
}

// The server sorts: a column is sortable when the server can sort by it (`serverSortable`, `serverSortableByDate`).
const columns: ReadonlyArray<DataTableColumn<OrderRowFragment>> = [
  {
    id: 'orderNumber',
    header: 'Order #',
    cell: (order) => <span className="orders-list__number">{order.orderNumber}</span>,
  },
  customerColumn,
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (order) => <span className="orders-list__money">{formatKsh(order.totalAmount)}</span>,
    ...serverSortable,
  },
  {
    id: 'paymentMethod',
    header: 'Payment',
    cell: (order) => paymentMethodLabel(order.paymentMethod),
  },
  { id: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    id: 'paid',
    header: 'Paid',
    align: 'end',
    cell: (order) => <span className="orders-list__money">{formatKsh(order.paidAmount)}</span>,
  },
  {
    id: 'date',
    header: 'Date',
    cell: (order) => formatDate(order.createdAt),
    ...serverSortableByDate,
  },
];

// One line per order at desktop width; phones get cards, each measured as drawn.
const ROW_HEIGHT = 41;

const listOptions = documentListOptions<OrderRowFragment>({
  date: 'created_at',
  amount: 'total',
  customer: 'customer',
});

/** The list's first page, fetched ahead of the screen (prepareScreen in app/screens.ts). */
export const prefetchOrdersList = (client: ApolloClient, search: string) =>
  prefetchServerList(client, OrdersListDocument, listOptions, search);

const orderKey = (order: OrderRowFragment) => order.id;
const orderName = (order: OrderRowFragment) => order.orderNumber;

/**
 * Spec §2's orders list, newest first: read from the server a page at a time, searched by
 * order number or customer, filtered by status and dates, sorted by the server; all of it in
 * the URL. An order just created is marked (and scrolled to) when the list shows it.
 */
export function OrdersList({
  highlightId = null,
  onShown,
}: {
  highlightId?: string | null;
  /** Called once the first page is shown, or failed to load. */
  onShown?: () => void;
}) {
  const list = useServerList(OrdersListDocument, (data) => data.ordersPage, listOptions);
  const shown = list.loaded || Boolean(list.error);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  const mpesaAvailable = useMpesaAvailable();
  const mayManage = usePermissions()?.manage ?? false;
  const actions = useCallback(
    (order: OrderRowFragment) => (
      <OrderActions order={order} shared={{ mpesaAvailable, mayManage }} />
    ),
    [mpesaAvailable, mayManage],
  );

  return (
    <>
      <ListToolbar
        search={{
          label: 'Search orders',
          placeholder: 'Order number or customer',
          value: list.search,
          onChange: list.setSearch,
        }}
        status={list.loaded ? formatCount(list.totalCount, 'order') : ''}
        exportAs={{ list: 'orders', params: list.exportParams }}
      >
        <DocumentFilters list={list} statuses={orderStatusLabels} />
      </ListToolbar>
      <ListBody list={list} failedToLoad={ordersText.loadFailed}>
        <DataTable
          label="Orders, newest first"
          columns={columns}
          rows={list.rows}
          rowKey={orderKey}
          rowName={orderName}
          loading={list.loading}
          updating={list.updating}
          sort={list.sort}
          onSortChange={list.setSort}
          onEndReached={list.loadMore}
          footer={list.loadingMore ? 'Loading more orders...' : null}
          emptyMessage={
            list.narrowedBy === 'filters'
              ? 'No orders match these filters.'
              : list.narrowedBy === 'search'
                ? `No orders match "${list.settledSearch}".`
                : 'No orders yet. Create one with New Order.'
          }
          actions={actions}
          highlightKey={highlightId}
          compact
          virtual={{
            estimateRowHeight: ROW_HEIGHT,
            reservedHeight: 260,
          }}
        />
      </ListBody>
    </>
  );
}
