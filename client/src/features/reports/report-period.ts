import { nairobiDay } from '../../shared/format/date.ts';

/*
 * The periods the reports cover, as the shop counts them: Nairobi days (design.md §2b). Plain
 * calendar arithmetic on `YYYY-MM-DD` text, done in UTC so no browser time zone can move a day.
 */

export type DayRange = { from: string; to: string };

const MONTH_NAMES = [
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

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** `2026-12` of `2026-12-06`. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month before `2026-01`: `2025-12`. */
export function previousMonth(month: string): string {
  const date = asDate(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return monthOf(asDay(date));
}

/** The last day of a month, `2026-02` → `2026-02-28`. */
function lastDayOf(month: string): string {
  const date = asDate(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return asDay(date);
}

/** `December 2026`. */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? month} ${year}`;
}

/** The months a VAT return can be asked for, newest first: this one and the `count - 1` before. */
export function recentMonths(today: string = nairobiDay(), count = 24): string[] {
  const months = [monthOf(today)];
  while (months.length < count) months.push(previousMonth(months.at(-1)!));
  return months;
}

/** The ranges the sales report offers at a click. */
export function periodPresets(today: string = nairobiDay()) {
  const date = asDate(today);
  // Kenyan weeks start on Monday (getUTCDay: Sunday is 0).
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  const lastMonth = previousMonth(monthOf(today));
  return [
    { label: 'This week', range: { from: asDay(date), to: today } },
    { label: 'This month', range: { from: `${monthOf(today)}-01`, to: today } },
    { label: 'Last month', range: { from: `${lastMonth}-01`, to: lastDayOf(lastMonth) } },
  ] as const satisfies ReadonlyArray<{ label: string; range: DayRange }>;
}

/** The sales report's range when the address names none: this month so far. */
export const defaultRange = (today: string = nairobiDay()): DayRange =>
  periodPresets(today)[1].range;

/** `01/12/2026 to 06/12/2026`, or the one day. */
export function describeRange({ from, to }: DayRange, format: (day: string) => string): string {
  return from === to ? format(from) : `${format(from)} to ${format(to)}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
/** A day from the address, if it reads as one. */
export const readDay = (text: string | null) => (text && DAY.test(text) ? text : null);
/** A month from the address, if it reads as one. */
export const readMonth = (text: string | null) => (text && MONTH.test(text) ? text : null);
