import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date.ts';

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

describe('formatDateTime (dd/mm/yyyy HH:mm in Nairobi)', () => {
  it('shows the day and 24-hour time in Kenya', () => {
    expect(formatDateTime('2026-03-07T10:05:00Z')).toBe('07/03/2026 13:05');
    expect(formatDateTime('2026-03-07T21:00:00Z')).toBe('08/03/2026 00:00');
    expect(formatDateTime('2026-12-31T20:59:59Z')).toBe('31/12/2026 23:59');
  });

  it('agrees with the time-zone database at every hour of a year', () => {
    const reference = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Nairobi',
    });
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const date = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 17 * 60_000);
      expect(formatDateTime(date)).toBe(reference.format(date).replace(',', ''));
    }
  });

  it('shows nothing for what is not a date', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('formatTime (HH:mm:ss in Nairobi)', () => {
  it('shows the time of day in Kenya, from a timestamp or milliseconds', () => {
    expect(formatTime('2026-03-07T09:05:07Z')).toBe('12:05:07');
    expect(formatTime(Date.UTC(2026, 2, 7, 21, 0, 0))).toBe('00:00:00');
    expect(formatTime('soon')).toBe('');
  });
});
