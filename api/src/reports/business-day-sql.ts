import { type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import { addDaysToDate, startOfBusinessDay } from '../http/clock.ts';

/**
 * The business day (`YYYY-MM-DD` where the shop is) of an instant column, as SQL, for grouping
 * a period's documents by day in the database. Instants are stored as ISO text in UTC; a day
 * is the instant shifted by the zone's offset from UTC. The offset is worked out here for each
 * day of the period, so a zone that changes its clocks is grouped exactly too: runs of days
 * at one offset shift by it, and a day whose clocks change (23 or 25 hours long) is named by
 * its own bounds. For Africa/Nairobi (UTC+3 all year) it is one shift.
 */
export function businessDayOf(
  db: Db,
  column: RawBuilder<unknown>,
  period: { fromDay: string; toDay: string },
  timeZone: string,
): RawBuilder<string> {
  const shifted = (minutes: number) =>
    isPostgres(db)
      ? sql`to_char(cast(${column} as timestamp) + ${`${minutes} minutes`}::interval, 'YYYY-MM-DD')`
      : sql`date(${column}, ${`${minutes >= 0 ? '+' : ''}${minutes} minutes`})`;
  const startOf = (day: string) => startOfBusinessDay(day, timeZone);
  const offsetOf = (day: string) =>
    (new Date(`${day}T00:00:00.000Z`).getTime() - startOf(day).getTime()) / 60_000;

  const branches: RawBuilder<unknown>[] = [];
  let runOffset = offsetOf(period.fromDay);
  for (let day = period.fromDay; day <= period.toDay; day = addDaysToDate(day, 1)) {
    const next = addDaysToDate(day, 1);
    const offset = offsetOf(day);
    if (offset === offsetOf(next)) {
      runOffset = offset;
      continue;
    }
    // The clocks change during `day`: the days before it shift by the run's offset, and `day`
    // is named by its bounds.
    const start = startOf(day).toISOString();
    branches.push(sql`when ${column} < ${start} then ${shifted(runOffset)}`);
    branches.push(sql`when ${column} < ${startOf(next).toISOString()} then ${day}`);
    runOffset = offsetOf(next);
  }
  if (branches.length === 0) return shifted(runOffset) as RawBuilder<string>;
  return sql<string>`(case ${sql.join(branches, sql` `)} else ${shifted(runOffset)} end)`;
}
