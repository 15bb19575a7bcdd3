import { assign, enqueueActions, sendParent, sendTo, setup } from 'xstate';
import type { PaymentMethod } from '../../../graphql/schema-types.generated.ts';
import type { CartEvent, CartInput, CreatedOrder } from '../cart.context.ts';
import { cartMachine } from '../cart.machine.ts';
import { noPayment } from '../paid-now.ts';

export type QuickSaleInput = { defaultVatPercent: string };

export type QuickSaleContext = {
  /** The cart's start: the shop's rate, cash, paid now (see `counterCart`). */
  cartInput: CartInput;
  /** The last sale made: its receipt is offered, then it stays named for a second look. */
  sale: CreatedOrder | null;
};

export type QuickSaleEvent =
  /** A line, the customer: straight to the cart. */
  | { type: 'cart.change'; change: CartEvent }
  /** Cash handed over, as typed or a note button pressed (KSh text); blank, or Exact: no change. */
  | { type: 'tender.choose'; tendered: string }
  | { type: 'method.choose'; method: PaymentMethod }
  | { type: 'sale.finish' }
  | { type: 'sale.clear' }
  | { type: 'receipt.close' }
  // Told by the cart (its named actions, provided below).
  | { type: 'sale.started' }
  | { type: 'sale.saved'; sale: CreatedOrder }
  | { type: 'sale.unsaved' };

/** A counter sale starts as cash paid in full: the walk-in, the shop's VAT rate, no lines. */
export const counterCart = (defaultVatPercent: string): CartInput => ({
  defaultVatPercent,
  draft: {
    customerId: '',
    paymentMethod: 'cash',
    vatPercent: defaultVatPercent,
    lines: [],
    attemptKey: null,
    paidNow: { ...noPayment, on: true },
  },
});

/** The cart's events that take it back to a cash sale paid in full, after a sale or a Clear. */
const backToCash: CartEvent[] = [
  { type: 'paymentMethod.select', method: 'cash' },
  { type: 'paidNow.change', paidNow: { ...noPayment, on: true } },
];

/**
 * The New Order cart as the quick sale runs it: what its request did is told to the quick sale.
 * The screen provides its `createOrder` request, as the Orders screen does.
 */
export const counterCartMachine = cartMachine.provide({
  actions: {
    orderSubmitted: sendParent({ type: 'sale.started' }),
    orderCreated: sendParent((_, sale: CreatedOrder) => ({ type: 'sale.saved', sale })),
    orderRefused: sendParent({ type: 'sale.unsaved' }),
    orderInterrupted: sendParent({ type: 'sale.unsaved' }),
  },
});

/**
 * The quick sale at the counter (issue 50): the New Order cart (its machine, invoked as `cart`,
 * holds the lines, the rules of what is paid now and the request) driven from the keyboard and a
 * scanner. Ringing up, then tendering once cash is handed over (the change shown), saving while
 * the cart's request is out, the receipt offered, and the next customer. The cart tells this
 * machine what its request did through its named actions, so neither holds a second copy.
 */
export const quickSaleMachine = setup({
  types: {
    context: {} as QuickSaleContext,
    events: {} as QuickSaleEvent,
    input: {} as QuickSaleInput,
  },
  actors: { cart: counterCartMachine },
  actions: {
    toCart: sendTo('cart', ({ event }) =>
      event.type === 'cart.change' ? event.change : { type: 'catalogue.sync', items: [] },
    ),
    tender: sendTo('cart', ({ event }) => ({
      type: 'paidNow.change' as const,
      paidNow: { tendered: event.type === 'tender.choose' ? event.tendered : '' },
    })),
    chooseMethod: sendTo('cart', ({ event }) => ({
      type: 'paymentMethod.select' as const,
      method: event.type === 'method.choose' ? event.method : ('cash' as const),
    })),
    // Another method: nothing of the last one's tender or reference goes with it.
    restartPayment: sendTo('cart', {
      type: 'paidNow.change',
      paidNow: { ...noPayment, on: true },
    }),
    submit: sendTo('cart', { type: 'order.submit' }),
    discard: sendTo('cart', { type: 'order.discard' }),
    cashAgain: enqueueActions(({ enqueue }) => {
      for (const event of backToCash) enqueue.sendTo('cart', event);
    }),
    // The screen's: lists that hold orders are asked again.
    saleMade: () => {},
    keepSale: assign({
      sale: ({ event }) => (event.type === 'sale.saved' ? event.sale : null),
    }),
  },
  guards: {
    isBlankTender: ({ event }) => event.type === 'tender.choose' && event.tendered.trim() === '',
  },
}).createMachine({
  id: 'quickSale',
  context: ({ input }) => ({ cartInput: counterCart(input.defaultVatPercent), sale: null }),
  invoke: { id: 'cart', systemId: 'cart', src: 'cart', input: ({ context }) => context.cartInput },
  initial: 'selling',
  states: {
    selling: {
      initial: 'ringing',
      on: {
        'cart.change': { actions: 'toCart' },
        'method.choose': {
          target: '.ringing',
          actions: ['chooseMethod', 'restartPayment'],
        },
        'tender.choose': [
          { guard: 'isBlankTender', target: '.ringing', actions: 'tender' },
          { target: '.tendering', actions: 'tender' },
        ],
        'sale.finish': { actions: 'submit' },
        'sale.started': 'saving',
        'sale.clear': { target: '.ringing', actions: ['discard', 'cashAgain'] },
      },
      states: {
        // No cash named: the sale is paid exactly (or by another method).
        ringing: {},
        // Cash handed over: the change is shown.
        tendering: {},
        hist: { type: 'history' },
      },
    },
    // The cart's request is out: nothing changes under it.
    saving: {
      on: {
        'sale.saved': { target: 'receipt', actions: ['keepSale', 'saleMade'] },
        'sale.unsaved': 'selling.hist',
      },
    },
    // The sale is made and paid; its receipt is offered until closed, then the next customer.
    // A scan meanwhile is the next customer's first item: the receipt gives way to their sale.
    receipt: {
      on: {
        'receipt.close': { target: 'selling', actions: 'cashAgain' },
        'cart.change': { target: 'selling', actions: ['cashAgain', 'toCart'] },
      },
    },
  },
});
