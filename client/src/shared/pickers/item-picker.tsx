import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useState } from 'react';
import type { TaxBand } from '../../graphql/schema-types.generated.ts';
import { useSettledValue } from '../list/use-list-params.ts';
import { formatKsh } from '../money/money-format.ts';
import { stockInWords } from '../quantity/stock-level.ts';
import { ComboboxField } from '../ui/combobox-field.tsx';
import { ItemChoicesDocument } from './pickers.generated.ts';

// Enough to find an item by a few letters; the server searches all of them.
const MATCHES = 20;

export type PickedItem = {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  sellsInFractions: boolean;
  unitPrice: number;
  /** KRA's tax band, which a sale's VAT follows. */
  taxBand: TaxBand;
  /** Only when asked for `withCosts`. */
  costPrice?: number;
};

/**
 * "Add from inventory" (the invoice dialog), "Add item" (goods received): type-ahead over the
 * server's items; a choice is handed over and the field empties for the next one.
 */
export function ItemPicker({
  label,
  onPick,
  inStockOnly = false,
  withCosts = false,
  onSearchKeyDown,
}: {
  label: string;
  onPick: (item: PickedItem) => void;
  /** Only items with stock: a sale sells what it lists, as an order does. */
  inStockOnly?: boolean;
  /** Also reads each item's cost price (owners and managers). */
  withCosts?: boolean;
  /** Reads the search's keys first (a barcode scanner's); true: it took the Enter, and the search empties. */
  onSearchKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => boolean;
}) {
  const [query, setQuery] = useState('');
  const search = useSettledValue(query.trim());
  const { data, previousData, loading } = useQuery(ItemChoicesDocument, {
    variables: {
      search: search || null,
      inStock: inStockOnly ? true : null,
      limit: MATCHES,
      withCosts,
    },
    // Stock moves at other tills: each search asks the server again.
    fetchPolicy: 'cache-and-network',
  });
  // The last matches stay while the next search loads: an option never vanishes under the
  // pointer between two searches (a click on it would then choose nothing).
  const items = (data ?? previousData)?.inventoryItems ?? [];
  const none = inStockOnly ? 'items in stock' : 'items';
  return (
    <ComboboxField
      label={label}
      query={query}
      onQueryChange={setQuery}
      onKeyDown={
        onSearchKeyDown &&
        ((event) => {
          if (onSearchKeyDown(event)) setQuery('');
        })
      }
      options={items.map((item) => ({
        id: item.id,
        label: item.name,
        detail: `${formatKsh(item.unitPrice)} · ${stockInWords(item)}`,
      }))}
      selected={null}
      onSelect={(option) => {
        const item = items.find((candidate) => candidate.id === option.id);
        if (item) onPick(item);
        setQuery('');
      }}
      loading={loading || search !== query.trim()}
      placeholder="Type an item's name"
      emptyText={search ? `No ${none} match “${search}”.` : `No ${none}.`}
    />
  );
}
