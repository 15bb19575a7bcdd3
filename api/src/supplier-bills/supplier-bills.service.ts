import type { Db } from '../db/database.ts';
import { businessDate, type Clock, dayMonthYear } from '../http/clock.ts';
import { type CsvCell, csvRowsInBatches } from '../http/csv.ts';
import { type ListPage, readListPage } from '../http/page-query.ts';
import { centsToPlainKsh, toKsh } from '../money.ts';
import { createSupplierBill } from './create-supplier-bill.ts';
import { supplierPayments } from './pay-supplier-bill.ts';
import { supplierBillRepository } from './supplier-bill.repository.ts';
import {
  type BillStatus,
  SUPPLIER_BILL_SORTS,
  type SupplierBill,
  type SupplierBillExportQuery,
  type SupplierBillPageQuery,
  type UnbilledNote,
} from './supplier-bill.schema.ts';
import { billReader, toBill } from './supplier-bill-answer.ts';
import { supplierStatement } from './supplier-statement.ts';

export const SUPPLIER_BILLS_CSV_HEADER = [
  'Bill',
  'Bill date',
  'Supplier',
  'Supplier invoice',
  'Supplier KRA PIN',
  'Due',
  'Total (KSh)',
  'Paid (KSh)',
  'Balance (KSh)',
  'Status',
] as const;

/** A status as the Bills screen says it. */
const STATUS_WORDS: Record<BillStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overdue: 'Overdue',
};

/**
 * Supplier bills (issue 51): what the shop owes its suppliers, made from goods received notes or
 * typed, paid through their own ledger, read as a list, one bill, the notes still to bill and a
 * supplier's statement. Owners and managers only (the routes say so): bills carry costs.
 */
/** The list's filters as the repository reads them, each bill's status taken on `today`. */
const billFilter = (query: SupplierBillExportQuery, today: string) => ({
  search: query.q,
  supplierId: query.supplier_id,
  status: query.status,
  today,
});

export function supplierBillsService(db: Db, clock: Clock, timeZone: string) {
  const read = billReader(clock, timeZone);
  const payments = supplierPayments(clock, timeZone, read);
  const today = () => businessDate(clock(), timeZone);

  return {
    find: (id: number) => read(db, id),

    /** POST /supplier-bills, inside the caller's transaction. */
    create: createSupplierBill(clock, timeZone, read),

    /** POST /supplier-bills/{id}/payments, inside the caller's transaction. */
    pay: payments.pay,

    /** POST /supplier-bills/{id}/payments/{paymentId}/reversal, inside the caller's transaction. */
    reversePayment: payments.reverse,

    async page(query: SupplierBillPageQuery): Promise<ListPage<SupplierBill>> {
      const repo = supplierBillRepository(db);
      const filter = billFilter(query, today());
      const rows = await repo.page(filter, query.after, query.limit);
      const notes = await repo.notesOf(rows.map((row) => row.id));
      return readListPage(
        { rows: Promise.resolve(rows), count: repo.count(filter) },
        query.limit,
        SUPPLIER_BILL_SORTS.created_at_desc,
        (row) => row.created_at,
        (row) =>
          toBill(
            row,
            notes.filter((note) => note.bill_id === row.id),
          ),
      );
    },

    /** The bills the list's filters match as CSV rows, newest first, in keyset batches. */
    async *csvRows(query: SupplierBillExportQuery): AsyncGenerator<CsvCell[][]> {
      const repo = supplierBillRepository(db);
      const filter = billFilter(query, today());
      yield* csvRowsInBatches(
        (cursor, limit) => repo.page(filter, cursor, limit),
        (row) => row.created_at,
        (row) => [
          row.bill_number,
          dayMonthYear(row.bill_date),
          row.supplier_name,
          row.supplier_invoice_number,
          row.supplier_pin ?? '',
          dayMonthYear(row.due_on),
          centsToPlainKsh(row.total_cents),
          centsToPlainKsh(row.paid_cents),
          centsToPlainKsh(Number(row.total_cents) - Number(row.paid_cents)),
          STATUS_WORDS[row.status],
        ],
      );
    },

    async unbilledNotes(supplierId: number): Promise<UnbilledNote[]> {
      const rows = await supplierBillRepository(db).unbilledNotes(supplierId);
      return rows.map((row) => ({
        id: row.id,
        grn_number: row.grn_number,
        received_on: row.received_on,
        supplier_invoice_number: row.supplier_invoice_number,
        total_cost: toKsh(row.total_cost_cents),
        line_count: Number(row.line_count),
      }));
    },

    statement: supplierStatement(db, clock, timeZone),
  };
}

export type SupplierBillsService = ReturnType<typeof supplierBillsService>;
