import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import { toPayment } from '../sales/payment-entry.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import { reversePayment, type SaleDocuments } from './reverse-payment.ts';

export type { Reversal } from './reversal.schema.ts';

/**
 * The payment ledger across sales: many sales' entries at once, and reversals. Payments on one
 * sale are recorded through its order or invoice (orders.service.ts, invoices.service.ts), on
 * the ledger of the sales core (sales/payment-ledger.ts).
 */
export function paymentsService(
  db: Db,
  clock: Clock,
  ledger: PaymentLedger,
  documents: SaleDocuments,
) {
  return {
    /** GET /payments?order_ids=&invoice_ids=: many sales' entries at once. */
    ofSales: async (orderIds: readonly number[], invoiceIds: readonly number[]) =>
      (await paymentRepository(db).ofSales(orderIds, invoiceIds)).map(toPayment),

    /** POST /payments/{id}/reversal, inside the caller's transaction `trx`. */
    reverse: reversePayment(ledger, clock, documents),
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
