import { recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { type Clock, datedInstant, startOfBusinessDay } from '../http/clock.ts';
import { formatKsh } from '../money.ts';
import { refuseReversalBelowZero, reversalEntry } from '../sales/ledger-entry.ts';
import { supplierBillRepository } from './supplier-bill.repository.ts';
import type { SupplierBillWithLines, SupplierPaymentInput } from './supplier-bill.schema.ts';
import { BILL_NOT_FOUND, type ReadBill } from './supplier-bill-answer.ts';

export const SUPPLIER_PAYMENT_NOT_FOUND = 'Payment not found on this bill';

/**
 * Paying suppliers, by the customers' payment ledger's rules (sales/record-payment.ts,
 * payments/reverse-payment.ts): each entry is written under the bill's row lock with the bill's
 * paid amount moved in the same transaction, so two payments at once take turns and together
 * never pass the balance (overpayment refused, 409); a payment is undone by a reversal entry
 * with a reason, once, never deleted.
 */
export function supplierPayments(clock: Clock, timeZone: string, read: ReadBill) {
  async function lockBill(trx: Db, id: number) {
    const bill = await supplierBillRepository(trx).lock(id);
    if (!bill) throw notFound(BILL_NOT_FOUND);
    return bill;
  }

  return {
    async pay(
      trx: Db,
      billId: number,
      input: SupplierPaymentInput,
      actor: SignedInActor,
    ): Promise<SupplierBillWithLines> {
      const at = clock();
      const bill = await lockBill(trx, billId);
      const balance = Number(bill.total_cents) - Number(bill.paid_cents);
      if (input.amount > balance) {
        throw conflict(
          `Payment of ${formatKsh(input.amount)} is more than the balance of ${formatKsh(balance)}`,
        );
      }
      const paidAt = datedInstant(input.date, at, timeZone, {
        instant: startOfBusinessDay(bill.bill_date, timeZone).toISOString(),
        what: 'the bill',
      });
      const repo = supplierBillRepository(trx);
      const id = await repo.insertPayment({
        bill_id: billId,
        kind: 'payment',
        amount_cents: input.amount,
        paid_at: paidAt,
        method: input.method,
        reference: input.reference,
        note: input.note,
        reverses_payment_id: null,
        recorded_by: actor.id,
        recorded_at: at.toISOString(),
      });
      await repo.addPaid(billId, input.amount);
      await recordAudit(trx, at, {
        actor,
        action: 'supplier_payment.recorded',
        entity: 'supplier_bill',
        entityId: billId,
        summary: `${formatKsh(input.amount)} paid on ${bill.bill_number} by ${input.method.replace('_', ' ')}${input.reference ? ` (${input.reference})` : ''}, entry ${id}`,
      });
      return read(trx, billId);
    },

    async reverse(
      trx: Db,
      billId: number,
      paymentId: number,
      reason: string,
      actor: SignedInActor,
    ): Promise<SupplierBillWithLines> {
      const at = clock();
      const bill = await lockBill(trx, billId);
      const repo = supplierBillRepository(trx);
      // Read under the bill's lock: a reversal committed meanwhile is seen now.
      const payment = await repo.findPayment(paymentId);
      if (!payment || payment.bill_id !== billId) throw notFound(SUPPLIER_PAYMENT_NOT_FOUND);
      if (payment.kind !== 'payment') {
        throw conflict(`Entry ${paymentId} is a reversal, not a payment; it cannot be reversed`);
      }
      if (Number(payment.reversals) > 0) {
        throw conflict(`Payment ${paymentId} was already reversed`);
      }
      const amount = Number(payment.amount_cents);
      refuseReversalBelowZero(amount, Number(bill.paid_cents));
      const now = at.toISOString();
      await repo.insertPayment({
        bill_id: billId,
        ...reversalEntry(
          { ...payment, amount_cents: amount },
          { note: reason, paidAt: now, recordedAt: now, recordedBy: actor.id },
        ),
      });
      await repo.addPaid(billId, -amount);
      await recordAudit(trx, at, {
        actor,
        action: 'supplier_payment.reversed',
        entity: 'supplier_bill',
        entityId: billId,
        summary: `${formatKsh(amount)} paid on ${bill.bill_number} reversed (entry ${paymentId}): ${reason}`,
      });
      return read(trx, billId);
    },
  };
}
