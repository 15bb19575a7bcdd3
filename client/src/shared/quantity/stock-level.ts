import type { BadgeTone } from '../ui/badge.tsx';
import { formatQuantity } from './quantity-input.ts';

/**
 * How an item's stock reads wherever it is shown, one rule for the Inventory screen and the item
 * pickers (issue 20): nothing left (0, or less after a miscount) is out of stock; at or below the
 * item's reorder level (its own, else the shop-wide one; the server's `lowStock` flag) is low.
 */
export type StockLevel = 'out' | 'low' | 'in';

export const stockLevelLabels = {
  out: 'Out of stock',
  low: 'Low stock',
  in: 'In stock',
} as const satisfies Record<StockLevel, string>;

export const stockLevelTones = {
  out: 'danger',
  low: 'warning',
  in: 'neutral',
} as const satisfies Record<StockLevel, BadgeTone>;

export function stockLevel(item: { quantity: number; lowStock: boolean }): StockLevel {
  if (item.quantity <= 0) return 'out';
  return item.lowStock ? 'low' : 'in';
}

/** An item's stock in words for a picker: "Out of stock", "4 kg in stock · Low stock". */
export function stockInWords(item: { quantity: number; unit: string; lowStock: boolean }): string {
  const level = stockLevel(item);
  if (level === 'out') return stockLevelLabels.out;
  const inStock = `${formatQuantity(item.quantity, item.unit)} in stock`;
  return level === 'low' ? `${inStock} · ${stockLevelLabels.low}` : inStock;
}
