import type { Db } from '../db/database.ts';
import { userRef } from '../db/user-email.ts';
import { notFound } from '../http/api-error.ts';
import { businessDate, type Clock } from '../http/clock.ts';
import { fromMilli } from '../http/quantity.ts';
import { BAND_INCLUSIVE_BP, bpToFraction, TAX_BANDS, toKsh } from '../money.ts';
import { entryAnswer } from '../sales/ledger-entry.ts';
import {
  type SupplierBillRow,
  type SupplierPaymentRow,
  supplierBillRepository,
} from './supplier-bill.repository.ts';
import type {
  SupplierBill,
  SupplierBillWithLines,
  SupplierPayment,
} from './supplier-bill.schema.ts';

export const BILL_NOT_FOUND = 'Supplier bill not found';

export const toBill = (
  row: SupplierBillRow,
  notes: readonly { id: number; grn_number: string }[],
): SupplierBill => ({
  id: row.id,
  bill_number: row.bill_number,
  supplier_id: row.supplier_id,
  supplier_name: row.supplier_name,
  supplier_invoice_number: row.supplier_invoice_number,
  supplier_pin: row.supplier_pin,
  bill_date: row.bill_date,
  due_on: row.due_on,
  vat_registered: Number(row.vat_registered) === 1,
  note: row.note,
  subtotal: toKsh(row.subtotal_cents),
  vat: toKsh(row.vat_cents),
  total: toKsh(row.total_cents),
  paid: toKsh(row.paid_cents),
  balance: toKsh(Number(row.total_cents) - Number(row.paid_cents)),
  status: row.status,
  goods_received: notes.map(({ id, grn_number }) => ({ id, grn_number })),
  created_at: row.created_at,
  created_by: userRef(row.created_by, row.created_by_email)!,
});

export const toSupplierPayment = (row: SupplierPaymentRow): SupplierPayment => ({
  ...entryAnswer(row),
  reverses_payment_id: row.reverses_payment_id,
  reversed: Number(row.reversals) > 0,
  recorded_by_email: row.recorded_by_email,
  recorded_at: row.recorded_at,
});

/** Reads one bill with its lines, VAT by band and payments, through `db` (a transaction's). */
export function billReader(clock: Clock, timeZone: string) {
  return async (db: Db, id: number): Promise<SupplierBillWithLines> => {
    const repo = supplierBillRepository(db);
    const row = await repo.find(id, businessDate(clock(), timeZone));
    if (!row) throw notFound(BILL_NOT_FOUND);
    const [notes, lines, payments] = await Promise.all([
      repo.notesOf([id]),
      repo.lines(id),
      repo.payments(id),
    ]);
    const vatBands = TAX_BANDS.flatMap((band) => {
      const inBand = lines.filter((line) => line.tax_band === band);
      if (inBand.length === 0) return [];
      const sum = (pick: (line: (typeof inBand)[number]) => number) =>
        inBand.reduce((total, line) => total + Number(pick(line)), 0);
      return [
        {
          band,
          rate: bpToFraction(BAND_INCLUSIVE_BP[band]),
          taxable: toKsh(sum((line) => line.net_cents)),
          vat: toKsh(sum((line) => line.vat_cents)),
        },
      ];
    });
    return {
      ...toBill(row, notes),
      lines: lines.map((line) => ({
        id: line.id,
        goods_received_id: line.goods_received_id,
        description: line.description,
        quantity: line.quantity_milli === null ? null : fromMilli(line.quantity_milli),
        unit: line.unit,
        unit_cost: line.unit_cost_cents === null ? null : toKsh(line.unit_cost_cents),
        tax_band: line.tax_band,
        net: toKsh(line.net_cents),
        vat: toKsh(line.vat_cents),
      })),
      vat_bands: vatBands,
      payments: payments.map(toSupplierPayment),
    };
  };
}

export type ReadBill = ReturnType<typeof billReader>;
