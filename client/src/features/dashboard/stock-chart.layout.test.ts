import { describe, expect, it } from 'vitest';
import { fitName, stockChartLayout } from './stock-chart.layout.ts';

describe('stockChartLayout', () => {
  it('puts names on an axis beside the bars when there is room (a laptop)', () => {
    const layout = stockChartLayout(510, 10);
    expect(layout.namesAbove).toBe(false);
    expect(layout.nameWidth).toBe(180);
    expect(layout.height).toBe(10 * layout.rowHeight + 28);
  });

  it('puts names above the bars on a phone, with the whole width for them', () => {
    const layout = stockChartLayout(309, 10);
    expect(layout.namesAbove).toBe(true);
    expect(layout.nameWidth).toBe(0);
    expect(layout.maxCharacters).toBeGreaterThan(30);
    expect(layout.rowHeight).toBeGreaterThan(stockChartLayout(510, 10).rowHeight);
  });

  it('reserves the height of the bars it will draw', () => {
    expect(stockChartLayout(510, 3).height).toBeLessThan(stockChartLayout(510, 10).height);
  });
});

describe('fitName', () => {
  it('keeps a name that fits and cuts a longer one with an ellipsis', () => {
    expect(fitName('Door Hinge Pair', 15)).toBe('Door Hinge Pair');
    expect(fitName('Corrugated Iron Sheet Gauge 30', 12)).toBe('Corrugated …');
    expect(fitName('Corrugated Iron Sheet Gauge 30', 12)).toHaveLength(12);
  });
});
