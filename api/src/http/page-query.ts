import { z } from 'zod';
import { type Cursor, decodeCursor, type KeysetSort, toPage } from '../db/keyset.ts';
import { listLimit } from './validation.ts';

/**
 * What every list read a page at a time shares (orders, invoices, customers, suppliers,
 * inventory): the page size, the `?sort=` names it offers and the `?cursor=` it gave out.
 */

/** A screenful and then some; a client may ask for up to `MAX_PAGE_SIZE` at once. */
const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** `?limit=` of a page. */
export const pageLimit = listLimit(PAGE_SIZE, MAX_PAGE_SIZE);

/** `?limit=&cursor=`: the parameters every page query has, beside its own filters. */
export const pageParams = { limit: pageLimit, cursor: z.string().optional() };

/** `?sort=`: one of the list's sorts by name, `fallback` when not given. */
export function sortParam<const Sort extends string>(
  sorts: Readonly<Record<Sort, unknown>>,
  fallback: NoInfer<Sort>,
) {
  const names = Object.keys(sorts) as [Sort, ...Sort[]];
  return z.enum(names, { error: `must be one of ${names.join(', ')}` }).default(fallback);
}

/**
 * `?cursor=` as the position it stands for in `sort`, or null without one. A cursor this list
 * did not give out for this sort (forged, truncated, from another sort) is an issue naming it,
 * which the route answers with a 400, never with a wrong page.
 */
export function readCursor(
  cursor: string | undefined,
  sort: Pick<KeysetSort, 'name' | 'keyType'>,
  ctx: z.RefinementCtx,
): Cursor | null {
  if (cursor === undefined) return null;
  const after = decodeCursor(cursor, sort);
  if (!after) {
    ctx.addIssue({
      code: 'custom',
      path: ['cursor'],
      message: `is not a cursor of this list sorted by ${sort.name}; start again without one`,
    });
  }
  return after;
}

/** The transform that adds `after` (the decoded cursor) to a parsed page query. */
export const withCursor =
  <Sort extends string>(sorts: Readonly<Record<Sort, KeysetSort>>) =>
  <Query extends { cursor?: string; sort: Sort }>(query: Query, ctx: z.RefinementCtx) => ({
    ...query,
    after: readCursor(query.cursor, sorts[query.sort], ctx),
  });

/** A page as the lists answer it: `next_cursor` to pass as `cursor`, null on the last page. */
export interface ListPage<Item> {
  items: Item[];
  next_cursor: string | null;
  /** How many records match the filters, on every page. */
  total_count: number;
}

/**
 * A list's page as it is answered, from its two reads made side by side: the rows after the
 * cursor (one more than `limit`, so the page knows whether another follows) and how many match
 * in all. Each row is answered as `show` shows it; `keyOf` is its key in `sort`.
 */
export async function readListPage<Row extends { id: number }, Item>(
  reads: { rows: Promise<Row[]>; count: Promise<number> },
  limit: number,
  sort: KeysetSort,
  keyOf: (row: Row) => string | number,
  show: (row: Row) => Item,
): Promise<ListPage<Item>> {
  const [rows, total] = await Promise.all([reads.rows, reads.count]);
  const page = toPage(rows, limit, sort, keyOf);
  return { items: page.rows.map(show), next_cursor: page.nextCursor, total_count: total };
}

/**
 * The page a list in one order answers for `filter` (a search and its choices, an item's id):
 * its rows after the query's cursor and how many match, read side by side by the list's own
 * `page` and `count` under the same filter, so a page and its total cannot disagree.
 */
export function readFilteredPage<Filter, Row extends { id: number }, Item>(
  list: {
    page: (filter: Filter, cursor: Cursor | null, limit: number) => Promise<Row[]>;
    count: (filter: Filter) => Promise<number>;
  },
  filter: Filter,
  query: { after: Cursor | null; limit: number },
  sort: KeysetSort,
  keyOf: (row: Row) => string | number,
  show: (row: Row) => Item,
): Promise<ListPage<Item>> {
  return readListPage(
    { rows: list.page(filter, query.after, query.limit), count: list.count(filter) },
    query.limit,
    sort,
    keyOf,
    show,
  );
}
