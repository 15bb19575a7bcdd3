import { useMemo } from 'react';
import type { DocumentSort } from '../../graphql/operations.generated.ts';
import type { DataTableColumn, SortState } from '../ui/data-table.tsx';
import { DateRangeFilter, StatusFilter } from './list-toolbar.tsx';
import { useListParams, useSettledValue } from './use-list-params.ts';

/*
 * The list kit for numbered documents the server pages (orders, invoices): search, status,
 * dates and sort kept in the URL, turned into the server's variables and export parameters.
 */

const FILTERS = ['status', 'from', 'to'] as const;
const newestFirst: SortState = { columnId: 'date', direction: 'descending' };
// A screenful and then some; the next page loads as its end comes into view.
const PAGE_SIZE = 50;

type SortKey = 'created_at' | 'total' | 'customer';

/**
 * Marks a column sortable where the server does the sorting: the table shows the header as a
 * sort button but never sorts the rows itself (`sortedByServer`).
 */
export const serverSortable: Pick<DataTableColumn<unknown>, 'sortValue'> = {
  sortValue: () => null,
};

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

/** `sortKeys` maps the sortable columns' ids to the server's sort keys. */
export function useDocumentList<Status extends string>(sortKeys: Record<string, SortKey>) {
  const params = useListParams({ filters: FILTERS, defaultSort: newestFirst });
  const { filters, sort } = params;
  const search = useSettledValue(params.search.trim());
  const status = (filters.status || null) as Status | null;
  const key = sortKeys[sort.columnId] ?? 'created_at';
  const serverSort = `${key}_${sort.direction === 'descending' ? 'desc' : 'asc'}` as DocumentSort;
  const variables = useMemo(
    () => ({
      first: PAGE_SIZE,
      search: search || null,
      status,
      from: filters.from || null,
      to: filters.to || null,
      sort: serverSort,
    }),
    [search, status, filters.from, filters.to, serverSort],
  );
  const filtered = Boolean(status || filters.from || filters.to);
  return {
    ...params,
    status,
    variables,
    /** The same rows as CSV: every one the filters match, not only the pages loaded. */
    exportParams: {
      q: variables.search,
      status,
      from: variables.from,
      to: variables.to,
      sort: serverSort,
    },
    /** Why the list may be empty: nothing yet, nothing matching the search, or the filters. */
    narrowedBy: filtered ? 'filters' : search ? 'search' : null,
    search: params.search,
    settledSearch: search,
  } as const;
}

/** The status and date filters of a document list, wired to the URL. */
export function DocumentFilters<Status extends string>({
  list,
  statuses,
}: {
  list: ReturnType<typeof useDocumentList<Status>>;
  statuses: Readonly<Record<Status, string>>;
}) {
  return (
    <>
      <StatusFilter
        value={list.status ?? ''}
        onChange={(value) => list.setFilter('status', value)}
        statuses={statuses}
      />
      <DateRangeFilter
        from={list.filters.from}
        to={list.filters.to}
        onChange={(range) => {
          if (range.from !== undefined) list.setFilter('from', range.from);
          if (range.to !== undefined) list.setFilter('to', range.to);
        }}
      />
    </>
  );
}
