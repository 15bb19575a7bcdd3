import { classifyRequestFailure, serverMessage } from '../../shared/graphql/request-failure.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { INVALID_VAT_PERCENT } from '../../shared/money/money-input.ts';
import { AUTH_REQUIRED } from '../../shared/payments/sale-payment.messages.ts';

/** Spec §5 and §8, word for word, plus the texts the spec leaves to us. */
export const invoiceText = {
  manualNeedsCustomerAndItems: 'Please select a customer and add items for manual invoice.',
  orderNeeded: 'Please select an order to generate invoice from.',
  createFailed: 'Failed to create invoice. Please try again.',
  deleteError: 'Error deleting invoice. Please try again.',
  authRequired: AUTH_REQUIRED,
  invalidVat: INVALID_VAT_PERCENT,
  loadFailed: 'Failed to load invoices',
  markedPaid: 'Invoice marked as paid.',
} as const;

/** Said beside the create dialog's fields, each about its own field (beyond the spec). */
export const invoiceFieldText = {
  customerMissing: 'Select a customer.',
  itemsMissing: 'Add at least one item.',
  orderMissing: 'Select an order.',
  descriptionMissing: 'Enter a description.',
  quantityMissing: 'Enter a quantity.',
  quantityWhole: 'Enter a whole number above 0: this item is sold in whole pieces.',
  quantityFraction: 'Enter a quantity above 0, with up to 3 decimals.',
  priceMissing: 'Enter a price.',
  priceInvalid: 'Enter a price in KSh, e.g. 1,250.50.',
  invalidDate: 'Enter a date, or leave it blank for today.',
} as const;

export const deleteFailedText = (error: string) => `Failed to delete invoice: ${error}`;

/**
 * Why an invoice cannot be voided, as the API refuses it (api/src/invoices/invoices.service.ts),
 * said at the press of Delete rather than after its confirmation; null when nothing here stops it.
 */
export function voidRefusalText(invoice: {
  invoiceNumber: string;
  payments: readonly unknown[];
  creditNotes: readonly unknown[];
}): string | null {
  if (invoice.creditNotes.length > 0) {
    return `Invoice ${invoice.invoiceNumber} has credit notes: credit the rest of it instead`;
  }
  // Even a payment reversed since stays with its invoice.
  if (invoice.payments.length > 0) {
    return `Invoice ${invoice.invoiceNumber} has recorded payments: issue a credit note instead`;
  }
  return null;
}

export const paymentRecordedText = (amountCents: number) =>
  `Payment of ${formatCents(amountCents)} recorded.`;

/** Spec §8's delete texts: the server's reason, or the generic text when it never answered. */
export function deleteFailureText(caught: unknown): string {
  switch (classifyRequestFailure(caught).kind) {
    case 'unauthenticated':
      return invoiceText.authRequired;
    case 'network':
      return invoiceText.deleteError;
    default:
      return deleteFailedText(serverMessage(caught) ?? 'Unknown error');
  }
}
