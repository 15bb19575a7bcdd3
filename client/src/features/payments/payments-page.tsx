import { Link } from 'react-router-dom';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { ListScreen } from '../../shared/list/list-screen.tsx';
import { ListDateRange, ListStatusFilter, RefreshButton } from '../../shared/list/list-toolbar.tsx';
import {
  type ServerListOptions,
  serverSortableByDate,
  useServerList,
} from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { EntryKindBadge } from '../../shared/payments/payment-history.tsx';
import {
  customerCreditMethod,
  paymentMethodLabel,
  receivingMethods,
} from '../../shared/payments/payment-methods.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { PageHeader, PageLink } from '../../shared/ui/page-header.tsx';
import { TruncatedText } from '../../shared/ui/truncated-text.tsx';
import { PaidSaleLink } from './paid-sale-link.tsx';
import { type PaymentListRowFragment, PaymentsListDocument } from './payments.generated.ts';
import './payments.css';
import { formatCount } from '../../shared/ui/search-field.tsx';

type Entry = PaymentListRowFragment;

export const paymentsText = {
  loadFailed: 'Failed to load payments',
} as const;

// Money by default; the ledger's other entries (credit notes, credit moved between a
// customer's sales, the cents rounded off after an M-Pesa payment) when their method is chosen. Only methods entries are recorded with: "Credit"
// (pay later) is how an order is sold, never how it is paid, and always found nothing (issue 46).
// Entries of older ledgers recorded under it still show among All money.
const methodLabels = Object.fromEntries(
  [
    ...receivingMethods,
    customerCreditMethod,
    { value: 'credit_note', label: 'Credit note' },
    { value: 'rounding', label: paymentMethodLabel('rounding') },
  ].map((method) => [method.value, method.label]),
) as Record<PaymentMethod, string>;

// The filters go to the query and to the export under their own names.
const listOptions: ServerListOptions<'method' | 'from' | 'to', Entry> = {
  filters: ['method', 'from', 'to'],
  defaultSort: { columnId: 'date', direction: 'descending' },
  sortKeys: { date: 'paid_at' },
  rowKey: (entry) => entry.id,
};

const entryKey = (entry: Entry) => entry.id;
const entryName = (entry: Entry) =>
  `${entry.kind} of ${formatKsh(entry.amount)} on ${formatDate(entry.paidAt)}`;

/** The sale's invoice, with its order's number beside it where it had one, or its order. */
function DocumentCell({ entry }: { entry: Entry }) {
  if (!entry.invoiceId || !entry.invoiceNumber) return <PaidSaleLink sale={entry} />;
  return (
    <span className="payments-list__document">
      <PaidSaleLink sale={entry} />
      {entry.orderNumber && (
        <span className="payments-list__order document-number">{entry.orderNumber}</span>
      )}
    </span>
  );
}

/** What the entry is: a payment (perhaps reversed since), a reversal or an adjustment. */
function EntryBadge({ entry }: { entry: Entry }) {
  if (entry.kind !== 'payment') {
    return <EntryKindBadge entry={{ kind: entry.kind, method: entry.method }} />;
  }
  if (entry.reversedByPaymentId) return <Badge tone="neutral">Reversed</Badge>;
  // One part of one M-Pesa payment split across sales: its code pays other sales too.
  if (entry.split) return <Badge tone="neutral">Split M-Pesa</Badge>;
  // The usual case reads plainly; only what changed money already received is marked.
  return <span className="payments-list__kind">Payment</span>;
}

// The server sorts: a column is sortable when the server can sort by it (`serverSortable`, `serverSortableByDate`).
const columns: ReadonlyArray<DataTableColumn<Entry>> = [
  {
    id: 'date',
    header: 'Date',
    cell: (entry) => formatDate(entry.paidAt),
    ...serverSortableByDate,
  },
  { id: 'document', header: 'Document', cell: (entry) => <DocumentCell entry={entry} /> },
  {
    id: 'customer',
    header: 'Customer',
    cell: (entry) =>
      entry.customerId ? (
        <Link
          className="data-table__truncate"
          title={entry.customerName ?? undefined}
          to={`/customers/${entry.customerId}/statement`}
        >
          {entry.customerName}
        </Link>
      ) : (
        entry.customerName
      ),
  },
  { id: 'method', header: 'Method', cell: (entry) => paymentMethodLabel(entry.method) },
  { id: 'reference', header: 'Reference', cell: (entry) => entry.reference ?? '—' },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (entry) => (
      <span className="payments-list__money">
        {entry.reversedByPaymentId ? <s>{formatKsh(entry.amount)}</s> : formatKsh(entry.amount)}
      </span>
    ),
  },
  { id: 'kind', header: 'Entry', cell: (entry) => <EntryBadge entry={entry} /> },
  {
    id: 'recordedBy',
    header: 'Recorded by',
    cell: (entry) => <TruncatedText text={entry.recordedByEmail} />,
  },
];

const countEntries = (count: number) => formatCount(count, 'entry', 'entries');

// One line per entry at desktop width; phones get cards, each measured as drawn.
const ROW_HEIGHT = 41;

/**
 * Every payment, reversal and adjustment of every sale, newest first: read from the server a
 * page at a time, searched by order or invoice number, customer or reference, filtered by
 * method and by days (all in the URL), with the sum of what matches. The dashboard's Cash
 * collected opens it filtered to its period, where the two figures agree.
 */
export function PaymentsPage() {
  const list = useServerList(PaymentsListDocument, (data) => data.paymentsPage, listOptions);
  const permissions = usePermissions();
  const total = list.nothingCanMatch ? 0 : list.data?.paymentsPage.totalAmount;

  return (
    <div className="payments-page">
      <PageHeader
        title="Payments"
        actions={
          <>
            <PageLink to="/payments/unmatched">Unmatched M-Pesa</PageLink>
            {permissions?.manage && (
              <PageLink to="/payments/repeated-codes">Codes used twice</PageLink>
            )}
            <RefreshButton list={list} />
          </>
        }
      />

      <ListScreen
        list={list}
        search={{ label: 'Search payments', placeholder: 'Number, customer or reference' }}
        count={countEntries}
        exportList="payments"
        filters={
          <>
            <ListStatusFilter
              list={list}
              filter="method"
              label="Method"
              statuses={methodLabels}
              // Money alone by default, so the total is the cash the dashboard counts; credit
              // notes and moved customer credit when their method is chosen.
              allLabel="All money"
            />
            <ListDateRange list={list} />
          </>
        }
        failedToLoad={paymentsText.loadFailed}
        empty={{
          none: 'No payments yet. Payments recorded on orders and invoices show here.',
          search: (search) => `No payments match "${search}".`,
          filters: () => 'No payments match these filters.',
        }}
        loadingMore="Loading more payments..."
      >
        {(table) => (
          <>
            <dl className="card payments-total" aria-busy={total === undefined || list.updating}>
              <dt>Total of these payments</dt>
              <dd>
                {total === undefined ? (
                  <span className="skeleton payments-total__skeleton" aria-hidden="true" />
                ) : (
                  formatKsh(total)
                )}
              </dd>
              <dd className="payments-total__hint">Reversals and adjustments are taken off.</dd>
            </dl>
            <DataTable
              {...table}
              label="Payments, newest first"
              columns={columns}
              rowKey={entryKey}
              rowName={entryName}
              compact
              virtual={{ estimateRowHeight: ROW_HEIGHT, reservedHeight: 320 }}
            />
          </>
        )}
      </ListScreen>
    </div>
  );
}
