import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import { addPayment } from './add-payment.ts';
import { type LedgerEntries, lockInvoiceSale, type Recorder } from './ledger-entries.ts';
import { mpesaCode } from './mpesa-code.repository.ts';
import { mpesaCodeRules } from './mpesa-code.rules.ts';
import type { PaymentMethod } from './payment.schema.ts';
import { type SaleRow, saleRepository } from './sale.repository.ts';
import { INVOICE_NOT_FOUND, ORDER_NOT_FOUND } from './sales-document.ts';

/** What `placeUpToBalance` put on a sale: `placedCents` 0 and `refusal` when it took nothing. */
export interface Placement {
  placedCents: number;
  paymentId: number | null;
  /** The sale's number (ORD-… or INV-…), or null when there is no such document. */
  documentNumber: string | null;
  customerId: number | null;
  refusal: string | null;
}

/**
 * Money that came in by itself (an M-Pesa callback, or an M-Pesa receipt staff assign): a
 * payment of at most the sale's balance on the order's or invoice's sale, locked first, in the
 * caller's transaction, so sale locks, statuses and the audit trail stay as for any payment.
 * Never throws for the sale's state (a callback must not fail): a void, paid or missing
 * document takes nothing and says why; the caller keeps what was not taken.
 */
export function placeUpToBalance(entries: LedgerEntries, clock: Clock) {
  const pay = addPayment(entries);
  return async (
    trx: Db,
    target: { orderId: number } | { invoiceId: number },
    money: { amountCents: number; method: PaymentMethod; reference: string },
    recorder: { recordedBy: number | null; actor: Recorder },
  ): Promise<Placement> => {
    const repo = saleRepository(trx);
    const sale: SaleRow | undefined =
      'orderId' in target
        ? await repo.lockOrderSale(target.orderId)
        : await lockInvoiceSale(trx, target.invoiceId);
    const none = { placedCents: 0, paymentId: null };
    if (!sale) {
      return {
        ...none,
        documentNumber: null,
        customerId: null,
        refusal: 'orderId' in target ? ORDER_NOT_FOUND : INVOICE_NOT_FOUND,
      };
    }
    const documentNumber = await repo.documentNumber(sale);
    const found = { documentNumber, customerId: sale.customer_id };
    if (sale.voided)
      return { ...none, ...found, refusal: `${documentNumber} is void or cancelled` };
    const balance = sale.total_cents - sale.paid_cents;
    if (balance <= 0) return { ...none, ...found, refusal: `${documentNumber} is paid in full` };
    const placed = Math.min(balance, money.amountCents);
    const now = clock().toISOString();
    const entryId = await pay(
      trx,
      sale,
      {
        amount_cents: placed,
        paid_at: now,
        method: money.method,
        reference: money.reference,
        note: null,
      },
      { recordedBy: recorder.recordedBy, recordedAt: now, actor: recorder.actor },
    );
    if (money.method === 'mpesa') {
      await mpesaCodeRules(trx).countReported(entryId, mpesaCode(money.reference));
    }
    return { placedCents: placed, paymentId: entryId, ...found, refusal: null };
  };
}
