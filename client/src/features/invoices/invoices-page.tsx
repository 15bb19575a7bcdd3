import { useState } from 'react';
import {
  SaleDocumentList,
  saleDateColumn,
  saleDocumentQuery,
  saleStatusColumn,
} from '../../shared/documents/sale-document-list.tsx';
import { formatDate } from '../../shared/format/date.ts';
import { customerColumn } from '../../shared/list/document-list.tsx';
import { kshColumn } from '../../shared/list/ksh-column.ts';
import { RefreshButton } from '../../shared/list/list-toolbar.tsx';
import { useRecordInUrl } from '../../shared/list/use-record-in-url.ts';
import { serverSortable } from '../../shared/list/use-server-list.ts';
import type { DataTableColumn } from '../../shared/ui/data-table.tsx';
import { ViewButton } from '../../shared/ui/icon-button.tsx';
import { PageAction, PageHeader } from '../../shared/ui/page-header.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { CreateInvoiceDialog } from './create-invoice-dialog.tsx';
import { EtimsBadge } from './etims-status.tsx';
import { InvoicePreviewDialog } from './invoice-preview-dialog.tsx';
import { InvoiceStatusBadge, invoiceStatusLabels } from './invoice-status-badge.tsx';
import { type InvoiceSummaryFragment, InvoicesListDocument } from './invoices.generated.ts';
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
const invoicesQuery = saleDocumentQuery(InvoicesListDocument, (data) => data.invoicesPage, 'total');

/** The list's first page, fetched ahead of the screen (prepareScreen in app/prepare-screen.ts). */
export const prefetchInvoicesList = invoicesQuery.prefetch;

const invoiceName = (invoice: InvoiceSummaryFragment) => invoice.invoiceNumber;

/**
 * Spec §2 Invoices: the list, read from the server a page at a time with search, status and
 * date filters, sort and refresh (all in the URL), and its dialogs.
 */
export function InvoicesPage() {
  const toast = useToast();
  const preview = useRecordInUrl(INVOICE_PARAM);
  const [creating, setCreating] = useState(false);
  const list = invoicesQuery.useList();

  return (
    <div className="invoices-page">
      <PageHeader
        title="Invoices"
        actions={
          <>
            <RefreshButton list={list} />
            <PageAction onClick={() => setCreating(true)}>Create Invoice</PageAction>
          </>
        }
      />

      <SaleDocumentList
        noun="invoice"
        list={list}
        search={{ label: 'Search', placeholder: 'Invoice number or customer' }}
        statuses={invoiceStatusLabels}
        failedToLoad={invoiceText.loadFailed}
        empty={{
          none: 'No invoices yet. Create one manually or from an order.',
          search: () => 'No invoices match your search.',
          filters: () => 'No invoices match your search.',
        }}
        label="Invoices"
        columns={invoiceColumns}
        rowName={invoiceName}
        actions={(invoice) => (
          <ViewButton name={invoice.invoiceNumber} onClick={() => preview.open(invoice.id)} />
        )}
      />

      <CreateInvoiceDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(invoice) => {
          setCreating(false);
          preview.open(invoice.id, `Invoice ${invoice.invoiceNumber} created.`);
        }}
      />
      {preview.openId && (
        <InvoicePreviewDialog
          key={preview.openId}
          invoiceId={preview.openId}
          notice={preview.notice}
          onClose={preview.close}
          onDeleted={(invoiceNumber) => {
            preview.close();
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
  saleDateColumn,
  { id: 'dueDate', header: 'Due date', cell: (invoice) => formatDate(invoice.dueDate) },
  { ...kshColumn('total', 'Total'), ...serverSortable },
  kshColumn('amountPaid', 'Amount paid'),
  saleStatusColumn((invoice) => (
    <>
      <InvoiceStatusBadge status={invoice.status} />
      <EtimsBadge etims={invoice.etims} />
    </>
  )),
];
