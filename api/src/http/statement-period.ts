import { badField } from './api-error.ts';
import { addDaysToDate, businessDate, type Clock, startOfBusinessDay } from './clock.ts';
import { calendarDay, listQuery } from './validation.ts';

/**
 * The period of a statement of account, a customer's or a supplier's: the same query, the same
 * defaults, the same business days.
 */

/** `?as_of=&from=`: the statement's last day and first day, both optional (`statementPeriod`). */
export const statementQuery = listQuery({
  as_of: calendarDay.optional(),
  from: calendarDay.optional(),
}).refine((query) => !(query.from && query.as_of && query.from > query.as_of), {
  path: ['from'],
  message: 'must not be after as_of',
});

/**
 * The days a statement covers, both included: to `as_of` (today by default, never in the
 * future) from `from` (by default the first of `as_of`'s month, the month the statement is
 * for); and the instants its SQL compares with, `start` ≤ instant < `end`.
 */
export function statementPeriod(
  query: { as_of?: string; from?: string },
  clock: Clock,
  timeZone: string,
): { from: string; asOf: string; start: string; end: string } {
  const today = businessDate(clock(), timeZone);
  const asOf = query.as_of ?? today;
  if (asOf > today) throw badField('as_of', 'must not be in the future');
  const from = query.from ?? `${asOf.slice(0, 8)}01`;
  return {
    from,
    asOf,
    start: startOfBusinessDay(from, timeZone).toISOString(),
    end: startOfBusinessDay(addDaysToDate(asOf, 1), timeZone).toISOString(),
  };
}
