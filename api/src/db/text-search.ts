import { type Expression, type SqlBool, sql } from 'kysely';

/** `%` and `_` typed by a user are letters to find, not wildcards. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * `column` contains `text`, ignoring case in every alphabet: PostgreSQL's lower() folds all of
 * Unicode in a UTF-8 database, and the SQLite connection replaces its ASCII-only lower() with
 * JavaScript's (sqlite-dialect.ts), so "wanjirũ" finds "WANJIRŨ" on both. A leading `%` means
 * no b-tree index can serve it: it scans, which the lists accept (docs/benchmarks.md).
 */
export const containsIgnoringCase = (column: string, text: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;

/**
 * `column` contains `text` as typed in upper case: document numbers are `ORD-000123`, all
 * capitals and digits, so the comparison needs no function per row.
 */
export const containsUpperCase = (column: string, text: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(text.toUpperCase())}%`} escape '\\'`;
