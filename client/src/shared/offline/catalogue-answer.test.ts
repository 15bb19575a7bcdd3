import { randomUUID } from 'node:crypto';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  createSession,
  graphqlRequest,
  graphqlUrl,
  unreachableUrl,
} from '../../test/graphql-server.ts';
import { ItemChoicesDocument } from '../pickers/pickers.generated.ts';
import { ItemByBarcodeDocument } from '../scanner/scanner.generated.ts';
import { catalogueAnswer } from './catalogue-answer.ts';
import {
  KeptCataloguePageDocument,
  type KeptCataloguePageQuery,
} from './kept-catalogue.generated.ts';
import { CATALOGUE_PAGE_SIZE } from './kept-catalogue.ts';
import { offlineReadLink } from './offline-read.link.ts';
import { OfflineStatus } from './offline-status.ts';
import type { KeptCatalogue, KeptCatalogueItem } from './read-cache.ts';

// The kept catalogue filtered on the device must answer what the real server answers for the
// same search: the judge is the server itself, asked the same questions about the same items.

async function asked(token: string, query: string, variables: Record<string, unknown>) {
  const answer = await graphqlRequest(query, variables, token);
  if (answer.errors) throw new Error(answer.errors[0]?.message);
  return answer.data as Record<string, unknown>;
}

/** The real server as the app asks it: through Apollo, which asks for each __typename too. */
const serverAt = (token: string) =>
  new ApolloClient({
    link: new HttpLink({ uri: graphqlUrl(), headers: { authorization: `Bearer ${token}` } }),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });

/** The whole catalogue, page after page, as kept-catalogue.ts fetches it. */
async function wholeCatalogue(server: ApolloClient): Promise<KeptCatalogue> {
  const items: KeptCatalogueItem[] = [];
  let after: string | null = null;
  for (;;) {
    const { data }: { data?: KeptCataloguePageQuery } = await server.query({
      query: KeptCataloguePageDocument,
      variables: { first: CATALOGUE_PAGE_SIZE, after },
    });
    if (!data) throw new Error('no page');
    items.push(...data.inventoryPage.nodes);
    if (!data.inventoryPage.pageInfo.hasNextPage) break;
    after = data.inventoryPage.pageInfo.endCursor;
  }
  return { key: 'items', items, complete: true, savedAt: Date.parse('2026-12-07T11:32:00Z') };
}

async function arrangeItems() {
  const { token } = await createSession();
  const tag = randomUUID().slice(0, 6);
  const barcode = `6${Date.now()}`.slice(0, 13);
  const items = [
    { name: `Kimbo Cooking Fat 1kg ${tag}`, quantity: 12, unitPrice: 420, barcode },
    { name: `KIMBO Cooking Fat 500g ${tag}`, quantity: 0, unitPrice: 230 },
    { name: `Ndovu Maize Flour 2kg ${tag}`, quantity: 40, unitPrice: 180 },
    { name: `Wanjirũ Sukuma 1 bunch ${tag}`, quantity: 5, unitPrice: 30 },
  ];
  for (const input of items)
    await asked(
      token,
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      { input: { ...input, costPrice: input.unitPrice / 2 } },
    );
  return { tag, barcode };
}

describe('the counter offline, from the kept catalogue', () => {
  it('finds what the server finds: name contains ignoring case, whole barcode, in stock, limit', async () => {
    const { tag, barcode } = await arrangeItems();
    const server = serverAt((await createSession('cashier')).token);
    const catalogue = await wholeCatalogue(server);
    const searches: Record<string, unknown>[] = [
      { search: tag, limit: 21 },
      { search: ` kimbo cooking fat 1KG ${tag} `, limit: 21 },
      { search: `WANJIRŨ SUKUMA 1 BUNCH ${tag}`, limit: 21 },
      { search: barcode, limit: 21 },
      { search: tag, inStock: true, limit: 21 },
      { search: tag, inStock: false },
      { search: tag, limit: 2 },
      { search: `no such item ${tag}`, limit: 21 },
    ];
    for (const variables of searches) {
      const { data } = await server.query({ query: ItemChoicesDocument, variables });
      expect(
        catalogueAnswer('ItemChoices', variables, catalogue),
        JSON.stringify(variables),
      ).toEqual(data);
    }
    for (const code of [barcode, `${barcode}9`]) {
      const { data } = await server.query({
        query: ItemByBarcodeDocument,
        variables: { barcode: code },
      });
      expect(catalogueAnswer('ItemByBarcode', { barcode: code }, catalogue)).toEqual(data);
    }
    // What it cannot stand in for: cost prices, and "no such item" from part of the shop.
    expect(catalogueAnswer('ItemChoices', { search: tag, withCosts: true }, catalogue)).toBe(
      undefined,
    );
    const part = { ...catalogue, complete: false };
    expect(catalogueAnswer('ItemByBarcode', { barcode: `${barcode}9` }, part)).toBe(undefined);
    expect(catalogueAnswer('CustomersList', {}, catalogue)).toBe(undefined);
  });

  it('answers a search never asked online through Apollo when no server answers, saying how old', async () => {
    const { tag } = await arrangeItems();
    const catalogue = await wholeCatalogue(serverAt((await createSession('cashier')).token));
    const status = new OfflineStatus();
    const client = new ApolloClient({
      link: ApolloLink.from([
        offlineReadLink({
          answers: { keep: async () => undefined, read: async () => undefined },
          catalogue: async () => catalogue,
          status,
        }),
        new HttpLink({ uri: await unreachableUrl() }),
      ]),
      cache: new InMemoryCache(),
    });
    const { data } = await client.query({
      query: ItemChoicesDocument,
      variables: { search: `maize flour 2KG ${tag}`, limit: 21 },
    });
    expect(data?.inventoryItems.map((item) => item.name)).toEqual([`Ndovu Maize Flour 2kg ${tag}`]);
    expect(status.state).toEqual({
      offline: true,
      servedFromDevice: new Map([['ItemChoices', catalogue.savedAt]]),
    });
  });
});
