import type { PaymentKind } from '../db/schema.ts';
import { toKsh } from '../http/money.ts';
import type { PaymentRow } from './payment.repository.ts';

/** A ledger entry as the API answers it. Amounts are KSh; reversals and adjustments negative. */
export interface Payment {
  id: number;
  kind: PaymentKind;
  amount: number;
  /** When the money came in (or went back out, for a reversal). */
  paid_at: string;
  method: string;
  reference: string | null;
  note: string | null;
  order_id: number | null;
  invoice_id: number | null;
  reverses_payment_id: number | null;
  /** The reversal that undid this payment, if one did. */
  reversed_by_payment_id: number | null;
  recorded_by_email: string;
  /** When it was recorded. */
  created_at: string;
}

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  kind: row.kind,
  amount: toKsh(Number(row.amount_cents)),
  paid_at: row.paid_at,
  method: row.method,
  reference: row.reference,
  note: row.note,
  order_id: row.order_id,
  invoice_id: row.invoice_id,
  reverses_payment_id: row.reverses_payment_id,
  reversed_by_payment_id: row.reversed_by_payment_id,
  recorded_by_email: row.recorded_by_email,
  created_at: row.recorded_at,
});
