import type { CatalogueOperation } from './catalogue-answer.ts';

/**
 * The queries whose last answers are kept on the device for offline use (read-cache.ts), by
 * operation name: the catalogue (items with their prices and stock as last seen), the
 * customers, and who is signed in (so that a reload offline keeps the session and its menu).
 * `shows` names what a screen shows of it, in the offline notice ("showing items as of 14:32"),
 * on the screen at `screen`. Anything needing the whole shop's data as it is now (reports, the
 * dashboard, staff) is not kept: offline it says it cannot reach the server.
 */
export const KEPT_QUERIES: Readonly<Record<string, { screen: string; shows: string } | null>> = {
  CurrentUser: null,
  InventoryList: { screen: '/inventory', shows: 'items' },
  InventorySummary: null,
  InventoryEtimsMode: null,
  CustomersList: { screen: '/customers', shows: 'customers' },
};

/**
 * The counter's queries answered offline from the whole catalogue kept on the device
 * (catalogue-answer.ts) rather than from their own last answers: what the notice says of them.
 */
export const CATALOGUE_QUERIES = {
  ItemChoices: { screen: '/quick-sale', shows: 'items' },
  ItemByBarcode: { screen: '/quick-sale', shows: 'items' },
} as const satisfies Record<CatalogueOperation, { screen: string; shows: string }>;

/** What a screen shows of an answer from the device, for the offline notice. */
export const shownFromDevice = (operationName: string) =>
  KEPT_QUERIES[operationName] ??
  (CATALOGUE_QUERIES as Record<string, { screen: string; shows: string }>)[operationName] ??
  null;
