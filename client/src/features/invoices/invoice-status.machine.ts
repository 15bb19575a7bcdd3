import { assign, fromPromise, setup } from 'xstate';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { invoiceText, paymentFailureText, paymentRecordedText } from './invoices.messages.ts';

export type InvoiceStatusValue = 'unpaid' | 'partially_paid' | 'paid' | 'overdue';

/** What the machine needs of an invoice, in cents; the server's answer has the same shape. */
export type InvoicePaymentState = {
  id: string;
  status: InvoiceStatusValue;
  totalCents: number;
  amountPaidCents: number;
};

export type RecordPaymentInput = {
  invoiceId: string;
  amountCents: number;
  /** One key per attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
};

export type InvoiceStatusEvent =
  | { type: 'payment.record'; amountCents: number }
  | { type: 'payment.markPaid' }
  /** The invoice as the server now has it (a reload, a refresh). */
  | { type: 'invoice.sync'; invoice: InvoicePaymentState }
  | { type: 'message.dismiss' };

type Attempt = { amountCents: number; idempotencyKey: string };

export type InvoiceStatusContext = {
  invoice: InvoicePaymentState;
  /** The payment being saved, or the last one that failed (kept so a retry reuses its key). */
  attempt: Attempt | null;
  error: string | null;
  notice: string | null;
};

const balanceCents = (invoice: InvoicePaymentState) => invoice.totalCents - invoice.amountPaidCents;

function nextAttempt(previous: Attempt | null, amountCents: number): Attempt {
  // The same amount again after a failure is a retry: the server must see the same key so a
  // payment that did land (the answer was lost) is not recorded twice.
  if (previous && previous.amountCents === amountCents) return previous;
  return { amountCents, idempotencyKey: newAttemptKey() };
}

const paymentEvents = {
  'payment.record': [
    {
      guard: 'isPayableAmount',
      target: 'recordingPayment',
      actions: 'beginPayment',
    },
    { actions: 'rejectAmount' },
  ],
  'payment.markPaid': {
    guard: 'hasBalance',
    target: 'markingPaid',
    actions: 'beginMarkPaid',
  },
  'invoice.sync': { target: 'checkingStatus', actions: 'syncInvoice' },
} as const;

/**
 * A save in flight: the attempt goes to the server; its answer becomes the invoice (then
 * `announce`), a failure leaves it as it was, with a message. Either way the status is read
 * again. Recording a payment and Mark paid differ only in the actor's id and the notice.
 */
function savingAttempt(
  id: 'recordInvoicePayment' | 'markPaid',
  announce: 'announcePayment' | 'announceMarkedPaid',
) {
  return {
    invoke: {
      id,
      src: 'recordInvoicePayment',
      input: ({ context }: { context: InvoiceStatusContext }): RecordPaymentInput => ({
        invoiceId: context.invoice.id,
        amountCents: context.attempt?.amountCents ?? 0,
        idempotencyKey: context.attempt?.idempotencyKey ?? '',
      }),
      onDone: {
        target: 'checkingStatus',
        actions: [
          {
            type: 'applyAnswer',
            params: ({ event }: { event: { output: InvoicePaymentState } }) => ({
              invoice: event.output,
            }),
          },
          announce,
        ],
      },
      onError: {
        target: 'checkingStatus',
        actions: {
          type: 'showFailure',
          params: ({ event }: { event: { error: unknown } }) => ({ failure: event.error }),
        },
      },
    },
  } as const;
}

/**
 * An invoice's payment status (spec §4, with design.md §2: payments are saved and the status
 * is the server's). unpaid, partially_paid, paid and overdue mirror what the server derived;
 * recordingPayment and markingPaid are a save in flight. After a save the status is the one in
 * the server's answer, so overdue (the server's due-date rule) stays until the invoice is paid
 * in full; a failed save returns to the status before it, with a message.
 */
export const invoiceStatusMachine = setup({
  types: {
    input: {} as { invoice: InvoicePaymentState },
    context: {} as InvoiceStatusContext,
    events: {} as InvoiceStatusEvent,
  },
  actors: {
    // Resolves with the invoice as the server has it after the payment; rejects with a
    // RequestFailure.
    recordInvoicePayment: fromPromise<InvoicePaymentState, RecordPaymentInput>(() => {
      throw new Error('The recordInvoicePayment actor is provided by the invoice preview');
    }),
  },
  actions: {
    beginPayment: assign(({ context, event }) => {
      if (event.type !== 'payment.record') return {};
      return {
        attempt: nextAttempt(context.attempt, event.amountCents),
        error: null,
        notice: null,
      };
    }),
    beginMarkPaid: assign(({ context }) => ({
      attempt: nextAttempt(context.attempt, balanceCents(context.invoice)),
      error: null,
      notice: null,
    })),
    rejectAmount: assign({ error: invoiceText.invalidAmount, notice: null }),
    syncInvoice: assign(({ event }) =>
      event.type === 'invoice.sync' ? { invoice: event.invoice } : {},
    ),
    applyAnswer: assign({
      invoice: (_, params: { invoice: InvoicePaymentState }) => params.invoice,
    }),
    announcePayment: assign(({ context }) => ({
      notice: paymentRecordedText(context.attempt?.amountCents ?? 0),
      attempt: null,
    })),
    announceMarkedPaid: assign({ notice: invoiceText.markedPaid, attempt: null }),
    showFailure: assign({
      error: (_, params: { failure: unknown }) => paymentFailureText(params.failure),
    }),
    dismissMessages: assign({ error: null, notice: null }),
  },
  guards: {
    isPaid: ({ context }) => context.invoice.status === 'paid',
    isOverdue: ({ context }) => context.invoice.status === 'overdue',
    isPartiallyPaid: ({ context }) => context.invoice.status === 'partially_paid',
    isPayableAmount: ({ context, event }) =>
      event.type === 'payment.record' &&
      Number.isSafeInteger(event.amountCents) &&
      event.amountCents > 0 &&
      event.amountCents <= balanceCents(context.invoice),
    hasBalance: ({ context }) => balanceCents(context.invoice) > 0,
  },
}).createMachine({
  id: 'invoiceStatus',
  context: ({ input }) => ({ invoice: input.invoice, attempt: null, error: null, notice: null }),
  initial: 'checkingStatus',
  on: {
    'message.dismiss': { actions: 'dismissMessages' },
  },
  states: {
    // Where the invoice stands is the server's word: go to the state it names.
    checkingStatus: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isOverdue', target: 'overdue' },
        { guard: 'isPartiallyPaid', target: 'partially_paid' },
        { target: 'unpaid' },
      ],
    },
    unpaid: { on: paymentEvents },
    partially_paid: { on: paymentEvents },
    overdue: { on: paymentEvents },
    paid: {
      on: {
        'invoice.sync': { target: 'checkingStatus', actions: 'syncInvoice' },
      },
    },
    recordingPayment: savingAttempt('recordInvoicePayment', 'announcePayment'),
    markingPaid: savingAttempt('markPaid', 'announceMarkedPaid'),
  },
});
