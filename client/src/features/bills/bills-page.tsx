import { useState } from 'react';
import type { SupplierBillStatus } from '../../graphql/schema-types.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { ListScreen } from '../../shared/list/list-screen.tsx';
import { ListStatusFilter, RefreshButton } from '../../shared/list/list-toolbar.tsx';
import { useRecordInUrl } from '../../shared/list/use-record-in-url.ts';
import { type ServerListOptions, useServerList } from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { type ChosenParty, SupplierPicker } from '../../shared/pickers/party-picker.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { ViewButton } from '../../shared/ui/icon-button.tsx';
import { PageAction, PageHeader } from '../../shared/ui/page-header.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { TruncatedText } from '../../shared/ui/truncated-text.tsx';
import { BillDialog } from './bill-dialog.tsx';
import { BillStatusBadge, billStatusLabels } from './bill-status-badge.tsx';
import { type SupplierBillRowFragment, SupplierBillsListDocument } from './bills.generated.ts';
import { NewBillDialog } from './new-bill-dialog.tsx';
import './bills.css';

/** Where a bill is opened from elsewhere: `/bills?bill=<id>`. */
const BILL_PARAM = 'bill';
const BILL_FILTERS = ['status', 'supplier'] as const;
type BillFilter = (typeof BILL_FILTERS)[number];

// The server lists bills newest first and sorts them no other way.
const billListOptions: ServerListOptions<BillFilter, SupplierBillRowFragment> = {
  filters: BILL_FILTERS,
  toServer: (filters) => ({
    variables: {
      status: (filters.status || null) as SupplierBillStatus | null,
      supplierId: filters.supplier || null,
    },
    exportParams: { status: filters.status || null, supplier_id: filters.supplier || null },
  }),
  defaultSort: { columnId: 'date', direction: 'descending' },
  sortKeys: { date: 'created_at' },
  rowKey: (bill) => bill.id,
};

/**
 * Issue 51: what the shop owes its suppliers, bill by bill, for owners and managers: the list
 * (status, supplier, search), one bill with its payments, paying it, and a new bill from a
 * supplier's unbilled deliveries or typed service lines.
 */
export function BillsPage() {
  const openedBill = useRecordInUrl(BILL_PARAM);
  const [creating, setCreating] = useState(false);
  const list = useServerList(
    SupplierBillsListDocument,
    (data) => data.supplierBillsPage,
    billListOptions,
  );
  // The supplier filter keeps the id in the address; its name is the picker's, or a row's.
  const [pickedSupplier, setPickedSupplier] = useState<ChosenParty | null>(null);
  const supplierId = list.filters.supplier;
  const supplierName =
    pickedSupplier?.id === supplierId
      ? pickedSupplier.name
      : list.rows.find((bill) => bill.supplierId === supplierId)?.supplierName;
  const supplier = supplierId ? { id: supplierId, name: supplierName ?? 'Supplier' } : null;

  return (
    <div className="bills-page">
      <PageHeader
        title="Bills"
        actions={
          <>
            <RefreshButton list={list} />
            <PageAction onClick={() => setCreating(true)}>New bill</PageAction>
          </>
        }
      />
      <ListScreen
        list={list}
        search={{
          label: 'Search bills',
          placeholder: "Bill number, supplier or supplier's invoice",
        }}
        count={(total) => formatCount(total, 'bill')}
        exportList="supplier-bills"
        failedToLoad="Failed to load bills"
        empty={{
          none: "No bills yet. Record a supplier's invoice with New bill.",
          search: () => 'No bills match your search.',
          filters: () => 'No bills match these filters.',
        }}
        loadingMore="Loading more bills..."
        filters={
          <>
            <ListStatusFilter list={list} filter="status" statuses={billStatusLabels} />
            <div className="list-toolbar__filter bills-page__supplier">
              <SupplierPicker
                noneLabel="All suppliers"
                value={supplier}
                onChange={(chosen) => {
                  setPickedSupplier(chosen);
                  list.setFilter('supplier', chosen?.id ?? '');
                }}
              />
            </div>
          </>
        }
      >
        {(table) => (
          <DataTable
            {...table}
            label="Bills"
            columns={billColumns}
            rowKey={(bill) => bill.id}
            rowName={(bill) => bill.billNumber}
            actions={(bill) => (
              <ViewButton name={bill.billNumber} onClick={() => openedBill.open(bill.id)} />
            )}
          />
        )}
      </ListScreen>
      {creating && (
        <NewBillDialog
          onClose={() => setCreating(false)}
          onCreated={(bill) => {
            setCreating(false);
            void list.refresh();
            openedBill.open(bill.id, `Bill ${bill.billNumber} recorded.`);
          }}
        />
      )}
      {openedBill.openId && (
        <BillDialog
          key={openedBill.openId}
          billId={openedBill.openId}
          notice={openedBill.notice}
          onChanged={() => void list.refresh()}
          onClose={openedBill.close}
        />
      )}
    </div>
  );
}

const billColumns: ReadonlyArray<DataTableColumn<SupplierBillRowFragment>> = [
  {
    id: 'billNumber',
    header: 'Bill No.',
    cell: (bill) => <span className="bill-number">{bill.billNumber}</span>,
  },
  {
    id: 'supplier',
    header: 'Supplier',
    cell: (bill) => <TruncatedText text={bill.supplierName} />,
  },
  { id: 'invoice', header: 'Their invoice', cell: (bill) => bill.supplierInvoiceNumber },
  { id: 'date', header: 'Bill date', cell: (bill) => formatDate(bill.billDate) },
  { id: 'dueOn', header: 'Due', cell: (bill) => formatDate(bill.dueOn) },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (bill) => <span className="bills-page__money">{formatKsh(bill.total)}</span>,
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (bill) => <span className="bills-page__money">{formatKsh(bill.balance)}</span>,
  },
  { id: 'status', header: 'Status', cell: (bill) => <BillStatusBadge status={bill.status} /> },
];
