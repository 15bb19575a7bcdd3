import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import { type LedgerEntries, saleOf } from './ledger-entries.ts';
import { reverseRounding, type StandingRounding } from './mpesa-rounding.ts';
import type { PaymentMethod } from './payment.schema.ts';
import type { SaleRow } from './sale.repository.ts';

export interface CreditNoteSettlement {
  number: string;
  totalCents: number;
  at: string;
  refundCents: number;
  refund: { method: PaymentMethod; reference: string | null } | null;
  /** The roundings the credit undoes (mpesa-rounding.ts roundingsUndoneByCredit). */
  undoesRounding: readonly StandingRounding[];
}

/**
 * A credit note's entries on its sale, in the credit note's transaction with the sale locked
 * (credit-notes.service.ts): the reversal of the roundings it undoes, the credit, then the
 * refund of `refundCents` handed back when the credit took more than was still owed.
 */
export function settleCreditNote(entries: LedgerEntries, clock: Clock) {
  const undoRounding = reverseRounding(entries);
  return async (
    trx: Db,
    sale: SaleRow,
    note: CreditNoteSettlement,
    user: AuthUser,
  ): Promise<void> => {
    const entry = {
      ...saleOf(sale),
      paid_at: note.at,
      reverses_payment_id: null,
      recorded_by: user.id,
      recorded_at: clock().toISOString(),
    };
    let settled = sale;
    for (const rounding of note.undoesRounding) {
      settled = await undoRounding(trx, settled, rounding, {
        note: `${note.number} takes back what it rounded off`,
        // Dated as the credit, so a statement never shows one without the other.
        paidAt: note.at,
        recordedAt: entry.recorded_at,
        user,
      });
    }
    const credited = await entries.add(
      trx,
      settled,
      {
        ...entry,
        kind: 'credit',
        amount_cents: note.totalCents,
        method: 'credit_note',
        reference: note.number,
        note: null,
      },
      user,
    );
    if (note.refund && note.refundCents > 0) {
      await entries.add(
        trx,
        credited,
        {
          ...entry,
          // Money handed back today leaves today's till, whatever the credit note's date.
          paid_at: clock().toISOString(),
          kind: 'refund',
          amount_cents: -note.refundCents,
          method: note.refund.method,
          reference: note.refund.reference,
          note: `Refund for ${note.number}`,
        },
        user,
      );
    }
  };
}
