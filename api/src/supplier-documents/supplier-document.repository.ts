import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { countRows } from '../db/count-rows.ts';
import { type Cursor, type KeysetSort, seek } from '../db/keyset.ts';
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

// biome-ignore lint/suspicious/noExplicitAny: any table of the database, as db/keyset.ts seeks.
type Query<Row> = SelectQueryBuilder<any, any, Row>;

/**
 * A supplier document list read from `rows` (its columns, for the `filter`) and counted from
 * `counted` (the document and its supplier only, which is all its conditions need), both under
 * `conditions`, paged newest first by `sort` with `idColumn` breaking ties.
 */
export function supplierDocumentList<Filter, Row>(list: {
  rows: (filter: Filter) => Query<Row>;
  counted: () => Query<object>;
  conditions: (filter: Filter) => Expression<SqlBool>[];
  sort: KeysetSort;
  idColumn: string;
}) {
  return {
    page: (filter: Filter, cursor: Cursor | null, limit: number): Promise<Row[]> =>
      seek(
        list.rows(filter).where((eb) => eb.and(list.conditions(filter))),
        list.sort,
        list.idColumn,
        cursor,
        limit,
      ).execute(),

    count: (filter: Filter): Promise<number> =>
      countRows(list.counted().where((eb) => eb.and(list.conditions(filter)))),
  };
}
