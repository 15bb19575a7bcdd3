import type { RequestFailure } from '../../shared/graphql/request-failure.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { INVALID_VAT_PERCENT } from '../../shared/money/money-input.ts';

/** Spec §5 and §8, word for word, plus the texts the spec leaves to us. */
export const invoiceText = {
  manualNeedsCustomerAndItems: 'Please select a customer and add items for manual invoice.',
  orderNeeded: 'Please select an order to generate invoice from.',
  createFailed: 'Failed to create invoice. Please try again.',
  deleteError: 'Error deleting invoice. Please try again.',
  authRequired: 'Authentication required. Please log in again.',
  // Beyond the spec: payments are saved now, so saving one can fail.
  paymentFailed: 'Failed to record payment. Please try again.',
  invalidAmount: 'Enter an amount greater than 0 and no more than the balance.',
  invalidVat: INVALID_VAT_PERCENT,
  incompleteLine:
    'Each line needs a description, a quantity above 0 (whole pieces unless the item sells in fractions) and a price.',
  loadFailed: 'Failed to load invoices',
  markedPaid: 'Invoice marked as paid.',
} as const;

export const deleteFailedText = (error: string) => `Failed to delete invoice: ${error}`;

export const paymentRecordedText = (amountCents: number) =>
  `Payment of ${formatCents(amountCents)} recorded.`;

/** What a failed payment says: the server's reason when it gave one. */
export function paymentFailureText(failure: unknown): string {
  const known = failure as Partial<RequestFailure> | null;
  if (known?.kind === 'unauthenticated') return invoiceText.authRequired;
  if (known?.kind === 'rejected' && known.message?.trim()) return known.message;
  return invoiceText.paymentFailed;
}

/** Spec §8's delete texts: the server's reason, or the generic text when it never answered. */
export function deleteFailureText(failure: RequestFailure): string {
  switch (failure.kind) {
    case 'unauthenticated':
      return invoiceText.authRequired;
    case 'rejected':
      return deleteFailedText(failure.message);
    case 'network':
      return invoiceText.deleteError;
    default:
      return deleteFailedText('Unknown error');
  }
}
