import type { Clock } from '../http/clock.ts';
import { ledgerEntries } from './ledger-entries.ts';
import { placeUpToBalance } from './place-up-to-balance.ts';
import { recordPayment } from './record-payment.ts';
import { settleCreditNote } from './settle-credit-note.ts';

/**
 * The payment ledger as the features use it, built once by the composition root: its entries
 * and sale locks (ledger-entries.ts) and the ways money reaches a sale, one use case a file.
 */
export function paymentLedger(clock: Clock, timeZone: string) {
  const entries = ledgerEntries(clock, timeZone);
  return {
    ...entries,
    record: recordPayment(entries, clock),
    settleCreditNote: settleCreditNote(entries, clock),
    placeUpToBalance: placeUpToBalance(entries, clock),
  };
}

export type PaymentLedger = ReturnType<typeof paymentLedger>;
