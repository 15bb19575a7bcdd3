import { assign, fromPromise, setup } from 'xstate';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import type { RequestFailure } from '../../shared/graphql/request-failure.ts';
import { readVatPercent } from '../../shared/money/money-input.ts';
import {
  type CartContext,
  type CartEvent,
  type CartInput,
  type CreatedOrder,
  cartFrom,
  emptyCart,
  isEmptyCart,
  type NewOrder,
} from './cart.context.ts';
import {
  cappedWith,
  lineOf,
  takeable,
  withCatalogue,
  withItemAdded,
  withQuantity,
} from './cart-lines.ts';
import { cartTotals, orderRequest } from './cart-totals.ts';
import { createOrderFailureText, ordersText } from './orders.messages.ts';
import { paidNowProblem, paidWithOrder } from './paid-now.ts';

/**
 * Why the order cannot be submitted as it stands, the first of: a payment method or a line
 * missing, no VAT rate, the money typed under "Paid now" that cannot go with it. Null when it
 * can. No customer chosen is a sale to the walk-in customer (issue 50), not a missing field.
 */
function submitProblem(context: CartContext): string | null {
  if (context.paymentMethod === '' || context.lines.length === 0) return ordersText.incomplete;
  if (context.vatRateBp === null) return ordersText.invalidVatRate;
  const { totalCents } = cartTotals(context.lines, context.vatRateBp);
  return paidNowProblem(paidWithOrder(context.paidNow, context.paymentMethod, totalCents));
}

/**
 * A change to the cart, its customer, method, rate or payment: any change makes it a different
 * order, so a new attempt with a new key, and the old message is gone.
 */
const change = <const Actions extends string[]>(...actions: Actions) => ({
  target: '.editing' as const,
  actions: [...actions, 'forgetAttempt', 'clearMessage'] as const,
});

/**
 * The create-order form (spec §2, §5): customer (none: the walk-in), payment method, VAT rate,
 * the cart and what is paid now (issue 50), and the submit with one idempotency key per attempt. The request is the named actor
 * `createOrder` and what follows a new order is the action `orderCreated`, both supplied by
 * the screen, so the statechart holds no side effects.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput | undefined,
  },
  actors: {
    // Resolves with the new order; rejects with a RequestFailure.
    createOrder: fromPromise<CreatedOrder, NewOrder>(() => {
      throw new Error('The createOrder actor is provided by the Orders screen');
    }),
  },
  actions: {
    selectCustomer: assign(({ event }) =>
      event.type === 'customer.select' ? { customerId: event.customerId } : {},
    ),
    selectPaymentMethod: assign(({ event }) =>
      event.type === 'paymentMethod.select' ? { paymentMethod: event.method } : {},
    ),
    changePaidNow: assign(({ context, event }) =>
      event.type === 'paidNow.change' ? { paidNow: { ...context.paidNow, ...event.paidNow } } : {},
    ),
    changeVatRate: assign(({ event }) =>
      event.type === 'vatRate.change'
        ? { vatPercent: event.percent, vatRateBp: readVatPercent(event.percent).rateBp }
        : {},
    ),
    addItem: assign({
      lines: ({ context, event }) =>
        event.type === 'item.add' ? withItemAdded(context.lines, event.item) : context.lines,
    }),
    incrementLine: assign({
      lines: ({ context, event }) => {
        if (event.type !== 'line.increment') return context.lines;
        const line = lineOf(context, event.itemId);
        return line ? withQuantity(context.lines, line.itemId, line.quantity + 1) : context.lines;
      },
    }),
    decrementLine: assign({
      lines: ({ context, event }) => {
        if (event.type !== 'line.decrement') return context.lines;
        const line = lineOf(context, event.itemId);
        return line ? withQuantity(context.lines, line.itemId, line.quantity - 1) : context.lines;
      },
    }),
    setLineQuantity: assign({
      lines: ({ context, event }) =>
        event.type === 'line.setQuantity'
          ? withQuantity(context.lines, event.itemId, event.quantity)
          : context.lines,
    }),
    removeLine: assign({
      lines: ({ context, event }) =>
        event.type === 'line.remove'
          ? context.lines.filter((line) => line.itemId !== event.itemId)
          : context.lines,
    }),
    // Typed above the stock: the line holds the stock, and says so (no silent clamping).
    noteStockCap: assign({
      capped: ({ context, event }) => {
        if (event.type !== 'line.setQuantity') return context.capped;
        const line = lineOf(context, event.itemId);
        return cappedWith(
          context.capped,
          event.itemId,
          line !== undefined && event.quantity > line.stock,
        );
      },
    }),
    // Changed by hand within the stock (or gone): nothing was cut.
    forgetStockCap: assign({
      capped: ({ context, event }) =>
        'itemId' in event
          ? cappedWith(context.capped, event.itemId, false)
          : event.type === 'item.add'
            ? cappedWith(context.capped, event.item.id, false)
            : context.capped,
    }),
    // Fresh prices and stock from the server (after a refusal): the cart follows them, so a
    // resubmit is checked against what the server now holds.
    syncCatalogue: assign(({ context, event }) =>
      event.type === 'catalogue.sync' ? withCatalogue(context, event.items) : {},
    ),
    clearMessage: assign({ error: null }),
    forgetAttempt: assign({ attemptKey: null }),
    // A draft restored after an attempt that got no answer keeps that attempt's key, so the
    // retry cannot make a second order; any change since has forgotten it.
    startAttempt: assign({
      attemptKey: ({ context }) => context.attemptKey ?? newAttemptKey(),
      error: null,
    }),
    showSubmitProblem: assign({ error: ({ context }) => submitProblem(context) }),
    showFailure: assign({
      error: (_, params: { failure: unknown }) => createOrderFailureText(params.failure),
    }),
    clearCart: assign(({ context }) => emptyCart(context.defaultVatPercent)),
    orderCreated: (_, _params: CreatedOrder) => {},
    orderRefused: () => {},
    // For a screen that waits on the request (the quick sale): it went, and it got no answer.
    orderSubmitted: () => {},
    orderInterrupted: () => {},
  },
  guards: {
    cannotSubmit: ({ context }) => submitProblem(context) !== null,
    // Spec §5: stock of 0 or less cannot be sold; nor more than the stock.
    canAdd: ({ context, event }) => {
      if (event.type !== 'item.add') return false;
      const inCart = lineOf(context, event.item.id)?.quantity ?? 0;
      return event.item.stock > 0 && inCart < event.item.stock;
    },
    isBelowStock: ({ context, event }) => {
      if (event.type !== 'line.increment') return false;
      const line = lineOf(context, event.itemId);
      return line !== undefined && line.quantity < line.stock;
    },
    isInCart: ({ context, event }) =>
      (event.type === 'line.decrement' || event.type === 'line.remove') &&
      lineOf(context, event.itemId) !== undefined,
    isQuantityChange: ({ context, event }) => {
      if (event.type !== 'line.setQuantity' || !Number.isFinite(event.quantity)) return false;
      const line = lineOf(context, event.itemId);
      if (!line) return false;
      return takeable(line, event.quantity) !== line.quantity;
    },
    // Above the stock of a line already holding all of it: nothing changes but what is said.
    isAboveStock: ({ context, event }) => {
      if (event.type !== 'line.setQuantity' || !Number.isFinite(event.quantity)) return false;
      const line = lineOf(context, event.itemId);
      return line !== undefined && event.quantity > line.stock;
    },
    isStarted: ({ context }) => !isEmptyCart(context),
    isNetworkFailure: (_, params: { failure: unknown }) =>
      (params.failure as RequestFailure | undefined)?.kind === 'network',
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => cartFrom(input),
  initial: 'composing',
  states: {
    composing: {
      initial: 'editing',
      on: {
        'customer.select': change('selectCustomer'),
        'paymentMethod.select': change('selectPaymentMethod'),
        'vatRate.change': change('changeVatRate'),
        'paidNow.change': change('changePaidNow'),
        'item.add': { guard: 'canAdd', ...change('addItem', 'forgetStockCap') },
        'line.increment': { guard: 'isBelowStock', ...change('incrementLine', 'forgetStockCap') },
        'line.decrement': { guard: 'isInCart', ...change('decrementLine', 'forgetStockCap') },
        'line.setQuantity': [
          { guard: 'isQuantityChange', ...change('setLineQuantity', 'noteStockCap') },
          // The same quantity, asked above the stock: the request is unchanged (so is its key).
          { guard: 'isAboveStock', actions: 'noteStockCap' },
        ],
        'line.remove': { guard: 'isInCart', ...change('removeLine', 'forgetStockCap') },
        // Thrown away on purpose (Discard): the form starts afresh, and so does its draft.
        'order.discard': { guard: 'isStarted', target: '.editing', actions: 'clearCart' },
      },
      states: {
        editing: {
          on: {
            'order.submit': [
              { guard: 'cannotSubmit', actions: 'showSubmitProblem' },
              { target: '#cart.submitting', actions: 'startAttempt' },
            ],
            'catalogue.sync': { actions: 'syncCatalogue' },
          },
        },
        // The last attempt got no answer: the same cart is retried with the same key. Fresh
        // catalogue data is not applied here, as it would change the request under the key.
        interrupted: {
          on: {
            'order.submit': { target: '#cart.submitting', actions: 'clearMessage' },
          },
        },
      },
    },
    submitting: {
      entry: 'orderSubmitted',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          input: orderRequest(context),
          idempotencyKey: context.attemptKey ?? '',
        }),
        onDone: {
          target: 'composing',
          actions: ['clearCart', { type: 'orderCreated', params: ({ event }) => event.output }],
        },
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ failure: event.error }) },
            target: '#cart.composing.interrupted',
            actions: [
              { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
              'orderInterrupted',
            ],
          },
          {
            target: 'composing',
            actions: [
              { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
              'forgetAttempt',
              'orderRefused',
            ],
          },
        ],
      },
    },
  },
});
