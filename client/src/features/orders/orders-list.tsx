import { useCallback, useEffect } from 'react';
import type { OrderStatus } from '../../graphql/schema-types.generated.ts';
import {
  SaleDocumentList,
  saleDateColumn,
  saleDocumentQuery,
  saleStatusColumn,
} from '../../shared/documents/sale-document-list.tsx';
import { customerColumn } from '../../shared/list/document-list.tsx';
import { serverSortable } from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { useMpesaAvailable } from '../../shared/payments/mpesa-availability.ts';
import { paymentMethodLabel } from '../../shared/payments/payment-methods.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { Badge, orderStatusTones } from '../../shared/ui/badge.tsx';
import type { DataTableColumn } from '../../shared/ui/data-table.tsx';
import { OrderActions } from './order-actions.tsx';
import { type OrderRowFragment, OrdersListDocument } from './orders.generated.ts';
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
  saleStatusColumn((order) => <OrderStatusBadge status={order.status} />),
  {
    id: 'paid',
    header: 'Paid',
    align: 'end',
    cell: (order) => <span className="orders-list__money">{formatKsh(order.paidAmount)}</span>,
  },
  saleDateColumn,
];

const ordersQuery = saleDocumentQuery(OrdersListDocument, (data) => data.ordersPage, 'amount');

/** The list's first page, fetched ahead of the screen (prepareScreen in app/prepare-screen.ts). */
export const prefetchOrdersList = ordersQuery.prefetch;

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
  const list = ordersQuery.useList();
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
    <SaleDocumentList
      noun="order"
      list={list}
      search={{ label: 'Search orders', placeholder: 'Order number or customer' }}
      statuses={orderStatusLabels}
      failedToLoad={ordersText.loadFailed}
      empty={{
        none: 'No orders yet. Create one with New Order.',
        search: (search) => `No orders match "${search}".`,
        filters: () => 'No orders match these filters.',
      }}
      label="Orders, newest first"
      columns={columns}
      rowName={orderName}
      actions={actions}
      highlightKey={highlightId}
    />
  );
}
