/*
 * Dates are shown as the business sees them: in Kenya, whatever zone the browser is in. Kenya
 * keeps East Africa Time, UTC+3 all year (no daylight saving), so the shift is plain arithmetic.
 * Intl.DateTimeFormat with `timeZone: 'Africa/Nairobi'` gave the same text but its first use
 * loads the time-zone database: 150 to 260 ms of main thread on a phone-class CPU, paid before
 * any list could paint a date (docs/benchmarks.md, "List screens").
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

const plainDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall-clock fields in Nairobi, read from a Date shifted by the offset. */
function inNairobi(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  const time = date.getTime();
  return Number.isNaN(time) ? null : new Date(time + NAIROBI_OFFSET_MS);
}

/**
 * Formats a date as dd/mm/yyyy. A plain `YYYY-MM-DD` date is shown as written (it has no time
 * zone to shift); a timestamp is shown as the calendar day in Nairobi.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = plainDate.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const local = inNairobi(value);
  if (!local) return '';
  const year = String(local.getUTCFullYear()).padStart(4, '0');
  return `${twoDigits(local.getUTCDate())}/${twoDigits(local.getUTCMonth() + 1)}/${year}`;
}

/** dd/mm/yyyy HH:mm in Nairobi, for lists where the order of events within a day matters. */
export function formatDateTime(value: string | Date): string {
  const local = inNairobi(value);
  if (!local) return '';
  return `${formatDate(value)} ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/** HH:mm:ss in Nairobi, for events within a day (the statechart viewer's latest event). */
export function formatTime(value: string | Date | number): string {
  const local = inNairobi(typeof value === 'number' ? new Date(value) : value);
  if (!local) return '';
  const [hours, minutes, seconds] = [
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  ].map(twoDigits);
  return `${hours}:${minutes}:${seconds}`;
}

/** The calendar day `YYYY-MM-DD` it is (or was at `at`) in Nairobi: "today" for date fields. */
export function nairobiDay(at: Date = new Date()): string {
  const local = inNairobi(at);
  if (!local) return '';
  return `${local.getUTCFullYear()}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`;
}
