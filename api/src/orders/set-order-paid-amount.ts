import type { AuthUser } from '../auth/auth.service.ts';
import { assertPermission } from '../auth/roles.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { formatKsh } from '../money.ts';
import { creditInstead } from '../sales/ledger-entries.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import { defaultPayingMethod } from '../sales/payment.schema.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import type { OrderStatus } from '../sales/sale.schema.ts';
import type { Order, OrderPaymentInput } from './order.schema.ts';

/** Why a PATCH's status and paid amount do not fit the order's total, or null when they do. */
function patchProblem(status: OrderStatus, paidCents: number, totalCents: number) {
  const total = formatKsh(totalCents);
  if (paidCents > totalCents)
    return `paid_amount must not be more than the order total of ${total}`;
  switch (status) {
    case 'paid':
      return paidCents === totalCents
        ? null
        : `status 'paid' needs paid_amount equal to the order total of ${total}`;
    case 'partially_paid':
      return paidCents > 0 && paidCents < totalCents
        ? null
        : `status 'partially_paid' needs a paid_amount more than 0 and less than the order total of ${total}`;
    case 'pending':
      return paidCents === 0
        ? null
        : `status 'pending' needs paid_amount 0; use 'partially_paid' or 'paid' to record a payment`;
  }
}

/**
 * PATCH /orders/{id} (spec §7): the status and the new total paid. The difference from what
 * the sale has paid becomes an entry: a payment when it grew, an adjustment (a negative entry,
 * like a reversal but of no one payment) when it shrank, nothing when equal.
 */
export function setOrderPaidAmount(
  ledger: PaymentLedger,
  clock: Clock,
  find: (id: number, trx: Db) => Promise<Order>,
) {
  return async (
    trx: Db,
    orderId: number,
    input: OrderPaymentInput,
    user: AuthUser,
  ): Promise<Order> => {
    const sale = await ledger.lockOrder(trx, orderId);
    // The spec's paid amount is money paid; a credit note lowers what is due instead.
    const paidCents = sale.paid_cents - sale.credited_cents;
    const dueCents = sale.total_cents - sale.credited_cents;
    const problem = patchProblem(input.status, input.paid_amount, dueCents);
    if (problem) throw badRequest(problem);
    const orderNumber = async () => (await find(orderId, trx)).order_number;
    if (input.expected_paid_amount !== undefined && input.expected_paid_amount !== paidCents) {
      throw conflict(
        `Payments on ${await orderNumber()} changed meanwhile (now ${formatKsh(paidCents)} paid); refresh and try again`,
      );
    }
    const difference = input.paid_amount - paidCents;
    // Lowering what was paid undoes money taken, as a reversal does: a manager's call.
    if (difference < 0) {
      assertPermission(user.role, 'manage');
      const kept = await paymentRepository(trx).moneyWithAnOrigin(sale);
      if (input.paid_amount < kept.creditCents) {
        throw conflict(
          `${formatKsh(Math.min(kept.creditCents, paidCents))} of what ${await orderNumber()} paid is the customer's credit; it cannot be undone (${creditInstead(sale)})`,
        );
      }
      if (input.paid_amount < kept.creditCents + kept.mpesaCents) {
        throw conflict(
          `${formatKsh(Math.min(kept.mpesaCents, paidCents - kept.creditCents))} of what ${await orderNumber()} paid came by M-Pesa; reverse that M-Pesa payment instead of lowering what was paid`,
        );
      }
    }
    if (difference !== 0) {
      const now = clock().toISOString();
      await ledger.add(
        trx,
        sale,
        {
          order_id: orderId,
          invoice_id: null,
          kind: difference > 0 ? 'payment' : 'adjustment',
          amount_cents: difference,
          paid_at: now,
          method: defaultPayingMethod(sale.payment_method),
          reference: null,
          note:
            difference > 0
              ? null
              : `Paid amount lowered from ${formatKsh(paidCents)} to ${formatKsh(input.paid_amount)}`,
          reverses_payment_id: null,
          recorded_by: user.id,
          recorded_at: now,
        },
        user,
      );
    }
    return find(orderId, trx);
  };
}
