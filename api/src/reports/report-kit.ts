import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import type { CsvCell } from '../http/csv.ts';
import { type ReportCalendar, reportCalendar } from './report-period.ts';

/**
 * What every report reads with: the database, and the shop's calendar (periods are Nairobi
 * days, design.md §2b). Built once by the composition root; each report is a function of it
 * and of its query, in its own file, so a new report needs no entry in a service.
 */
export interface ReportContext {
  db: Db;
  calendar: ReportCalendar;
  timeZone: string;
}

export function reportContext(db: Db, clock: Clock, timeZone: string): ReportContext {
  return { db, calendar: reportCalendar(clock, timeZone), timeZone };
}

/** A report's CSV: its file name (the download adds the day) and its rows. */
export interface ReportCsv {
  name: string;
  header: readonly string[];
  rows: AsyncIterable<CsvCell[][]>;
}

/** A CSV of one batch: a report's rows are bounded by its period, not by the whole trade. */
export function reportCsv(name: string, header: readonly string[], rows: CsvCell[][]): ReportCsv {
  return {
    name,
    header,
    rows: (async function* once() {
      yield rows;
    })(),
  };
}
