import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMemo } from 'react';
import { fetchAhead } from '../graphql/fetched-ahead.ts';
import type { DataTableColumn, SortState } from '../ui/data-table.tsx';
import { readFilters, readSort, useListParams } from './use-list-params.ts';
import { noRows, usePagedList } from './use-paged-list.ts';

/*
 * The list kit: one hook for every list screen the server pages (inventory, customers,
 * suppliers, orders, invoices). Search, filters, sort and the pages loaded live in the URL;
 * they become the query's variables and the CSV export's parameters, and the rows come a page
 * at a time (usePagedList).
 */

// A screenful and then some; the next page loads as its end comes into view.
const PAGE_SIZE = 50;

/** A column the server can sort by: the table shows its header as a sort button. */
export const serverSortable: Pick<DataTableColumn<unknown>, 'sortable'> = { sortable: true };

/** A date column the server can sort by: the phone's Sort by says newest or oldest first. */
export const serverSortableByDate: Pick<DataTableColumn<unknown>, 'sortable' | 'sortWords'> = {
  sortable: true,
  sortWords: { ascending: 'oldest first', descending: 'newest first' },
};

/** What a list's own filters send: the query's variables and the export's REST parameters. */
export type ServerFilters = {
  variables: Record<string, unknown>;
  exportParams: Record<string, string | null>;
};

export type ServerListOptions<Filter extends string, Row> = {
  /** The URL parameters the list filters by, e.g. `status`, `from`, `to`. */
  filters?: readonly Filter[];
  /**
   * What the filters' values (as in the URL, '' when unset) send to the server; without it,
   * each goes to the query and to the export under its own name (`underOwnNames`).
   */
  toServer?: (filters: Readonly<Record<Filter, string>>) => ServerFilters;
  /** The sort when the URL names none. */
  defaultSort: SortState;
  /** Each sortable column's id → the server's sort key; the direction is appended (`total_desc`). */
  sortKeys: Readonly<Record<string, string>>;
  rowKey: (row: Row) => string;
};

/** Filters the query and the export both take under the URL's names, unset as null. */
export function underOwnNames(filters: Readonly<Record<string, string>>): ServerFilters {
  const values = Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [name, value || null]),
  );
  return { variables: values, exportParams: values };
}

/** A list's From after its To: no row can match, and the server refuses to be asked. */
function backwards(filters: Readonly<Record<string, string>>): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

/**
 * What a list asks the server for, from its search, filters and sort: the query's variables
 * (first page) and the CSV export's parameters. The screen and `prefetchServerList` both ask
 * through here, so that a list fetched ahead is the one the screen reads.
 */
function serverRequest<Filter extends string, Row>(
  { toServer, defaultSort, sortKeys }: ServerListOptions<Filter, Row>,
  { search, filters, sort }: { search: string; filters: Record<Filter, string>; sort: SortState },
) {
  const key = sortKeys[sort.columnId] ?? sortKeys[defaultSort.columnId];
  const serverSort = `${key}_${sort.direction === 'descending' ? 'desc' : 'asc'}`;
  const own = (toServer ?? underOwnNames)(filters);
  return {
    variables: { first: PAGE_SIZE, search: search || null, sort: serverSort, ...own.variables },
    exportParams: { q: search || null, sort: serverSort, ...own.exportParams },
  };
}

/**
 * Fetches the first page of a list as its screen will ask for it at `search` (the address's
 * `?…`), before the screen renders: the screen's first render then shows the rows
 * (`usePagedList` reads a page fetched moments ago from the cache).
 */
export function prefetchServerList<
  Data,
  Variables extends OperationVariables,
  Row,
  Filter extends string,
>(
  client: ApolloClient,
  document: TypedDocumentNode<Data, Variables>,
  options: ServerListOptions<Filter, Row>,
  search: string,
): Promise<unknown> {
  const params = new URLSearchParams(search);
  if (backwards(readFilters(params, options.filters))) return Promise.resolve();
  const { variables } = serverRequest(options, {
    // As the search box settles it: trimmed.
    search: (params.get('q') ?? '').trim(),
    filters: readFilters(params, options.filters),
    sort: readSort(params, options.defaultSort, options.sortKeys),
  });
  return fetchAhead(client, document, variables as unknown as Variables);
}

/**
 * A list screen's state and rows. `connectionOf` picks the connection (`data.inventoryPage`)
 * out of the query's answer.
 */
export function useServerList<
  Data,
  Variables extends OperationVariables,
  Row,
  Filter extends string = never,
>(
  document: TypedDocumentNode<Data, Variables>,
  connectionOf: Parameters<typeof usePagedList<Data, Variables, Row>>[2],
  options: ServerListOptions<Filter, Row>,
) {
  const params = useListParams({
    filters: options.filters,
    defaultSort: options.defaultSort,
    sortKeys: options.sortKeys,
  });
  const { filters, sort } = params;
  const search = params.settledSearch;
  const request = useMemo(
    () => serverRequest(options, { search, filters, sort }),
    [options, search, filters, sort],
  );
  const variables = request.variables as unknown as Variables;
  // To before From matches nothing (the field says so): the server, which refuses such a range,
  // is not asked, and the list is empty rather than failed with the last range's rows beside it.
  const nothingCanMatch = backwards(filters);
  const list = usePagedList(document, variables, connectionOf, {
    rowKey: options.rowKey,
    pages: { wanted: params.pages, record: params.recordPages },
    skip: nothingCanMatch,
  });
  const filtered = Object.values<string>(filters).some(Boolean);
  return {
    ...list,
    ...(nothingCanMatch && {
      rows: noRows as readonly Row[],
      data: undefined,
      totalCount: 0,
      loaded: true,
      loading: false,
      updating: false,
      loadingMore: false,
      hasNextPage: false,
      error: undefined,
    }),
    /** The filters match nothing by themselves (To before From): nothing was asked. */
    nothingCanMatch,
    search: params.search,
    setSearch: params.setSearch,
    /** The search as sent to the server (once the typing paused). */
    settledSearch: search,
    filters,
    setFilter: params.setFilter,
    sort,
    setSort: params.setSort,
    /** The same rows as CSV: every one the filters match, not only the pages loaded. */
    exportParams: request.exportParams,
    /** Why the list may be empty: nothing yet, nothing matching the search, or the filters. */
    narrowedBy: filtered ? ('filters' as const) : search ? ('search' as const) : null,
  };
}
