import { describe, expect, it } from 'vitest';
import {
  type ActorLogic,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  type SnapshotFrom,
  waitFor,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import type { RequestFailure } from '../../shared/graphql/request-failure.ts';
import { createPathCoverage, edgeCoveringPaths } from '../../shared/statecharts/path-coverage.ts';
import { settle } from '../../test/settle.ts';
import type { CartInput, CatalogueItem, CreatedOrder, NewOrder } from './cart.context.ts';
import { cartMachine } from './cart.machine.ts';
import { cartTotals } from './cart-totals.ts';

/** Sold in whole pieces, as most of a hardware shop is. */
const pieces = { unit: 'pcs', sellsInFractions: false, taxBand: 'B' } as const;
const cement: CatalogueItem = {
  id: '1',
  name: 'Simba Cement 50kg',
  unitPrice: 850,
  stock: 3,
  ...pieces,
};
const nails: CatalogueItem = {
  id: '2',
  name: 'Wire Nails 3" (1kg)',
  unitPrice: 180.5,
  stock: 40,
  ...pieces,
};
const soldOut: CatalogueItem = {
  id: '3',
  name: 'Iron Sheet 30G',
  unitPrice: 1200,
  stock: 0,
  ...pieces,
};
const owed: CatalogueItem = {
  id: '4',
  name: 'Returned Paint',
  unitPrice: 900,
  stock: -2,
  ...pieces,
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const networkFailure: RequestFailure = { kind: 'network' };
const stockFailure: RequestFailure = {
  kind: 'rejected',
  code: 'CONFLICT',
  message: 'Not enough stock for Simba Cement 50kg: 2 left',
};

/** Lets settled promises reach the actor. */

/** The cart machine with a createOrder the test answers, and the screen's effects recorded. */
function harness(inspect?: (event: InspectionEvent) => void, input: CartInput = {}) {
  const requests: Array<{ order: NewOrder; answer: PromiseWithResolvers<CreatedOrder> }> = [];
  const effects: string[] = [];
  const machine = cartMachine.provide({
    actors: {
      createOrder: fromPromise<CreatedOrder, NewOrder>(({ input }) => {
        const answer = Promise.withResolvers<CreatedOrder>();
        requests.push({ order: input, answer });
        return answer.promise;
      }),
    },
    actions: {
      orderCreated: (_, order) => effects.push(`created ${order.orderNumber}`),
      orderRefused: () => effects.push('refused'),
    },
  });
  const actor = createActor(machine, { inspect, input });
  actor.start();
  const lastRequest = () => {
    const last = requests.at(-1);
    if (!last) throw new Error('no request was made');
    return last;
  };
  const context = () => actor.getSnapshot().context;
  const quantities = () => context().lines.map((line) => `${line.itemId}×${line.quantity}`);
  return { actor, requests, effects, lastRequest, context, quantities };
}

function fillIn(sut: ReturnType<typeof harness>) {
  sut.actor.send({ type: 'customer.select', customerId: '7' });
  sut.actor.send({ type: 'paymentMethod.select', method: 'mpesa' });
  sut.actor.send({ type: 'item.add', item: cement });
}

describe('cart arithmetic (as the server computes it)', () => {
  const line = (unitPrice: number, quantity = 1) => ({
    itemId: 'x',
    name: 'x',
    stock: 1_000,
    unitPrice,
    quantity,
    ...pieces,
  });

  it('prices lines in cents, VAT inside the shelf price: at 16 % the total is their sum', () => {
    // 3 × 850 = 2,550.00 including VAT: 2,198.28 net + 351.72 VAT.
    expect(cartTotals([line(850, 3)], 1600)).toEqual({
      subtotalCents: 219_828,
      vatCents: 35_172,
      totalCents: 255_000,
    });
    // 0.1 + 0.2 in floating point is not 0.3; in cents it is.
    expect(cartTotals([line(0.1), line(0.2)], 1600).totalCents).toBe(30);
    // At another rate the net (rounded once) carries that rate instead: 12.5 % of 86.20.
    expect(cartTotals([line(33.33, 3)], 1250)).toEqual({
      subtotalCents: 8_620,
      vatCents: 1_078,
      totalCents: 9_698,
    });
    expect(cartTotals([], 1600)).toEqual({ subtotalCents: 0, vatCents: 0, totalCents: 0 });
  });
});

describe('cart machine: the form', () => {
  it('starts empty with VAT at 16%', () => {
    const { actor, context } = harness();
    expect(actor.getSnapshot().matches({ composing: 'editing' })).toBe(true);
    expect(context()).toEqual({
      customerId: '',
      paymentMethod: '',
      vatPercent: '16',
      vatRateBp: 1600,
      lines: [],
      paidNow: { on: false, amount: '', tendered: '', reference: '' },
      capped: [],
      error: null,
      attemptKey: null,
      defaultVatPercent: '16',
    });
  });

  it("starts at the shop's default VAT rate, and starts again there after an order", async () => {
    const sut = harness(undefined, { defaultVatPercent: '8' });
    expect(sut.context()).toMatchObject({ vatPercent: '8', vatRateBp: 800 });
    fillIn(sut);
    sut.actor.send({ type: 'vatRate.change', percent: '16' });
    sut.actor.send({ type: 'order.submit' });
    sut.lastRequest().answer.resolve({ id: '1', orderNumber: 'ORD-000001' });
    await waitFor(sut.actor, (snapshot) => snapshot.context.lines.length === 0);
    expect(sut.context()).toMatchObject({ vatPercent: '8', vatRateBp: 800 });
  });

  it('reads the VAT rate as typed: negative or blank as 0, above 100 or unreadable as none', () => {
    const { actor, context } = harness();
    actor.send({ type: 'vatRate.change', percent: '8' });
    expect(context()).toMatchObject({ vatPercent: '8', vatRateBp: 800 });
    actor.send({ type: 'vatRate.change', percent: '-3' });
    expect(context()).toMatchObject({ vatPercent: '-3', vatRateBp: 0 });
    actor.send({ type: 'vatRate.change', percent: '' });
    expect(context()).toMatchObject({ vatPercent: '', vatRateBp: 0 });
    actor.send({ type: 'vatRate.change', percent: '150' });
    expect(context()).toMatchObject({ vatPercent: '150', vatRateBp: null });
  });

  it('will not send an order at a VAT rate above 100 %, and says so', () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'vatRate.change', percent: '150' });
    sut.actor.send({ type: 'order.submit' });
    expect(sut.context().error).toBe('Enter a VAT rate from 0 to 100.');
    expect(sut.requests).toHaveLength(0);
    sut.actor.send({ type: 'vatRate.change', percent: '16' });
    expect(sut.context().error).toBeNull();
    sut.actor.send({ type: 'order.submit' });
    expect(sut.requests).toHaveLength(1);
  });

  it('never adds an item with stock of 0 or less', () => {
    const sut = harness();
    sut.actor.send({ type: 'item.add', item: soldOut });
    sut.actor.send({ type: 'item.add', item: owed });
    expect(sut.quantities()).toEqual([]);
  });

  it('raises the quantity when an item already in the cart is added, up to the stock', () => {
    const sut = harness();
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'item.add', item: nails });
    sut.actor.send({ type: 'item.add', item: cement });
    expect(sut.quantities()).toEqual(['1×2', '2×1']);
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'item.add', item: cement });
    expect(sut.quantities()).toEqual(['1×3', '2×1']);
    expect(sut.context().lines[0]).toEqual({
      itemId: '1',
      name: 'Simba Cement 50kg',
      unitPrice: 850,
      stock: 3,
      quantity: 3,
      ...pieces,
    });
  });

  it('+ stops at the stock; − below 1 removes the line', () => {
    const sut = harness();
    sut.actor.send({ type: 'item.add', item: cement });
    for (let i = 0; i < 5; i++) sut.actor.send({ type: 'line.increment', itemId: '1' });
    expect(sut.quantities()).toEqual(['1×3']);
    sut.actor.send({ type: 'line.decrement', itemId: '1' });
    sut.actor.send({ type: 'line.decrement', itemId: '1' });
    expect(sut.quantities()).toEqual(['1×1']);
    sut.actor.send({ type: 'line.decrement', itemId: '1' });
    expect(sut.quantities()).toEqual([]);
  });

  it('caps a typed quantity at the stock and says so, keeps it whole, and removes the line below 1', () => {
    const sut = harness();
    sut.actor.send({ type: 'item.add', item: nails });
    sut.actor.send({ type: 'line.setQuantity', itemId: '2', quantity: 25 });
    expect(sut.quantities()).toEqual(['2×25']);
    expect(sut.context().capped).toEqual([]);
    sut.actor.send({ type: 'line.setQuantity', itemId: '2', quantity: 999 });
    expect(sut.quantities()).toEqual(['2×40']);
    expect(sut.context().capped).toEqual(['2']);
    // Asked above the stock again: still capped, still said.
    sut.actor.send({ type: 'line.setQuantity', itemId: '2', quantity: 50 });
    expect(sut.context().capped).toEqual(['2']);
    sut.actor.send({ type: 'line.decrement', itemId: '2' });
    expect(sut.context().capped).toEqual([]);
    sut.actor.send({ type: 'line.setQuantity', itemId: '2', quantity: 7.9 });
    expect(sut.quantities()).toEqual(['2×7']);
    sut.actor.send({ type: 'line.setQuantity', itemId: '2', quantity: Number.NaN });
    expect(sut.quantities()).toEqual(['2×7']);
    sut.actor.send({ type: 'line.setQuantity', itemId: '2', quantity: 0 });
    expect(sut.quantities()).toEqual([]);
    sut.actor.send({ type: 'item.add', item: nails });
    sut.actor.send({ type: 'line.setQuantity', itemId: '2', quantity: -4 });
    expect(sut.quantities()).toEqual([]);
  });

  it('sells a measured item to 3 decimals, capped at what is left, and prices it per line', () => {
    const roofingNails: CatalogueItem = {
      id: '5',
      name: 'Roofing nails',
      unitPrice: 333.33,
      stock: 3.25,
      unit: 'kg',
      sellsInFractions: true,
      taxBand: 'B',
    };
    const sut = harness();
    sut.actor.send({ type: 'item.add', item: roofingNails });
    expect(sut.quantities()).toEqual(['5×1']);
    sut.actor.send({ type: 'line.setQuantity', itemId: '5', quantity: 1.2345 });
    expect(sut.quantities()).toEqual(['5×1.235']);
    sut.actor.send({ type: 'line.increment', itemId: '5' });
    sut.actor.send({ type: 'line.increment', itemId: '5' });
    expect(sut.quantities()).toEqual(['5×3.235']);
    sut.actor.send({ type: 'line.increment', itemId: '5' });
    expect(sut.quantities()).toEqual(['5×3.25']);
    // 3.25 kg × 333.33 = 1,083.3225 → 1,083.32, the figure the server will store.
    expect(cartTotals(sut.context().lines, 1600).totalCents).toBe(1_083_32);
    sut.actor.send({ type: 'line.setQuantity', itemId: '5', quantity: 0.5 });
    sut.actor.send({ type: 'line.decrement', itemId: '5' });
    expect(sut.quantities()).toEqual([]);
    // Less than one kilo left: the line starts with what there is.
    sut.actor.send({ type: 'item.add', item: { ...roofingNails, stock: 0.4 } });
    expect(sut.quantities()).toEqual(['5×0.4']);
  });

  it('removes a line, and ignores lines that are not in the cart', () => {
    const sut = harness();
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'line.increment', itemId: '9' });
    sut.actor.send({ type: 'line.decrement', itemId: '9' });
    sut.actor.send({ type: 'line.setQuantity', itemId: '9', quantity: 2 });
    sut.actor.send({ type: 'line.remove', itemId: '1' });
    expect(sut.quantities()).toEqual([]);
  });

  it.each([
    ['no payment method', { customer: true, method: false, items: true }],
    ['no payment method nor customer', { customer: false, method: false, items: true }],
    ['no items', { customer: true, method: true, items: false }],
    ['nothing', { customer: false, method: false, items: false }],
  ])('refuses to submit with %s, sending nothing', (_, filled) => {
    const sut = harness();
    if (filled.customer) sut.actor.send({ type: 'customer.select', customerId: '7' });
    if (filled.method) sut.actor.send({ type: 'paymentMethod.select', method: 'cash' });
    if (filled.items) sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'order.submit' });
    expect(sut.context().error).toBe(
      'Please select a customer, add items, and choose a payment method',
    );
    expect(sut.requests).toHaveLength(0);
    // The message goes once the form changes.
    sut.actor.send({ type: 'vatRate.change', percent: '16' });
    expect(sut.context().error).toBeNull();
  });

  it('sends no customer for the walk-in: a cart with a method and items is complete', () => {
    const sut = harness();
    sut.actor.send({ type: 'paymentMethod.select', method: 'cash' });
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'order.submit' });
    expect(sut.context().error).toBeNull();
    expect(sut.lastRequest().order.input).not.toHaveProperty('customerId');
    expect(sut.lastRequest().order.input).not.toHaveProperty('payment');
  });

  it('sends the cash paid now with the order: the total, and the cash handed over', () => {
    const sut = harness();
    sut.actor.send({ type: 'paymentMethod.select', method: 'cash' });
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'paidNow.change', paidNow: { on: true, tendered: '1,000' } });
    sut.actor.send({ type: 'order.submit' });
    expect(sut.lastRequest().order.input.payment).toEqual({ method: 'cash', tendered: 1000 });
  });

  it.each([
    ['cash', { tendered: '800' }, 'The cash handed over is less than the amount to pay.'],
    ['cash', { amount: '900' }, 'The amount paid cannot be more than the total.'],
    ['mpesa', {}, 'Enter the M-Pesa code, cheque number or bank reference.'],
  ] as const)('refuses %s paid now with %j: "%s", sending nothing', (method, typed, text) => {
    const sut = harness();
    sut.actor.send({ type: 'paymentMethod.select', method });
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'paidNow.change', paidNow: { on: true, ...typed } });
    sut.actor.send({ type: 'order.submit' });
    expect(sut.context().error).toBe(text);
    expect(sut.requests).toHaveLength(0);
    sut.actor.send({ type: 'paidNow.change', paidNow: { on: false } });
    expect(sut.context().error).toBeNull();
    sut.actor.send({ type: 'order.submit' });
    expect(sut.requests).toHaveLength(1);
    expect(sut.lastRequest().order.input).not.toHaveProperty('payment');
  });

  it('sends the M-Pesa code paid now, and a part payment as typed', () => {
    const sut = harness();
    sut.actor.send({ type: 'paymentMethod.select', method: 'mpesa' });
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({
      type: 'paidNow.change',
      paidNow: { on: true, amount: '500', reference: ' TLK4Q2ZW7A ' },
    });
    sut.actor.send({ type: 'order.submit' });
    expect(sut.lastRequest().order.input.payment).toEqual({
      method: 'mpesa',
      amount: 500,
      reference: 'TLK4Q2ZW7A',
    });
  });

  it('sends the cart with prices and totals as shown, and one new key per attempt', () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'item.add', item: nails });
    sut.actor.send({ type: 'line.setQuantity', itemId: '2', quantity: 3 });
    sut.actor.send({ type: 'vatRate.change', percent: '12.5' });
    sut.actor.send({ type: 'order.submit' });
    expect(sut.actor.getSnapshot().value).toBe('submitting');
    const { order } = sut.lastRequest();
    expect(order.idempotencyKey).toMatch(uuid);
    expect(order.input).toEqual({
      customerId: '7',
      paymentMethod: 'mpesa',
      vatRate: 0.125,
      items: [
        { inventoryId: '1', quantity: 1, unitPrice: 850 },
        { inventoryId: '2', quantity: 3, unitPrice: 180.5 },
      ],
      // 1,391.50 at shelf prices holds 1,199.57 net (÷ 1.16); 12.5 % of that is 149.95.
      subtotal: 1199.57,
      vatAmount: 149.95,
      totalAmount: 1349.52,
    });
  });

  it('ignores edits and a second submit while the order is being created', () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'order.submit' });
    sut.actor.send({ type: 'order.submit' });
    sut.actor.send({ type: 'line.increment', itemId: '1' });
    sut.actor.send({ type: 'customer.select', customerId: '8' });
    expect(sut.requests).toHaveLength(1);
    expect(sut.quantities()).toEqual(['1×1']);
    expect(sut.context().customerId).toBe('7');
  });

  it('clears the form and reports the new order on success', async () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'vatRate.change', percent: '0' });
    sut.actor.send({ type: 'order.submit' });
    sut.lastRequest().answer.resolve({ id: '41', orderNumber: 'ORD-000041' });
    await settle();
    expect(sut.actor.getSnapshot().matches({ composing: 'editing' })).toBe(true);
    expect(sut.context()).toMatchObject({
      customerId: '',
      paymentMethod: '',
      vatPercent: '16',
      vatRateBp: 1600,
      lines: [],
      error: null,
      attemptKey: null,
    });
    expect(sut.effects).toEqual(['created ORD-000041']);
  });

  it("shows the server's reason; the next attempt has a new key", async () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'order.submit' });
    const firstKey = sut.lastRequest().order.idempotencyKey;
    sut.lastRequest().answer.reject(stockFailure);
    await settle();
    expect(sut.actor.getSnapshot().matches({ composing: 'editing' })).toBe(true);
    expect(sut.context()).toMatchObject({
      error: 'Failed to create order: Not enough stock for Simba Cement 50kg: 2 left',
      attemptKey: null,
    });
    expect(sut.quantities()).toEqual(['1×1']);
    expect(sut.effects).toEqual(['refused']);

    sut.actor.send({ type: 'order.submit' });
    expect(sut.context().error).toBeNull();
    expect(sut.lastRequest().order.idempotencyKey).toMatch(uuid);
    expect(sut.lastRequest().order.idempotencyKey).not.toBe(firstKey);
  });

  it.each([
    [{ kind: 'server' }, 'Failed to create order'],
    [{ kind: 'rejected', code: 'CONFLICT', message: ' ' }, 'Failed to create order'],
    [new Error('a bug'), 'Failed to create order'],
    [
      { kind: 'rejected', code: 'CONFLICT', message: 'Prices have changed; refresh and try again' },
      'Failed to create order: Prices have changed; refresh and try again',
    ],
  ] as Array<[unknown, string]>)('shows %j as "%s"', async (failure, text) => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'order.submit' });
    sut.lastRequest().answer.reject(failure);
    await settle();
    expect(sut.context().error).toBe(text);
  });

  it('retries the same cart with the same key after a network failure', async () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'order.submit' });
    const key = sut.lastRequest().order.idempotencyKey;
    sut.lastRequest().answer.reject(networkFailure);
    await settle();
    expect(sut.actor.getSnapshot().matches({ composing: 'interrupted' })).toBe(true);
    expect(sut.context().error).toBe(
      'Failed to create order: the server could not be reached. Try again; the order will not be made twice.',
    );
    expect(sut.context().attemptKey).toBe(key);
    expect(sut.effects).toEqual([]);

    sut.actor.send({ type: 'order.submit' });
    expect(sut.requests).toHaveLength(2);
    expect(sut.lastRequest().order).toEqual(sut.requests[0]?.order);
    sut.lastRequest().answer.reject(networkFailure);
    await settle();
    sut.actor.send({ type: 'order.submit' });
    expect(sut.lastRequest().order.idempotencyKey).toBe(key);
    sut.lastRequest().answer.resolve({ id: '9', orderNumber: 'ORD-000009' });
    await settle();
    expect(sut.effects).toEqual(['created ORD-000009']);
    expect(sut.context().attemptKey).toBeNull();
  });

  it('treats a changed cart after a network failure as a new attempt with a new key', async () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'order.submit' });
    const key = sut.lastRequest().order.idempotencyKey;
    sut.lastRequest().answer.reject(networkFailure);
    await settle();
    sut.actor.send({ type: 'line.increment', itemId: '1' });
    expect(sut.actor.getSnapshot().matches({ composing: 'editing' })).toBe(true);
    expect(sut.context()).toMatchObject({ attemptKey: null, error: null });
    sut.actor.send({ type: 'order.submit' });
    expect(sut.lastRequest().order.idempotencyKey).not.toBe(key);
    expect(sut.lastRequest().order.input.items).toEqual([
      { inventoryId: '1', quantity: 2, unitPrice: 850 },
    ]);
  });

  it('follows fresh prices and stock after a refusal, keeping the reason on screen', async () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'item.add', item: cement });
    sut.actor.send({ type: 'item.add', item: nails });
    sut.actor.send({ type: 'order.submit' });
    sut.lastRequest().answer.reject(stockFailure);
    await settle();
    sut.actor.send({
      type: 'catalogue.sync',
      items: [{ ...cement, stock: 2, unitPrice: 900 }],
    });
    // Less left than the line held: it holds what is left, and says so.
    expect(sut.context().capped).toEqual(['1']);
    expect(sut.context().lines).toEqual([
      {
        itemId: '1',
        name: 'Simba Cement 50kg',
        unitPrice: 900,
        stock: 2,
        quantity: 2,
        ...pieces,
      },
    ]);
    expect(sut.context().error).toBe(
      'Failed to create order: Not enough stock for Simba Cement 50kg: 2 left',
    );
    sut.actor.send({ type: 'catalogue.sync', items: [{ ...cement, stock: 0 }] });
    expect(sut.quantities()).toEqual([]);
    expect(sut.context().capped).toEqual([]);
  });

  it('keeps the attempt when a quantity above the stock changes nothing but what is said', async () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'line.setQuantity', itemId: '1', quantity: 3 });
    sut.actor.send({ type: 'order.submit' });
    const key = sut.lastRequest().order.idempotencyKey;
    sut.lastRequest().answer.reject(networkFailure);
    await settle();
    sut.actor.send({ type: 'line.setQuantity', itemId: '1', quantity: 30 });
    expect(sut.context()).toMatchObject({ capped: ['1'], attemptKey: key });
    expect(sut.actor.getSnapshot().matches({ composing: 'interrupted' })).toBe(true);
    sut.actor.send({ type: 'order.submit' });
    expect(sut.lastRequest().order.idempotencyKey).toBe(key);
  });

  it('starts from a restored draft, retrying an unanswered attempt with its key', () => {
    const draft = {
      customerId: '7',
      paymentMethod: 'cash' as const,
      vatPercent: '',
      lines: [{ itemId: '1', name: cement.name, unitPrice: 850, stock: 3, quantity: 2, ...pieces }],
      attemptKey: 'a5e7a4c2-4a64-4f6a-9a39-0c4f0e6f3b11',
    };
    const actor = createActor(
      cartMachine.provide({
        actors: {
          createOrder: fromPromise<CreatedOrder, NewOrder>(() => new Promise(() => {})),
        },
      }),
      { input: { draft } },
    ).start();
    expect(actor.getSnapshot().context).toMatchObject({ ...draft, vatRateBp: 0, capped: [] });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.attemptKey).toBe(draft.attemptKey);
    actor.stop();
  });

  it('discards everything on purpose, and only a started order', () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'vatRate.change', percent: '8' });
    sut.actor.send({ type: 'order.discard' });
    expect(sut.context()).toMatchObject({
      customerId: '',
      paymentMethod: '',
      vatPercent: '16',
      lines: [],
      attemptKey: null,
    });
  });

  it('keeps the interrupted attempt as it was when fresh data arrives', async () => {
    const sut = harness();
    fillIn(sut);
    sut.actor.send({ type: 'order.submit' });
    sut.lastRequest().answer.reject(networkFailure);
    await settle();
    sut.actor.send({ type: 'catalogue.sync', items: [{ ...cement, unitPrice: 1 }] });
    expect(sut.context().lines[0]?.unitPrice).toBe(850);
    expect(sut.actor.getSnapshot().matches({ composing: 'interrupted' })).toBe(true);
  });
});

/*
 * Model-based: every edge of the cart's graph, from a small catalogue (an item with stock 2,
 * one sold out), replayed on a real actor whose createOrder the test answers.
 */
type CartSnapshot = SnapshotFrom<typeof cartMachine>;
type ModelEvent = EventObject & Record<string, unknown>;
// The model also sends the events the machine raises itself (the actor's done and error).
const modelLogic = cartMachine as unknown as ActorLogic<CartSnapshot, ModelEvent, undefined>;
const sand: CatalogueItem = {
  id: 'a',
  name: 'River Sand (tonne)',
  unitPrice: 2500.5,
  stock: 2,
  ...pieces,
};
const gone: CatalogueItem = { id: 'z', name: 'Gone', unitPrice: 10, stock: 0, ...pieces };

function modelEvents(snapshot: CartSnapshot): ModelEvent[] {
  const { context } = snapshot;
  const events: ModelEvent[] = [
    { type: 'order.submit' },
    { type: 'item.add', item: sand },
    { type: 'item.add', item: gone },
    { type: 'line.increment', itemId: 'a' },
    { type: 'line.decrement', itemId: 'a' },
    { type: 'line.setQuantity', itemId: 'a', quantity: 9 },
    { type: 'line.setQuantity', itemId: 'a', quantity: 0 },
    { type: 'line.remove', itemId: 'a' },
    { type: 'catalogue.sync', items: [{ ...sand, stock: 1, unitPrice: 2600 }] },
  ];
  // Each field is set once; setting it again changes nothing the model tells apart.
  if (context.customerId === '') events.push({ type: 'customer.select', customerId: 'c1' });
  if (context.paymentMethod === '') events.push({ type: 'paymentMethod.select', method: 'cash' });
  // Paid now with too little cash: a submit is refused until it changes.
  if (!context.paidNow.on) {
    events.push({ type: 'paidNow.change', paidNow: { on: true, tendered: '1' } });
  }
  // A rate of 0 (a negative one typed) and none at all (above 100 %).
  if (context.vatRateBp === 1600) {
    events.push({ type: 'vatRate.change', percent: '-5' });
    events.push({ type: 'vatRate.change', percent: '150' });
  }
  events.push({ type: 'order.discard' });
  if (snapshot.matches('submitting')) {
    events.push({
      type: 'xstate.done.actor.createOrder',
      output: { id: '1', orderNumber: 'ORD-1' },
    });
    events.push({ type: 'xstate.error.actor.createOrder', error: networkFailure });
    events.push({ type: 'xstate.error.actor.createOrder', error: stockFailure });
  }
  return events;
}

// What the screen shows and what the next request would carry, not the key's random value.
function serializeState(snapshot: CartSnapshot): string {
  const { customerId, paymentMethod, vatRateBp, lines, capped, error, attemptKey, paidNow } =
    snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    customerId,
    paidNow,
    paymentMethod,
    vatRateBp,
    lines: lines.map((line) => `${line.itemId}×${line.quantity}/${line.stock}@${line.unitPrice}`),
    capped,
    error,
    key: attemptKey !== null,
  });
}

describe('cart machine: every path (model-based)', () => {
  const coverage = createPathCoverage(cartMachine);
  const paths = edgeCoveringPaths(
    new TestModel(modelLogic, { events: modelEvents, serializeState }),
  );

  it(`walks ${paths.length} paths, each replayed on a real actor`, async () => {
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const sut = harness(coverage.inspect);
      const keysUsed = new Set<string>();
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      for (const [index, { event, state }] of steps.entries()) {
        const before = sut.actor.getSnapshot();
        if (event.type === 'xstate.done.actor.createOrder') {
          sut.lastRequest().answer.resolve(event.output as CreatedOrder);
          await settle();
        } else if (event.type === 'xstate.error.actor.createOrder') {
          sut.lastRequest().answer.reject(event.error);
          await settle();
        } else {
          sut.actor.send(event as Parameters<typeof sut.actor.send>[0]);
        }
        const actual = sut.actor.getSnapshot();
        const where = `${path.description}, step ${index + 1}`;
        expect(serializeState(actual), where).toBe(serializeState(state));
        // A retry after a network failure resends its key; any other attempt gets a new one.
        if (actual.matches('submitting') && !before.matches('submitting')) {
          const key = sut.lastRequest().order.idempotencyKey;
          expect(key, where).toBe(actual.context.attemptKey);
          if (before.matches({ composing: 'interrupted' })) {
            expect(key, where).toBe(before.context.attemptKey);
          } else {
            expect(key, where).toMatch(uuid);
            expect(keysUsed.has(key), where).toBe(false);
          }
          keysUsed.add(key);
        }
      }
      sut.actor.stop();
    }
  });

  it('reached every state and took every transition of the machine', () => {
    console.info(coverage.summary(`over ${paths.length} paths`));
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
