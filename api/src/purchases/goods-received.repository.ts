import { type Expression, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { documentLines, insertDocumentLines } from '../db/document-lines.ts';
import { heldRows } from '../db/hold-row.ts';
import { insertRow } from '../db/insert-row.ts';
import type { GoodsReceivedItemsTable, GoodsReceivedNotesTable } from '../db/schema.ts';
import {
  type SupplierDocumentFilter,
  supplierDocumentConditions,
  supplierDocumentList,
} from '../supplier-documents/supplier-document.repository.ts';
import { GOODS_RECEIVED_SORTS } from './goods-received.schema.ts';

export interface GoodsReceivedFilter extends SupplierDocumentFilter {
  /** received_on ≥ this day. */
  from?: string;
  /** received_on ≤ this day. */
  to?: string;
  /** Posted (standing) or reversed notes only. */
  status?: 'posted' | 'reversed';
}

export interface GoodsReceivedRow {
  id: number;
  grn_number: string;
  supplier_id: number;
  supplier_name: string;
  received_on: string;
  supplier_invoice_number: string | null;
  note: string | null;
  purchase_order_id: number | null;
  total_cost_cents: number;
  created_at: string;
  created_by: number;
  created_by_email: string;
  reversed_at: string | null;
  reversed_by: number | null;
  reversed_by_email: string | null;
  reversal_reason: string | null;
  line_count: number;
}

export type GoodsReceivedLineRow = Selectable<GoodsReceivedItemsTable>;

function conditions(filter: GoodsReceivedFilter): Expression<SqlBool>[] {
  const where = supplierDocumentConditions(filter, 'g', 'grn_number', [
    'g.supplier_invoice_number',
  ]);
  if (filter.from) where.push(sql<SqlBool>`g.received_on >= ${filter.from}`);
  if (filter.to) where.push(sql<SqlBool>`g.received_on <= ${filter.to}`);
  if (filter.status === 'posted') where.push(sql<SqlBool>`g.reversed_at is null`);
  if (filter.status === 'reversed') where.push(sql<SqlBool>`g.reversed_at is not null`);
  return where;
}

export function goodsReceivedRepository(db: Db) {
  const notes = () =>
    db
      .selectFrom('goods_received_notes as g')
      .innerJoin('suppliers as s', 's.id', 'g.supplier_id')
      .innerJoin('users as cu', 'cu.id', 'g.created_by')
      .leftJoin('users as ru', 'ru.id', 'g.reversed_by')
      .select([
        'g.id',
        'g.grn_number',
        'g.supplier_id',
        's.name as supplier_name',
        'g.received_on',
        'g.supplier_invoice_number',
        'g.note',
        'g.purchase_order_id',
        'g.total_cost_cents',
        'g.created_at',
        'g.created_by',
        'cu.email as created_by_email',
        'g.reversed_at',
        'g.reversed_by',
        'ru.email as reversed_by_email',
        'g.reversal_reason',
        sql<number>`(select count(*) from goods_received_items gi where gi.grn_id = g.id)`.as(
          'line_count',
        ),
      ]);

  return {
    insert: (
      note: Omit<GoodsReceivedNotesTable, 'id' | 'reversed_at' | 'reversed_by' | 'reversal_reason'>,
    ): Promise<number> =>
      insertRow(db, 'goods_received_notes', {
        ...note,
        reversed_at: null,
        reversed_by: null,
        reversal_reason: null,
      }),

    insertLines: (lines: Insertable<GoodsReceivedItemsTable>[]): Promise<void> =>
      insertDocumentLines(db, 'goods_received_items', lines),

    find: (id: number): Promise<GoodsReceivedRow | undefined> =>
      notes().where('g.id', '=', id).executeTakeFirst(),

    lines: (grnId: number): Promise<GoodsReceivedLineRow[]> =>
      documentLines(db, 'goods_received_items', grnId),

    /** The note, locked until the transaction ends (a reversal waits for another). */
    lock: (id: number) =>
      db
        .selectFrom('goods_received_notes')
        .select(['id', 'grn_number', 'reversed_at', 'total_cost_cents', 'purchase_order_id'])
        .where('id', '=', id)
        .$call(heldRows(db, 'update'))
        .executeTakeFirst(),

    /**
     * New quantities and cost prices of locked items in one UPDATE (`CASE id WHEN …`, which
     * both databases take): the rows were read under the lock, so setting values is safe.
     */
    setStockAndCosts: async (
      items: readonly { item: { id: number }; quantityMilli: number; costCents: number }[],
      now: string,
    ): Promise<void> => {
      if (items.length === 0) return;
      const byId = (value: (entry: (typeof items)[number]) => number, type: 'integer' | 'bigint') =>
        sql<number>`case id ${sql.join(
          items.map(
            (entry) => sql`when ${entry.item.id} then cast(${value(entry)} as ${sql.raw(type)})`,
          ),
          sql` `,
        )} end`;
      await db
        .updateTable('inventory_items')
        .set({
          quantity_milli: byId((entry) => entry.quantityMilli, 'bigint'),
          cost_price_cents: byId((entry) => entry.costCents, 'bigint'),
          updated_at: now,
        })
        .where(
          'id',
          'in',
          items.map((entry) => entry.item.id),
        )
        .execute();
    },

    markReversed: async (
      id: number,
      reversal: { at: string; by: number; reason: string },
    ): Promise<void> => {
      await db
        .updateTable('goods_received_notes')
        .set({
          reversed_at: reversal.at,
          reversed_by: reversal.by,
          reversal_reason: reversal.reason,
        })
        .where('id', '=', id)
        .execute();
    },

    ...supplierDocumentList({
      rows: notes,
      counted: () =>
        db
          .selectFrom('goods_received_notes as g')
          .innerJoin('suppliers as s', 's.id', 'g.supplier_id'),
      conditions,
      sort: GOODS_RECEIVED_SORTS.created_at_desc,
      idColumn: 'g.id',
    }),
  };
}
