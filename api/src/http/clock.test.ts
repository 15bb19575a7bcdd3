import { describe, expect, it } from 'vitest';
import { addDaysToDate, businessDate, startOfBusinessDay } from './clock.ts';

describe('business calendar', () => {
  it('dates an instant by the business time zone, not UTC', () => {
    // 01:30 in Nairobi on 1 March is still 28 February in UTC.
    expect(businessDate(new Date('2025-02-28T22:30:00Z'), 'Africa/Nairobi')).toBe('2025-03-01');
    expect(businessDate(new Date('2025-02-28T20:59:59Z'), 'Africa/Nairobi')).toBe('2025-02-28');
    expect(businessDate(new Date('2025-02-28T22:30:00Z'), 'UTC')).toBe('2025-02-28');
  });

  it('finds when a business day starts, also across a daylight-saving change', () => {
    expect(startOfBusinessDay('2025-03-01', 'Africa/Nairobi').toISOString()).toBe(
      '2025-02-28T21:00:00.000Z',
    );
    expect(startOfBusinessDay('2025-07-01', 'Europe/London').toISOString()).toBe(
      '2025-06-30T23:00:00.000Z',
    );
    expect(startOfBusinessDay('2025-01-01', 'UTC').toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('adds days to a date across month and year ends', () => {
    expect(addDaysToDate('2025-02-25', 7)).toBe('2025-03-04');
    expect(addDaysToDate('2024-12-28', 7)).toBe('2025-01-04');
  });
});
