// Dates are shown as the business sees them: in Kenya, whatever zone the browser is in.
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Africa/Nairobi',
});

const plainDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats a date as dd/mm/yyyy. A plain `YYYY-MM-DD` date is shown as written (it has no time
 * zone to shift); a timestamp is shown as the calendar day in Nairobi.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = plainDate.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dayMonthYear.format(date);
}

const hourMinute = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Nairobi',
});

/** dd/mm/yyyy HH:mm in Nairobi, for lists where the order of events within a day matters. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${hourMinute.format(date)}`;
}
