import { assign, fromPromise, setup } from 'xstate';
import type {
  CreateOrderInput,
  PaymentMethod,
  TaxBand,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import type { RequestFailure } from '../../shared/graphql/request-failure.ts';
import {
  type BandPart,
  basisPointsToRate,
  centsToKsh,
  documentTotals,
  kshToCents,
  type LineCents,
  type Totals,
  vatByBand,
} from '../../shared/money/cents.ts';
import { DEFAULT_VAT_PERCENT, readVatPercent } from '../../shared/money/money-input.ts';
import { roundQuantity } from '../../shared/quantity/quantity-input.ts';
import { createOrderFailureText, ordersText } from './orders.messages.ts';

/** An inventory item as the picker offers it. */
export type CatalogueItem = {
  id: string;
  name: string;
  unitPrice: number;
  stock: number;
  /** pcs, kg, m… */
  unit: string;
  /** Sold by the kilo or the metre: quantities to 3 decimals; otherwise whole units. */
  sellsInFractions: boolean;
  /** KRA's tax band, which the line's VAT follows (B: the order's VAT rate). */
  taxBand: TaxBand;
};

/** The picker's item (the `CatalogueItem` fragment) as the cart takes it. */
export const catalogueItemOf = (item: {
  id: string;
  name: string;
  unitPrice: number;
  quantity: number;
  unit: string;
  sellsInFractions: boolean;
  taxBand: TaxBand;
}): CatalogueItem => ({
  id: item.id,
  name: item.name,
  unitPrice: item.unitPrice,
  stock: item.quantity,
  unit: item.unit,
  sellsInFractions: item.sellsInFractions,
  taxBand: item.taxBand,
});

/** A cart line: the item as it was when added (price, stock) and how much is sold. */
export type CartLine = {
  itemId: string;
  name: string;
  unitPrice: number;
  stock: number;
  unit: string;
  sellsInFractions: boolean;
  /** The item's band when added, which the line's VAT follows. */
  taxBand: TaxBand;
  quantity: number;
};

export type CartContext = {
  customerId: string;
  paymentMethod: PaymentMethod | '';
  /** The VAT field as typed (percent). */
  vatPercent: string;
  /**
   * The rate it applies in basis points (0 to 10 000, spec §5; blank applies 0), or null when
   * it applies none (above 100 %, unreadable): `readVatPercent`.
   */
  vatRateBp: number | null;
  lines: CartLine[];
  /**
   * Lines whose quantity was cut to the stock by their last change (a typed quantity above it,
   * or fresh stock below it), by item id: the form says "Only 120 in stock" beside each.
   */
  capped: string[];
  error: string | null;
  /**
   * The idempotency key of the attempt in progress. Set only while submitting and after a
   * network failure, when nobody knows whether the server made the order: a retry of the
   * same cart sends the same key, so the server answers with that order instead of a second.
   */
  attemptKey: string | null;
  /** The VAT rate a new cart starts with: Settings' default rate (16 % unless the shop set one). */
  defaultVatPercent: string;
};

export type NewOrder = { input: CreateOrderInput; idempotencyKey: string };

/**
 * What of the cart a draft keeps (the form's work, not its messages), and what the machine
 * starts from when one is restored.
 */
export type CartDraft = Pick<
  CartContext,
  'customerId' | 'paymentMethod' | 'vatPercent' | 'lines' | 'attemptKey'
>;
export type CreatedOrder = { id: string; orderNumber: string };

export type CartEvent =
  | { type: 'customer.select'; customerId: string }
  | { type: 'paymentMethod.select'; method: PaymentMethod | '' }
  | { type: 'vatRate.change'; percent: string }
  | { type: 'item.add'; item: CatalogueItem }
  | { type: 'line.increment'; itemId: string }
  | { type: 'line.decrement'; itemId: string }
  | { type: 'line.setQuantity'; itemId: string; quantity: number }
  | { type: 'line.remove'; itemId: string }
  | { type: 'catalogue.sync'; items: readonly CatalogueItem[] }
  | { type: 'order.submit' }
  | { type: 'order.discard' };

function emptyCart(defaultVatPercent: string): CartContext {
  return {
    customerId: '',
    paymentMethod: '',
    vatPercent: defaultVatPercent,
    vatRateBp: readVatPercent(defaultVatPercent).rateBp,
    lines: [],
    capped: [],
    error: null,
    attemptKey: null,
    defaultVatPercent,
  };
}

/** What the cart machine starts from. */
export type CartInput = {
  /** A draft kept in the browser (orders-page.tsx), restored as the cart's starting point. */
  draft?: CartDraft | null;
  /** Settings' default VAT rate as percent text; 16 when not given. */
  defaultVatPercent?: string;
};

/** A restored draft as the cart's starting point; its messages start afresh. */
function cartFrom({ draft, defaultVatPercent = DEFAULT_VAT_PERCENT }: CartInput = {}): CartContext {
  if (!draft) return emptyCart(defaultVatPercent);
  return {
    ...emptyCart(defaultVatPercent),
    ...draft,
    vatRateBp: readVatPercent(draft.vatPercent).rateBp,
    capped: [],
  };
}

/**
 * True when the cart holds nothing worth keeping or asking about: a VAT rate alone is not a
 * sale begun (and the rate a cart starts with follows Settings).
 */
export const isEmptyCart = (draft: CartDraft): boolean =>
  draft.lines.length === 0 && draft.customerId === '' && draft.paymentMethod === '';

const cartLineCents = (lines: readonly CartLine[]): LineCents[] =>
  lines.map((line) => ({
    quantity: line.quantity,
    unitPriceCents: kshToCents(line.unitPrice),
    band: line.taxBand,
  }));

/** The cart's totals at a rate in basis points, as the server will compute and store them. */
export const cartTotals = (lines: readonly CartLine[], rateBp: number): Totals =>
  documentTotals(cartLineCents(lines), rateBp);

/** The cart's part in each tax band, for the order summary. */
export const cartBands = (lines: readonly CartLine[], rateBp: number): BandPart[] =>
  vatByBand(cartLineCents(lines), rateBp);

/**
 * What the create-order call sends: prices and totals as shown, for the server to check. Only
 * made once the VAT rate reads (the submit guard).
 */
export function orderRequest(
  context: Pick<CartContext, 'customerId' | 'paymentMethod' | 'vatRateBp' | 'lines'>,
): CreateOrderInput {
  const rateBp = context.vatRateBp ?? 0;
  const totals = cartTotals(context.lines, rateBp);
  return {
    customerId: context.customerId,
    paymentMethod: context.paymentMethod as PaymentMethod,
    vatRate: basisPointsToRate(rateBp),
    items: context.lines.map((line) => ({
      inventoryId: line.itemId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    subtotal: centsToKsh(totals.subtotalCents),
    vatAmount: centsToKsh(totals.vatCents),
    totalAmount: centsToKsh(totals.totalCents),
  };
}

const lineOf = (context: CartContext, itemId: string) =>
  context.lines.find((line) => line.itemId === itemId);

/**
 * What the line can hold for a quantity asked for: whole units (to 3 decimals for an item sold
 * in fractions), at most the stock. Nothing left (below 1 of a whole-unit item, spec §5; 0 of
 * a measured one) means the line goes.
 */
function takeable(line: Pick<CartLine, 'stock' | 'sellsInFractions'>, quantity: number): number {
  const taken = line.sellsInFractions ? roundQuantity(quantity) : Math.floor(quantity);
  return Math.max(Math.min(taken, line.stock), 0);
}

/** The capped lines without `itemId`, or with it when `cut` (its quantity was cut to the stock). */
function cappedWith(capped: string[], itemId: string, cut: boolean): string[] {
  const others = capped.filter((id) => id !== itemId);
  return cut ? [...others, itemId] : others;
}

function withQuantity(lines: CartLine[], itemId: string, quantity: number): CartLine[] {
  return lines.flatMap((line) => {
    if (line.itemId !== itemId) return [line];
    const next = takeable(line, quantity);
    return next === 0 ? [] : [{ ...line, quantity: next }];
  });
}

/**
 * The create-order form (spec §2, §5): customer, payment method, VAT rate and the cart, and
 * the submit with one idempotency key per attempt. The request is the named actor
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
    changeVatRate: assign(({ event }) =>
      event.type === 'vatRate.change'
        ? { vatPercent: event.percent, vatRateBp: readVatPercent(event.percent).rateBp }
        : {},
    ),
    addItem: assign({
      lines: ({ context, event }) => {
        if (event.type !== 'item.add') return context.lines;
        const { item } = event;
        const existing = lineOf(context, item.id);
        if (existing) return withQuantity(context.lines, item.id, existing.quantity + 1);
        return [
          ...context.lines,
          {
            itemId: item.id,
            name: item.name,
            unitPrice: item.unitPrice,
            stock: item.stock,
            unit: item.unit,
            sellsInFractions: item.sellsInFractions,
            taxBand: item.taxBand,
            // One unit, or what is left of a measured item with less than one.
            quantity: takeable(item, 1),
          },
        ];
      },
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
    syncCatalogue: assign(({ context, event }) => {
      if (event.type !== 'catalogue.sync') return {};
      const byId = new Map(event.items.map((item) => [item.id, item]));
      let capped = context.capped;
      const lines = context.lines.flatMap((line) => {
        const item = byId.get(line.itemId);
        if (!item) return [];
        const fresh = {
          ...line,
          name: item.name,
          unitPrice: item.unitPrice,
          stock: item.stock,
          unit: item.unit,
          sellsInFractions: item.sellsInFractions,
          taxBand: item.taxBand,
        };
        const quantity = takeable(fresh, line.quantity);
        // Less left than the line held: it holds what is left, and says so.
        capped = cappedWith(capped, line.itemId, quantity > 0 && quantity < line.quantity);
        return quantity === 0 ? [] : [{ ...fresh, quantity }];
      });
      return { lines, capped: capped.filter((id) => lines.some((line) => line.itemId === id)) };
    }),
    clearMessage: assign({ error: null }),
    forgetAttempt: assign({ attemptKey: null }),
    // A draft restored after an attempt that got no answer keeps that attempt's key, so the
    // retry cannot make a second order; any change since has forgotten it.
    startAttempt: assign({
      attemptKey: ({ context }) => context.attemptKey ?? newAttemptKey(),
      error: null,
    }),
    showIncomplete: assign({ error: ordersText.incomplete }),
    showInvalidVatRate: assign({ error: ordersText.invalidVatRate }),
    showFailure: assign({
      error: (_, params: { failure: unknown }) => createOrderFailureText(params.failure),
    }),
    clearCart: assign(({ context }) => emptyCart(context.defaultVatPercent)),
    orderCreated: (_, _params: CreatedOrder) => {},
    orderRefused: () => {},
  },
  guards: {
    isIncomplete: ({ context }) =>
      context.customerId === '' || context.paymentMethod === '' || context.lines.length === 0,
    hasNoVatRate: ({ context }) => context.vatRateBp === null,
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
      // Any change makes it a different order: a new attempt with a new key, old message gone.
      on: {
        'customer.select': {
          target: '.editing',
          actions: ['selectCustomer', 'forgetAttempt', 'clearMessage'],
        },
        'paymentMethod.select': {
          target: '.editing',
          actions: ['selectPaymentMethod', 'forgetAttempt', 'clearMessage'],
        },
        'vatRate.change': {
          target: '.editing',
          actions: ['changeVatRate', 'forgetAttempt', 'clearMessage'],
        },
        'item.add': {
          guard: 'canAdd',
          target: '.editing',
          actions: ['addItem', 'forgetStockCap', 'forgetAttempt', 'clearMessage'],
        },
        'line.increment': {
          guard: 'isBelowStock',
          target: '.editing',
          actions: ['incrementLine', 'forgetStockCap', 'forgetAttempt', 'clearMessage'],
        },
        'line.decrement': {
          guard: 'isInCart',
          target: '.editing',
          actions: ['decrementLine', 'forgetStockCap', 'forgetAttempt', 'clearMessage'],
        },
        'line.setQuantity': [
          {
            guard: 'isQuantityChange',
            target: '.editing',
            actions: ['setLineQuantity', 'noteStockCap', 'forgetAttempt', 'clearMessage'],
          },
          // The same quantity, asked above the stock: the request is unchanged (so is its key).
          { guard: 'isAboveStock', actions: 'noteStockCap' },
        ],
        'line.remove': {
          guard: 'isInCart',
          target: '.editing',
          actions: ['removeLine', 'forgetStockCap', 'forgetAttempt', 'clearMessage'],
        },
        // Thrown away on purpose (Discard): the form starts afresh, and so does its draft.
        'order.discard': { guard: 'isStarted', target: '.editing', actions: 'clearCart' },
      },
      states: {
        editing: {
          on: {
            'order.submit': [
              { guard: 'isIncomplete', actions: 'showIncomplete' },
              { guard: 'hasNoVatRate', actions: 'showInvalidVatRate' },
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
            actions: { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
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
