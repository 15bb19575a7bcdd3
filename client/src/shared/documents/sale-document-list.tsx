import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { formatDate } from '../format/date.ts';
import {
  type DocumentFilter,
  DocumentFilters,
  documentListOptions,
} from '../list/document-list.tsx';
import { ListScreen, type ListScreenProps, type ServerList } from '../list/list-screen.tsx';
import {
  prefetchServerList,
  serverSortableByDate,
  useServerList,
} from '../list/use-server-list.ts';
import type { MpesaReceiptAwaitedFragment } from '../payments/mpesa.generated.ts';
import { MpesaReceiptAwaitedBadge } from '../payments/mpesa-receipt-awaited.tsx';
import { DataTable, type DataTableColumn } from '../ui/data-table.tsx';
import { formatCount } from '../ui/search-field.tsx';
import './sale-document-list.css';

/*
 * An order's and an invoice's list (spec §2) are one list of sales documents: newest first,
 * searched by number or customer, filtered by status and dates, sorted by the server by date,
 * total or customer, one line per document. Each screen gives its words, its columns, its
 * statuses and what a row's buttons do.
 */

type SaleDocumentRow = { id: string; customerName: string; createdAt: string };

/**
 * A sale document list's query: read by its screen (`useList`) and fetched ahead of it
 * (`prefetch`, prepareScreen in app/prepare-screen.ts), newest first with the status and date
 * filters.
 * `totalColumnId` is the id of the column the server sorts by the document's total (an order's
 * Amount, an invoice's Total).
 */
export function saleDocumentQuery<
  Data,
  Variables extends OperationVariables,
  Row extends { id: string },
>(
  document: TypedDocumentNode<Data, Variables>,
  connectionOf: Parameters<typeof useServerList<Data, Variables, Row, DocumentFilter>>[1],
  totalColumnId: string,
) {
  const options = documentListOptions<Row>({
    date: 'created_at',
    [totalColumnId]: 'total',
    customer: 'customer',
  });
  return {
    prefetch: (client: ApolloClient, search: string) =>
      prefetchServerList(client, document, options, search),
    useList: () => useServerList(document, connectionOf, options),
  };
}

/** The day a sale document was made, sorted by the server. */
export const saleDateColumn: DataTableColumn<{ createdAt: string }> = {
  id: 'date',
  header: 'Date',
  cell: (document) => formatDate(document.createdAt),
  ...serverSortableByDate,
};

/**
 * The Status column: the document's own badges (its status, an invoice's eTIMS state), then
 * M-Pesa money paid on it whose receipt is awaited (issue 52).
 */
export function saleStatusColumn<
  Row extends { mpesaReceiptAwaited?: MpesaReceiptAwaitedFragment | null },
>(badges: (row: Row) => ReactNode): DataTableColumn<Row> {
  return {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <span className="sale-status-cell">
        {badges(row)}
        <MpesaReceiptAwaitedBadge request={row.mpesaReceiptAwaited} />
      </span>
    ),
  };
}

// One line per document at desktop width; phones get cards, each measured as drawn.
const ROW_HEIGHT = 41;

type SaleDocumentListProps<Row extends SaleDocumentRow, Status extends string> = Pick<
  ListScreenProps<Row>,
  'search' | 'failedToLoad' | 'empty'
> & {
  /** What the list holds: it is counted, exported and loaded more in its name. */
  noun: 'order' | 'invoice';
  list: ServerList<Row> & {
    filters: Readonly<Record<DocumentFilter, string>>;
    setFilter: (name: DocumentFilter, value: string) => void;
  };
  /** The status filter's choices, by their labels. */
  statuses: Readonly<Record<Status, string>>;
  /** The table's accessible name, e.g. "Orders, newest first". */
  label: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** Names a row in its buttons' labels: the document's number. */
  rowName: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
  /** A document to mark and scroll to (one just made), when the screen knows it. */
  highlightKey?: string | null;
};

const documentKey = (document: { id: string }) => document.id;

/** The toolbar, then the list of sale documents or what kept it from loading. */
export function SaleDocumentList<Row extends SaleDocumentRow, Status extends string>({
  noun,
  list,
  statuses,
  label,
  columns,
  rowName,
  actions,
  highlightKey,
  ...screen
}: SaleDocumentListProps<Row, Status>) {
  return (
    <ListScreen
      {...screen}
      list={list}
      count={(total) => formatCount(total, noun)}
      exportList={`${noun}s`}
      loadingMore={`Loading more ${noun}s...`}
      filters={<DocumentFilters list={list} statuses={statuses} />}
    >
      {(table) => (
        <DataTable
          {...table}
          label={label}
          columns={columns}
          rowKey={documentKey}
          rowName={rowName}
          actions={actions}
          highlightKey={highlightKey ?? table.highlightKey}
          compact
          virtual={{ estimateRowHeight: ROW_HEIGHT, reservedHeight: 260 }}
        />
      )}
    </ListScreen>
  );
}
