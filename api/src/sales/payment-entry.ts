import { entryAnswer } from './ledger-entry.ts';
import type { PaymentRow } from './payment.repository.ts';
import type { Payment } from './payment.schema.ts';

export type { Payment } from './payment.schema.ts';

export const toPayment = (row: PaymentRow): Payment => ({
  ...entryAnswer(row),
  order_id: row.order_id,
  invoice_id: row.invoice_id,
  reverses_payment_id: row.reverses_payment_id,
  reversed_by_payment_id: row.reversed_by_payment_id,
  split: Number(row.split) === 1,
  recorded_by_email: row.recorded_by_email,
  created_at: row.recorded_at,
});
