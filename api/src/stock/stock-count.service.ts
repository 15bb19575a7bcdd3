import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { type ListPage, readListPage } from '../http/page-query.ts';
import { fromMilli } from '../http/quantity.ts';
import { toKsh } from '../money.ts';
import { type CountRow, stockCountRepository } from './stock-count.repository.ts';
import {
  COUNT_SORTS,
  type CountsPageQuery,
  type StockCountDetail,
  type StockCountSummary,
} from './stock-count.schema.ts';

const toSummary = (row: CountRow): StockCountSummary => ({
  id: row.id,
  counted_at: row.counted_at,
  counted_by_email: row.counted_by_email,
  note: row.note,
  items_counted: Number(row.items_counted),
  items_differing: Number(row.items_differing),
  total_difference_quantity: fromMilli(Number(row.difference_milli)),
  total_difference_value: toKsh(Number(row.difference_cents)),
});

/** Past stock counts, read back as they were posted. */
export function stockCountService(db: Db) {
  return {
    /** GET /stock-counts: a page of counts, newest first, and how many there are. */
    page(query: CountsPageQuery): Promise<ListPage<StockCountSummary>> {
      const repo = stockCountRepository(db);
      return readListPage(
        { rows: repo.page(query.after, query.limit), count: repo.total() },
        query.limit,
        COUNT_SORTS.newest,
        (row) => row.id,
        toSummary,
      );
    },

    /** GET /stock-counts/{id}: a count with each item it counted. */
    async get(id: number): Promise<StockCountDetail> {
      const repo = stockCountRepository(db);
      const row = await repo.find(id);
      if (!row) throw notFound('Stock count not found');
      const lines = await repo.lines(id);
      return {
        ...toSummary(row),
        lines: lines.map((line) => {
          const expected = Number(line.expected_milli);
          const counted = Number(line.counted_milli);
          return {
            inventory_id: line.inventory_id,
            item_name: line.item_name,
            unit: line.unit,
            expected_quantity: fromMilli(expected),
            counted_quantity: fromMilli(counted),
            difference: fromMilli(counted - expected),
            difference_value: toKsh(Number(line.difference_cents)),
          };
        }),
      };
    },
  };
}

export type StockCountService = ReturnType<typeof stockCountService>;
