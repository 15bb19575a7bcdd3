import { z } from 'zod';
import { badField } from '../http/api-error.ts';
import { addDaysToDate, businessDate, type Clock, startOfBusinessDay } from '../http/clock.ts';
import {
  calendarDay,
  EARLIEST_DAY,
  FROM_AFTER_TO,
  fromNotAfterTo,
  isCalendarDate,
  listQuery,
} from '../http/validation.ts';

/**
 * The periods reports cover. Periods are Nairobi days (design.md §2b): a day starts at midnight
 * where the shop is, so a sale at 00:30 on the 1st belongs to that month, not to the UTC day
 * before. A report's SQL compares instants, `from` ≤ instant < `before`.
 */

/** Instants bounding a period of business days: at or after `from`, before `before`. */
export interface PeriodInstants {
  from: string;
  before: string;
}

/** A business day, `2026-11-26`, as reports answer it. */
export const reportDay = z.string().meta({ format: 'date' });

/** `?month=YYYY-MM`: a calendar month where the shop is; this month when absent. */
export const monthQuery = listQuery({
  month: z
    .string()
    .refine((month) => /^\d{4}-\d{2}$/.test(month) && isCalendarDate(`${month}-01`), {
      message: 'must be a month like 2026-11',
      abort: true,
    })
    .refine((month) => `${month}-01` >= EARLIEST_DAY, {
      message: `must be on or after ${EARLIEST_DAY.slice(0, 7)}`,
    })
    .optional(),
});

/** `?from=&to=`: business days, both included; this month up to today when absent. */
export const periodQuery = listQuery({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
}).refine(fromNotAfterTo, FROM_AFTER_TO);

/** `?as_of=YYYY-MM-DD`: the business day a report stands at, at its end; today when absent. */
export const asOfQuery = listQuery({ as_of: calendarDay.optional() });

/** Today, and what a report defaults to, where the shop is. */
export function reportCalendar(clock: Clock, timeZone: string) {
  const today = () => businessDate(clock(), timeZone);
  const instantsOf = (from: string, to: string): PeriodInstants => ({
    from: startOfBusinessDay(from, timeZone).toISOString(),
    before: startOfBusinessDay(addDaysToDate(to, 1), timeZone).toISOString(),
  });
  return {
    today,
    /** The month asked for (this one by default), its first and last days and its instants. */
    month(month: string | undefined) {
      const chosen = month ?? today().slice(0, 7);
      const first = `${chosen}-01`;
      const last = addDaysToDate(`${addDaysToDate(first, 31).slice(0, 7)}-01`, -1);
      return { month: chosen, first, last, ...instantsOf(first, last) };
    },
    /** The days asked for: from the 1st of `to`'s month (or this month) up to `to` (or today). */
    period(query: { from?: string; to?: string }) {
      const to = query.to ?? (query.from && query.from > today() ? query.from : today());
      const from = query.from ?? `${to.slice(0, 8)}01`;
      return { fromDay: from, toDay: to, ...instantsOf(from, to) };
    },
    /** The day asked for (today by default), never in the future, and the instant it ends. */
    asOf(asOf: string | undefined) {
      const day = asOf ?? today();
      if (day > today()) throw badField('as_of', 'must not be in the future');
      return { asOf: day, before: instantsOf(day, day).before };
    },
    /** The business day an instant falls on. */
    dayOf: (instant: string) => businessDate(new Date(instant), timeZone),
  };
}

export type ReportCalendar = ReturnType<typeof reportCalendar>;
