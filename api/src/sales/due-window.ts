import { addDaysToDate, startOfBusinessDay } from '../http/clock.ts';
import { toKsh } from '../money.ts';
import type { DueWindow } from './receivables.repository.ts';
import { DUE_AFTER_DAYS } from './sales-document.ts';

/**
 * What is owed, by how many days past due its sales are on the day it is aged: a statement's
 * ageing and the aged debtors report, in this order.
 */
export const AGEING_BUCKETS = [
  { name: 'current', fewest: null, most: 0 },
  { name: 'days_1_30', fewest: 1, most: 30 },
  { name: 'days_31_60', fewest: 31, most: 60 },
  { name: 'days_61_90', fewest: 61, most: 90 },
  { name: 'days_over_90', fewest: 91, most: null },
] as const;

export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['name'];

/**
 * A statement's ageing as it answers it: the five buckets' cents, in AGEING_BUCKETS' order, as
 * KSh under each bucket's name. A customer's statement and a supplier's read it alike.
 */
export const ageingInKsh = (cents: readonly number[]) =>
  Object.fromEntries(
    AGEING_BUCKETS.map(({ name }, index) => [name, toKsh(cents[index]!)]),
  ) as Record<AgeingBucket, number>;

/**
 * The sales that are between `fewest` and `most` days past due on `asOf` (null: no bound),
 * as due dates for invoiced sales and as sale instants for orders not invoiced yet, which are
 * due DUE_AFTER_DAYS after the business day they were made.
 */
export function dueWindow(
  asOf: string,
  timeZone: string,
  days: { fewest: number | null; most: number | null },
): DueWindow {
  const from = days.most === null ? null : addDaysToDate(asOf, -days.most);
  const to = days.fewest === null ? null : addDaysToDate(asOf, -days.fewest);
  const soldOn = (due: string, extraDays = 0) =>
    startOfBusinessDay(addDaysToDate(due, extraDays - DUE_AFTER_DAYS), timeZone).toISOString();
  return {
    from,
    to,
    soldFrom: from === null ? null : soldOn(from),
    soldBefore: to === null ? null : soldOn(to, 1),
  };
}
