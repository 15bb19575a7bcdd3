import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import { countRows } from './count-rows.ts';
import { type Cursor, type KeysetSort, seek } from './keyset.ts';

// biome-ignore lint/suspicious/noExplicitAny: any table of the database, as keyset.ts seeks.
type Query<Row> = SelectQueryBuilder<any, any, Row>;

/** How a filtered list reads: see `filteredList`. */
export interface FilteredListQueries<Filter, Row> {
  rows: (filter: Filter) => Query<Row>;
  counted: () => Query<object>;
  conditions: (filter: Filter) => Expression<SqlBool>[];
  idColumn: string;
}

/**
 * A list read a page at a time under a screen's filter (its search and choices): the rows
 * `rows` selects and how many match, counted from `counted` (only the joins the conditions
 * need), both under the filter's `conditions`, so a page and its total cannot disagree. A page
 * is read in a keyset sort, `idColumn` breaking ties (keyset.ts `seek`).
 */
export function filteredList<Filter, Row>(list: FilteredListQueries<Filter, Row>) {
  return {
    /** Up to `limit + 1` rows matching `filter` after `cursor` in `sort` order. */
    page: (
      filter: Filter,
      sort: KeysetSort,
      cursor: Cursor | null,
      limit: number,
    ): Promise<Row[]> =>
      seek(
        list.rows(filter).where((eb) => eb.and(list.conditions(filter))),
        sort,
        list.idColumn,
        cursor,
        limit,
      ).execute(),

    /** How many rows match `filter`, counted by the database. */
    count: (filter: Filter): Promise<number> =>
      countRows(list.counted().where((eb) => eb.and(list.conditions(filter)))),
  };
}
