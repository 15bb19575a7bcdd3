import { formatDate, nairobiDay } from '../format/date.ts';
import { MONTH_NAMES } from '../format/date-input.ts';

/*
 * The periods the owner reads figures for (design.md §2b): Nairobi days, both ends included, as
 * `YYYY-MM-DD` text. The dashboard and the reports pick them the same way.
 */

/** The days a figure covers, both included, as `YYYY-MM-DD` Nairobi days. */
export type Period = { from: string; to: string };

export const PERIOD_PRESETS = ['today', 'week', 'month', 'lastMonth', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  lastMonth: 'Last month',
  year: 'This year',
};

// Days are handled as UTC dates: a `YYYY-MM-DD` string has no time zone of its own.
const dayAt = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The days a preset covers on `today` (a Nairobi day): up to today, or last month whole. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const date = dayAt(today);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      // Weeks start on Monday in Kenya, as in most of the world.
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return { from: dayOf(new Date(date.getTime() - sinceMonday * 86_400_000)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0));
      return { from: `${dayOf(lastDay).slice(0, 8)}01`, to: dayOf(lastDay) };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a period is, on `today`; null for days someone chose. */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const days = presetPeriod(preset, today);
      return days.from === period.from && days.to === period.to;
    }) ?? null
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period in an address (`?from=&to=`), this month when it holds none; a missing
 * end is filled in as the API would (the start of `to`'s month, or today).
 */
export function periodFromSearch(search: URLSearchParams, today: string): Period {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const end = DAY.test(to) ? to : today;
  const start = DAY.test(from) ? from : `${end.slice(0, 8)}01`;
  return start <= end ? { from: start, to: end } : presetPeriod('month', today);
}

/** How a card names its period: "06/12/2026", or "01/12/2026 to 06/12/2026". */
export function periodText({ from, to }: Period): string {
  return from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
}

/** `2026-12` of `2026-12-06`. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month before `2026-01`: `2025-12`. */
export function previousMonth(month: string): string {
  return monthOf(presetPeriod('lastMonth', `${month}-01`).from);
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

const MONTH = /^\d{4}-\d{2}$/;
/** A day from the address, if it reads as one. */
export const readDay = (text: string | null) => (text && DAY.test(text) ? text : null);
/** A month from the address, if it reads as one. */
export const readMonth = (text: string | null) => (text && MONTH.test(text) ? text : null);
