import { assign, fromPromise, setup } from 'xstate';
import {
  balanceCents,
  nextAttempt,
  type PaymentSaved,
  requestOf,
  type SaleBalance,
  type SalePaymentContext,
  type SalePaymentEvent,
  type SalePaymentRequest,
  submitted,
} from './sale-payment.context.ts';
import { salePaymentWords } from './sale-payment.messages.ts';

/** At rest, the server's fresh data may move the sale to another standing. */
const restingEvents = {
  'sale.sync': { target: 'resolving', actions: 'syncSale' },
} as const;

/** While a dialog is open, fresh data changes the balance it checks against; cancel leaves. */
const dialogEvents = {
  'payment.cancel': { target: 'resolving', actions: 'clearError' },
  'sale.sync': { actions: 'syncSale' },
} as const;

/**
 * A save in flight: the server's answer becomes the sale (then `paymentSaved`, which the screen
 * turns into its notice); a failure returns to the dialog it came from with the reason, and the
 * sale as it was. Mark paid and a partial payment differ only in the actor's id and the dialog.
 */
function saving(id: 'markPaid' | 'recordPayment', dialog: 'confirmingMarkPaid' | 'enteringAmount') {
  return {
    invoke: {
      id,
      src: 'recordPayment',
      input: requestOf,
      onDone: {
        target: 'resolving',
        actions: [
          {
            type: 'applySale',
            params: ({ event }: { event: { output: SaleBalance } }) => ({ sale: event.output }),
          },
          {
            type: 'paymentSaved',
            params: ({
              context,
              event,
            }: {
              context: SalePaymentContext;
              event: { output: SaleBalance };
            }): PaymentSaved => ({
              sale: event.output,
              amountCents: context.attempt?.amountCents ?? 0,
              markedPaid: id === 'markPaid',
            }),
          },
          'forgetAttempt',
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
 * A sale's payments (spec §4 with design.md §2a), one machine for an order and its invoice:
 * every payment an entry of the sale's ledger, the standing (owing, paid, closed) the server's
 * word. Mark paid names the balance and asks to confirm it, a partial payment asks the amount,
 * each with its date, method and reference; a failed save keeps its dialog open with the
 * reason, and a retry of the same payment reuses its idempotency key. The save is the named
 * actor `recordPayment` and the notice after it the action `paymentSaved`; the screen supplies
 * both.
 */
export const salePaymentMachine = setup({
  types: {
    input: {} as { sale: SaleBalance },
    context: {} as SalePaymentContext,
    events: {} as SalePaymentEvent,
  },
  actors: {
    // Resolves with the sale as the server now holds it; rejects with a RequestFailure.
    recordPayment: fromPromise<SaleBalance, SalePaymentRequest>(() => {
      throw new Error('The recordPayment actor is provided by the screen');
    }),
  },
  actions: {
    applySale: assign({ sale: (_, params: { sale: SaleBalance }) => params.sale }),
    syncSale: assign(({ event }) => (event.type === 'sale.sync' ? { sale: event.sale } : {})),
    clearError: assign({ error: null }),
    beginPayment: assign({
      attempt: ({ context, event }) => nextAttempt(context.attempt, submitted(event)!),
      error: null,
    }),
    // Whatever amount the form carries, Mark paid pays the balance.
    beginMarkPaid: assign({
      attempt: ({ context, event }) =>
        nextAttempt(context.attempt, {
          ...submitted(event)!,
          amountCents: balanceCents(context.sale),
        }),
      error: null,
    }),
    forgetAttempt: assign({ attempt: null }),
    refuseNotPositive: assign({
      error: ({ context }) => salePaymentWords[context.sale.kind].amountNotPositive,
    }),
    refuseAboveBalance: assign({
      error: ({ context }) =>
        salePaymentWords[context.sale.kind].amountAboveBalance(balanceCents(context.sale)),
    }),
    showFailure: assign({
      error: ({ context }, params: { failure: unknown }) =>
        salePaymentWords[context.sale.kind].failure(params.failure),
    }),
    paymentSaved: (_, _params: PaymentSaved) => {},
  },
  guards: {
    isClosed: ({ context }) =>
      context.sale.status === 'cancelled' || context.sale.status === 'void',
    isPaid: ({ context }) => context.sale.status === 'paid',
    hasBalance: ({ context }) => balanceCents(context.sale) > 0,
    isNotPositive: ({ event }) => {
      const cents = submitted(event)?.amountCents ?? Number.NaN;
      return !(Number.isSafeInteger(cents) && cents > 0);
    },
    isAboveBalance: ({ context, event }) =>
      (submitted(event)?.amountCents ?? 0) > balanceCents(context.sale),
  },
}).createMachine({
  id: 'salePayment',
  context: ({ input }) => ({ sale: input.sale, attempt: null, error: null }),
  initial: 'resolving',
  states: {
    // Where the sale stands is the server's word (also after a save, a cancel or fresh data).
    resolving: {
      always: [
        { guard: 'isClosed', target: 'closed' },
        { guard: 'isPaid', target: 'paid' },
        { target: 'owing' },
      ],
    },
    // Pending or unpaid, partially paid or overdue: the status in the context says which.
    owing: {
      on: {
        'payment.markPaid': {
          guard: 'hasBalance',
          target: 'confirmingMarkPaid',
          actions: 'clearError',
        },
        'payment.partial': { target: 'enteringAmount', actions: 'clearError' },
        ...restingEvents,
      },
    },
    // Both buttons are disabled once the sale is paid (spec §4).
    paid: { on: restingEvents },
    // A cancelled order or a voided invoice (issue 18): nothing is paid on it.
    closed: { on: restingEvents },
    // "Mark ORD-000012 paid: KSh 1,160.00?", with the payment's date, method and reference.
    confirmingMarkPaid: {
      on: {
        // Paid meanwhile (another till): nothing is left to mark paid.
        'payment.submit': [
          { guard: 'hasBalance', target: 'markingPaid', actions: 'beginMarkPaid' },
          { target: 'resolving' },
        ],
        ...dialogEvents,
      },
    },
    // The amount of a partial payment, with the payment's details.
    enteringAmount: {
      on: {
        'payment.submit': [
          { guard: 'isNotPositive', actions: 'refuseNotPositive' },
          { guard: 'isAboveBalance', actions: 'refuseAboveBalance' },
          { target: 'savingPartial', actions: 'beginPayment' },
        ],
        ...dialogEvents,
      },
    },
    markingPaid: saving('markPaid', 'confirmingMarkPaid'),
    savingPartial: saving('recordPayment', 'enteringAmount'),
  },
});
