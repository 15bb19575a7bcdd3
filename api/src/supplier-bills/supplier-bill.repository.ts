import { type Expression, type Insertable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { documentLines, insertDocumentLines } from '../db/document-lines.ts';
import { heldRows } from '../db/hold-row.ts';
import { insertRow } from '../db/insert-row.ts';
import type {
  SupplierBillLinesTable,
  SupplierBillsTable,
  SupplierPaymentsTable,
} from '../db/schema.ts';
import type { TaxBand } from '../money.ts';
import {
  type SupplierDocumentFilter,
  supplierDocumentConditions,
  supplierDocumentList,
} from '../supplier-documents/supplier-document.repository.ts';
import { type BillStatus, SUPPLIER_BILL_SORTS } from './supplier-bill.schema.ts';

export interface SupplierBillFilter extends SupplierDocumentFilter {
  status?: BillStatus;
}

/** A bill's status on `today`, in SQL: paid, overdue (past due with a balance), partly or not. */
const statusOf = (today: string) => sql<BillStatus>`case
  when b.paid_cents >= b.total_cents then 'paid'
  when b.due_on < ${today} then 'overdue'
  when b.paid_cents > 0 then 'partially_paid'
  else 'unpaid' end`;

/** How many reversals undo a payment (`supplier_payments as p`): 1 once it is reversed. */
const reversalCount =
  sql<number>`(select count(*) from supplier_payments r where r.reverses_payment_id = p.id)`.as(
    'reversals',
  );

function conditions(filter: SupplierBillFilter, today: string): Expression<SqlBool>[] {
  const where = supplierDocumentConditions(filter, 'b', 'bill_number', [
    'b.supplier_invoice_number',
  ]);
  if (filter.status) where.push(sql<SqlBool>`${statusOf(today)} = ${filter.status}`);
  return where;
}

export function supplierBillRepository(db: Db) {
  const bills = (today: string) =>
    db
      .selectFrom('supplier_bills as b')
      .innerJoin('suppliers as s', 's.id', 'b.supplier_id')
      .innerJoin('users as u', 'u.id', 'b.created_by')
      .selectAll('b')
      .select(['s.name as supplier_name', 'u.email as created_by_email'])
      .select(statusOf(today).as('status'));

  return {
    find: (id: number, today: string) => bills(today).where('b.id', '=', id).executeTakeFirst(),

    /** The list of bills, each with its status on `today`. */
    ...supplierDocumentList({
      rows: ({ today }: SupplierBillFilter & { today: string }) => bills(today),
      counted: () =>
        db.selectFrom('supplier_bills as b').innerJoin('suppliers as s', 's.id', 'b.supplier_id'),
      conditions: (filter) => conditions(filter, filter.today),
      sort: SUPPLIER_BILL_SORTS.created_at_desc,
      idColumn: 'b.id',
    }),

    /** The bill's totals, locked until the transaction ends: its payments take turns here. */
    lock: (id: number) =>
      db
        .selectFrom('supplier_bills')
        .select(['id', 'bill_number', 'total_cents', 'paid_cents', 'bill_date', 'supplier_id'])
        .where('id', '=', id)
        .$call(heldRows(db, 'update'))
        .executeTakeFirst(),

    lines: (billId: number) => documentLines(db, 'supplier_bill_lines', billId),

    notesOf: (billIds: readonly number[]) =>
      billIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('supplier_bill_notes as n')
            .innerJoin('goods_received_notes as g', 'g.id', 'n.goods_received_id')
            .select(['n.bill_id', 'g.id', 'g.grn_number'])
            .where('n.bill_id', 'in', billIds)
            .orderBy('g.id')
            .execute(),

    payments: (billId: number) =>
      db
        .selectFrom('supplier_payments as p')
        .innerJoin('users as u', 'u.id', 'p.recorded_by')
        .selectAll('p')
        .select('u.email as recorded_by_email')
        .select(reversalCount)
        .where('p.bill_id', '=', billId)
        .orderBy('p.paid_at')
        .orderBy('p.id')
        .execute(),

    insert: (bill: Insertable<SupplierBillsTable>): Promise<number> =>
      insertRow(db, 'supplier_bills', bill),

    insertLines: (lines: Insertable<SupplierBillLinesTable>[]): Promise<void> =>
      insertDocumentLines(db, 'supplier_bill_lines', lines),

    insertNotes: async (billId: number, noteIds: readonly number[]): Promise<void> => {
      if (noteIds.length === 0) return;
      await db
        .insertInto('supplier_bill_notes')
        .values(noteIds.map((id) => ({ goods_received_id: id, bill_id: billId })))
        .execute();
    },

    /** The notes, locked in id order (two bills naming the same notes take turns, no circle). */
    lockNotes: (ids: readonly number[]) =>
      db
        .selectFrom('goods_received_notes')
        .select(['id', 'grn_number', 'supplier_id', 'reversed_at'])
        .where('id', 'in', ids)
        .orderBy('id')
        .$call(heldRows(db, 'update'))
        .execute(),

    /** Which of the notes a bill took already, with that bill's number. */
    billedNotes: (ids: readonly number[]) =>
      db
        .selectFrom('supplier_bill_notes as n')
        .innerJoin('supplier_bills as b', 'b.id', 'n.bill_id')
        .innerJoin('goods_received_notes as g', 'g.id', 'n.goods_received_id')
        .select(['g.grn_number', 'b.bill_number'])
        .where('n.goods_received_id', 'in', ids)
        .orderBy('g.id')
        .execute(),

    /** The notes' lines at their costs, with each item's band (B for an item since deleted). */
    noteLines: (ids: readonly number[]) =>
      db
        .selectFrom('goods_received_items as gi')
        .leftJoin('inventory_items as i', 'i.id', 'gi.inventory_id')
        .select([
          'gi.grn_id',
          'gi.item_name',
          'gi.quantity_milli',
          'gi.unit',
          'gi.unit_cost_cents',
          'gi.amount_cents',
          sql<TaxBand>`coalesce(i.tax_band, 'B')`.as('tax_band'),
        ])
        .where('gi.grn_id', 'in', ids)
        .orderBy('gi.grn_id')
        .orderBy('gi.id')
        .execute(),

    /** The supplier's standing deliveries no bill took yet, oldest first. */
    unbilledNotes: (supplierId: number) =>
      db
        .selectFrom('goods_received_notes as g')
        .leftJoin('supplier_bill_notes as n', 'n.goods_received_id', 'g.id')
        .select([
          'g.id',
          'g.grn_number',
          'g.received_on',
          'g.supplier_invoice_number',
          'g.total_cost_cents',
          sql<number>`(select count(*) from goods_received_items gi where gi.grn_id = g.id)`.as(
            'line_count',
          ),
        ])
        .where('g.supplier_id', '=', supplierId)
        .where('g.reversed_at', 'is', null)
        .where('n.bill_id', 'is', null)
        .orderBy('g.received_on')
        .orderBy('g.id')
        .limit(200)
        .execute(),

    insertPayment: (payment: Insertable<SupplierPaymentsTable>): Promise<number> =>
      insertRow(db, 'supplier_payments', payment),

    addPaid: async (billId: number, cents: number): Promise<void> => {
      await db
        .updateTable('supplier_bills')
        .set((eb) => ({ paid_cents: eb('paid_cents', '+', cents) }))
        .where('id', '=', billId)
        .execute();
    },

    findPayment: (id: number) =>
      db
        .selectFrom('supplier_payments as p')
        .selectAll('p')
        .select(reversalCount)
        .where('p.id', '=', id)
        .executeTakeFirst(),
  };
}

export type SupplierBillRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof supplierBillRepository>['find']>>
>;
export type SupplierPaymentRow = Awaited<
  ReturnType<ReturnType<typeof supplierBillRepository>['payments']>
>[number];
