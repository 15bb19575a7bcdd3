import type { Insertable, Selectable } from 'kysely';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { insertRow } from '../db/insert-row.ts';
import { type Cursor, seek } from '../db/keyset.ts';
import type { StockCountLinesTable, StockCountsTable } from '../db/schema.ts';
import { COUNT_SORTS } from './stock-count.schema.ts';

export type CountRow = Selectable<StockCountsTable> & { counted_by_email: string | null };
export type CountLineRow = Selectable<StockCountLinesTable>;

const LINES_PER_INSERT = 500;

/** Stock counts as posted: a row each, and a line per counted item (0043). */
export function stockCountRepository(db: Db) {
  const counts = () =>
    db
      .selectFrom('stock_counts as c')
      .leftJoin('users as u', 'u.id', 'c.counted_by')
      .selectAll('c')
      .select('u.email as counted_by_email');

  return {
    /** Records a posted count and its lines; answers its id. */
    async insert(
      count: Insertable<StockCountsTable>,
      lines: Omit<Insertable<StockCountLinesTable>, 'stock_count_id'>[],
    ): Promise<number> {
      const id = await insertRow(db, 'stock_counts', count);
      // In batches: a whole shop's count would pass SQLite's limit of bound values at once.
      for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
        await db
          .insertInto('stock_count_lines')
          .values(
            lines
              .slice(start, start + LINES_PER_INSERT)
              .map((line) => ({ ...line, stock_count_id: id })),
          )
          .execute();
      }
      return id;
    },

    /** Up to `limit + 1` counts after `cursor`, newest first (keyset.ts). */
    page: (cursor: Cursor | null, limit: number): Promise<CountRow[]> =>
      seek(counts(), COUNT_SORTS.newest, 'c.id', cursor, limit).execute(),

    total: (): Promise<number> => countRows(db.selectFrom('stock_counts')),

    find: (id: number): Promise<CountRow | undefined> =>
      counts().where('c.id', '=', id).executeTakeFirst(),

    /** A count's lines, by item name as the sheet is read. */
    lines: (id: number): Promise<CountLineRow[]> =>
      db
        .selectFrom('stock_count_lines')
        .selectAll()
        .where('stock_count_id', '=', id)
        .orderBy('item_name')
        .orderBy('id')
        .execute(),
  };
}
