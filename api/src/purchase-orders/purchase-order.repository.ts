import { type Expression, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { documentLines, insertDocumentLines } from '../db/document-lines.ts';
import { heldRows } from '../db/hold-row.ts';
import { insertRow } from '../db/insert-row.ts';
import type {
  PurchaseOrderItemsTable,
  PurchaseOrderStatus,
  PurchaseOrdersTable,
} from '../db/schema.ts';
import {
  type SupplierDocumentFilter,
  supplierDocumentConditions,
  supplierDocumentList,
} from '../supplier-documents/supplier-document.repository.ts';
import { PURCHASE_ORDER_SORTS } from './purchase-orders.schema.ts';

export interface PurchaseOrderFilter extends SupplierDocumentFilter {
  status?: PurchaseOrderStatus;
}

export type PurchaseOrderRow = Selectable<PurchaseOrdersTable> & {
  supplier_name: string;
  supplier_contact: string;
  created_by_email: string;
  cancelled_by_email: string | null;
  line_count: number;
};
export type PurchaseOrderLineRow = Selectable<PurchaseOrderItemsTable>;

function conditions(filter: PurchaseOrderFilter): Expression<SqlBool>[] {
  const where = supplierDocumentConditions(filter, 'p', 'po_number');
  if (filter.status) where.push(sql<SqlBool>`p.status = ${filter.status}`);
  return where;
}

export function purchaseOrderRepository(db: Db) {
  const orders = () =>
    db
      .selectFrom('purchase_orders as p')
      .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
      .innerJoin('users as cu', 'cu.id', 'p.created_by')
      .leftJoin('users as xu', 'xu.id', 'p.cancelled_by')
      .selectAll('p')
      .select([
        's.name as supplier_name',
        's.contact as supplier_contact',
        'cu.email as created_by_email',
        'xu.email as cancelled_by_email',
        sql<number>`(select count(*) from purchase_order_items pi where pi.purchase_order_id = p.id)`.as(
          'line_count',
        ),
      ]);

  return {
    insert: (order: Insertable<PurchaseOrdersTable>): Promise<number> =>
      insertRow(db, 'purchase_orders', order),

    insertLines: (lines: Insertable<PurchaseOrderItemsTable>[]): Promise<void> =>
      insertDocumentLines(db, 'purchase_order_items', lines),

    find: (id: number): Promise<PurchaseOrderRow | undefined> =>
      orders().where('p.id', '=', id).executeTakeFirst() as Promise<PurchaseOrderRow | undefined>,

    lines: (orderId: number): Promise<PurchaseOrderLineRow[]> =>
      documentLines(db, 'purchase_order_items', orderId),

    /**
     * The order, locked until the transaction ends: deliveries against it, their reversals, a
     * cancel and a send queue here, so each reads the received quantities the last one wrote.
     */
    lock: (id: number) =>
      db
        .selectFrom('purchase_orders')
        .select(['id', 'po_number', 'status', 'supplier_id', 'sent_at', 'cancelled_at'])
        .where('id', '=', id)
        .$call(heldRows(db, 'update'))
        .executeTakeFirst(),

    update: async (
      id: number,
      changes: Partial<Omit<Selectable<PurchaseOrdersTable>, 'id'>>,
    ): Promise<void> => {
      await db.updateTable('purchase_orders').set(changes).where('id', '=', id).execute();
    },

    setReceived: async (lineId: number, receivedMilli: number): Promise<void> => {
      await db
        .updateTable('purchase_order_items')
        .set({ received_milli: receivedMilli })
        .where('id', '=', lineId)
        .execute();
    },

    ...supplierDocumentList({
      rows: orders,
      counted: () =>
        db.selectFrom('purchase_orders as p').innerJoin('suppliers as s', 's.id', 'p.supplier_id'),
      conditions,
      sort: PURCHASE_ORDER_SORTS.created_at_desc,
      idColumn: 'p.id',
    }),
  };
}
