import { describe, expect, it } from 'vitest';
import { fitName, fitNames, stockChartLayout } from './stock-chart.layout.ts';

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

describe('fitNames', () => {
  it('cuts each name as fitName does while the cuts differ', () => {
    expect(fitNames(['Door Hinge Pair', 'Corrugated Iron Sheet Gauge 30'], 12)).toEqual([
      'Door Hinge …',
      'Corrugated …',
    ]);
  });

  it('never cuts two different names to the same label: it keeps their different ends', () => {
    expect(
      fitNames(['Bamburi Cement 25kg', 'Bamburi Cement 50kg', 'Simba Cement 50kg'], 12),
    ).toEqual(['Bamburi…25kg', 'Bamburi…50kg', 'Simba Cemen…']);
    expect(fitNames(['Iron Sheet Gauge 30 Blue', 'Iron Sheet Gauge 28 Blue'], 12)).toEqual([
      'Iron…30 Blue',
      'Iron…28 Blue',
    ]);
  });

  it('numbers names that differ only where no cut can show; one name twice stays alike', () => {
    const names = [
      'Crown White Emulsion A 20 Litre Tin',
      'Crown White Emulsion B 20 Litre Tin',
      'Padlock',
      'Padlock',
    ];
    expect(fitNames(names, 12)).toEqual(['Crown Wh… 1', 'Crown Wh… 2', 'Padlock', 'Padlock']);
  });
});
