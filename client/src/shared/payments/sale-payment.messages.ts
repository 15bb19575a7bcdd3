import { classifyRequestFailure, serverMessage } from '../graphql/request-failure.ts';
import { formatCents } from '../money/money-format.ts';
import type { SaleKind } from './sale-payment.context.ts';

/** Spec §8's text for a request the server refused for want of a session. */
export const AUTH_REQUIRED = 'Authentication required. Please log in again.';

/** How each screen words a sale's payment: the Orders list and the invoice preview differ. */
type SalePaymentWords = {
  /** The confirm buttons of the Mark paid and Partial payment dialogs. */
  markPaidLabel: string;
  recordLabel: string;
  amountNotPositive: string;
  amountAboveBalance: (balanceCents: number) => string;
  /** A payment that was not saved: the sale stays as it was, and the dialog says why. */
  failure: (failure: unknown) => string;
};

const orderPaymentFailed = 'Failed to record the payment';
const invoiceInvalidAmount = 'Enter an amount greater than 0 and no more than the balance.';

export const salePaymentWords: Record<SaleKind, SalePaymentWords> = {
  order: {
    markPaidLabel: 'Mark paid',
    recordLabel: 'Record payment',
    amountNotPositive: 'Enter an amount greater than 0.',
    amountAboveBalance: (balanceCents) =>
      `Enter an amount no more than ${formatCents(balanceCents)}.`,
    failure(failure) {
      const why = serverMessage(failure);
      if (why) return `${orderPaymentFailed}: ${why}`;
      if (classifyRequestFailure(failure).kind === 'network') {
        return `${orderPaymentFailed}: the server could not be reached. Please try again.`;
      }
      return `${orderPaymentFailed}. Please try again.`;
    },
  },
  invoice: {
    markPaidLabel: 'Mark Paid',
    recordLabel: 'Record Payment',
    amountNotPositive: invoiceInvalidAmount,
    amountAboveBalance: () => invoiceInvalidAmount,
    failure(failure) {
      if (classifyRequestFailure(failure).kind === 'unauthenticated') return AUTH_REQUIRED;
      // Beyond the spec: payments are saved now, so saving one can fail.
      return serverMessage(failure) ?? 'Failed to record payment. Please try again.';
    },
  },
};
