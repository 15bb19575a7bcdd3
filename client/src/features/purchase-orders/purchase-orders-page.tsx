import { Link, useNavigate } from 'react-router-dom';
import { formatDate } from '../../shared/format/date.ts';
import { ListScreen } from '../../shared/list/list-screen.tsx';
import { ListStatusFilter } from '../../shared/list/list-toolbar.tsx';
import { type ServerListOptions, useServerList } from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { BadgeOf } from '../../shared/ui/badge.tsx';
import { DataTable, type DataTableColumn, RowAction } from '../../shared/ui/data-table.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { purchaseOrderStatuses, statusLabels } from './purchase-order-status.ts';
import {
  PurchaseOrderListDocument,
  type PurchaseOrderRowFragment,
} from './purchase-orders.generated.ts';
import './purchase-orders.css';

type Order = PurchaseOrderRowFragment;

const listOptions: ServerListOptions<'status', Order> = {
  filters: ['status'],
  // Newest first, always: an order is looked up by when it was made.
  defaultSort: { columnId: 'date', direction: 'descending' },
  sortKeys: { date: 'created_at' },
  rowKey: (order) => order.id,
};

const baseColumns: ReadonlyArray<DataTableColumn<Order>> = [
  {
    id: 'number',
    header: 'PO',
    cell: (order) => <strong className="document-number">{order.poNumber}</strong>,
  },
  { id: 'date', header: 'Made', cell: (order) => formatDate(order.createdAt.slice(0, 10)) },
  {
    id: 'supplier',
    header: 'Supplier',
    cell: (order) => <span className="data-table__truncate">{order.supplierName}</span>,
  },
  {
    id: 'expected',
    header: 'Deliver by',
    cell: (order) => (order.expectedOn ? formatDate(order.expectedOn) : '—'),
  },
  { id: 'lines', header: 'Lines', align: 'end', cell: (order) => order.lineCount },
];

const totalColumn: DataTableColumn<Order> = {
  id: 'total',
  header: 'Total at cost',
  align: 'end',
  cell: (order) => (order.totalCost == null ? '—' : formatKsh(order.totalCost)),
};

const statusColumn: DataTableColumn<Order> = {
  id: 'status',
  header: 'Status',
  cell: (order) => <BadgeOf table={purchaseOrderStatuses} value={order.status} />,
};

/**
 * Purchase orders (issue 51): what the shop asked its suppliers for, PO-000001 without gaps,
 * cancelled rather than deleted. Owners and managers make them (from To reorder); anyone opens
 * one to receive a delivery against it, a cashier without its costs.
 */
export function PurchaseOrdersPage() {
  const list = useServerList(PurchaseOrderListDocument, (data) => data.purchaseOrders, listOptions);
  const permissions = usePermissions();
  const navigate = useNavigate();
  const columns = permissions?.seeCosts
    ? [...baseColumns, totalColumn, statusColumn]
    : [...baseColumns, statusColumn];

  return (
    <div className="purchase-orders-page">
      <PageHeader
        title="Purchase orders"
        actions={
          permissions?.manage && (
            <Link className="button button--primary" to="/to-reorder">
              Order from To reorder
            </Link>
          )
        }
      />
      <ListScreen
        list={list}
        search={{ label: 'Search purchase orders', placeholder: 'PO number or supplier' }}
        count={(total) => formatCount(total, 'order')}
        filters={<ListStatusFilter list={list} filter="status" statuses={statusLabels} />}
        failedToLoad="Failed to load purchase orders"
        empty={{
          none: 'No purchase orders yet. Make one from To reorder.',
          search: (search) => `No purchase orders match “${search}”.`,
          filters: (search) =>
            search
              ? `No purchase orders match “${search}” with this status.`
              : 'No purchase orders have this status.',
        }}
        loadingMore="Loading more orders..."
      >
        {(table) => (
          <DataTable
            {...table}
            label="Purchase orders, newest first"
            columns={columns}
            rowKey={(order) => order.id}
            rowName={(order) => order.poNumber}
            actions={(order) => (
              <RowAction
                label={`Open ${order.poNumber}`}
                onClick={() => void navigate(`/purchase-orders/${order.id}`)}
              >
                Open
              </RowAction>
            )}
            compact
            virtual={{ estimateRowHeight: 49, reservedHeight: 250 }}
          />
        )}
      </ListScreen>
    </div>
  );
}
