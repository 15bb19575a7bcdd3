import type { PaymentKind, PaymentMethod } from '../../graphql/schema-types.generated.ts';

/** Spec §9's payment methods in its order, with the words staff use for them. */
export const paymentMethods: ReadonlyArray<{ value: PaymentMethod; label: string }> = [
  { value: 'cash', label: 'Cash' },
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'credit', label: 'Credit' },
];

/** The ways money comes in, for a payment or a refund: "Credit" (pay later) is an order's only. */
export const receivingMethods = paymentMethods.filter((method) => method.value !== 'credit');

/**
 * The way a sale was last paid, from its ledger (oldest first): where the next payment of the
 * same customer most likely comes from. Money only: spent credit and credit notes say nothing
 * of how the customer pays, and a reversed payment did not happen.
 */
export function lastReceivingMethod(
  ledger: ReadonlyArray<{
    kind: PaymentKind;
    method: PaymentMethod;
    reversedByPaymentId?: string | null;
  }>,
): PaymentMethod | null {
  const last = ledger.findLast(
    (entry) =>
      entry.kind === 'payment' &&
      !entry.reversedByPaymentId &&
      receivingMethods.some((method) => method.value === entry.method),
  );
  return last?.method ?? null;
}

/** Credit a customer holds from a credit note: a way to pay, never an order's method. */
export const customerCreditMethod = { value: 'customer_credit', label: 'Customer credit' } as const;

const ledgerOnlyLabels: Partial<Record<PaymentMethod, string>> = {
  customer_credit: customerCreditMethod.label,
  credit_note: 'Credit note',
  // The cents M-Pesa cannot collect, settled after an M-Pesa payment (not money).
  rounding: 'M-Pesa rounding',
};

export function paymentMethodLabel(method: PaymentMethod): string {
  return (
    paymentMethods.find((m) => m.value === method)?.label ?? ledgerOnlyLabels[method] ?? method
  );
}

/** Methods whose payments carry a reference, and what the reference is called for each. */
const referenceNames: Partial<Record<PaymentMethod, string>> = {
  mpesa: 'M-Pesa code',
  cheque: 'cheque number',
  bank_transfer: 'bank reference',
};

/** What a payment by `method` must quote (the server refuses it without), or null. */
export const referenceName = (method: PaymentMethod): string | null =>
  referenceNames[method] ?? null;
