import type { ServerFilters, ServerListOptions } from '../../shared/list/use-server-list.ts';
import type { InventoryRowFragment } from './inventory.generated.ts';
import { INVENTORY_SORT_KEYS } from './inventory-table.tsx';

/* What the inventory list asks the server for: by name, sorted and filtered by stock there. */

type StockFilter = 'in' | 'low' | 'out';
export const stockFilters: Readonly<Record<StockFilter, string>> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};

// `?stock=` as the query's variables and the export's REST parameters.
function stockFilter({ stock }: Readonly<Record<'stock', string>>): ServerFilters {
  const inStock = stock === 'in' ? true : stock === 'out' ? false : null;
  const lowStock = stock === 'low' ? true : null;
  const flag = (value: boolean | null) => (value === null ? null : String(value));
  return {
    variables: { inStock, lowStock },
    exportParams: { in_stock: flag(inStock), low_stock: flag(lowStock) },
  };
}

// A cashier's list asks for no cost prices or margins (the gateway would refuse them).
function listOptionsFor(withCosts: boolean): ServerListOptions<'stock', InventoryRowFragment> {
  return {
    filters: ['stock'],
    toServer: (filters) => {
      const own = stockFilter(filters);
      return { ...own, variables: { ...own.variables, withCosts } };
    },
    defaultSort: { columnId: 'name', direction: 'ascending' },
    sortKeys: INVENTORY_SORT_KEYS,
    rowKey: (item) => item.id,
  };
}
export const managerList = listOptionsFor(true);
export const cashierList = listOptionsFor(false);
