import type { InvoiceStatus, OrderStatus } from '../../graphql/schema-types.generated.ts';
import { newAttemptKey } from '../attempt-key.ts';
import { type PaymentDetails, type PaymentEntryInput, samePayment } from './payment-details.ts';

/** An order and the invoice made from it are one sale (design.md §2a); either one is paid. */
export type SaleKind = 'order' | 'invoice';

/** Where a sale stands, as the server derives it: an order's status or an invoice's. */
export type SaleStatus = OrderStatus | InvoiceStatus;

/** What the payment machine needs of an order or an invoice, in cents. */
export type SaleBalance = {
  kind: SaleKind;
  id: string;
  /** ORD-000012 or INV-000007, as the dialogs name it. */
  number: string;
  status: SaleStatus;
  totalCents: number;
  /** What credit notes took off: not owed, so not to be paid (issue 18). */
  creditedCents: number;
  paidCents: number;
};

/** One payment for the ledger: an amount in cents with its date, method and reference. */
export type SalePaymentRequest = PaymentEntryInput & {
  sale: Pick<SaleBalance, 'kind' | 'id'>;
  /** One key per attempt: a retry of the same payment sends the same key. */
  idempotencyKey: string;
};

export type PaymentAttempt = PaymentEntryInput & { idempotencyKey: string };

/** A payment the server saved, for the screen to say so: the sale as it now stands. */
export type PaymentSaved = { sale: SaleBalance; amountCents: number; markedPaid: boolean };

export type SalePaymentContext = {
  sale: SaleBalance;
  /** The payment being saved, or the last one that failed (kept so a retry reuses its key). */
  attempt: PaymentAttempt | null;
  /** Why the open dialog's payment was refused or not saved. */
  error: string | null;
};

export type SalePaymentEvent =
  | { type: 'payment.markPaid' }
  | { type: 'payment.partial' }
  | { type: 'payment.submit'; amountCents: number; details: PaymentDetails }
  | { type: 'payment.cancel' }
  /** The sale as the server now has it (a refetch, a payment reversed, another till). */
  | { type: 'sale.sync'; sale: SaleBalance };

/** What is still owed: the total less credit notes and payments. */
export const balanceCents = (sale: SaleBalance): number =>
  sale.totalCents - sale.creditedCents - sale.paidCents;

/** The payment a `payment.submit` carries; null for any other event. */
export const submitted = (event: SalePaymentEvent): PaymentEntryInput | null =>
  event.type === 'payment.submit'
    ? { amountCents: event.amountCents, details: event.details }
    : null;

/**
 * The same payment again after a failure is a retry: the server must see the same key, so a
 * payment that did land (its answer was lost) is not recorded twice.
 */
export function nextAttempt(
  previous: PaymentAttempt | null,
  payment: PaymentEntryInput,
): PaymentAttempt {
  if (previous && samePayment(previous, payment)) return previous;
  return { ...payment, idempotencyKey: newAttemptKey() };
}

/** The save's input: the attempt held in the context. */
export const requestOf = ({ context }: { context: SalePaymentContext }): SalePaymentRequest => ({
  sale: { kind: context.sale.kind, id: context.sale.id },
  amountCents: context.attempt?.amountCents ?? 0,
  details: context.attempt!.details,
  idempotencyKey: context.attempt?.idempotencyKey ?? '',
});
