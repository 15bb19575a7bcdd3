import type { DashboardQuery } from './dashboard.generated.ts';

type OrdersOverview = DashboardQuery['overview']['orders'];
type StockItem = DashboardQuery['inventoryItems'][number];

/** Spec §9: the bar chart shows this many items. */
export const STOCK_BAR_COUNT = 10;

export type RevenueSegment = {
  key: 'paid' | 'unpaid' | 'partiallyPaid';
  label: 'Paid' | 'Unpaid' | 'Partially Paid';
  amount: number;
  /** SVG fill (attributes cannot read CSS custom properties): the tokens' primary, danger, accent. */
  color: string;
};

/**
 * The doughnut's segments, always all three and in this order, so the legend never shifts. An
 * amount the answer leaves out (a cashier's) counts as nothing: a cashier is shown no doughnut.
 */
export function revenueSegments(orders: OrdersOverview): RevenueSegment[] {
  return [
    { key: 'paid', label: 'Paid', amount: orders.paidRevenue ?? 0, color: '#0b6e4f' },
    { key: 'unpaid', label: 'Unpaid', amount: orders.unpaidRevenue ?? 0, color: '#b42318' },
    {
      key: 'partiallyPaid',
      label: 'Partially Paid',
      amount: orders.partiallyPaidRevenue ?? 0,
      color: '#e8a317',
    },
  ];
}

/** Share of `amount` in `total` as a whole percentage for people, e.g. "62%". */
export function shareOf(amount: number, total: number): string {
  if (total <= 0) return '0%';
  const percent = (amount / total) * 100;
  // A sliver must not read as nothing, nor an almost-whole as whole.
  if (percent > 0 && percent < 1) return '<1%';
  if (percent < 100 && percent > 99) return '>99%';
  return `${Math.round(percent)}%`;
}

export type StockBar = { id: string; name: string; quantity: number };

/** The first items of the inventory list (ordered by name by the server), each one bar. */
export function stockBars(items: readonly StockItem[]): StockBar[] {
  return items.slice(0, STOCK_BAR_COUNT).map(({ id, name, quantity }) => ({ id, name, quantity }));
}
