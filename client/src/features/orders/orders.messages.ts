import { classifyRequestFailure, serverMessage } from '../../shared/graphql/request-failure.ts';
import { INVALID_VAT_PERCENT } from '../../shared/money/money-input.ts';

// Spec §5 and §8's texts for the Orders screen, word for word, and ours around them.
export const ordersText = {
  loadFailed: 'Failed to load orders data',
  incomplete: 'Please select a customer, add items, and choose a payment method',
  invalidVatRate: INVALID_VAT_PERCENT,
  createFailed: 'Failed to create order',
  generateFailedPrefix: 'Failed to generate invoice: ',
  generateUnknown: 'Unknown error',
  generateNetwork: 'Error generating invoice. Please try again.',
  // Beside the VAT field, so the rate applied is always in view (issue 20).
} as const;

/** Beside a cart line whose quantity was cut to the stock: `Only 120 in stock`. */
export const onlyInStockText = (stock: string): string => `Only ${stock} in stock`;

const reason = serverMessage;
const isNetwork = (failure: unknown) => classifyRequestFailure(failure).kind === 'network';

/** `Failed to create order`, with the server's reason (not enough stock, prices changed). */
export function createOrderFailureText(failure: unknown): string {
  const why = reason(failure);
  if (why) return `${ordersText.createFailed}: ${why}`;
  if (isNetwork(failure)) {
    return `${ordersText.createFailed}: the server could not be reached. Try again; the order will not be made twice.`;
  }
  return ordersText.createFailed;
}

/** Spec §8: the server's refusal (or Unknown error), or the network text. */
export function generateInvoiceFailureText(failure: unknown): string {
  if (isNetwork(failure)) return ordersText.generateNetwork;
  return `${ordersText.generateFailedPrefix}${reason(failure) ?? ordersText.generateUnknown}`;
}
