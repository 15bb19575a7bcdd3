import type {
  ApolloClient,
  OperationVariables,
  TypedDocumentNode,
  WatchQueryFetchPolicy,
} from '@apollo/client';
import { useState } from 'react';

/*
 * A screen's first data fetched ahead of the screen (app/prepare-screen.ts: with its chunk on a
 * page load or a menu click), and the screen's query that then shows it without asking again.
 * Without this, a screen whose query is `cache-and-network` would show the answer fetched a
 * moment ago and send the same request once more.
 */

// An answer fetched this long ago is as good as asking again: the screen mounting next reads
// it from the cache. Long enough for a screen's chunk to arrive on a slow phone.
const FRESH_MS = 10_000;

/** When each query's answer (by document, then variables) was last fetched ahead of its screen. */
const fetchedAhead = new WeakMap<object, Map<string, number>>();

/** Asks the server for `document` with `variables` now, for the screen about to show it. */
export async function fetchAhead<Data, Variables extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<void> {
  // A failure is left to the screen, which asks again and says what went wrong.
  await client.query({ query: document, variables, fetchPolicy: 'network-only' });
  const times = fetchedAhead.get(document) ?? new Map<string, number>();
  times.set(JSON.stringify(variables), performance.now());
  fetchedAhead.set(document, times);
}

function fetchedJustNow(document: object, variables: unknown): boolean {
  const at = fetchedAhead.get(document)?.get(JSON.stringify(variables));
  return at !== undefined && performance.now() - at < FRESH_MS;
}

/**
 * Other variables (another search, month or period) ask the server, also where the first
 * answer was read from the cache. One function for every query: a new one per render would
 * differ from the options Apollo last saw, and make it apply them again on every render.
 */
function askAgainForOtherVariables(
  current: WatchQueryFetchPolicy,
  { reason }: { reason: 'after-fetch' | 'variables-changed' },
): WatchQueryFetchPolicy {
  return reason === 'variables-changed' ? 'cache-and-network' : current;
}

/**
 * The fetch policies of a screen's query that others may change (payments from another till):
 * a revisit shows the cache, then asks again; an answer fetched just before the screen mounted
 * (`fetchAhead`) is fresh already and shown as it is. For `useQuery`'s options.
 */
export function useFetchedAheadPolicy(
  document: object,
  variables: unknown,
): {
  fetchPolicy: 'cache-first' | 'cache-and-network';
  nextFetchPolicy: typeof askAgainForOtherVariables;
} {
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() =>
    fetchedJustNow(document, variables) ? 'cache-first' : 'cache-and-network',
  );
  return { fetchPolicy, nextFetchPolicy: askAgainForOtherVariables };
}
