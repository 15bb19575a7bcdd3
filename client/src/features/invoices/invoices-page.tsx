import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type InvoiceStatus,
  type InvoiceSummaryFragment,
  InvoicesDocument,
} from '../../graphql/operations.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/format/money.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { CreateInvoiceDialog } from './create-invoice-dialog.tsx';
import { InvoicePreviewDialog } from './invoice-preview-dialog.tsx';
import { InvoiceStatusBadge, invoiceStatusLabels } from './invoice-status-badge.tsx';
import { invoiceText } from './invoices.messages.ts';
import './invoices.css';

type StatusFilter = 'all' | InvoiceStatus;

const statusFilters: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...(['unpaid', 'partially_paid', 'paid', 'overdue'] as const).map((value) => ({
    value,
    label: invoiceStatusLabels[value],
  })),
];

/** Where the orders screen and others link to open one invoice: `/invoices?invoice=<id>`. */
const INVOICE_PARAM = 'invoice';

function matches(invoice: InvoiceSummaryFragment, search: string, status: StatusFilter) {
  if (status !== 'all' && invoice.status !== status) return false;
  if (search === '') return true;
  return (
    invoice.invoiceNumber.toLowerCase().includes(search) ||
    invoice.customerName.toLowerCase().includes(search)
  );
}

/** Spec §2 Invoices: the list with search, status filter and refresh, and its dialogs. */
export function InvoicesPage() {
  const toast = useToast();
  const searchId = useId();
  const statusId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [creating, setCreating] = useState(false);
  const [previewNotice, setPreviewNotice] = useState<string | null>(null);
  const { data, error, loading, refetch, networkStatus } = useQuery(InvoicesDocument, {
    notifyOnNetworkStatusChange: true,
  });
  const refreshing = networkStatus === NetworkStatus.refetch;
  const openInvoiceId = searchParams.get(INVOICE_PARAM);

  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const invoices = data?.invoices;
  const rows = useMemo(
    () => (invoices ?? []).filter((invoice) => matches(invoice, deferredSearch, status)),
    [invoices, deferredSearch, status],
  );

  function openPreview(id: string, notice: string | null = null) {
    setPreviewNotice(notice);
    setSearchParams((params) => {
      params.set(INVOICE_PARAM, id);
      return params;
    });
  }

  function closePreview() {
    setPreviewNotice(null);
    setSearchParams(
      (params) => {
        params.delete(INVOICE_PARAM);
        return params;
      },
      { replace: true },
    );
  }

  const columns = useMemo<ReadonlyArray<DataTableColumn<InvoiceSummaryFragment>>>(
    () => [
      {
        id: 'invoiceNumber',
        header: 'Invoice No.',
        cell: (invoice) => <span className="invoice-number">{invoice.invoiceNumber}</span>,
        sortValue: (invoice) => invoice.invoiceNumber,
      },
      {
        id: 'customer',
        header: 'Customer',
        cell: (invoice) => invoice.customerName,
        sortValue: (invoice) => invoice.customerName,
      },
      {
        id: 'date',
        header: 'Date',
        cell: (invoice) => formatDate(invoice.createdAt),
        sortValue: (invoice) => invoice.createdAt,
      },
      {
        id: 'dueDate',
        header: 'Due date',
        cell: (invoice) => formatDate(invoice.dueDate),
        sortValue: (invoice) => invoice.dueDate,
      },
      {
        id: 'total',
        header: 'Total',
        align: 'end',
        cell: (invoice) => formatKsh(invoice.total),
        sortValue: (invoice) => invoice.total,
      },
      {
        id: 'amountPaid',
        header: 'Amount paid',
        align: 'end',
        cell: (invoice) => formatKsh(invoice.amountPaid),
        sortValue: (invoice) => invoice.amountPaid,
      },
      {
        id: 'status',
        header: 'Status',
        cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
        sortValue: (invoice) => invoiceStatusLabels[invoice.status],
      },
    ],
    [],
  );

  const filtering = deferredSearch !== '' || status !== 'all';
  const total = invoices?.length ?? 0;

  return (
    <div className="invoices-page">
      <PageHeader
        title="Invoices"
        actions={
          <>
            <button
              className="button button--secondary"
              type="button"
              disabled={refreshing}
              onClick={() => void refetch().catch(() => undefined)}
            >
              {refreshing ? 'Refreshing...' : 'Refresh'}
            </button>
            <button
              className="button button--primary"
              type="button"
              onClick={() => setCreating(true)}
            >
              Create Invoice
            </button>
          </>
        }
      />

      <search className="invoice-filters">
        <div className="field invoice-filters__search">
          <label className="field__label" htmlFor={searchId}>
            Search
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Invoice number or customer name"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field invoice-filters__status">
          <label className="field__label" htmlFor={statusId}>
            Status
          </label>
          <select
            id={statusId}
            className="input"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
          >
            {statusFilters.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
      </search>

      {error && !data ? (
        <LoadError message={loadFailureMessage(error, invoiceText.loadFailed)} />
      ) : (
        <>
          {error && (
            <p className="banner banner--error invoice-refresh-error" role="alert">
              {loadFailureMessage(error, invoiceText.loadFailed)}
            </p>
          )}
          <p className="invoice-count" aria-live="polite">
            {data &&
              (filtering
                ? `Showing ${rows.length} of ${total} invoices`
                : `${total} ${total === 1 ? 'invoice' : 'invoices'}`)}
          </p>
          <DataTable
            label="Invoices"
            columns={columns}
            rows={rows}
            rowKey={(invoice) => invoice.id}
            rowName={(invoice) => invoice.invoiceNumber}
            loading={loading}
            emptyMessage={
              filtering
                ? 'No invoices match your search.'
                : 'No invoices yet. Create one manually or from an order.'
            }
            actions={(invoice) => (
              <button
                className="button button--secondary button--small"
                type="button"
                aria-label={`View ${invoice.invoiceNumber}`}
                onClick={() => openPreview(invoice.id)}
              >
                View
              </button>
            )}
          />
        </>
      )}

      <CreateInvoiceDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(invoice) => {
          setCreating(false);
          openPreview(invoice.id, `Invoice ${invoice.invoiceNumber} created.`);
        }}
      />
      {openInvoiceId && (
        <InvoicePreviewDialog
          key={openInvoiceId}
          invoiceId={openInvoiceId}
          notice={previewNotice}
          onClose={closePreview}
          onDeleted={(invoiceNumber) => {
            closePreview();
            toast.success(`Invoice ${invoiceNumber} deleted.`);
          }}
        />
      )}
    </div>
  );
}
