import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import { agedDebtors } from './aged-debtors.ts';
import { reportCalendar } from './report-period.ts';

/**
 * The owner's reports (issue 49): each one SQL aggregate over the ledgers (its own file), read
 * for a period of Nairobi days, a month or a day. Nothing here writes.
 */
export function reportsService(db: Db, clock: Clock, timeZone: string) {
  const calendar = reportCalendar(clock, timeZone);
  return {
    agedDebtors: (query: { as_of?: string }) =>
      agedDebtors(db, { ...calendar.asOf(query.as_of), timeZone }),
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
