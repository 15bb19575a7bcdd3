import type { PaidNowInput, PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { centsToKsh } from '../../shared/money/cents.ts';
import { parseKsh } from '../../shared/money/money-input.ts';

/**
 * The New Order form's "Paid now" section (issue 50): the money taken at the counter, sent with
 * the order so the sale is made and paid in one step. Text as typed; read when sent.
 */
export type PaidNow = {
  on: boolean;
  /** The amount paid, blank for the whole total. */
  amount: string;
  /** Cash handed over, for the change (cash only). */
  tendered: string;
  /** The M-Pesa code, cheque number or bank reference. */
  reference: string;
};

export const noPayment: PaidNow = { on: false, amount: '', tendered: '', reference: '' };

/** Methods whose payments name their money: the M-Pesa code, cheque number, bank reference. */
const WITH_REFERENCE: readonly string[] = ['mpesa', 'cheque', 'bank_transfer'];

/** `credit` is selling now and paying later: nothing is paid with the order. */
export const canPayNow = (method: PaymentMethod | ''): boolean =>
  method !== '' && method !== 'credit';

export const needsReference = (method: PaymentMethod | ''): boolean =>
  WITH_REFERENCE.includes(method);

const REFERENCE_LABELS: Partial<Record<PaymentMethod, string>> = {
  mpesa: 'M-Pesa code',
  cheque: 'Cheque number',
  bank_transfer: 'Bank reference',
};

/** The label of the field a method's reference is typed in. */
export const referenceLabel = (method: PaymentMethod | ''): string =>
  (method !== '' && REFERENCE_LABELS[method]) || 'Reference';

export const paidNowText = {
  amountUnreadable: 'Enter the amount paid in KSh, or leave it blank for the whole total.',
  amountAboveTotal: 'The amount paid cannot be more than the total.',
  tenderedUnreadable: 'Enter the cash handed over in KSh.',
  tenderedShort: 'The cash handed over is less than the amount to pay.',
  referenceMissing: 'Enter the M-Pesa code, cheque number or bank reference.',
} as const;

/** What the section works out from what was typed: cents, or null where blank or unreadable. */
export function readPaidNow(paid: PaidNow, totalCents: number) {
  const amountCents = paid.amount.trim() === '' ? totalCents : parseKsh(paid.amount);
  const tenderedCents = paid.tendered.trim() === '' ? null : parseKsh(paid.tendered);
  const changeCents =
    amountCents !== null && tenderedCents !== null && tenderedCents >= amountCents
      ? tenderedCents - amountCents
      : null;
  return { amountCents, tenderedCents, changeCents };
}

/** What is paid with an order as typed, read against its method and total. */
export type PaidWithOrder = ReturnType<typeof readPaidNow> & {
  paid: PaidNow;
  method: PaymentMethod;
  totalCents: number;
};

/**
 * The money taken with an order by this method, of this total: null when nothing is (the
 * section is off, or no method or credit is chosen).
 */
export function paidWithOrder(
  paid: PaidNow,
  method: PaymentMethod | '',
  totalCents: number,
): PaidWithOrder | null {
  if (!paid.on || method === '' || !canPayNow(method)) return null;
  return { paid, method, totalCents, ...readPaidNow(paid, totalCents) };
}

/** Why the payment cannot be sent as typed, or null when it can (or nothing is paid now). */
export function paidNowProblem(payment: PaidWithOrder | null): string | null {
  if (payment === null) return null;
  const { paid, method, amountCents, tenderedCents } = payment;
  if (amountCents === null || amountCents <= 0) return paidNowText.amountUnreadable;
  if (amountCents > payment.totalCents) return paidNowText.amountAboveTotal;
  if (method === 'cash' && paid.tendered.trim() !== '') {
    if (tenderedCents === null) return paidNowText.tenderedUnreadable;
    if (tenderedCents < amountCents) return paidNowText.tenderedShort;
  }
  if (needsReference(method) && paid.reference.trim() === '') return paidNowText.referenceMissing;
  return null;
}

/** The order's `payment`, or undefined when nothing is paid with it. */
export function paidNowInput(payment: PaidWithOrder | null): PaidNowInput | undefined {
  if (payment === null) return undefined;
  const { paid, method, amountCents, tenderedCents } = payment;
  return {
    method,
    ...(paid.amount.trim() === '' || amountCents === null
      ? {}
      : { amount: centsToKsh(amountCents) }),
    ...(needsReference(method) ? { reference: paid.reference.trim() } : {}),
    ...(method === 'cash' && tenderedCents !== null ? { tendered: centsToKsh(tenderedCents) } : {}),
  };
}
