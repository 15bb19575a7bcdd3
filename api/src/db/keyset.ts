import {
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';

/**
 * Keyset ("seek") paging. A page ends with the sort key and id of its last row; the next page
 * starts strictly after them, `(key, id) < (last key, last id)` for a descending sort. Unlike
 * OFFSET, page 500 costs what page 1 costs (one range scan of a `(key, id)` index), and rows
 * written meanwhile neither repeat nor go missing. The id breaks ties on the key, so rows with
 * the same total or the same customer still come exactly once.
 */

export type SortDirection = 'asc' | 'desc';

/** One way a list can be sorted: its public name and the column it seeks on. */
export interface KeysetSort {
  /** The `sort` parameter's value, e.g. `total_desc`; cursors carry it. */
  name: string;
  /**
   * The qualified column sorted on, e.g. `o.total_cents`, or an expression of the row that an
   * index on that expression serves (an item's stock value, `i.quantity_milli * i.unit_price_cents`).
   */
  key: string | RawBuilder<unknown>;
  /** What the key's values are, so a cursor's key can be checked before it reaches SQL. */
  keyType: 'text' | 'integer' | 'number';
  direction: SortDirection;
  /**
   * For a key worked out from a column (a name in lower case): the same working on the
   * cursor's value, which is the column's as read. The database folds both, so they compare
   * alike whatever its rules for letters outside ASCII.
   */
  keyOfCursor?: (value: string | number) => RawBuilder<unknown>;
}

/**
 * The key of a sort by the text `column` ignoring case, as people read a list ("bolts" between
 * "Anchor" and "Cement", not after "Zinc"), with lower() folding every alphabet on both
 * databases (sqlite-dialect.ts), and the same folding of a cursor's value. No index serves it:
 * on SQLite one on lower(name) would hold this connection's Unicode lower() while any other
 * connection (the backup's integrity check) reads it with SQLite's ASCII one and finds it
 * corrupt. Sorting 10,000 names costs about 2 ms.
 */
export const ignoringCase = (column: string) =>
  ({
    key: sql`lower(${sql.ref(column)})`,
    keyType: 'text',
    keyOfCursor: (value: string | number) => sql`lower(${value})`,
  }) as const satisfies Partial<KeysetSort>;

/** Where the previous page ended. */
export interface Cursor {
  key: string | number;
  id: number;
}

/** A page of rows and the cursor of the next page (null on the last page). */
export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * The largest id a row can have: ids are 32-bit integer columns, and a larger number would make
 * PostgreSQL fail the query (money and other integer keys are far below 2^53).
 */
export const MAX_ID = 2_147_483_647;

/** Opaque to callers (base64url JSON), so nobody builds one by hand and relies on its form. */
export const encodeCursor = (sort: Pick<KeysetSort, 'name'>, cursor: Cursor): string =>
  Buffer.from(JSON.stringify([sort.name, cursor.key, cursor.id])).toString('base64url');

/**
 * The cursor `text` stands for, or null when it is not one this list gave out for `sort`
 * (forged, truncated, or from another sort): the caller answers 400.
 */
export function decodeCursor(
  text: string,
  sort: Pick<KeysetSort, 'name' | 'keyType'>,
): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [name, key, id] = value as unknown[];
  if (name !== sort.name) return null;
  if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > MAX_ID) return null;
  const keyFits =
    sort.keyType === 'integer'
      ? Number.isSafeInteger(key)
      : sort.keyType === 'number'
        ? Number.isFinite(key)
        : typeof key === 'string' && key.length <= 500;
  return keyFits ? { key: key as string | number, id: id as number } : null;
}

const sortKey = (sort: KeysetSort) => (typeof sort.key === 'string' ? sql.ref(sort.key) : sort.key);

/** The condition "after the cursor" in the sort's direction, as one row-value comparison. */
export function afterCursor(
  sort: KeysetSort,
  idColumn: string,
  cursor: Cursor,
): Expression<SqlBool> {
  const comparison = sql.raw(sort.direction === 'desc' ? '<' : '>');
  const key = sort.keyOfCursor ? sort.keyOfCursor(cursor.key) : cursor.key;
  const after = sql<SqlBool>`(${sortKey(sort)}, ${sql.ref(idColumn)}) ${comparison} (${key}, ${cursor.id})`;
  if (typeof sort.key === 'string') return after;
  // SQLite seeks an index on columns by a row value, but an index on an expression only by a
  // plain comparison of the expression; without this redundant bound it scans from the start.
  const bound = sql.raw(sort.direction === 'desc' ? '<=' : '>=');
  return sql<SqlBool>`(${sort.key} ${bound} ${key} and ${after})`;
}

/**
 * Splits the `limit + 1` rows a seek query read into the page and, when the extra row shows
 * there is more, the cursor after the page's last row.
 */
export function toPage<Row extends { id: number }>(
  rows: Row[],
  limit: number,
  sort: KeysetSort,
  keyOf: (row: Row) => string | number,
): KeysetPage<Row> {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeCursor(sort, { key: keyOf(last), id: last.id }) };
}

/**
 * A select sorted by `sort` then `idColumn`, starting after `cursor`, reading one row more
 * than `limit` so `toPage` can tell whether another page follows.
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any select query
export function seek<Query extends SelectQueryBuilder<any, any, any>>(
  query: Query,
  sort: KeysetSort,
  idColumn: string,
  cursor: Cursor | null,
  limit: number,
): Query {
  const from = cursor ? query.where(afterCursor(sort, idColumn, cursor)) : query;
  return from
    .orderBy(sortKey(sort), sort.direction)
    .orderBy(sql.ref(idColumn), sort.direction)
    .limit(limit + 1) as Query;
}

/**
 * Every row a seek query matches, in batches of `batchSize`, each batch one keyset query: for
 * exports, which must not hold a whole table in memory nor re-read it with growing OFFSETs.
 */
export async function* inBatches<Row extends { id: number }>(
  readPage: (cursor: Cursor | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => string | number,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await readPage(cursor, batchSize);
    const batch = rows.slice(0, batchSize);
    if (batch.length > 0) yield batch;
    if (rows.length <= batchSize) return;
    const last = batch[batch.length - 1]!;
    cursor = { key: keyOf(last), id: last.id };
  }
}
