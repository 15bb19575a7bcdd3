import { classifyRequestFailure } from '../graphql/request-failure.ts';
import { formatCents } from '../money/money-format.ts';
import { formatMpesaPhone } from './mpesa-payment.fields.ts';

/** What the "Request M-Pesa payment" dialog says at each step. */
export const mpesaText = {
  title: 'Request M-Pesa payment',
  cancelled: 'The customer cancelled on the phone',
  nothingRecorded: 'Nothing was recorded.',
  checking: 'No answer from the phone yet: asking M-Pesa where the payment stands...',
  stillWaiting:
    'M-Pesa has no result yet. The payment is recorded as soon as the customer pays; check again in a moment.',
  checkFailed: 'Could not ask M-Pesa where the payment stands: the server could not be reached.',
  sendNetwork:
    'Could not send the request: the server could not be reached. Send it again; the customer is asked only once.',
  sendFailed: 'Could not send the request. Please try again.',
  expired: 'The customer’s phone did not answer in time.',
  failedUnknown: 'M-Pesa could not take the payment.',
  receiptAwaitedHint:
    'You may close this: the payment is recorded as soon as M-Pesa’s receipt arrives. Or type the code from the customer’s SMS to record it now.',
  receiptAwaitedOnSale:
    'It is recorded as soon as M-Pesa’s receipt arrives. Or type the code from the customer’s SMS to record it now.',
  settleNetwork: 'Could not record the code: the server could not be reached. Try again.',
  settleFailed: 'Could not record the code. Please try again.',
} as const;

/** Daraja's status query says paid, but no callback brought the receipt: not in the books yet. */
export const receiptAwaitedText = (amountCents: number) =>
  `Paid per M-Pesa, receipt awaited: M-Pesa says the customer paid ${formatCents(amountCents)}, but its receipt has not arrived, so nothing is recorded yet.`;

/** Why the code typed for a request paid per M-Pesa was not taken: the server's words. */
export function settleFailureText(failure: unknown): string {
  const classified = classifyRequestFailure(failure);
  if (classified.kind === 'network') return mpesaText.settleNetwork;
  if (classified.kind === 'rejected') return classified.message.trim() || mpesaText.settleFailed;
  return mpesaText.settleFailed;
}

export const sendingText = (phone: string) =>
  `Sending the request to ${formatMpesaPhone(phone)}...`;

export const waitingText = (phone: string) =>
  `Waiting for the customer to enter their M-Pesa PIN on ${formatMpesaPhone(phone)}`;

export const paidText = (amountCents: number, receipt: string | null) =>
  receipt
    ? `Paid: ${formatCents(amountCents)}, M-Pesa receipt ${receipt}`
    : `Paid: ${formatCents(amountCents)}`;

/** Why a request that reached M-Pesa came to nothing, in M-Pesa's own words where it gave any. */
export function unsuccessfulText(status: 'failed' | 'expired', resultDesc: string | null): string {
  const lead = status === 'expired' ? mpesaText.expired : mpesaText.failedUnknown;
  const why = resultDesc?.trim();
  return why ? `${lead} M-Pesa said: ${why}` : lead;
}

/** Daraja refused the push itself (a bad shortcode, credentials, a number it does not know). */
export const refusedText = (message: string) => `M-Pesa refused the request: ${message}`;

/** A send that did not reach M-Pesa: the server's refusal (bad phone, M-Pesa off) or the network. */
export function sendFailureText(failure: unknown): string {
  const classified = classifyRequestFailure(failure);
  if (classified.kind === 'network') return mpesaText.sendNetwork;
  if (classified.kind === 'rejected' || classified.kind === 'unauthenticated') {
    return classified.message.trim() || mpesaText.sendFailed;
  }
  return mpesaText.sendFailed;
}

/**
 * The amount field's note when the balance has cents M-Pesa cannot ask for: by the shop's rule
 * (api/src/sales/mpesa-rounding.ts) M-Pesa's payment of the rest rounds them off.
 */
export const centsLeftText = (balanceCents: number) => {
  const cents = balanceCents % 100;
  return `M-Pesa takes whole shillings: the balance is ${formatCents(balanceCents)}, so ${formatCents(cents)} is rounded off when M-Pesa pays the rest.`;
};
