import { describe, expect, it } from 'vitest';
import { revenueSegments, STOCK_BAR_COUNT, shareOf, stockBars } from './dashboard.series.ts';

describe('revenueSegments', () => {
  it('maps the overview to Paid, Unpaid and Partially Paid, in that order, zeros included', () => {
    const segments = revenueSegments({
      __typename: 'OrdersOverview',
      from: '2026-12-01',
      to: '2026-12-06',
      totalOrders: 4,
      totalRevenue: 3480,
      paidRevenue: 2320,
      unpaidRevenue: 0,
      partiallyPaidRevenue: 1160,
    });
    expect(segments.map(({ label, amount }) => [label, amount])).toEqual([
      ['Paid', 2320],
      ['Unpaid', 0],
      ['Partially Paid', 1160],
    ]);
    expect(new Set(segments.map((segment) => segment.color)).size).toBe(3);
  });
});

describe('stockBars', () => {
  const items = Array.from({ length: 13 }, (_, index) => ({
    __typename: 'InventoryItem' as const,
    id: String(index + 1),
    name: `Item ${String(index + 1).padStart(2, '0')}`,
    quantity: index * 3,
  }));

  it('takes the first 10 items in the order given, each with its quantity', () => {
    expect(STOCK_BAR_COUNT).toBe(10);
    expect(stockBars(items)).toEqual(
      items.slice(0, 10).map(({ id, name, quantity }) => ({ id, name, quantity })),
    );
  });

  it('takes all items when there are fewer than 10', () => {
    expect(stockBars(items.slice(0, 3)).map((bar) => bar.name)).toEqual([
      'Item 01',
      'Item 02',
      'Item 03',
    ]);
    expect(stockBars([])).toEqual([]);
  });
});

describe('shareOf', () => {
  it('gives whole percentages that never hide a sliver or round a remainder away', () => {
    expect(shareOf(50, 200)).toBe('25%');
    expect(shareOf(200, 200)).toBe('100%');
    expect(shareOf(0, 200)).toBe('0%');
    expect(shareOf(1, 1000)).toBe('<1%');
    expect(shareOf(999, 1000)).toBe('>99%');
    expect(shareOf(0, 0)).toBe('0%');
  });
});
