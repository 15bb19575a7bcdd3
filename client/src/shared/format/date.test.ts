import { describe, expect, it } from 'vitest';
import { formatDate } from './date.ts';

describe('formatDate (dd/mm/yyyy)', () => {
  it('shows a plain date as written, whatever the time zone', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
  });

  it('shows a timestamp as the calendar day in Kenya (UTC+3)', () => {
    expect(formatDate('2026-03-07T10:00:00Z')).toBe('07/03/2026');
    // 22:30 UTC is already the next morning in Nairobi.
    expect(formatDate('2026-03-07T22:30:00Z')).toBe('08/03/2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('01/01/2026');
  });

  it('shows nothing for what is not a date', () => {
    expect(formatDate('soon')).toBe('');
  });
});
