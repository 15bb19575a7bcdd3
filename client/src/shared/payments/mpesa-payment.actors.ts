import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  classifyRequestFailure,
  type RequestFailure,
  requestData,
} from '../graphql/request-failure.ts';
import { centsToKsh, kshToCents } from '../money/cents.ts';
import {
  CheckMpesaPaymentRequestDocument,
  MpesaPaymentRequestDocument,
  type MpesaPaymentRequestViewFragment,
  RequestMpesaPaymentDocument,
  SettleMpesaPaymentRequestDocument,
} from './mpesa.generated.ts';
import type {
  MpesaRequestView,
  MpesaSendFailure,
  MpesaSendInput,
} from './mpesa-payment.context.ts';

/** How often a waiting request is read again: soon after the customer types the PIN. */
export const MPESA_POLL_MS = 2_000;

export function toRequestView(request: MpesaPaymentRequestViewFragment): MpesaRequestView {
  return {
    id: request.id,
    status: request.status,
    phone: request.phone,
    amountCents: kshToCents(request.amount),
    receiptNumber: request.receiptNumber,
    resultDesc: request.resultDesc,
  };
}

// Paid per M-Pesa with the receipt awaited is not an end either: the receipt may still come.
const isSettled = (request: MpesaRequestView) =>
  request.status !== 'waiting' &&
  request.status !== 'sending' &&
  request.status !== 'awaiting_receipt';

/** Waits `ms`, or rejects as soon as the machine leaves the state (the actor is stopped). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The M-Pesa dialog's side effects over GraphQL, as the machine's named actors. Every answer
 * carries the document's balance and payments, so Apollo's cache brings the order or invoice
 * behind the dialog up to date. Failures reject as RequestFailures, except Daraja refusing the
 * push (BAD_GATEWAY), which rejects as an MpesaSendFailure with Daraja's words.
 */
export function createMpesaPaymentActors(client: ApolloClient, pollMs = MPESA_POLL_MS) {
  const readRequest = async (id: string) => {
    const data = await requestData(() =>
      client.query({
        query: MpesaPaymentRequestDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      }),
    );
    if (!data.mpesaPaymentRequest) {
      throw {
        kind: 'rejected',
        code: 'NOT_FOUND',
        message: 'The payment request was not found.',
      } satisfies RequestFailure;
    }
    return toRequestView(data.mpesaPaymentRequest);
  };

  return {
    sendRequest: fromPromise<MpesaRequestView, MpesaSendInput>(async ({ input }) => {
      try {
        const data = await requestData(() =>
          client.mutate({
            mutation: RequestMpesaPaymentDocument,
            variables: {
              input: {
                ...(input.document.kind === 'order'
                  ? { orderId: input.document.id }
                  : { invoiceId: input.document.id }),
                phone: input.phone,
                amount: centsToKsh(input.amountCents),
              },
              idempotencyKey: input.idempotencyKey,
            },
          }),
        );
        return toRequestView(data.requestMpesaPayment);
      } catch (caught) {
        const failure = classifyRequestFailure(caught);
        if (failure.kind === 'rejected' && failure.code === 'BAD_GATEWAY') {
          throw { kind: 'refused', message: failure.message } satisfies MpesaSendFailure;
        }
        throw failure;
      }
    }),

    // Reads the request until M-Pesa's result is in. A read that does not get through is
    // tried again at the next tick: the customer may be paying meanwhile.
    watchRequest: fromPromise<MpesaRequestView, { requestId: string }>(
      async ({ input, signal }) => {
        for (;;) {
          await pause(pollMs, signal);
          try {
            const request = await readRequest(input.requestId);
            if (isSettled(request)) return request;
          } catch (caught) {
            const kind = classifyRequestFailure(caught).kind;
            if (kind !== 'network' && kind !== 'server') throw caught;
          }
        }
      },
    ),

    queryStatus: fromPromise<MpesaRequestView, { requestId: string }>(async ({ input }) => {
      const data = await requestData(() =>
        client.mutate({
          mutation: CheckMpesaPaymentRequestDocument,
          variables: { id: input.requestId },
        }),
      );
      return toRequestView(data.checkMpesaPaymentRequest);
    }),

    settleRequest: fromPromise<MpesaRequestView, { requestId: string; code: string }>(
      async ({ input }) => {
        const data = await requestData(() =>
          client.mutate({
            mutation: SettleMpesaPaymentRequestDocument,
            variables: { id: input.requestId, receiptNumber: input.code },
          }),
        );
        return toRequestView(data.settleMpesaPaymentRequest);
      },
    ),
  };
}
