import { recordAudit } from '../audit/audit.service.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { assertPermission } from '../auth/roles.ts';
import { customerRepository } from '../customers/customer.repository.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { type Clock, datedInstant } from '../http/clock.ts';
import { labelOf } from '../http/labels.ts';
import { type InvoiceWithPayments, invoicesService } from '../invoices/invoices.service.ts';
import type { OrderPaymentInput, OrderWithPayments } from '../orders/order.schema.ts';
import { ordersService } from '../orders/orders.service.ts';
import { mpesaCode, mpesaCodeRepository } from '../sales/mpesa-code.repository.ts';
import { mpesaCodeRules } from '../sales/mpesa-code.rules.ts';
import { type NewPayment, paymentRepository, type SaleRow } from '../sales/payment.repository.ts';
import {
  defaultPayingMethod,
  LEDGER_METHOD_LABELS,
  type PaymentInput,
  type PaymentMethod,
} from '../sales/payment.schema.ts';
import { type Payment, toPayment } from '../sales/payment-entry.ts';
import type { OrderStatus } from '../sales/sale.schema.ts';
import { formatKsh, INVOICE_NOT_FOUND, ORDER_NOT_FOUND } from '../sales/sales-document.ts';
import type { Reversal } from './reversal.schema.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/** Who the audit trail names for an entry: a person, or M-Pesa itself (`id` null). */
export interface Recorder {
  id: number | null;
  email: string;
}

/** What `placeUpToBalance` put on a sale: `placedCents` 0 and `refusal` when it took nothing. */
export interface Placement {
  placedCents: number;
  paymentId: number | null;
  /** The sale's number (ORD-… or INV-…), or null when there is no such document. */
  documentNumber: string | null;
  customerId: number | null;
  refusal: string | null;
}

export type { OrderWithPayments } from '../orders/order.schema.ts';

export type { Reversal } from './reversal.schema.ts';

/**
 * An order's status follows from its sale's ledger (spec §4's three): paid once the ledger
 * covers the total (credit notes included), partly paid while money covers part of it, else
 * pending. `paidCents` is the whole ledger, `creditedCents` the credit notes' part of it.
 */
export function orderStatusFor(
  totalCents: number,
  paidCents: number,
  creditedCents = 0,
): OrderStatus {
  if (paidCents > 0 && paidCents >= totalCents) return 'paid';
  return paidCents - creditedCents > 0 ? 'partially_paid' : 'pending';
}

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

/** What gives spent credit back: a credit note, which needs the sale's invoice. */
function creditInstead(sale: Pick<SaleRow, 'invoice_id'>) {
  return sale.invoice_id === null
    ? 'invoice the order and credit the invoice instead'
    : 'credit the invoice instead';
}

/**
 * The payment ledger (design.md §2a): an order and the invoice generated from it are one sale
 * with one set of payments; a manual invoice is a sale of its own. Every write runs in the
 * caller's transaction `trx` with the sale's row locked first, so payments from two tills (one
 * on the order, one on its invoice) take turns and never take the sale above its total.
 */
export function paymentsService(db: Db, clock: Clock, timeZone: string) {
  /** When a payment dated `date` came in: now for today (or no date), else its day's start. */
  const paidAt = (date: string | null, sale: SaleRow): string =>
    datedInstant(date, clock(), timeZone, { instant: sale.created_at, what: 'the sale' });

  /**
   * Writes one entry and moves the sale's paid amount (and the order's status) with it, and
   * puts it in the audit trail, all in the caller's transaction. Answers the sale as it now is,
   * for a caller writing a second entry (a credit note's refund).
   */
  async function addEntry(
    trx: Db,
    sale: SaleRow,
    entry: NewPayment,
    user: Recorder,
  ): Promise<SaleRow & { entryId: number }> {
    const repo = paymentRepository(trx);
    const id = await repo.insert(entry);
    const paid = sale.paid_cents + Number(entry.amount_cents);
    const credited =
      sale.credited_cents + (entry.kind === 'credit' ? Number(entry.amount_cents) : 0);
    await repo.setPaid(
      sale,
      paid,
      orderStatusFor(sale.total_cents, paid, credited),
      entry.kind === 'credit' ? credited : undefined,
    );
    const document = await repo.documentNumber(sale);
    const amount = formatKsh(Math.abs(Number(entry.amount_cents)));
    const summaries = {
      payment: `Payment of ${amount} recorded on ${document} (${labelOf(LEDGER_METHOD_LABELS, entry.method)}${entry.reference ? ` ${entry.reference}` : ''})`,
      reversal: `Payment of ${amount} on ${document} reversed: ${entry.note ?? ''}`,
      adjustment: `Paid amount on ${document} lowered by ${amount}`,
      credit: `Credit note ${entry.reference ?? ''} of ${amount} settles ${document}`,
      refund: `${amount} ${entry.method === 'customer_credit' ? 'of credit moved off' : 'refunded on'} ${document}: ${entry.note ?? ''}`,
    } as const;
    const actions = {
      payment: 'payment.recorded',
      reversal: 'payment.reversed',
      adjustment: 'payment.adjusted',
      credit: 'payment.credited',
      refund: 'payment.refunded',
    } as const;
    await recordAudit(trx, clock(), {
      actor: { id: user.id, email: user.email },
      action: actions[entry.kind],
      entity: 'payment',
      entityId: id,
      summary: summaries[entry.kind],
      changes: [
        {
          field: `Paid on ${document}`,
          before: formatKsh(sale.paid_cents),
          after: formatKsh(paid),
        },
      ],
    });
    return { ...sale, paid_cents: paid, credited_cents: credited, entryId: id };
  }

  async function lockOrder(trx: Db, orderId: number): Promise<SaleRow> {
    const repo = paymentRepository(trx);
    const sale = await repo.lockOrderSale(orderId);
    if (!sale) throw notFound(ORDER_NOT_FOUND);
    if (sale.voided) {
      throw conflict(
        `Order ${await repo.documentNumber(sale)} is cancelled: nothing is paid on it`,
      );
    }
    return sale;
  }

  /** An invoice's sale: its order's, locked there, or the manual invoice itself. */
  async function lockInvoice(trx: Db, invoiceId: number): Promise<SaleRow> {
    const repo = paymentRepository(trx);
    // An invoice's order never changes, so it can be read before taking the order's lock; the
    // order is always locked before its invoice, as everywhere else, so no two wait in a circle.
    const orderId = await repo.orderOfInvoice(invoiceId);
    if (orderId === undefined) throw notFound(INVOICE_NOT_FOUND);
    const sale =
      orderId === null
        ? await repo.lockManualInvoiceSale(invoiceId)
        : await repo.lockOrderSale(orderId);
    if (!sale) throw notFound(INVOICE_NOT_FOUND);
    if (sale.voided) {
      throw conflict(`Invoice ${await repo.documentNumber(sale)} is void: nothing is paid on it`);
    }
    return sale;
  }

  /**
   * Records `input` on the sale `lockSale` locks. A typed M-Pesa code is locked before the sale,
   * in the order M-Pesa's report takes them (its code, then the document it names), so the two
   * never wait for each other in a circle; it is then checked and counted once (mpesa-code.rules).
   */
  async function record(
    trx: Db,
    lockSale: () => Promise<SaleRow>,
    input: PaymentInput,
    user: AuthUser,
  ): Promise<void> {
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
    const { entryId } = await addEntry(
      trx,
      sale,
      {
        order_id: sale.order_id,
        invoice_id: sale.order_id === null ? sale.invoice_id : null,
        kind: 'payment',
        amount_cents: input.amount,
        paid_at: paidAt(input.date, sale),
        method: input.method ?? defaultPayingMethod(sale.payment_method),
        reference: code ?? input.reference,
        note: input.note,
        split: input.split ? 1 : 0,
        reverses_payment_id: null,
        recorded_by: user.id,
        recorded_at: clock().toISOString(),
      },
      user,
    );
    if (code) await codes.countTyped(entryId, code, input.split);
  }

  /**
   * Takes `amountCents` of the customer's credit off the sales holding it, oldest first, for a
   * payment by `customer_credit` on `sale`: each gives up its part as a refund entry, so the
   * customer's balance over all sales is unchanged and the credit is spent once. The customer's
   * row lock makes two tills spending the same credit take turns.
   */
  async function spendCredit(trx: Db, sale: SaleRow, amountCents: number, user: AuthUser) {
    const repo = paymentRepository(trx);
    await customerRepository(trx).lockForCredit(sale.customer_id);
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
      await addEntry(
        trx,
        holder!,
        {
          order_id: each.order_id,
          invoice_id: each.order_id === null ? each.invoice_id : null,
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

  async function orderWithPayments(trx: Db, orderId: number): Promise<OrderWithPayments> {
    const order = await ordersService(trx, clock, timeZone).find(orderId);
    const payments = await paymentRepository(trx).ofOrder(orderId);
    return { ...order, payments: payments.map(toPayment) };
  }

  return {
    /** GET /orders/{id}/payments: the sale's entries, oldest first. */
    async ofOrder(orderId: number): Promise<Payment[]> {
      await ordersService(db, clock, timeZone).find(orderId);
      return (await paymentRepository(db).ofOrder(orderId)).map(toPayment);
    },

    /** GET /invoices/{id}/payments: the sale's entries (its order's, if it has one). */
    ofInvoice: async (invoiceId: number): Promise<Payment[]> =>
      (await invoicesService(db, clock, timeZone).find(invoiceId)).payments,

    /** GET /payments?order_ids=&invoice_ids=: many sales' entries at once. */
    ofSales: async (orderIds: readonly number[], invoiceIds: readonly number[]) =>
      (await paymentRepository(db).ofSales(orderIds, invoiceIds)).map(toPayment),

    /**
     * A credit note's entries on its sale, in the credit note's transaction with the sale
     * locked (credit-notes.service.ts): the credit, then the refund of `refundCents` handed
     * back when the credit took more than was still owed.
     */
    async settleCreditNote(
      trx: Db,
      sale: SaleRow,
      note: {
        number: string;
        totalCents: number;
        at: string;
        refundCents: number;
        refund: { method: PaymentMethod; reference: string | null } | null;
      },
      user: AuthUser,
    ): Promise<void> {
      const entry = {
        order_id: sale.order_id,
        invoice_id: sale.order_id === null ? sale.invoice_id : null,
        paid_at: note.at,
        reverses_payment_id: null,
        recorded_by: user.id,
        recorded_at: clock().toISOString(),
      };
      const credited = await addEntry(
        trx,
        sale,
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
        await addEntry(
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
    },

    /**
     * Money that came in by itself (an M-Pesa callback, or an M-Pesa receipt staff assign): a
     * payment of at most the sale's balance on the order's or invoice's sale, locked first, in
     * the caller's transaction, so sale locks, statuses and the audit trail stay as for any
     * payment. Never throws for the sale's state (a callback must not fail): a void, paid or
     * missing document takes nothing and says why; the caller keeps what was not taken.
     */
    async placeUpToBalance(
      trx: Db,
      target: { orderId: number } | { invoiceId: number },
      money: { amountCents: number; method: PaymentMethod; reference: string },
      recorder: { recordedBy: number | null; actor: Recorder },
    ): Promise<Placement> {
      const repo = paymentRepository(trx);
      let sale: SaleRow | undefined;
      if ('orderId' in target) sale = await repo.lockOrderSale(target.orderId);
      else {
        const orderId = await repo.orderOfInvoice(target.invoiceId);
        if (orderId !== undefined) {
          sale =
            orderId === null
              ? await repo.lockManualInvoiceSale(target.invoiceId)
              : await repo.lockOrderSale(orderId);
        }
      }
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
      const { entryId } = await addEntry(
        trx,
        sale,
        {
          order_id: sale.order_id,
          invoice_id: sale.order_id === null ? sale.invoice_id : null,
          kind: 'payment',
          amount_cents: placed,
          paid_at: now,
          method: money.method,
          reference: money.reference,
          note: null,
          reverses_payment_id: null,
          recorded_by: recorder.recordedBy,
          recorded_at: now,
        },
        recorder.actor,
      );
      if (money.method === 'mpesa') {
        await mpesaCodeRules(trx).countReported(entryId, mpesaCode(money.reference));
      }
      return { placedCents: placed, paymentId: entryId, ...found, refusal: null };
    },

    /** POST /orders/{id}/payments. */
    async recordOnOrder(
      trx: Db,
      orderId: number,
      input: PaymentInput,
      user: AuthUser,
    ): Promise<OrderWithPayments> {
      await record(trx, () => lockOrder(trx, orderId), input, user);
      return orderWithPayments(trx, orderId);
    },

    /** POST /invoices/{id}/payments. */
    async recordOnInvoice(
      trx: Db,
      invoiceId: number,
      input: PaymentInput,
      user: AuthUser,
    ): Promise<InvoiceWithPayments> {
      await record(trx, () => lockInvoice(trx, invoiceId), input, user);
      return invoicesService(trx, clock, timeZone).find(invoiceId);
    },

    /**
     * PATCH /orders/{id} (spec §7): the status and the new total paid. The difference from what
     * the sale has paid becomes an entry: a payment when it grew, an adjustment (a negative
     * entry, like a reversal but of no one payment) when it shrank, nothing when equal.
     */
    async setOrderPaidAmount(trx: Db, orderId: number, input: OrderPaymentInput, user: AuthUser) {
      const sale = await lockOrder(trx, orderId);
      // The spec's paid amount is money paid; a credit note lowers what is due instead.
      const paidCents = sale.paid_cents - sale.credited_cents;
      const dueCents = sale.total_cents - sale.credited_cents;
      const problem = patchProblem(input.status, input.paid_amount, dueCents);
      if (problem) throw badRequest(problem);
      const orders = ordersService(trx, clock, timeZone);
      if (input.expected_paid_amount !== undefined && input.expected_paid_amount !== paidCents) {
        const now = await orders.find(orderId);
        throw conflict(
          `Payments on ${now.order_number} changed meanwhile (now ${formatKsh(paidCents)} paid); refresh and try again`,
        );
      }
      const difference = input.paid_amount - paidCents;
      // Lowering what was paid undoes money taken, as a reversal does: a manager's call.
      if (difference < 0) {
        assertPermission(user.role, 'manage');
        const kept = await paymentRepository(trx).moneyWithAnOrigin(sale);
        if (input.paid_amount < kept.creditCents) {
          const now = await orders.find(orderId);
          throw conflict(
            `${formatKsh(Math.min(kept.creditCents, paidCents))} of what ${now.order_number} paid is the customer's credit; it cannot be undone (${creditInstead(sale)})`,
          );
        }
        if (input.paid_amount < kept.creditCents + kept.mpesaCents) {
          const now = await orders.find(orderId);
          throw conflict(
            `${formatKsh(Math.min(kept.mpesaCents, paidCents - kept.creditCents))} of what ${now.order_number} paid came by M-Pesa; reverse that M-Pesa payment instead of lowering what was paid`,
          );
        }
      }
      if (difference !== 0) {
        const now = clock().toISOString();
        await addEntry(
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
      return orders.find(orderId);
    },

    /**
     * POST /payments/{id}/reversal: a new entry that undoes a payment, dated now (a cheque
     * bounces the day it bounces). A payment is reversed at most once; reversals and
     * adjustments are not reversed at all.
     */
    async reverse(trx: Db, paymentId: number, reason: string, user: AuthUser): Promise<Reversal> {
      const repo = paymentRepository(trx);
      const found = await repo.find(paymentId);
      if (!found) throw notFound(PAYMENT_NOT_FOUND);
      // An M-Pesa code before its sale, in the order M-Pesa's report and a cashier take them.
      const code = found.method === 'mpesa' && found.reference ? mpesaCode(found.reference) : null;
      if (code) await mpesaCodeRepository(trx).lock(code);
      const sale =
        found.order_id !== null
          ? await lockOrder(trx, found.order_id)
          : await lockInvoice(trx, found.invoice_id!);
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
      const paidCents = sale.paid_cents - sale.credited_cents;
      if (amount > paidCents) {
        throw conflict(
          `Reversing ${formatKsh(amount)} would take the amount paid below zero (${formatKsh(paidCents)} paid)`,
        );
      }
      const now = clock().toISOString();
      if (payment.method === 'customer_credit') {
        throw conflict(
          `Payment ${paymentId} spent the customer's credit; it cannot be reversed (${creditInstead(sale)})`,
        );
      }
      // The sale's lock makes the checks above final; reverses_payment_id is unique besides.
      const reversalId = await addEntry(
        trx,
        sale,
        {
          order_id: sale.order_id,
          invoice_id: sale.order_id === null ? sale.invoice_id : null,
          kind: 'reversal',
          amount_cents: -amount,
          paid_at: now,
          method: payment.method,
          reference: payment.reference,
          note: reason,
          reverses_payment_id: paymentId,
          recorded_by: user.id,
          recorded_at: now,
        },
        user,
      );
      // The code is free again, and money M-Pesa reported is still in the till: taken off this
      // sale, it waits among the unmatched payments to be assigned where it belongs.
      if (code) await mpesaCodeRules(trx).release(paymentId, code);
      const reversal = toPayment((await repo.find(reversalId.entryId))!);
      return {
        reversal,
        order:
          sale.order_id === null
            ? null
            : await ordersService(trx, clock, timeZone).find(sale.order_id),
        invoice:
          sale.invoice_id === null
            ? null
            : await invoicesService(trx, clock, timeZone).find(sale.invoice_id),
      };
    },
  };
}
