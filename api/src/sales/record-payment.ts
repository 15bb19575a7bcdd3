import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { conflict } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { formatKsh } from '../money.ts';
import { addPayment } from './add-payment.ts';
import { type LedgerEntries, saleOf } from './ledger-entries.ts';
import { mpesaCode, mpesaCodeRepository } from './mpesa-code.repository.ts';
import { mpesaCodeRules } from './mpesa-code.rules.ts';
import { defaultPayingMethod, type PaymentInput } from './payment.schema.ts';
import { type SaleRow, saleRepository } from './sale.repository.ts';
import { saleCustomerRepository } from './sale-customer.repository.ts';

/**
 * POST /orders/{id}/payments and POST /invoices/{id}/payments: records `input` on the sale
 * `lockSale` locks. A typed M-Pesa code is locked before the sale, in the order M-Pesa's report
 * takes them (its code, then the document it names), so the two never wait for each other in a
 * circle; it is then checked and counted once (mpesa-code.rules).
 */
export function recordPayment(entries: LedgerEntries, clock: Clock) {
  const pay = addPayment(entries);
  /**
   * Takes `amountCents` of the customer's credit off the sales holding it, oldest first, for a
   * payment by `customer_credit` on `sale`: each gives up its part as a refund entry, so the
   * customer's balance over all sales is unchanged and the credit is spent once. The customer's
   * row lock makes two tills spending the same credit take turns.
   */
  async function spendCredit(trx: Db, sale: SaleRow, amountCents: number, user: AuthUser) {
    const repo = saleRepository(trx);
    await saleCustomerRepository(trx).lockForCredit(sale.customer_id);
    const holding = await repo.creditHoldingSales(sale.customer_id);
    const available = holding.reduce((sum, each) => sum + each.paid_cents - each.total_cents, 0);
    if (amountCents > available) {
      throw conflict(
        `The customer has ${formatKsh(available)} of credit, less than ${formatKsh(amountCents)}`,
      );
    }
    const usedOn = await repo.documentNumber(sale);
    const now = clock().toISOString();
    let left = amountCents;
    for (const each of holding) {
      if (left === 0) break;
      const take = Math.min(left, each.paid_cents - each.total_cents);
      left -= take;
      const holder =
        each.order_id !== null
          ? await repo.lockOrderSale(each.order_id)
          : await repo.lockManualInvoiceSale(each.invoice_id!);
      await entries.add(
        trx,
        holder!,
        {
          ...saleOf(each),
          kind: 'refund',
          amount_cents: -take,
          paid_at: now,
          method: 'customer_credit',
          reference: usedOn,
          note: `Credit used on ${usedOn}`,
          reverses_payment_id: null,
          recorded_by: user.id,
          recorded_at: now,
        },
        user,
      );
    }
  }

  return async (
    trx: Db,
    lockSale: () => Promise<SaleRow>,
    input: PaymentInput,
    user: AuthUser,
  ): Promise<{ paymentId: number }> => {
    const code = input.method === 'mpesa' && input.reference ? mpesaCode(input.reference) : null;
    if (code) await mpesaCodeRepository(trx).lock(code);
    const sale = await lockSale();
    const balance = sale.total_cents - sale.paid_cents;
    if (input.amount > balance) {
      throw conflict(
        `Payment of ${formatKsh(input.amount)} is more than the balance of ${formatKsh(balance)}`,
      );
    }
    const codes = mpesaCodeRules(trx);
    if (code) await codes.checkTyped(code, { amountCents: input.amount, split: input.split, sale });
    if (input.method === 'customer_credit') await spendCredit(trx, sale, input.amount, user);
    const method = input.method ?? defaultPayingMethod(sale.payment_method);
    const entryId = await pay(
      trx,
      sale,
      {
        amount_cents: input.amount,
        paid_at: entries.paidAt(input.date, sale),
        method,
        reference: code ?? input.reference,
        note: input.note,
        split: input.split ? 1 : 0,
      },
      { recordedBy: user.id, recordedAt: clock().toISOString(), actor: user },
    );
    if (code) await codes.countTyped(entryId, code, input.split);
    return { paymentId: entryId };
  };
}
