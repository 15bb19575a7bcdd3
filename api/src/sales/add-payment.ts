import type { Db } from '../db/database.ts';
import { type LedgerEntries, type Recorder, saleOf } from './ledger-entries.ts';
import { settleCentsAfterMpesa } from './mpesa-rounding.ts';
import type { NewPayment } from './payment.repository.ts';
import type { SaleRow } from './sale.repository.ts';

/** A payment as it goes on a sale's ledger: how much, when, how, and what it says. */
export type SalePayment = Pick<
  NewPayment,
  'amount_cents' | 'paid_at' | 'method' | 'reference' | 'note' | 'split'
>;

/**
 * Money onto a sale, typed at the till (record-payment.ts) or placed by M-Pesa itself
 * (place-up-to-balance.ts): a payment entry on `sale`, locked by the caller in `trx`, and for
 * M-Pesa money the cents M-Pesa cannot collect settled right after it (mpesa-rounding.ts),
 * recorded and dated as the payment. Answers the payment entry's id.
 */
export function addPayment(entries: LedgerEntries) {
  const settleCents = settleCentsAfterMpesa(entries);
  return async (
    trx: Db,
    sale: SaleRow,
    payment: SalePayment,
    recorder: { recordedBy: number | null; recordedAt: string; actor: Recorder },
  ): Promise<number> => {
    const { entryId, ...paid } = await entries.add(
      trx,
      sale,
      {
        ...saleOf(sale),
        kind: 'payment',
        ...payment,
        reverses_payment_id: null,
        recorded_by: recorder.recordedBy,
        recorded_at: recorder.recordedAt,
      },
      recorder.actor,
    );
    if (payment.method === 'mpesa') {
      await settleCents(trx, paid, { ...recorder, paidAt: payment.paid_at });
    }
    return entryId;
  };
}
