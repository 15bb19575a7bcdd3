import { assign, fromPromise, setup } from 'xstate';
import type { OrderStatus, PaymentMethod } from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { kshToCents } from '../../shared/money/cents.ts';
import {
  type PaymentDetails,
  type PaymentEntryInput,
  samePayment,
} from '../../shared/payments/payment-details.ts';
import { amountAboveBalanceText, ordersText, paymentFailureText } from './orders.messages.ts';

/** What the payment buttons need to know of an order; the server's answer has the same shape. */
export type PaymentOrder = {
  id: string;
  orderNumber: string;
  totalAmount: number;
  paidAmount: number;
  /** What credit notes on its invoice took off: not owed, so not to be paid (issue 18). */
  amountCredited?: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
};

/** One payment for the ledger: an amount in cents with its date, method and reference. */
export type OrderPaymentRequest = PaymentEntryInput & {
  orderId: string;
  /** One key per attempt: a retry of the same payment sends the same key. */
  idempotencyKey: string;
};

type Attempt = PaymentEntryInput & { idempotencyKey: string };

export type OrderPaymentContext = {
  orderId: string;
  orderNumber: string;
  totalCents: number;
  paidCents: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** The payment being saved, or the last one that failed (kept so a retry reuses its key). */
  attempt: Attempt | null;
  error: string | null;
};

export type OrderPaymentEvent =
  | { type: 'payment.markPaid' }
  | { type: 'payment.partial' }
  | { type: 'payment.submit'; amountCents: number; details: PaymentDetails }
  | { type: 'payment.cancel' }
  | { type: 'order.sync'; order: PaymentOrder };

function fromOrder(order: PaymentOrder) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    // What is due: the total less what credit notes took back; the balance is due less paid.
    totalCents: kshToCents(order.totalAmount) - kshToCents(order.amountCredited ?? 0),
    paidCents: kshToCents(order.paidAmount),
    // Spec §4: an order with no status is pending.
    status: order.status ?? 'pending',
    paymentMethod: order.paymentMethod,
  };
}

export const balanceCents = (context: Pick<OrderPaymentContext, 'totalCents' | 'paidCents'>) =>
  context.totalCents - context.paidCents;
const submitted = (event: OrderPaymentEvent): PaymentEntryInput | null =>
  event.type === 'payment.submit'
    ? { amountCents: event.amountCents, details: event.details }
    : null;

/** The same payment again after a failure is a retry: the server must see the same key. */
function nextAttempt(previous: Attempt | null, payment: PaymentEntryInput): Attempt {
  if (previous && samePayment(previous, payment)) return previous;
  return { ...payment, idempotencyKey: newAttemptKey() };
}

/** The actor's input: the attempt held in the context. */
const requestOf = ({ context }: { context: OrderPaymentContext }): OrderPaymentRequest => ({
  orderId: context.orderId,
  amountCents: context.attempt?.amountCents ?? 0,
  details: context.attempt!.details,
  idempotencyKey: context.attempt?.idempotencyKey ?? '',
});

/**
 * One order's payments (spec §4): pending → partially_paid → paid, every payment an entry of
 * the sale's ledger (design.md §2a). Mark paid asks to confirm the balance, naming it, with its
 * date, method and reference; a partial payment asks the amount too. A failed save keeps its
 * dialog open with the reason, and a retry of the same payment reuses its idempotency key. The
 * save is the named actor `recordOrderPayment`; the screen supplies it and `paymentSaved`.
 */
export const orderPaymentMachine = setup({
  types: {
    input: {} as { order: PaymentOrder },
    context: {} as OrderPaymentContext,
    events: {} as OrderPaymentEvent,
  },
  actors: {
    // Resolves with the order as the server now holds it; rejects with a RequestFailure.
    recordOrderPayment: fromPromise<PaymentOrder, OrderPaymentRequest>(() => {
      throw new Error('The recordOrderPayment actor is provided by the Orders screen');
    }),
  },
  actions: {
    applyOrder: assign((_, params: { order: PaymentOrder }) => fromOrder(params.order)),
    clearError: assign({ error: null }),
    beginPayment: assign({
      attempt: ({ context, event }) => nextAttempt(context.attempt, submitted(event)!),
      error: null,
    }),
    beginMarkPaid: assign({
      attempt: ({ context, event }) =>
        nextAttempt(context.attempt, { ...submitted(event)!, amountCents: balanceCents(context) }),
      error: null,
    }),
    forgetAttempt: assign({ attempt: null }),
    refuseNotPositive: assign({ error: ordersText.amountNotPositive }),
    refuseAboveBalance: assign({
      error: ({ context }) => amountAboveBalanceText(balanceCents(context)),
    }),
    showFailure: assign({
      error: (_, params: { failure: unknown }) => paymentFailureText(params.failure),
    }),
    paymentSaved: (_, _params: { order: PaymentOrder; amountCents: number }) => {},
  },
  guards: {
    isPaid: ({ context }) => context.status === 'paid',
    isCancelled: ({ context }) => context.status === 'cancelled',
    isPartlyPaid: ({ context }) => context.status === 'partially_paid',
    isNotPositive: ({ event }) => {
      const cents = submitted(event)?.amountCents ?? Number.NaN;
      return !(Number.isSafeInteger(cents) && cents > 0);
    },
    hasBalance: ({ context }) => balanceCents(context) > 0,
    isAboveBalance: ({ context, event }) =>
      (submitted(event)?.amountCents ?? 0) > balanceCents(context),
  },
}).createMachine({
  id: 'orderPayment',
  context: ({ input }) => ({ ...fromOrder(input.order), attempt: null, error: null }),
  initial: 'resolving',
  states: {
    // Where the order stands, from its status (also after a save, a cancel or fresh data).
    resolving: {
      always: [
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isPartlyPaid', target: 'partiallyPaid' },
        { target: 'pending' },
      ],
    },
    pending: {
      on: {
        'payment.markPaid': { target: 'confirmingMarkPaid', actions: 'clearError' },
        'payment.partial': { target: 'enteringAmount', actions: 'clearError' },
        'order.sync': {
          target: 'resolving',
          actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    partiallyPaid: {
      on: {
        'payment.markPaid': { target: 'confirmingMarkPaid', actions: 'clearError' },
        'payment.partial': { target: 'enteringAmount', actions: 'clearError' },
        'order.sync': {
          target: 'resolving',
          actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    // Both buttons are disabled once the order is paid (spec §4).
    paid: {
      on: {
        'order.sync': {
          target: 'resolving',
          actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    // Cancelled (issue 18): nothing is paid on it, and the server refuses it too.
    cancelled: {
      on: {
        'order.sync': {
          target: 'resolving',
          actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    // "Mark ORD-000012 paid: KSh 1,160.00?", with the payment's date, method and reference.
    confirmingMarkPaid: {
      on: {
        // Paid meanwhile (another till): nothing is left to mark paid.
        'payment.submit': [
          { guard: 'hasBalance', target: 'markingPaid', actions: 'beginMarkPaid' },
          { target: 'resolving' },
        ],
        'payment.cancel': { target: 'resolving', actions: 'clearError' },
        // Someone else's payment changes the balance the dialog checks against.
        'order.sync': {
          actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    // The spec's prompt for the amount of a partial payment, with the payment's details.
    enteringAmount: {
      on: {
        'payment.submit': [
          { guard: 'isNotPositive', actions: 'refuseNotPositive' },
          { guard: 'isAboveBalance', actions: 'refuseAboveBalance' },
          { target: 'savingPartial', actions: 'beginPayment' },
        ],
        'payment.cancel': { target: 'resolving', actions: 'clearError' },
        // Someone else's payment changes the balance the dialog checks against.
        'order.sync': {
          actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    markingPaid: {
      invoke: {
        id: 'recordOrderPayment',
        src: 'recordOrderPayment',
        input: requestOf,
        onDone: {
          target: 'resolving',
          actions: [
            { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) },
            {
              type: 'paymentSaved',
              params: ({ context, event }) => ({
                order: event.output,
                amountCents: context.attempt?.amountCents ?? 0,
              }),
            },
            'forgetAttempt',
          ],
        },
        // The confirmation stays open with the reason; the order's status is as it was.
        onError: {
          target: 'confirmingMarkPaid',
          actions: { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
        },
      },
    },
    savingPartial: {
      invoke: {
        id: 'recordOrderPayment',
        src: 'recordOrderPayment',
        input: requestOf,
        onDone: {
          target: 'resolving',
          actions: [
            { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) },
            {
              type: 'paymentSaved',
              params: ({ context, event }) => ({
                order: event.output,
                amountCents: context.attempt?.amountCents ?? 0,
              }),
            },
            'forgetAttempt',
          ],
        },
        onError: {
          target: 'enteringAmount',
          actions: { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
        },
      },
    },
  },
});
