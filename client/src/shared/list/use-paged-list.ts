import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

type Connection<Row> = {
  nodes: readonly Row[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  totalCount: number;
};

const noRows: readonly never[] = [];

/**
 * A list the server pages (`ordersPage`, `invoicesPage`): the first page for these variables,
 * and `loadMore` for the next (the table calls it as its last rows come into view). Pages are
 * joined in Apollo's cache (`pagedConnection` in apollo-client.ts), so a change elsewhere in
 * the app (a payment, a new invoice) shows in the rows already loaded.
 */
export function usePagedList<Data, Variables extends OperationVariables, Row>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  connectionOf: (data: Data) => Connection<Row>,
) {
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(document, {
    variables,
    // Payments and new documents come from other tills: a revisit shows the cache, then fresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While another search or filter loads, the rows of the last one stay: no flash of empty
  // table, and a row in both lists stays mounted (its dialog open, its state kept).
  const shown = data ?? previousData;
  const connection = shown ? connectionOf(shown as Data) : undefined;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const endCursor = connection?.pageInfo.endCursor;
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;

  const loadMore = useCallback(() => {
    if (!hasNextPage || !endCursor || loadingMore) return;
    void fetchMore({ variables: { after: endCursor } as unknown as Partial<Variables> }).catch(
      () => undefined, // the next scroll tries again; the rows shown stay
    );
  }, [fetchMore, hasNextPage, endCursor, loadingMore]);

  return {
    rows: connection?.nodes ?? noRows,
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
    refetch: useCallback(() => refetch().catch(() => undefined), [refetch]),
  };
}
