import { describe, expect, it } from 'vitest';
import {
  BEFORE_THE_BOOKS_PROBLEM,
  DATE_FORMAT_PROBLEM,
  dayToText,
  readDayText,
} from './date-input.ts';

describe('readDayText (dd/mm/yyyy as typed)', () => {
  it('reads dd/mm/yyyy, with one-digit days and months and other separators', () => {
    expect(readDayText('07/03/2026')).toEqual({ day: '2026-03-07' });
    expect(readDayText(' 7/3/2026 ')).toEqual({ day: '2026-03-07' });
    expect(readDayText('7.3.2026')).toEqual({ day: '2026-03-07' });
    expect(readDayText('07-03-2026')).toEqual({ day: '2026-03-07' });
    // A phone's number pad has no slash.
    expect(readDayText('07032026')).toEqual({ day: '2026-03-07' });
  });

  it('reads the day first, never the month (an American browser would read 03/07 as 7 March)', () => {
    expect(readDayText('03/07/2026')).toEqual({ day: '2026-07-03' });
    expect(readDayText('12/31/2025')).toEqual({
      problem: 'There is no month 31: enter the date as dd/mm/yyyy.',
    });
  });

  it('reads a pasted YYYY-MM-DD day too', () => {
    expect(readDayText('2026-03-07')).toEqual({ day: '2026-03-07' });
  });

  it('is empty for an empty field', () => {
    expect(readDayText('')).toEqual({ day: '' });
    expect(readDayText('   ')).toEqual({ day: '' });
  });

  it('says what is wrong with an impossible day, and how to write one', () => {
    expect(readDayText('31/02/2025')).toEqual({
      problem: 'There is no day 31 in February 2025: it has 28 days.',
    });
    expect(readDayText('29/02/2024')).toEqual({ day: '2024-02-29' });
    expect(readDayText('29/02/2100')).toEqual({
      problem: 'There is no day 29 in February 2100: it has 28 days.',
    });
    expect(readDayText('0/01/2025')).toEqual({
      problem: 'There is no day 0 in January 2025: it has 31 days.',
    });
    expect(readDayText('2025-13-01')).toEqual({
      problem: 'There is no month 13: enter the date as dd/mm/yyyy.',
    });
    for (const text of ['tomorrow', '1/2/25', '01/02', '1/2/2025/3', '2025/02/01', '0000-01-01']) {
      expect(readDayText(text)).toEqual({ problem: DATE_FORMAT_PROBLEM });
    }
    expect(readDayText('31/12/1999')).toEqual({ problem: BEFORE_THE_BOOKS_PROBLEM });
    expect(readDayText('01/01/2000')).toEqual({ day: '2000-01-01' });
  });
});

describe('dayToText', () => {
  it('shows a YYYY-MM-DD day as dd/mm/yyyy, and nothing for none', () => {
    expect(dayToText('2026-03-07')).toBe('07/03/2026');
    expect(dayToText('')).toBe('');
  });
});
