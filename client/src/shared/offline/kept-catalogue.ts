import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { readToken } from '../session/session-token.ts';
import {
  KeptCataloguePageDocument,
  type KeptCataloguePageQuery,
} from './kept-catalogue.generated.ts';
import { type KeptCatalogueItem, keepCatalogue, keptCatalogueSavedAt } from './read-cache.ts';

/*
 * The whole catalogue on the device, so that the counter can scan and search any item through
 * an outage (catalogue-answer.ts answers from it), not only the ones looked up before. Fetched
 * through the inventory's own paging, page after page, with only what the counter reads.
 */

/**
 * The most items a device keeps: 100 pages of 200, about 4 MB. A shop with more keeps the first
 * ones by name; offline, an item beyond them is not found, and a scan of it says the server
 * cannot be reached (never "no such item").
 */
export const KEPT_CATALOGUE_LIMIT = 20_000;

/** The most the inventory's paging gives at once. */
export const CATALOGUE_PAGE_SIZE = 200;

/** A kept catalogue younger than this is fetched again only when asked to be. */
export const CATALOGUE_FRESH_FOR_MS = 5 * 60_000;

// One fetch at a time per tab: the layout and the quick sale may both ask at once.
let fetching: Promise<void> | undefined;

async function fetchCatalogue(client: ApolloClient): Promise<void> {
  const token = readToken();
  if (!token) return;
  const savedAt = Date.now();
  const items: KeptCatalogueItem[] = [];
  let after: string | null = null;
  let more = true;
  while (more && items.length < KEPT_CATALOGUE_LIMIT) {
    const { data }: { data?: KeptCataloguePageQuery } = await client.query({
      query: KeptCataloguePageDocument,
      variables: { first: CATALOGUE_PAGE_SIZE, after },
      // Kept on the device only: Apollo's cache holds what the screens asked for.
      fetchPolicy: 'no-cache',
    });
    if (!data) return;
    items.push(...data.inventoryPage.nodes);
    after = data.inventoryPage.pageInfo.endCursor;
    more = data.inventoryPage.pageInfo.hasNextPage && after !== null;
  }
  // Signed out (or someone else signed in) meanwhile: this shop's items are not kept.
  if (readToken() !== token) return;
  await keepCatalogue({
    key: 'items',
    items: items.slice(0, KEPT_CATALOGUE_LIMIT),
    complete: !more,
    savedAt,
  });
}

/**
 * Fetches the catalogue again when the kept one is older than `freshForMs` (or missing). Never
 * fails: offline, or on a device that refuses storage, the kept copy (if any) stays.
 */
export async function refreshKeptCatalogue(
  client: ApolloClient,
  freshForMs = CATALOGUE_FRESH_FOR_MS,
): Promise<void> {
  if (fetching) return fetching;
  fetching = (async () => {
    // A device that refuses storage could keep nothing: nothing is fetched for it.
    const savedAt = await keptCatalogueSavedAt();
    if (savedAt !== undefined && Date.now() - savedAt < freshForMs) return;
    await fetchCatalogue(client);
  })()
    .catch(() => undefined)
    .finally(() => {
      fetching = undefined;
    });
  return fetching;
}

/** Keeps the catalogue on the device while a signed-in screen using it is open. */
export function useKeptCatalogue(): void {
  const client = useApolloClient();
  useEffect(() => {
    void refreshKeptCatalogue(client);
  }, [client]);
}
