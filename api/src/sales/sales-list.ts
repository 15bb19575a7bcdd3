import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { type Cursor, inBatches, type KeysetSort, toPage } from '../db/keyset.ts';
import { containsIgnoringCase, containsUpperCase } from '../db/text-search.ts';
import { businessDayRange } from '../http/clock.ts';
import { CSV_BATCH_ROWS, type CsvCell } from '../http/csv.ts';
import { pageLimit, readCursor } from '../http/page-query.ts';
import {
  calendarDay,
  FROM_AFTER_TO,
  fromNotAfterTo,
  listQuery,
  searchText,
} from '../http/validation.ts';
import { mayBeInDocumentNumber } from './sales-document.ts';

/**
 * What orders and invoices share as lists: the `?limit=&cursor=&q=&status=&from=&to=&sort=`
 * of GET /orders and /invoices (and their CSV exports), and the sorts they offer. A list's own
 * filters (orders' `invoiced`) come in as an extra shape and are applied by that list.
 */

/** Each sort and the column it seeks on; every one has a `(column, id)` index (0003). */
const SALES_SORTS = {
  created_at_desc: { column: 'created_at', keyType: 'text', direction: 'desc' },
  created_at_asc: { column: 'created_at', keyType: 'text', direction: 'asc' },
  total_desc: { column: 'total_cents', keyType: 'integer', direction: 'desc' },
  total_asc: { column: 'total_cents', keyType: 'integer', direction: 'asc' },
  customer_asc: { column: 'customer_name', keyType: 'text', direction: 'asc' },
  customer_desc: { column: 'customer_name', keyType: 'text', direction: 'desc' },
} as const satisfies Record<string, Omit<KeysetSort, 'name' | 'key'> & { column: string }>;

export type SalesSort = keyof typeof SALES_SORTS;
export const SALES_SORT_NAMES = Object.keys(SALES_SORTS) as [SalesSort, ...SalesSort[]];

/** The sort as SQL sees it, for a document table aliased `document` joined to customers `c`. */
export function salesKeysetSort(name: SalesSort, document: 'o' | 'i'): KeysetSort {
  const { column, keyType, direction } = SALES_SORTS[name];
  const key = column === 'customer_name' ? 'c.name' : `${document}.${column}`;
  return { name, key, keyType, direction };
}

/** Filters of a sales list as the repositories apply them: created_at as UTC instants. */
export interface SalesFilter<Status extends string> {
  /** Document number (also partly, `123`) or customer name, ignoring case. */
  search?: string;
  status?: Status;
  /** created_at ≥ this instant (ISO). */
  createdFrom?: string;
  /** created_at < this instant (ISO). */
  createdBefore?: string;
}

/** A sales document as its list's SQL names it: table alias, number column, number prefix. */
interface ListedDocument {
  alias: 'o' | 'i';
  numberColumn: 'order_number' | 'invoice_number';
  prefix: 'ORD' | 'INV';
}

/**
 * The shared filters as conditions on the document's table alone, so counting needs no join:
 * the customer name is matched through the (small) customers table, not per document, and the
 * number only when the search could be part of one. `byStatus` is the list's own reading of
 * its status (an invoice's is derived, an order's stored); none leaves the status unfiltered.
 */
export function salesConditions<Status extends string>(
  filter: SalesFilter<Status>,
  { alias, numberColumn, prefix }: ListedDocument,
  byStatus: (status: Status | undefined) => Expression<SqlBool> | undefined,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search) {
    const byCustomer = sql<SqlBool>`${sql.ref(`${alias}.customer_id`)} in (select id from customers where ${containsIgnoringCase('name', filter.search)})`;
    conditions.push(
      mayBeInDocumentNumber(prefix, filter.search)
        ? sql<SqlBool>`(${containsUpperCase(`${alias}.${numberColumn}`, filter.search)} or ${byCustomer})`
        : byCustomer,
    );
  }
  const status = byStatus(filter.status);
  if (status) conditions.push(status);
  const createdAt = sql.ref(`${alias}.created_at`);
  if (filter.createdFrom) conditions.push(sql<SqlBool>`${createdAt} >= ${filter.createdFrom}`);
  if (filter.createdBefore) conditions.push(sql<SqlBool>`${createdAt} < ${filter.createdBefore}`);
  return conditions;
}

const salesFilterShape = <const Status extends string>(
  statuses: readonly [Status, ...Status[]],
) => ({
  q: searchText,
  status: z.enum(statuses, { error: `must be one of ${statuses.join(', ')}` }).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  sort: z
    .enum(SALES_SORT_NAMES, { error: `must be one of ${SALES_SORT_NAMES.join(', ')}` })
    .default('created_at_desc'),
});

/** Filters one list has and the other has not (orders' `invoiced`), applied by that list. */
type OwnFilters = z.ZodRawShape;
type NoOwnFilters = Record<never, never>;

/** What the shared rules read of a parsed query, whatever filters of its own a list adds. */
interface SharedParams {
  cursor?: string;
  sort: SalesSort;
  from?: string;
  to?: string;
}

/** The query string of a sales list page, validated; a cursor is checked against the sort. */
export function salesListQuery<
  const Status extends string,
  const Own extends OwnFilters = NoOwnFilters,
>(statuses: readonly [Status, ...Status[]], own: Own = {} as Own) {
  return (
    listQuery({
      limit: pageLimit,
      cursor: z.string().optional(),
      ...salesFilterShape(statuses),
      ...own,
    })
      // zod cannot infer through the generic `own`; these read only the shared parameters.
      .refine((query) => fromNotAfterTo(query as SharedParams), FROM_AFTER_TO)
      .transform((query, ctx) => {
        const { cursor, sort } = query as SharedParams;
        const keyType = SALES_SORTS[sort].keyType;
        return { ...query, after: readCursor(cursor, { name: sort, keyType }, ctx) };
      })
  );
}

/** The query string of a sales list's CSV export: the list's filters and sort, every row. */
export const salesExportQuery = <
  const Status extends string,
  const Own extends OwnFilters = NoOwnFilters,
>(
  statuses: readonly [Status, ...Status[]],
  own: Own = {} as Own,
) =>
  listQuery({ ...salesFilterShape(statuses), ...own }).refine(
    (query) => fromNotAfterTo(query as SharedParams),
    FROM_AFTER_TO,
  );

export type SalesListQuery<Status extends string, Own extends OwnFilters = NoOwnFilters> = z.output<
  ReturnType<typeof salesListQuery<Status, Own>>
>;
export type SalesExportQuery<
  Status extends string,
  Own extends OwnFilters = NoOwnFilters,
> = z.output<ReturnType<typeof salesExportQuery<Status, Own>>>;

/** The value of a row's sort key, which a cursor after that row carries. */
export function salesSortKey(
  name: SalesSort,
  row: { created_at: string; total_cents: number; customer_name: string },
): string | number {
  const { column } = SALES_SORTS[name];
  return column === 'total_cents' ? Number(row.total_cents) : row[column];
}

/**
 * `from` and `to` are whole days where the business is (an order at 21:30 UTC on the 1st is on
 * the 2nd in Nairobi), both included: from the start of `from` to the start of the day after `to`.
 */
export function salesFilter<Status extends string>(
  query: Pick<SalesListQuery<Status>, 'q' | 'status' | 'from' | 'to'>,
  timeZone: string,
): SalesFilter<Status> {
  const created = businessDayRange(query, timeZone);
  return {
    search: query.q,
    status: query.status,
    createdFrom: created.from,
    createdBefore: created.before,
  };
}

/** What a sales list's row carries for its keyset: its id and the columns it sorts by. */
type SortedSale = { id: number; created_at: string; total_cents: number; customer_name: string };

/** Reads a document's rows (aliased `o` or `i`) in `sort` order after a cursor. */
type ReadSales<Row> = (sort: KeysetSort, after: Cursor | null, limit: number) => Promise<Row[]>;

/** The rows of a sales list that one query's filters match: read in any sort, and counted. */
export interface MatchingSales<Row> {
  read: ReadSales<Row>;
  count(): Promise<number>;
}

/**
 * A sales list's page and CSV export (orders', invoices'), read alike from the rows its query
 * matches: one page in the order asked for with how many match in all, or every row a CSV
 * batch at a time. Each list answers its rows its own way (an invoice's with its lines).
 */
export function salesListReads<Query extends { sort: SalesSort }, Row extends SortedSale>(
  document: 'o' | 'i',
  matching: (query: Query) => MatchingSales<Row>,
  csvRow: (row: Row) => CsvCell[],
) {
  return {
    async page(
      query: Query & { after: Cursor | null; limit: number },
    ): Promise<{ rows: Row[]; next_cursor: string | null; total_count: number }> {
      const { read, count } = matching(query);
      const sort = salesKeysetSort(query.sort, document);
      const [rows, total] = await Promise.all([read(sort, query.after, query.limit), count()]);
      const page = toPage(rows, query.limit, sort, (row) => salesSortKey(query.sort, row));
      return { rows: page.rows, next_cursor: page.nextCursor, total_count: total };
    },

    async *csvRows(query: Query): AsyncGenerator<CsvCell[][]> {
      const { read } = matching(query);
      const sort = salesKeysetSort(query.sort, document);
      const batches = inBatches(
        (cursor, limit) => read(sort, cursor, limit),
        (row) => salesSortKey(query.sort, row),
        CSV_BATCH_ROWS,
      );
      for await (const batch of batches) yield batch.map(csvRow);
    },
  };
}
