import type { DataTableColumn, SortState } from '../ui/data-table.tsx';
import { ListDateRange, ListStatusFilter } from './list-toolbar.tsx';
import { type ServerListOptions, serverSortable } from './use-server-list.ts';

/*
 * What the numbered documents' lists (orders, invoices, goods received) share in the list kit:
 * newest first, status and date filters, and the customer column.
 */

export const DOCUMENT_FILTERS = ['status', 'from', 'to'] as const;
export type DocumentFilter = (typeof DOCUMENT_FILTERS)[number];

/**
 * `useServerList`'s options for a document list, newest first by its `dateColumn`; `sortKeys`
 * maps its sortable columns' ids to the server's sort keys (`created_at`, `total`, `customer`).
 */
export function documentListOptions<Row extends { id: string }>(
  sortKeys: Readonly<Record<string, 'created_at' | 'total' | 'customer'>>,
  dateColumn = 'date',
): ServerListOptions<DocumentFilter, Row> {
  const newestFirst: SortState = { columnId: dateColumn, direction: 'descending' };
  return {
    // The status and date filters go to the query and to the export under their own names.
    filters: DOCUMENT_FILTERS,
    defaultSort: newestFirst,
    sortKeys,
    rowKey: (row) => row.id,
  };
}

/** The customer of an order or invoice: sortable by the server, a long name cut short. */
export const customerColumn: DataTableColumn<{ customerName: string }> = {
  id: 'customer',
  header: 'Customer',
  cell: (document) => (
    <span className="data-table__truncate" title={document.customerName}>
      {document.customerName}
    </span>
  ),
  ...serverSortable,
};

/** The status and date filters of a document list, wired to the URL. */
export function DocumentFilters<Status extends string>({
  list,
  statuses,
}: {
  list: {
    filters: Readonly<Record<DocumentFilter, string>>;
    setFilter: (name: DocumentFilter, value: string) => void;
  };
  statuses: Readonly<Record<Status, string>>;
}) {
  return (
    <>
      <ListStatusFilter list={list} filter="status" statuses={statuses} />
      <ListDateRange list={list} />
    </>
  );
}
