import { badField } from './api-error.ts';

/** Injected so tests can move time (session expiry, overdue invoices). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(date: Date, days: number): Date {
  const copy = new Date(date.getTime());
  copy.setUTCDate(copy.getUTCDate() + days);
  return copy;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const partsFormat = (timeZone: string) => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
};

function wallClock(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/**
 * The calendar date an instant falls on where the business is (`YYYY-MM-DD`): an invoice made
 * at 01:00 in Nairobi is dated that Nairobi day, not the UTC day before.
 */
export function businessDate(date: Date, timeZone: string): string {
  const { year, month, day } = wallClock(date, timeZone);
  return `${year}-${month}-${day}`;
}

/** The time of day an instant falls on where the business is, `HH:mm:ss` (24-hour). */
export function businessTime(date: Date, timeZone: string): string {
  const { hour, minute, second } = wallClock(date, timeZone);
  return `${hour}:${minute}:${second}`;
}

/** The instant a business day (`YYYY-MM-DD`) starts in the business's time zone. */
export function startOfBusinessDay(day: string, timeZone: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00.000Z`);
  const wall = wallClock(utcMidnight, timeZone);
  const wallAsUtc = Date.UTC(
    Number(wall.year),
    Number(wall.month) - 1,
    Number(wall.day),
    Number(wall.hour),
    Number(wall.minute),
    Number(wall.second),
  );
  return new Date(utcMidnight.getTime() - (wallAsUtc - utcMidnight.getTime()));
}

/**
 * A list's `from` and `to` days (both included, either may be absent) as the instants its
 * query compares with: at or after `from`, before `before` (the start of the day after `to`).
 */
export function businessDayRange(
  days: { from?: string; to?: string },
  timeZone: string,
): { from?: string; before?: string } {
  return {
    from: days.from ? startOfBusinessDay(days.from, timeZone).toISOString() : undefined,
    before: days.to
      ? startOfBusinessDay(addDaysToDate(days.to, 1), timeZone).toISOString()
      : undefined,
  };
}

/** A `YYYY-MM-DD` date some days later. */
export const addDaysToDate = (day: string, days: number): string =>
  isoDate(addDays(new Date(`${day}T00:00:00.000Z`), days));

/** `2025-03-01` → `01/03/2025`, the way Kenyan spreadsheets and paperwork write dates. */
export const dayMonthYear = (day: string): string =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * When an entry dated `day` (a business day, or null for none) happened: now for today or no
 * day, else the start of that day, as payments and credit notes are dated. Never in the future
 * and never before the document it belongs to (`after`, named `what` in the refusal): 400s
 * naming `date`.
 */
export function datedInstant(
  day: string | null,
  now: Date,
  timeZone: string,
  after: { instant: string; what: string },
): string {
  if (day === null) return now.toISOString();
  const today = businessDate(now, timeZone);
  if (day > today) throw badField('date', 'must not be in the future');
  const firstDay = businessDate(new Date(after.instant), timeZone);
  if (day < firstDay) {
    throw badField('date', `must not be before ${after.what} (${dayMonthYear(firstDay)})`);
  }
  return day === today ? now.toISOString() : startOfBusinessDay(day, timeZone).toISOString();
}

/**
 * Whether a document dated `day` (a business day) was back-dated when it was made at `madeAt`:
 * dated more than a day before the business day it was made on. Yesterday's sales typed in
 * this morning are ordinary; anything older is what an owner wants to see (an invoice dated
 * 20/10 numbered after one of 06/12).
 */
export function isBackDated(day: string, madeAt: Date, timeZone: string): boolean {
  return day < addDaysToDate(businessDate(madeAt, timeZone), -1);
}

/**
 * Whether a document dated `datedAt` (an instant) and recorded at `recordedAt` was back-dated;
 * false when when it was recorded is not known (made before that was kept).
 */
export function wasBackDated(
  datedAt: string,
  recordedAt: string | null,
  timeZone: string,
): boolean {
  return (
    recordedAt !== null &&
    isBackDated(businessDate(new Date(datedAt), timeZone), new Date(recordedAt), timeZone)
  );
}
