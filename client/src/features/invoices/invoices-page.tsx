import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type InvoiceSummaryFragment,
  InvoicesListDocument,
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
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { CreateInvoiceDialog } from './create-invoice-dialog.tsx';
import { EtimsBadge } from './etims-status.tsx';
import { InvoicePreviewDialog } from './invoice-preview-dialog.tsx';
import { InvoiceStatusBadge, invoiceStatusLabels } from './invoice-status-badge.tsx';
import { invoiceText } from './invoices.messages.ts';
// The screen's styles, in cascade order: its dialogs and the printed document load with it.
import './invoices.css';
import './create-invoice.css';
import './invoice-preview.css';
import './invoice-document.css';
import './credit-notes.css';
import './etims.css';

/** Where the orders screen and others link to open one invoice: `/invoices?invoice=<id>`. */
const INVOICE_PARAM = 'invoice';
// One line per invoice at desktop width; phones get cards, each measured as drawn.
const ROW_HEIGHT = 41;

const listOptions = documentListOptions<InvoiceSummaryFragment>({
  date: 'created_at',
  total: 'total',
  customer: 'customer',
});

/** The list's first page, fetched ahead of the screen (prepareScreen in app/screens.ts). */
export const prefetchInvoicesList = (client: ApolloClient, search: string) =>
  prefetchServerList(client, InvoicesListDocument, listOptions, search);

const invoiceKey = (invoice: InvoiceSummaryFragment) => invoice.id;
const invoiceName = (invoice: InvoiceSummaryFragment) => invoice.invoiceNumber;

/**
 * Spec §2 Invoices: the list, read from the server a page at a time with search, status and
 * date filters, sort and refresh (all in the URL), and its dialogs.
 */
export function InvoicesPage() {
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [previewNotice, setPreviewNotice] = useState<string | null>(null);
  const openInvoiceId = searchParams.get(INVOICE_PARAM);
  const list = useServerList(InvoicesListDocument, (data) => data.invoicesPage, listOptions);

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

  return (
    <div className="invoices-page">
      <PageHeader
        title="Invoices"
        actions={
          <>
            <button
              className="button button--secondary"
              type="button"
              disabled={list.refreshing}
              onClick={() => void list.refresh()}
            >
              {list.refreshing ? 'Refreshing...' : 'Refresh'}
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

      <ListToolbar
        search={{
          label: 'Search',
          placeholder: 'Invoice number or customer',
          value: list.search,
          onChange: list.setSearch,
        }}
        status={list.loaded ? formatCount(list.totalCount, 'invoice') : ''}
        exportAs={{ list: 'invoices', params: list.exportParams }}
      >
        <DocumentFilters list={list} statuses={invoiceStatusLabels} />
      </ListToolbar>

      <ListBody list={list} failedToLoad={invoiceText.loadFailed}>
        <DataTable
          label="Invoices"
          columns={invoiceColumns}
          rows={list.rows}
          rowKey={invoiceKey}
          rowName={invoiceName}
          loading={list.loading}
          updating={list.updating}
          sort={list.sort}
          onSortChange={list.setSort}
          onEndReached={list.loadMore}
          footer={list.loadingMore ? 'Loading more invoices...' : null}
          emptyMessage={
            list.narrowedBy
              ? 'No invoices match your search.'
              : 'No invoices yet. Create one manually or from an order.'
          }
          actions={(invoice) => (
            <IconButton
              icon="view"
              label={`View ${invoice.invoiceNumber}`}
              text="View"
              onClick={() => openPreview(invoice.id)}
            />
          )}
          compact
          virtual={{
            estimateRowHeight: ROW_HEIGHT,
            reservedHeight: 260,
          }}
        />
      </ListBody>

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

// The server sorts: a column is sortable when the server can sort by it (`serverSortable`, `serverSortableByDate`).
const invoiceColumns: ReadonlyArray<DataTableColumn<InvoiceSummaryFragment>> = [
  {
    id: 'invoiceNumber',
    header: 'Invoice No.',
    cell: (invoice) => <span className="invoice-number">{invoice.invoiceNumber}</span>,
  },
  customerColumn,
  {
    id: 'date',
    header: 'Date',
    cell: (invoice) => formatDate(invoice.createdAt),
    ...serverSortableByDate,
  },
  { id: 'dueDate', header: 'Due date', cell: (invoice) => formatDate(invoice.dueDate) },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (invoice) => formatKsh(invoice.total),
    ...serverSortable,
  },
  {
    id: 'amountPaid',
    header: 'Amount paid',
    align: 'end',
    cell: (invoice) => formatKsh(invoice.amountPaid),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) => (
      <span className="invoice-status-cell">
        <InvoiceStatusBadge status={invoice.status} />
        <EtimsBadge etims={invoice.etims} />
      </span>
    ),
  },
];
