import type { Cursor, KeysetSort } from '../db/keyset.ts';
import { type ListPage, readListPage } from '../http/page-query.ts';

/**
 * A page of a supplier document list as the API answers it: the rows `list` reads for `filter`
 * after the query's cursor, each shown by `show`, with how many match. The lists go newest first
 * (`newestFirst` of supplier-document.schema.ts), so the next page's cursor is on `created_at`.
 */
export function supplierDocumentPage<Filter, Row extends { id: number; created_at: string }, Item>(
  list: {
    page: (filter: Filter, cursor: Cursor | null, limit: number) => Promise<Row[]>;
    count: (filter: Filter) => Promise<number>;
  },
  filter: Filter,
  query: { after: Cursor | null; limit: number },
  sort: KeysetSort,
  show: (row: Row) => Item,
): Promise<ListPage<Item>> {
  return readListPage(
    { rows: list.page(filter, query.after, query.limit), count: list.count(filter) },
    query.limit,
    sort,
    (row) => row.created_at,
    show,
  );
}
