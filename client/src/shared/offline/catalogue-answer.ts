import type { KeptCatalogue, KeptCatalogueItem } from './read-cache.ts';

/*
 * The counter's item search and barcode lookup answered from the catalogue kept on the device
 * (kept-catalogue.ts), filtered as the server filters (api/src/inventory/inventory-query.ts):
 * a search finds the items whose name or supplier's name contains it, ignoring case, or whose
 * barcode is the whole of it; a barcode finds the one item with exactly that code. The answer
 * has the shape the server's would, so Apollo and the screens cannot tell the two apart.
 */

/** The server's page of matches when an argument is given without a limit. */
const DEFAULT_LIMIT = 20;

/** The operations answered from the kept catalogue, by name, and the item fields each reads. */
const ANSWERED = {
  ItemChoices: (item: KeptCatalogueItem) => {
    const { barcode: _barcode, supplierName: _supplierName, ...choice } = item;
    return choice;
  },
  ItemByBarcode: (item: KeptCatalogueItem) => {
    const { supplierName: _supplierName, ...scanned } = item;
    return scanned;
  },
} as const;

export type CatalogueOperation = keyof typeof ANSWERED;

export const answeredFromCatalogue = (operationName: string): boolean => operationName in ANSWERED;

export type CatalogueFilter = {
  search?: string | null;
  inStock?: boolean | null;
  barcode?: string | null;
  limit?: number | null;
};

/** The kept items the server would answer for the filter, in the server's order. */
export function filterCatalogue(
  items: readonly KeptCatalogueItem[],
  { search, inStock, barcode, limit }: CatalogueFilter,
): KeptCatalogueItem[] {
  // The API trims a search and reads an empty one as none.
  const text = search?.trim() || undefined;
  const lower = text?.toLowerCase();
  const matches = items.filter(
    (item) =>
      (lower === undefined ||
        item.name.toLowerCase().includes(lower) ||
        (item.supplierName?.toLowerCase().includes(lower) ?? false) ||
        item.barcode === text) &&
      (inStock == null || (inStock ? item.quantity > 0 : item.quantity === 0)) &&
      (barcode == null || item.barcode === barcode),
  );
  const anyArgument = [search, inStock, barcode, limit].some((value) => value != null);
  return anyArgument ? matches.slice(0, limit ?? DEFAULT_LIMIT) : matches;
}

/**
 * The data the server would have sent for the operation, or undefined when the kept catalogue
 * cannot stand in for it: an operation it does not answer, fields it does not keep (cost
 * prices), or no match in a catalogue that is not the whole shop's (the item may be among the
 * ones not kept, so "no such item" would be a guess).
 */
export function catalogueAnswer(
  operationName: string,
  variables: Record<string, unknown>,
  catalogue: KeptCatalogue,
): Record<string, unknown> | undefined {
  const fields = ANSWERED[operationName as keyof typeof ANSWERED];
  if (!fields || variables.withCosts === true) return undefined;
  const matches = filterCatalogue(catalogue.items, variables as CatalogueFilter);
  if (matches.length === 0 && !catalogue.complete) return undefined;
  return { inventoryItems: matches.map(fields) };
}
