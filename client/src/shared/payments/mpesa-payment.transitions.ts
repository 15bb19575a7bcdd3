import type {
  MpesaPaymentContext,
  MpesaRequestStatus,
  MpesaRequestView,
} from './mpesa-payment.context.ts';

/*
 * The M-Pesa dialog's shared transitions on an answer about the request (mpesa-payment.machine):
 * the guards and actions they name are the machine's own.
 */

export type StatusParams = { status: MpesaRequestStatus };
export type RequestParams = { request: MpesaRequestView };
const outputStatus = ({ event }: { event: { output: MpesaRequestView } }): StatusParams => ({
  status: event.output.status,
});
const outputRequest = ({ event }: { event: { output: MpesaRequestView } }): RequestParams => ({
  request: event.output,
});

/**
 * An answer from the server settles the dialog when the request is paid, cancelled or failed
 * (or expired); otherwise it goes on waiting in `pending`. `watchRequest` answers only once
 * the request is settled, so it needs no `pending`.
 */
export function settleOn(pending?: string) {
  const settled = [
    {
      guard: { type: 'isPaid', params: outputStatus },
      target: '#mpesaPayment.paid',
      actions: [
        { type: 'applyRequest', params: outputRequest },
        { type: 'paymentReceived', params: outputRequest },
      ],
    },
    {
      guard: { type: 'isCancelled', params: outputStatus },
      target: '#mpesaPayment.cancelled',
      actions: { type: 'applyRequest', params: outputRequest },
    },
    {
      guard: { type: 'isUnsuccessful', params: outputStatus },
      target: '#mpesaPayment.failed',
      actions: { type: 'applyRequest', params: outputRequest },
    },
    {
      guard: { type: 'isReceiptAwaited', params: outputStatus },
      target: '#mpesaPayment.awaitingReceipt',
      actions: { type: 'applyRequest', params: outputRequest },
    },
  ] as const;
  if (!pending) return settled;
  return [
    ...settled,
    { target: pending, actions: { type: 'applyRequest', params: outputRequest } },
  ] as const;
}

/** The request the server accepted, as the actors that read it again take it. */
export const requestIdOf = ({ context }: { context: MpesaPaymentContext }) => ({
  requestId: context.request?.id ?? '',
});

/**
 * Following the request while a result may still come (staff waiting after the status query,
 * or paid without its receipt): the answer settles the dialog, and a failure to read it is
 * said without leaving the state.
 */
export const followRequest = {
  id: 'watchRequest',
  src: 'watchRequest',
  input: requestIdOf,
  onDone: settleOn(),
  onError: { actions: 'showCheckFailure' },
} as const;
