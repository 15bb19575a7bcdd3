import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/format/date.ts';
import {
  describeRange,
  monthName,
  periodPresets,
  previousMonth,
  recentMonths,
} from './report-period.ts';

describe('report periods', () => {
  it('offers this week from Monday, this month so far and the whole of last month', () => {
    // Sunday 6 December 2026.
    expect(periodPresets('2026-12-06')).toEqual([
      { label: 'This week', range: { from: '2026-11-30', to: '2026-12-06' } },
      { label: 'This month', range: { from: '2026-12-01', to: '2026-12-06' } },
      { label: 'Last month', range: { from: '2026-11-01', to: '2026-11-30' } },
    ]);
    // A Monday is its own week's first day; January's last month is last year's December.
    expect(periodPresets('2027-01-04')[0].range.from).toBe('2027-01-04');
    expect(periodPresets('2027-01-04')[2].range).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodPresets('2028-03-10')[2].range.to).toBe('2028-02-29');
  });

  it('lists the months newest first across a year end', () => {
    expect(recentMonths('2027-02-15', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(monthName('2026-12')).toBe('December 2026');
  });

  it('says which days a range covers', () => {
    expect(describeRange({ from: '2026-12-01', to: '2026-12-06' }, formatDate)).toBe(
      '01/12/2026 to 06/12/2026',
    );
    expect(describeRange({ from: '2026-12-06', to: '2026-12-06' }, formatDate)).toBe('06/12/2026');
  });
});
