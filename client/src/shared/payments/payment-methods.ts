import type { PaymentMethod } from '../../graphql/operations.generated.ts';

/** Spec §9's payment methods in its order, with the words staff use for them. */
export const paymentMethods: ReadonlyArray<{ value: PaymentMethod; label: string }> = [
  { value: 'cash', label: 'Cash' },
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'credit', label: 'Credit' },
];

export function paymentMethodLabel(method: PaymentMethod): string {
  return paymentMethods.find((m) => m.value === method)?.label ?? method;
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
