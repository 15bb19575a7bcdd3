import { assign, fromPromise, setup } from 'xstate';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import {
  type PaymentDetails,
  type PaymentEntryInput,
  samePayment,
} from '../../shared/payments/payment-details.ts';
import { invoiceText, paymentFailureText, paymentRecordedText } from './invoices.messages.ts';

export type InvoiceStatusValue = 'unpaid' | 'partially_paid' | 'paid' | 'overdue' | 'void';

/** What the machine needs of an invoice, in cents; the server's answer has the same shape. */
export type InvoicePaymentState = {
  id: string;
  status: InvoiceStatusValue;
  totalCents: number;
  amountPaidCents: number;
};

export type RecordPaymentInput = PaymentEntryInput & {
  invoiceId: string;
  /** One key per attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
};

export type InvoiceStatusEvent =
  | { type: 'payment.partial' }
  | { type: 'payment.markPaid' }
  | { type: 'payment.submit'; amountCents: number; details: PaymentDetails }
  | { type: 'payment.cancel' }
  /** The invoice as the server now has it (a reload, a refresh, a payment reversed). */
  | { type: 'invoice.sync'; invoice: InvoicePaymentState }
  | { type: 'message.dismiss' };

type Attempt = PaymentEntryInput & { idempotencyKey: string };

export type InvoiceStatusContext = {
  invoice: InvoicePaymentState;
  /** The payment being saved, or the last one that failed (kept so a retry reuses its key). */
  attempt: Attempt | null;
  error: string | null;
  notice: string | null;
};

export const balanceCents = (invoice: InvoicePaymentState) =>
  invoice.totalCents - invoice.amountPaidCents;
const submitted = (event: InvoiceStatusEvent): PaymentEntryInput | null =>
  event.type === 'payment.submit'
    ? { amountCents: event.amountCents, details: event.details }
    : null;

function nextAttempt(previous: Attempt | null, payment: PaymentEntryInput): Attempt {
  // The same payment again after a failure is a retry: the server must see the same key so a
  // payment that did land (the answer was lost) is not recorded twice.
  if (previous && samePayment(previous, payment)) return previous;
  return { ...payment, idempotencyKey: newAttemptKey() };
}

const payableEvents = {
  'payment.partial': { target: 'enteringPayment', actions: 'dismissMessages' },
  'payment.markPaid': {
    guard: 'hasBalance',
    target: 'confirmingMarkPaid',
    actions: 'dismissMessages',
  },
  'invoice.sync': { target: 'checkingStatus', actions: 'syncInvoice' },
} as const;

/** While a dialog is open, the server's fresh data changes the balance it checks against. */
const dialogEvents = {
  'payment.cancel': { target: 'checkingStatus', actions: 'dismissMessages' },
  'invoice.sync': { actions: 'syncInvoice' },
} as const;

/**
 * A save in flight: the attempt goes to the server; its answer becomes the invoice (then
 * `announce`), a failure returns to the dialog it came from with the reason. Recording a
 * payment and Mark paid differ only in the actor's id, the dialog and the notice.
 */
function savingAttempt(
  id: 'recordInvoicePayment' | 'markPaid',
  dialog: 'enteringPayment' | 'confirmingMarkPaid',
  announce: 'announcePayment' | 'announceMarkedPaid',
) {
  return {
    invoke: {
      id,
      src: 'recordInvoicePayment',
      input: ({ context }: { context: InvoiceStatusContext }): RecordPaymentInput => ({
        invoiceId: context.invoice.id,
        amountCents: context.attempt?.amountCents ?? 0,
        details: context.attempt!.details,
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
        target: dialog,
        actions: {
          type: 'showFailure',
          params: ({ event }: { event: { error: unknown } }) => ({ failure: event.error }),
        },
      },
    },
  } as const;
}

/**
 * An invoice's payment status (spec §4, with design.md §2a: payments go into the sale's
 * ledger and the status is the server's). unpaid, partially_paid, paid and overdue mirror what
 * the server derived; enteringPayment and confirmingMarkPaid are the payment dialogs (Mark paid
 * names the balance and asks to confirm it); recordingPayment and markingPaid a save in
 * flight. After a save the status is the one in the server's answer, so overdue (the server's
 * due-date rule) stays until the invoice is paid in full; a failed save returns to its dialog
 * with the reason.
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
    beginPayment: assign({
      attempt: ({ context, event }) => nextAttempt(context.attempt, submitted(event)!),
      error: null,
    }),
    beginMarkPaid: assign({
      attempt: ({ context, event }) =>
        nextAttempt(context.attempt, {
          ...submitted(event)!,
          amountCents: balanceCents(context.invoice),
        }),
      error: null,
    }),
    rejectAmount: assign({ error: invoiceText.invalidAmount }),
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
    isVoid: ({ context }) => context.invoice.status === 'void',
    isPaid: ({ context }) => context.invoice.status === 'paid',
    isOverdue: ({ context }) => context.invoice.status === 'overdue',
    isPartiallyPaid: ({ context }) => context.invoice.status === 'partially_paid',
    isPayableAmount: ({ context, event }) => {
      const cents = submitted(event)?.amountCents ?? Number.NaN;
      return Number.isSafeInteger(cents) && cents > 0 && cents <= balanceCents(context.invoice);
    },
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
        { guard: 'isVoid', target: 'void' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isOverdue', target: 'overdue' },
        { guard: 'isPartiallyPaid', target: 'partially_paid' },
        { target: 'unpaid' },
      ],
    },
    unpaid: { on: payableEvents },
    partially_paid: { on: payableEvents },
    overdue: { on: payableEvents },
    paid: {
      on: {
        'invoice.sync': { target: 'checkingStatus', actions: 'syncInvoice' },
      },
    },
    // Voided (the spec's delete): nothing more is paid on it.
    void: {
      on: {
        'invoice.sync': { target: 'checkingStatus', actions: 'syncInvoice' },
      },
    },
    enteringPayment: {
      on: {
        'payment.submit': [
          { guard: 'isPayableAmount', target: 'recordingPayment', actions: 'beginPayment' },
          { actions: 'rejectAmount' },
        ],
        ...dialogEvents,
      },
    },
    confirmingMarkPaid: {
      on: {
        // Paid meanwhile (another till): nothing is left to mark paid.
        'payment.submit': [
          { guard: 'hasBalance', target: 'markingPaid', actions: 'beginMarkPaid' },
          { target: 'checkingStatus' },
        ],
        ...dialogEvents,
      },
    },
    recordingPayment: savingAttempt('recordInvoicePayment', 'enteringPayment', 'announcePayment'),
    markingPaid: savingAttempt('markPaid', 'confirmingMarkPaid', 'announceMarkedPaid'),
  },
});
