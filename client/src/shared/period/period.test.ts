import { describe, expect, it } from 'vitest';
import {
  monthName,
  periodFromSearch,
  periodText,
  presetOf,
  presetPeriod,
  previousMonth,
  recentMonths,
} from './period.ts';

describe('periods', () => {
  // A Sunday.
  const today = '2026-12-06';

  it('works out each preset up to today, and last month whole', () => {
    expect(presetPeriod('today', today)).toEqual({ from: today, to: today });
    expect(presetPeriod('week', today)).toEqual({ from: '2026-11-30', to: today });
    expect(presetPeriod('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(presetPeriod('month', today)).toEqual({ from: '2026-12-01', to: today });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('lastMonth', '2027-03-15')).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(presetPeriod('lastMonth', '2027-01-31')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetPeriod('year', today)).toEqual({ from: '2026-01-01', to: today });
  });

  it('names the preset a period is, or none for chosen days', () => {
    expect(presetOf({ from: '2026-12-01', to: today }, today)).toBe('month');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-30' }, today)).toBe('lastMonth');
    expect(presetOf({ from: '2026-11-03', to: '2026-11-09' }, today)).toBeNull();
  });

  it('reads the period from the address, this month without one', () => {
    const read = (query: string) => periodFromSearch(new URLSearchParams(query), today);
    expect(read('')).toEqual({ from: '2026-12-01', to: today });
    expect(read('from=2026-11-01&to=2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(read('to=2026-10-20')).toEqual({ from: '2026-10-01', to: '2026-10-20' });
    expect(read('from=2026-12-09&to=2026-12-01')).toEqual({ from: '2026-12-01', to: today });
    expect(read('from=junk')).toEqual({ from: '2026-12-01', to: today });
  });

  it('says a period in the dates the screens show', () => {
    expect(periodText({ from: '2026-12-01', to: today })).toBe('01/12/2026 to 06/12/2026');
    expect(periodText({ from: today, to: today })).toBe('06/12/2026');
  });

  it('lists the months newest first across a year end', () => {
    expect(recentMonths('2027-02-15', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2028-03')).toBe('2028-02');
    expect(monthName('2026-12')).toBe('December 2026');
  });
});
