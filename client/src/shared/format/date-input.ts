/**
 * Days as people type them into date fields: dd/mm/yyyy, the way every date in the app is shown,
 * whatever language the browser is set to (a native date input would show mm/dd/yyyy in an
 * American one). The value behind a field stays a plain `YYYY-MM-DD` day.
 */

/** January … December, for writing a month out. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** What a date field says when the text is not a day written as dd/mm/yyyy. */
export const DATE_FORMAT_PROBLEM = 'Enter the date as dd/mm/yyyy, for example 31/01/2025.';
export const BEFORE_THE_BOOKS_PROBLEM = 'Enter a date from 01/01/2000 on.';

// Slashes as shown; dots, dashes and spaces as people also write them (a phone's number pad has
// no slash, so eight digits in a row read as ddmmyyyy too).
const dayMonthYear = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/;
const eightDigits = /^(\d{2})(\d{2})(\d{4})$/;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A plain `YYYY-MM-DD` day as its field shows it, dd/mm/yyyy; anything else as it is. */
export function dayToText(day: string): string {
  const match = isoDay.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/**
 * What is typed into a date field, read: the day as `YYYY-MM-DD`, `''` for an empty field, or
 * what is wrong with it in words that say how to put it right (31/02/2025: February 2025 has
 * only 28 days). A pasted `YYYY-MM-DD` is read as well.
 */
export function readDayText(text: string): { day: string } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { day: '' };
  const iso = isoDay.exec(trimmed);
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : (dayMonthYear.exec(trimmed) ?? eightDigits.exec(trimmed))?.slice(1);
  if (!parts) return { problem: DATE_FORMAT_PROBLEM };
  const [day, month, year] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12) {
    return { problem: `There is no month ${month}: enter the date as dd/mm/yyyy.` };
  }
  if (year < 1) return { problem: DATE_FORMAT_PROBLEM };
  const last = daysIn(month, year);
  if (day < 1 || day > last) {
    const monthName = `${MONTH_NAMES[month - 1]} ${String(year).padStart(4, '0')}`;
    return { problem: `There is no day ${day} in ${monthName}: it has ${last} days.` };
  }
  // The API's earliest day (api/src/http/validation.ts, EARLIEST_DAY): said here, not by a
  // refused list or save.
  if (year < 2000) return { problem: BEFORE_THE_BOOKS_PROBLEM };
  return { day: `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}` };
}
