import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import type { InvoiceWithPayments } from '../invoices/invoice.schema.ts';
import type { Order } from '../orders/order.schema.ts';
import { creditInstead, saleOf } from '../sales/ledger-entries.ts';
import { refuseReversalBelowZero, reversalEntry } from '../sales/ledger-entry.ts';
import { mpesaCode, mpesaCodeRepository } from '../sales/mpesa-code.repository.ts';
import { mpesaCodeRules } from '../sales/mpesa-code.rules.ts';
import { reverseRounding, roundingSettledAfter } from '../sales/mpesa-rounding.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import { toPayment } from '../sales/payment-entry.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import type { Reversal } from './reversal.schema.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * How a reversal reads its sale's documents as they now are: the orders' and invoices' own
 * answers, handed in by the composition root.
 */
export interface SaleDocuments {
  order(id: number, trx: Db): Promise<Order>;
  invoice(id: number, trx: Db): Promise<InvoiceWithPayments>;
}

/**
 * POST /payments/{id}/reversal: a new entry that undoes a payment, dated now (a cheque bounces
 * the day it bounces). A payment is reversed at most once; reversals and adjustments are not
 * reversed at all.
 */
export function reversePayment(ledger: PaymentLedger, clock: Clock, documents: SaleDocuments) {
  const undoRounding = reverseRounding(ledger);
  return async (trx: Db, paymentId: number, reason: string, user: AuthUser): Promise<Reversal> => {
    const repo = paymentRepository(trx);
    const found = await repo.find(paymentId);
    if (!found) throw notFound(PAYMENT_NOT_FOUND);
    // An M-Pesa code before its sale, in the order M-Pesa's report and a cashier take them.
    const code = found.method === 'mpesa' && found.reference ? mpesaCode(found.reference) : null;
    if (code) await mpesaCodeRepository(trx).lock(code);
    const sale =
      found.order_id !== null
        ? await ledger.lockOrder(trx, found.order_id)
        : await ledger.lockInvoice(trx, found.invoice_id!);
    // Read again under the sale's lock: a reversal committed meanwhile is seen now.
    const payment = (await repo.find(paymentId))!;
    if (payment.kind !== 'payment') {
      throw conflict(
        `Entry ${paymentId} is a ${payment.kind}, not a payment; it cannot be reversed`,
      );
    }
    if (payment.reversed_by_payment_id !== null) {
      throw conflict(`Payment ${paymentId} was already reversed`);
    }
    const amount = Number(payment.amount_cents);
    refuseReversalBelowZero(amount, sale.paid_cents - sale.credited_cents);
    const now = clock().toISOString();
    if (payment.method === 'customer_credit') {
      throw conflict(
        `Payment ${paymentId} spent the customer's credit; it cannot be reversed (${creditInstead(sale)})`,
      );
    }
    // The sale's lock makes the checks above final; reverses_payment_id is unique besides.
    const reversal = await ledger.add(
      trx,
      sale,
      {
        ...saleOf(sale),
        ...reversalEntry(
          { ...payment, amount_cents: amount },
          { note: reason, paidAt: now, recordedAt: now, recordedBy: user.id },
        ),
      },
      user,
    );
    // The cents it left rounded off are owed again with it: its rounding is reversed too, so
    // the balance is exactly what it was before the payment (mpesa-rounding.ts).
    const rounding =
      payment.method === 'mpesa' ? await roundingSettledAfter(trx, sale, paymentId) : null;
    if (rounding) {
      await undoRounding(trx, reversal, rounding, {
        note: `Its M-Pesa payment was reversed: ${reason}`,
        paidAt: now,
        recordedAt: now,
        user,
      });
    }
    // The code is free again, and money M-Pesa reported is still in the till: taken off this
    // sale, it waits among the unmatched payments to be assigned where it belongs.
    if (code) await mpesaCodeRules(trx).release(paymentId, code);
    return {
      reversal: toPayment((await repo.find(reversal.entryId))!),
      order: sale.order_id === null ? null : await documents.order(sale.order_id, trx),
      invoice: sale.invoice_id === null ? null : await documents.invoice(sale.invoice_id, trx),
    };
  };
}
