import { userRef } from '../db/user-email.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { wasBackDated } from '../http/clock.ts';
import { bpToFraction, toKsh } from '../money.ts';
import type { CreditNoteItemRow, CreditNoteRow } from '../sales/credit-note.repository.ts';
import { lineFigures } from '../sales/sales-document.ts';
import type { CreditNote, CreditNoteLine } from './credit-note.schema.ts';

/** A credit note's row and lines as the API answers them (KSh, fractions). */

const toLine = (row: CreditNoteItemRow): CreditNoteLine => ({
  id: row.id,
  invoice_item_id: row.invoice_item_id,
  inventory_id: row.inventory_id,
  description: row.description,
  ...lineFigures(row),
});

export const toCreditNote = (
  row: CreditNoteRow,
  items: CreditNoteItemRow[],
  etims: EtimsDocumentState | undefined,
  timeZone: string,
): CreditNote => ({
  id: row.id,
  credit_note_number: row.credit_note_number,
  invoice_id: row.invoice_id,
  invoice_number: row.invoice_number,
  order_id: row.order_id,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  customer_kra_pin: row.customer_kra_pin,
  created_at: row.created_at,
  recorded_at: row.recorded_at,
  back_dated: wasBackDated(row.created_at, row.recorded_at, timeZone),
  reason: row.reason,
  reason_code: row.kra_reason_code,
  subtotal: toKsh(row.subtotal_cents),
  vat_rate: bpToFraction(row.vat_rate_bp),
  vat_amount: toKsh(row.vat_cents),
  total: toKsh(row.total_cents),
  returned_to_stock: Number(row.returned_to_stock) === 1,
  applied: toKsh(
    Number(row.total_cents) - Number(row.refunded_cents) - Number(row.kept_as_credit_cents),
  ),
  refunded: toKsh(row.refunded_cents),
  kept_as_credit: toKsh(row.kept_as_credit_cents),
  created_by: userRef(row.created_by, row.created_by_email)!,
  created_by_email: row.created_by_email,
  lines: items.map(toLine),
  etims: etims ?? null,
});
