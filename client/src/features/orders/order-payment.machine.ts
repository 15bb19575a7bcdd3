import { assign, fromPromise, setup } from 'xstate';
import type { OrderStatus } from '../../graphql/operations.generated.ts';
import { centsToKsh, kshToCents } from '../../shared/money/cents.ts';
import { amountAboveBalanceText, ordersText, paymentFailureText } from './orders.messages.ts';

/** What the payment buttons need to know of an order. */
export type PaymentOrder = {
  id: string;
  orderNumber: string;
  totalAmount: number;
  paidAmount: number;
  status: OrderStatus;
};

/** The PATCH: the new status and the new total paid (not the amount of this payment). */
export type PaymentUpdate = {
  id: string;
  status: OrderStatus;
  paidAmount: number;
  /** What was paid when the amount was added: the server refuses the save if that changed. */
  expectedPaidAmount?: number;
};

export type OrderPaymentContext = {
  orderId: string;
  orderNumber: string;
  totalCents: number;
  paidCents: number;
  status: OrderStatus;
  /** The total paid that the PATCH in flight would record. */
  savingPaidCents: number | null;
  error: string | null;
};

export type OrderPaymentEvent =
  | { type: 'payment.markPaid' }
  | { type: 'payment.partial' }
  | { type: 'amount.submit'; amount: number }
  | { type: 'amount.cancel' }
  | { type: 'order.sync'; order: PaymentOrder };

function fromOrder(order: PaymentOrder) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalCents: kshToCents(order.totalAmount),
    paidCents: kshToCents(order.paidAmount),
    // Spec §4: an order with no status is pending.
    status: order.status ?? 'pending',
  };
}

const balanceCents = (context: OrderPaymentContext) => context.totalCents - context.paidCents;
const amountCents = (event: OrderPaymentEvent) =>
  event.type === 'amount.submit' && Number.isFinite(event.amount)
    ? kshToCents(event.amount)
    : Number.NaN;

/**
 * One order's payment (spec §4): pending → partially_paid → paid. `Mark paid` records the
 * whole total; a partial payment is added to what was paid, and reaching the total makes the
 * order paid. The PATCH is the named actor `updateOrderPayment`; the screen supplies it and
 * the `paymentSaved` / `paymentFailed` notices.
 */
export const orderPaymentMachine = setup({
  types: {
    input: {} as { order: PaymentOrder },
    context: {} as OrderPaymentContext,
    events: {} as OrderPaymentEvent,
  },
  actors: {
    // Resolves with the order as the server now holds it; rejects with a RequestFailure.
    updateOrderPayment: fromPromise<PaymentOrder, PaymentUpdate>(() => {
      throw new Error('The updateOrderPayment actor is provided by the Orders screen');
    }),
  },
  actions: {
    applyOrder: assign((_, params: { order: PaymentOrder }) => fromOrder(params.order)),
    clearError: assign({ error: null }),
    holdAmount: assign({
      savingPaidCents: ({ context, event }) => context.paidCents + amountCents(event),
    }),
    releaseAmount: assign({ savingPaidCents: null }),
    refuseNotPositive: assign({ error: ordersText.amountNotPositive }),
    refuseAboveBalance: assign({
      error: ({ context }) => amountAboveBalanceText(balanceCents(context)),
    }),
    showFailure: assign({
      error: (_, params: { failure: unknown }) => paymentFailureText(params.failure),
    }),
    paymentSaved: (_, _params: { order: PaymentOrder }) => {},
    paymentFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    isPaid: ({ context }) => context.status === 'paid',
    isPartlyPaid: ({ context }) => context.status === 'partially_paid',
    isNotPositive: ({ event }) => !(amountCents(event) > 0),
    isAboveBalance: ({ context, event }) => amountCents(event) > balanceCents(context),
  },
}).createMachine({
  id: 'orderPayment',
  context: ({ input }) => ({
    ...fromOrder(input.order),
    savingPaidCents: null,
    error: null,
  }),
  initial: 'resolving',
  states: {
    // Where the order stands, from its status (also after a save, a failure or fresh data).
    resolving: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isPartlyPaid', target: 'partiallyPaid' },
        { target: 'pending' },
      ],
    },
    pending: {
      on: {
        'payment.markPaid': { target: 'markingPaid', actions: 'clearError' },
        'payment.partial': { target: 'enteringAmount', actions: 'clearError' },
        'order.sync': {
          target: 'resolving',
          actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    partiallyPaid: {
      on: {
        'payment.markPaid': { target: 'markingPaid', actions: 'clearError' },
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
    // The spec's prompt for the amount of a partial payment.
    enteringAmount: {
      on: {
        'amount.submit': [
          { guard: 'isNotPositive', actions: 'refuseNotPositive' },
          { guard: 'isAboveBalance', actions: 'refuseAboveBalance' },
          { target: 'savingPartial', actions: ['holdAmount', 'clearError'] },
        ],
        'amount.cancel': { target: 'resolving', actions: 'clearError' },
        // Someone else's payment changes the balance the amount is checked against.
        'order.sync': {
          actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    markingPaid: {
      invoke: {
        id: 'updateOrderPayment',
        src: 'updateOrderPayment',
        input: ({ context }) => ({
          id: context.orderId,
          status: 'paid' as const,
          paidAmount: centsToKsh(context.totalCents),
        }),
        onDone: {
          target: 'resolving',
          actions: [
            { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) },
            { type: 'paymentSaved', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: {
          target: 'resolving',
          actions: [
            { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
            { type: 'paymentFailed', params: ({ context }) => ({ message: context.error ?? '' }) },
          ],
        },
      },
    },
    savingPartial: {
      invoke: {
        id: 'updateOrderPayment',
        src: 'updateOrderPayment',
        input: ({ context }) => {
          const paidCents = context.savingPaidCents ?? context.paidCents;
          return {
            id: context.orderId,
            // Spec §4: reaching the total makes the order paid.
            status:
              paidCents >= context.totalCents ? ('paid' as const) : ('partially_paid' as const),
            paidAmount: centsToKsh(paidCents),
            expectedPaidAmount: centsToKsh(context.paidCents),
          };
        },
        onDone: {
          target: 'resolving',
          actions: [
            { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) },
            'releaseAmount',
            { type: 'paymentSaved', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        // The prompt stays open with the reason; the order's status is as it was.
        onError: {
          target: 'enteringAmount',
          actions: [
            'releaseAmount',
            { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
          ],
        },
      },
    },
  },
});
