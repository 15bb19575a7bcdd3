import { conflict } from '../http/api-error.ts';
import { type DbCents, formatKsh, toKsh } from '../money.ts';

/**
 * What an entry of a payment ledger is, whoever the money went between: the customers' ledger
 * (payments) and the suppliers' (supplier_payments) keep the same columns and the same rule for
 * undoing a payment, so both are written and answered from here.
 */
interface LedgerEntryRow<Kind, Method> {
  id: number;
  kind: Kind;
  amount_cents: DbCents;
  paid_at: string;
  method: Method;
  reference: string | null;
  note: string | null;
}

/** The fields every entry answers with first, amounts in KSh. */
export const entryAnswer = <Kind, Method>(row: LedgerEntryRow<Kind, Method>) => ({
  id: row.id,
  kind: row.kind,
  amount: toKsh(row.amount_cents),
  paid_at: row.paid_at,
  method: row.method,
  reference: row.reference,
  note: row.note,
});

/**
 * A reversal may not take the amount paid below zero: what it undoes must still be paid (a
 * credit or an earlier reversal may have used it up).
 */
export function refuseReversalBelowZero(amountCents: number, paidCents: number): void {
  if (amountCents > paidCents) {
    throw conflict(
      `Reversing ${formatKsh(amountCents)} would take the amount paid below zero (${formatKsh(paidCents)} paid)`,
    );
  }
}

/**
 * The entry that undoes a payment (the ledger never deletes): the same amount negated, by the
 * same method and reference, naming the payment, with why as its note.
 */
export const reversalEntry = <Method>(
  payment: { id: number; amount_cents: number; method: Method; reference: string | null },
  why: { note: string; paidAt: string; recordedAt: string; recordedBy: number },
) => ({
  kind: 'reversal' as const,
  amount_cents: -payment.amount_cents,
  paid_at: why.paidAt,
  method: payment.method,
  reference: payment.reference,
  note: why.note,
  reverses_payment_id: payment.id,
  recorded_by: why.recordedBy,
  recorded_at: why.recordedAt,
});
