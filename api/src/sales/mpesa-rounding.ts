import type { Db } from '../db/database.ts';
import { type LedgerEntries, type Recorder, saleOf } from './ledger-entries.ts';
import { reversalEntry } from './ledger-entry.ts';
import { paymentRepository } from './payment.repository.ts';
import type { SaleRow } from './sale.repository.ts';

/**
 * The shop's rule for M-Pesa's whole shillings (issue 52), written once. Daraja moves whole
 * shillings only (an STK push's and a C2B payment's Amount is an integer), so a balance of
 * KSh 2,758.33 can take at most KSh 2,758 by M-Pesa.
 *
 * The rule: M-Pesa asks for the balance rounded DOWN to the shilling, and when an M-Pesa payment
 * leaves less than one shilling owing, a `rounding` entry in the payment ledger settles those
 * cents in the same transaction, so the sale ends paid exactly. Down, not to the nearest or up:
 * the customer is never asked for more than the document says (Kenya's Consumer Protection Act
 * forbids charging above the price shown, and the open pushes on a sale never ask together for
 * more than its balance); the shop gives up less than a shilling a sale, which cash could not
 * collect either now that the 50-cent coin is gone from the counter.
 *
 * The entry never touches VAT: the document, its lines, its net, VAT and total stay as issued
 * (eTIMS sent them so); only the ledger says how the balance was settled. Its method is
 * `rounding`, which no report of money counts (payment.schema.ts NON_CASH_METHODS; the Z report
 * lists money methods only): M-Pesa taken stays what M-Pesa moved, to the cent. Cash is left
 * alone: a cashier takes what the drawer can give change for.
 */

const ONE_SHILLING_CENTS = 100;

/** What M-Pesa can ask of a balance (cents): its whole shillings, rounded down. */
export const mpesaAskableCents = (balanceCents: number): number =>
  balanceCents <= 0 ? 0 : balanceCents - (balanceCents % ONE_SHILLING_CENTS);

/** The cents owing after an M-Pesa payment that M-Pesa cannot collect: the rounding, or 0. */
export const centsMpesaCannotCollect = (balanceCents: number): number =>
  balanceCents > 0 && balanceCents < ONE_SHILLING_CENTS ? balanceCents : 0;

/**
 * After an M-Pesa payment on `sale` (as the ledger answered it, still locked in `trx`): settles
 * what is left when M-Pesa cannot collect it, recorded by whoever recorded the payment (nobody
 * for money that arrived by itself) and dated as the payment.
 */
export function settleCentsAfterMpesa(entries: LedgerEntries) {
  return async (
    trx: Db,
    sale: SaleRow,
    payment: { paidAt: string; recordedAt: string; recordedBy: number | null; actor: Recorder },
  ): Promise<number> => {
    const cents = centsMpesaCannotCollect(sale.total_cents - sale.paid_cents);
    if (cents === 0) return 0;
    await entries.add(
      trx,
      sale,
      {
        ...saleOf(sale),
        kind: 'rounding',
        amount_cents: cents,
        paid_at: payment.paidAt,
        method: 'rounding',
        reference: null,
        note: 'M-Pesa takes whole shillings',
        reverses_payment_id: null,
        recorded_by: payment.recordedBy,
        recorded_at: payment.recordedAt,
      },
      payment.actor,
    );
    return cents;
  };
}

/** A rounding entry nothing has reversed yet. */
export interface StandingRounding {
  id: number;
  amount_cents: number;
}

/**
 * The rounding an M-Pesa payment settled after, if it still stands: the entry written right
 * after the payment on its sale, in the payment's transaction with the sale locked (so nothing
 * of that sale comes between), when that entry is a rounding.
 */
export async function roundingSettledAfter(
  trx: Db,
  sale: SaleRow,
  paymentId: number,
): Promise<StandingRounding | null> {
  const next = await paymentRepository(trx).entryAfter(saleOf(sale), paymentId);
  if (next?.kind !== 'rounding' || next.reversed_by_payment_id !== null) return null;
  return { id: next.id, amount_cents: Number(next.amount_cents) };
}

/**
 * Which of a sale's standing roundings a credit note of `creditCents` undoes. A rounding
 * settles the last cents of goods the customer keeps. While what is left of the invoice after
 * this credit is at least the rounding, it still settles part of that (the shop gave up those
 * cents on goods the customer keeps) and all that the credit takes beyond the balance is money
 * received, refunded or kept in full. Once less than the rounding is left (a full credit always
 * leaves nothing), the rounding would settle cents no longer owed and be handed back as if the
 * customer had paid them: it is reversed with the credit, so a refund (or credit kept) is the
 * money received less what the customer keeps, never more than was received.
 */
export async function roundingsUndoneByCredit(
  trx: Db,
  sale: SaleRow,
  creditCents: number,
): Promise<StandingRounding[]> {
  const standing = (await paymentRepository(trx).standing(saleOf(sale), 'rounding')).map((row) => ({
    id: row.id,
    amount_cents: Number(row.amount_cents),
  }));
  const roundedCents = standing.reduce((sum, row) => sum + row.amount_cents, 0);
  const leftCents = sale.total_cents - sale.credited_cents - creditCents;
  return roundedCents > leftCents ? standing : [];
}

/**
 * Reverses a rounding entry (the ledger never deletes): a `reversal` naming it, by the method
 * `rounding`, so no report of money counts it either (0041), dated as what undoes it. Answers
 * the sale as it now is.
 */
export function reverseRounding(entries: LedgerEntries) {
  return (
    trx: Db,
    sale: SaleRow,
    rounding: StandingRounding,
    why: { note: string; paidAt: string; recordedAt: string; user: Recorder & { id: number } },
  ) =>
    entries.add(
      trx,
      sale,
      {
        ...saleOf(sale),
        ...reversalEntry(
          { ...rounding, method: 'rounding', reference: null },
          { ...why, recordedBy: why.user.id },
        ),
      },
      why.user,
    );
}
