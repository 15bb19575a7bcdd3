import { type Expression, type SqlBool, sql } from 'kysely';
import { type FilteredListQueries, filteredList } from '../db/filtered-list.ts';
import type { Cursor, KeysetSort } from '../db/keyset.ts';
import { containsIgnoringCase, containsUpperCase } from '../db/text-search.ts';

/**
 * How the lists of the documents exchanged with suppliers (purchase orders, goods received
 * notes, supplier bills) read their rows: each document's table is joined with its supplier as
 * `s`, searched and filtered alike, paged newest first and counted under the same conditions.
 */

/** The filters every supplier document list takes: `?q=` and `?supplier_id=`. */
export interface SupplierDocumentFilter {
  search?: string;
  supplierId?: number;
}

/**
 * The conditions every supplier document list starts with, on its table aliased `alias`: `q`
 * finds the document's number `numberColumn` (stored in capitals), the supplier's name, or any
 * of `alsoSearched` (a supplier's invoice number); `supplier_id` keeps that supplier's.
 */
export function supplierDocumentConditions(
  filter: SupplierDocumentFilter,
  alias: string,
  numberColumn: string,
  alsoSearched: readonly string[] = [],
): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filter.search) {
    const search = filter.search;
    const found = [
      containsUpperCase(`${alias}.${numberColumn}`, search),
      containsIgnoringCase('s.name', search),
      ...alsoSearched.map((column) => containsIgnoringCase(column, search)),
    ];
    where.push(sql<SqlBool>`(${sql.join(found, sql` or `)})`);
  }
  if (filter.supplierId !== undefined)
    where.push(sql<SqlBool>`${sql.ref(`${alias}.supplier_id`)} = ${filter.supplierId}`);
  return where;
}

/**
 * A supplier document list (db/filtered-list.ts) in its one order, newest first by `sort`: its
 * rows read from `rows`, counted from `counted` (the document and its supplier only, which is
 * all its conditions need).
 */
export function supplierDocumentList<Filter, Row>(
  list: FilteredListQueries<Filter, Row> & { sort: KeysetSort },
) {
  const { page, count } = filteredList(list);
  return {
    page: (filter: Filter, cursor: Cursor | null, limit: number): Promise<Row[]> =>
      page(filter, list.sort, cursor, limit),
    count,
  };
}
