import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { type Clock, dayMonthYear } from '../http/clock.ts';
import { type CsvCell, csvRowsInBatches } from '../http/csv.ts';
import { type ListPage, readFilteredPage } from '../http/page-query.ts';
import { centsToPlainKsh } from '../money.ts';
import { type GoodsReceivedFilter, goodsReceivedRepository } from './goods-received.repository.ts';
import {
  GOODS_RECEIVED_SORTS,
  type GoodsReceivedExportQuery,
  type GoodsReceivedNote,
  type GoodsReceivedNoteWithLines,
  type GoodsReceivedPageQuery,
} from './goods-received.schema.ts';
import { GOODS_RECEIVED_NOT_FOUND, toLine, toNote } from './goods-received-answer.ts';
import { receiveGoods } from './receive-goods.ts';
import { reverseGoodsReceived } from './reverse-goods-received.ts';

export type {
  GoodsReceivedLine,
  GoodsReceivedNote,
  GoodsReceivedNoteWithLines,
} from './goods-received.schema.ts';

export const GOODS_RECEIVED_CSV_HEADER = [
  'GRN',
  'Received',
  'Supplier',
  'Supplier invoice',
  'Lines',
  'Total cost (KSh)',
  'Status',
  'Posted by',
] as const;

const filterOf = (query: GoodsReceivedExportQuery): GoodsReceivedFilter => ({
  search: query.q,
  supplierId: query.supplier_id,
  from: query.from,
  to: query.to,
  status: query.status,
});

export function goodsReceivedService(db: Db, clock: Clock, timeZone: string) {
  async function load(trx: Db, id: number): Promise<GoodsReceivedNoteWithLines> {
    const repo = goodsReceivedRepository(trx);
    const row = await repo.find(id);
    if (!row) throw notFound(GOODS_RECEIVED_NOT_FOUND);
    return { ...toNote(row, timeZone), lines: (await repo.lines(id)).map(toLine) };
  }

  return {
    find: (id: number) => load(db, id),

    /** POST /goods-received, inside the caller's transaction `trx`. */
    create: receiveGoods(clock, timeZone, load),

    /** POST /goods-received/{id}/reverse, inside the caller's transaction `trx`. */
    reverse: reverseGoodsReceived(clock, load),

    async page(query: GoodsReceivedPageQuery): Promise<ListPage<GoodsReceivedNote>> {
      return readFilteredPage(
        goodsReceivedRepository(db),
        filterOf(query),
        query,
        GOODS_RECEIVED_SORTS.created_at_desc,
        (row) => row.created_at,
        (row) => toNote(row, timeZone),
      );
    },

    /** Every note the filters match as CSV rows, newest first, read in keyset batches. */
    async *csvRows(query: GoodsReceivedExportQuery): AsyncGenerator<CsvCell[][]> {
      yield* csvRowsInBatches(
        (cursor, limit) => goodsReceivedRepository(db).page(filterOf(query), cursor, limit),
        (row) => row.created_at,
        (row) => [
          row.grn_number,
          dayMonthYear(row.received_on),
          row.supplier_name,
          row.supplier_invoice_number,
          Number(row.line_count),
          centsToPlainKsh(row.total_cost_cents),
          row.reversed_at ? 'Reversed' : 'Posted',
          row.created_by_email,
        ],
      );
    },
  };
}

export type GoodsReceivedService = ReturnType<typeof goodsReceivedService>;
