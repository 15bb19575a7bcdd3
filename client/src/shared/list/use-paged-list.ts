import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFetchedAheadPolicy } from '../graphql/fetched-ahead.ts';

type Connection<Row> = {
  nodes: readonly Row[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  totalCount: number;
};

/** The server's ceiling for one request (`limit` of the REST lists). */
const MAX_ROWS_PER_REQUEST = 200;

/** The rows of a list with none: one array, so a memo keyed on it holds. */
export const noRows: readonly never[] = [];

export type PagedListOptions<Row> = {
  /** Names a row (its id), to find a record just added among the rows. */
  rowKey: (row: Row) => string;
  /**
   * How many pages the address says were loaded (`?page=3`), and how to record a new count:
   * the list loads that many again on a reload or a shared link, and records each page the
   * user scrolls to.
   */
  pages: { wanted: number; record: (loaded: number) => void };
  /** Nothing to ask: the server is not asked (what the list shows is its caller's to say). */
  skip?: boolean;
};

/**
 * A list the server pages (`ordersPage`, `inventoryPage`, `customersPage`…): the first page for
 * these variables, `loadMore` for the next (the table calls it as its last rows come into view),
 * as many pages as the address asks for, and a record just added shown (and marked) whatever
 * the search says. Pages are joined in Apollo's cache (`pagedConnection` in apollo-client.ts),
 * so a change elsewhere in the app (a payment, an edit) shows in the rows already loaded.
 */
export function usePagedList<Data, Variables extends OperationVariables, Row>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  connectionOf: (data: Data) => Connection<Row>,
  { rowKey, pages, skip = false }: PagedListOptions<Row>,
) {
  // Payments and new records come from other tills: a revisit shows the cache, then fresh.
  // A first page fetched just before the screen mounted is fresh already: it is shown as it is,
  // and another search or filter asks the server again.
  const policy = useFetchedAheadPolicy(document, variables);
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(document, {
    variables,
    ...policy,
    notifyOnNetworkStatusChange: true,
    skip,
  });
  // While another search or filter loads, the rows of the last one stay: no flash of empty
  // table, and a row in both lists stays mounted (its dialog open, its state kept).
  const shown = data ?? previousData;
  const connection = shown ? connectionOf(shown as Data) : undefined;
  const nodes = connection?.nodes ?? noRows;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const endCursor = connection?.pageInfo.endCursor;
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;
  // `first` is the page size: pages are counted in it, in the URL too.
  const pageSize = Number(variables.first);
  const loadedPages = Math.max(1, Math.ceil(nodes.length / pageSize));
  // The rows are this list's own and nothing is on its way: the moment to compare with the URL.
  const settled = data !== undefined && networkStatus === NetworkStatus.ready;

  const fetchPages = useCallback(
    (count: number) =>
      fetchMore({
        variables: {
          after: endCursor,
          first: Math.min(count * pageSize, MAX_ROWS_PER_REQUEST),
        } as unknown as Partial<Variables>,
      }),
    [fetchMore, endCursor, pageSize],
  );

  const loadMore = useCallback(() => {
    if (!hasNextPage || !endCursor || loadingMore) return;
    // The next scroll tries again; the rows shown stay.
    void fetchPages(1).catch(() => undefined);
  }, [fetchPages, hasNextPage, endCursor, loadingMore]);

  // The address and the rows agree: pages it asks for are loaded (a reload, a shared link,
  // Back), and pages loaded by scrolling are written to it. A page that fails to load while
  // restoring ends the restoring; the address then says what is on screen.
  const { wanted, record } = pages;
  const variablesKey = JSON.stringify(variables);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (loadedPages < wanted && hasNextPage && endCursor) {
      const at = `${variablesKey} ${endCursor}`;
      if (asked.current === at) return; // asked already (the effect ran twice)
      asked.current = at;
      fetchPages(wanted - loadedPages).catch(() => record(loadedPages));
    } else if (loadedPages !== wanted) {
      record(loadedPages);
    }
  }, [settled, variablesKey, loadedPages, wanted, hasNextPage, endCursor, fetchPages, record]);

  // A record just added: shown first (marked, scrolled to) until the search, a filter or the
  // sort changes, unless the pages loaded hold it already, where it then is marked.
  const [added, setAdded] = useState<{ for: string; row: Row } | null>(null);
  const addedRow = added?.for === variablesKey ? added.row : null;
  const addedKey = addedRow ? rowKey(addedRow) : null;
  const rows = useMemo(
    () =>
      addedRow && !nodes.some((row) => rowKey(row) === addedKey) ? [addedRow, ...nodes] : nodes,
    [nodes, addedRow, addedKey, rowKey],
  );

  /** Reads again as many rows as are loaded (in one request up to the server's limit). */
  const refresh = useCallback(async () => {
    asked.current = null;
    const first = Math.min(loadedPages * pageSize, MAX_ROWS_PER_REQUEST);
    // The rows shown stay, and `error` says why it failed.
    await refetch({ first } as unknown as Partial<Variables>).catch(() => undefined);
  }, [refetch, loadedPages, pageSize]);

  return {
    rows,
    /** The answer the rows come from, for what a list shows beside them (a total). */
    data: shown as Data | undefined,
    totalCount: connection?.totalCount ?? 0,
    loaded: connection !== undefined,
    /** Loading a first page with nothing at all to show yet. */
    loading: connection === undefined && networkStatus !== NetworkStatus.error,
    /** Another search, filter or sort is loading; the rows shown are the last one's. */
    updating: data === undefined && connection !== undefined && !error,
    loadingMore,
    refreshing: networkStatus === NetworkStatus.refetch,
    hasNextPage,
    error,
    loadMore,
    refresh,
    /** The record just added, marked and scrolled to by the table. */
    highlightKey: addedKey,
    /** Shows a record just added, whether or not it matches the search. */
    showAdded: useCallback((row: Row) => setAdded({ for: variablesKey, row }), [variablesKey]),
    /** A row was saved: if it is the one just added, it is shown as saved. */
    saved: useCallback(
      (row: Row) =>
        setAdded((current) =>
          current && rowKey(current.row) === rowKey(row) ? { ...current, row } : current,
        ),
      [rowKey],
    ),
    /** A row was deleted: if it is the one just added, it is no longer shown. */
    deleted: useCallback(
      (row: Row) =>
        setAdded((current) => (current && rowKey(current.row) === rowKey(row) ? null : current)),
      [rowKey],
    ),
  };
}
