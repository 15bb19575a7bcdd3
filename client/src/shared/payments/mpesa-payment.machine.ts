import { assign, fromPromise, setup } from 'xstate';
import { classifyRequestFailure } from '../graphql/request-failure.ts';
import {
  isRefusal,
  type MpesaDocument,
  type MpesaPaymentContext,
  type MpesaPaymentEvent,
  type MpesaRequestView,
  type MpesaSendInput,
  nextAttempt,
} from './mpesa-payment.context.ts';
import {
  amountCentsOf,
  amountProblem,
  codeProblem,
  defaultAmountText,
  normaliseMpesaCode,
  normaliseMpesaPhone,
  phoneProblem,
} from './mpesa-payment.fields.ts';
import {
  mpesaText,
  refusedText,
  sendFailureText,
  settleFailureText,
  unsuccessfulText,
} from './mpesa-payment.messages.ts';
import {
  followRequest,
  type RequestParams,
  requestIdOf,
  type StatusParams,
  settleOn,
} from './mpesa-payment.transitions.ts';

/**
 * "Request M-Pesa payment" (issue 22): an STK push to the customer's phone for an order's or an
 * invoice's balance, followed live until M-Pesa answers. `editing` checks the phone (07…, 01…,
 * 2547…, +2547…) and the amount (whole shillings, more than 0, at most the balance);
 * `sending` pushes with one idempotency key per attempt (kept for the resend after a lost
 * answer); `waitingOnPhone` follows the request (`watchRequest` resolves once its status moves)
 * until `waitLimit` passes without a result, then `timedOut` asks M-Pesa's status query
 * (`queryStatus`) and, if M-Pesa has no result yet, keeps watching in `stillWaiting`, where
 * staff may check again. Paid per M-Pesa without its receipt (`awaitingReceipt`, issue 52), it
 * keeps following the request and takes the code from the customer's SMS (`settleRequest`).
 * Paid and cancelled are final; a failure offers Try again with the fields as they were. The side effects are the named actors the dialog provides.
 */
export const mpesaPaymentMachine = setup({
  types: {
    input: {} as { document: MpesaDocument; phone?: string | null },
    context: {} as MpesaPaymentContext,
    events: {} as MpesaPaymentEvent,
  },
  actors: {
    // Resolves with the request as the server accepted it; rejects with a RequestFailure or an
    // MpesaSendFailure.
    sendRequest: fromPromise<MpesaRequestView, MpesaSendInput>(() => {
      throw new Error('The sendRequest actor is provided by the M-Pesa dialog');
    }),
    // Reads the request every few seconds and resolves once it is paid, cancelled, failed or
    // expired (never while it is waiting).
    watchRequest: fromPromise<MpesaRequestView, { requestId: string }>(() => {
      throw new Error('The watchRequest actor is provided by the M-Pesa dialog');
    }),
    // M-Pesa's STK status query through the server: resolves with the request as it now stands.
    queryStatus: fromPromise<MpesaRequestView, { requestId: string }>(() => {
      throw new Error('The queryStatus actor is provided by the M-Pesa dialog');
    }),
    // Records a request paid per M-Pesa under the code from the customer's SMS: resolves with
    // the request as it now stands (paid), rejects with a RequestFailure.
    settleRequest: fromPromise<MpesaRequestView, { requestId: string; code: string }>(() => {
      throw new Error('The settleRequest actor is provided by the M-Pesa dialog');
    }),
  },
  actions: {
    setPhone: assign(({ event }) =>
      event.type === 'phone.change' ? { phone: event.value, phoneError: null, error: null } : {},
    ),
    setAmount: assign(({ event }) =>
      event.type === 'amount.change' ? { amount: event.value, amountError: null, error: null } : {},
    ),
    showFieldProblems: assign(({ context }) => ({
      phoneError: phoneProblem(context.phone),
      amountError: amountProblem(context.amount, context.document.balanceCents),
    })),
    beginAttempt: assign(({ context }) => ({
      attempt: nextAttempt(
        context.attempt,
        normaliseMpesaPhone(context.phone) ?? '',
        amountCentsOf(context.amount),
      ),
      error: null,
      failure: null,
    })),
    applyRequest: assign((_, { request }: RequestParams) => ({
      request,
      error: null,
      failure:
        request.status === 'failed' || request.status === 'expired'
          ? unsuccessfulText(request.status, request.resultDesc)
          : null,
    })),
    // A lost answer keeps the attempt, so the resend carries its key; a refusal does not.
    showSendFailure: assign(({ context }, { failure }: { failure: unknown }) => {
      const kind = classifyRequestFailure(failure).kind;
      return {
        error: sendFailureText(failure),
        attempt: kind === 'network' || kind === 'server' ? context.attempt : null,
      };
    }),
    // The attempt stays to show what was asked; Try again starts a new one.
    showRefusal: assign((_, { failure }: { failure: unknown }) => ({
      failure: refusedText(isRefusal(failure) ? failure.message : ''),
    })),
    showCheckFailure: assign({ error: mpesaText.checkFailed }),
    setCode: assign(({ event }) =>
      event.type === 'code.change' ? { code: event.value, codeError: null } : {},
    ),
    showCodeProblem: assign(({ context }) => ({ codeError: codeProblem(context.code) })),
    showSettleFailure: assign((_, { failure }: { failure: unknown }) => ({
      codeError: settleFailureText(failure),
    })),
    // Try again starts a new attempt: the failed push is over, the next one is another.
    forgetRequest: assign({ request: null, attempt: null, error: null, failure: null }),
    // The dialog refreshes the document's payments and says so.
    paymentReceived: (_, _params: RequestParams) => {},
  },
  guards: {
    hasFieldProblems: ({ context }) =>
      phoneProblem(context.phone) !== null ||
      amountProblem(context.amount, context.document.balanceCents) !== null,
    isRefusal: (_, { failure }: { failure: unknown }) => isRefusal(failure),
    isPaid: (_, { status }: StatusParams) => status === 'paid',
    isCancelled: (_, { status }: StatusParams) => status === 'cancelled',
    isUnsuccessful: (_, { status }: StatusParams) => status === 'failed' || status === 'expired',
    isReceiptAwaited: (_, { status }: StatusParams) => status === 'awaiting_receipt',
    hasCodeProblem: ({ context }) => codeProblem(context.code) !== null,
  },
  delays: {
    // Daraja gives the customer about a minute to answer the prompt; then ask where it stands.
    waitLimit: 60_000,
  },
}).createMachine({
  id: 'mpesaPayment',
  context: ({ input }) => ({
    document: input.document,
    phone: input.phone ?? '',
    amount: defaultAmountText(input.document.balanceCents),
    phoneError: null,
    amountError: null,
    attempt: null,
    request: null,
    error: null,
    failure: null,
    code: '',
    codeError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'phone.change': { actions: 'setPhone' },
        'amount.change': { actions: 'setAmount' },
        'request.send': [
          { guard: 'hasFieldProblems', actions: 'showFieldProblems' },
          { target: 'sending', actions: 'beginAttempt' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }): MpesaSendInput => ({
          document: { kind: context.document.kind, id: context.document.id },
          phone: context.attempt?.phone ?? '',
          amountCents: context.attempt?.amountCents ?? 0,
          idempotencyKey: context.attempt?.idempotencyKey ?? '',
        }),
        onDone: settleOn('#mpesaPayment.waitingOnPhone'),
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ failure: event.error }) },
            target: 'failed',
            actions: { type: 'showRefusal', params: ({ event }) => ({ failure: event.error }) },
          },
          {
            target: 'editing',
            actions: { type: 'showSendFailure', params: ({ event }) => ({ failure: event.error }) },
          },
        ],
      },
    },
    // The prompt is on the customer's phone; the request is read again every few seconds.
    waitingOnPhone: {
      invoke: {
        id: 'watchRequest',
        src: 'watchRequest',
        input: requestIdOf,
        onDone: settleOn(),
        // The server stopped answering for the request: M-Pesa's own status query decides.
        onError: { target: 'timedOut' },
      },
      after: { waitLimit: 'timedOut' },
    },
    // No result within the limit: M-Pesa's status query, then still waiting if it has none.
    timedOut: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'queryStatus',
            src: 'queryStatus',
            input: requestIdOf,
            onDone: settleOn('#mpesaPayment.timedOut.stillWaiting'),
            onError: { target: 'stillWaiting', actions: 'showCheckFailure' },
          },
        },
        // A result may still come (the callback): keep following it, and let staff ask again.
        stillWaiting: {
          invoke: followRequest,
          on: {
            'request.check': { target: 'checking' },
          },
        },
      },
    },
    // M-Pesa's status query says paid, but no callback brought the receipt: nothing is in the
    // books. The request is followed still (the callback or the C2B confirmation may come), and
    // the code from the customer's SMS records it now, by the rules for any typed code.
    awaitingReceipt: {
      initial: 'watching',
      invoke: followRequest,
      states: {
        watching: {
          on: {
            'code.change': { actions: 'setCode' },
            'code.submit': [
              { guard: 'hasCodeProblem', actions: 'showCodeProblem' },
              { target: 'settling' },
            ],
          },
        },
        settling: {
          invoke: {
            id: 'settleRequest',
            src: 'settleRequest',
            input: ({ context }) => ({
              requestId: context.request?.id ?? '',
              code: normaliseMpesaCode(context.code),
            }),
            onDone: settleOn('#mpesaPayment.awaitingReceipt.watching'),
            onError: {
              target: 'watching',
              actions: {
                type: 'showSettleFailure',
                params: ({ event }) => ({ failure: event.error }),
              },
            },
          },
        },
      },
    },
    // The payment is in the document's ledger (method mpesa, the receipt as its reference).
    paid: { type: 'final' },
    cancelled: { type: 'final' },
    failed: {
      on: {
        'request.retry': { target: 'editing', actions: 'forgetRequest' },
      },
    },
  },
});
