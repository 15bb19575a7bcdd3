import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { RequestFailure } from '../../../shared/graphql/request-failure.ts';
import { settle } from '../../../test/settle.ts';
import type { CatalogueItem, CreatedOrder, NewOrder } from '../cart.context.ts';
import type { cartMachine } from '../cart.machine.ts';
import { counterCartMachine, quickSaleMachine } from './quick-sale.machine.ts';

const sugar: CatalogueItem = {
  id: '7',
  name: 'Mumias Sugar 1kg',
  unitPrice: 180,
  stock: 20,
  unit: 'pcs',
  sellsInFractions: false,
  taxBand: 'B',
};
const milk: CatalogueItem = { ...sugar, id: '8', name: 'Brookside Milk 500ml', unitPrice: 65 };

type Answer = { resolve: (order: CreatedOrder) => void; reject: (failure: RequestFailure) => void };

/** The quick sale with a createOrder the test answers; each request is kept to be read. */
function start() {
  const sent: NewOrder[] = [];
  const answers: Answer[] = [];
  const machine = quickSaleMachine.provide({
    actors: {
      cart: counterCartMachine.provide({
        actors: {
          createOrder: fromPromise<CreatedOrder, NewOrder>(
            ({ input }) =>
              new Promise((resolve, reject) => {
                sent.push(input);
                answers.push({ resolve, reject });
              }),
          ),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { defaultVatPercent: '16' } }).start();
  const cart = () =>
    (actor.getSnapshot().children.cart as AnyActorRef).getSnapshot() as SnapshotFrom<
      typeof cartMachine
    >;
  const add = (item: CatalogueItem) =>
    actor.send({ type: 'cart.change', change: { type: 'item.add', item } });
  return { actor, cart, add, sent, answers };
}

describe('quickSaleMachine', () => {
  it('starts as a cash sale to the walk-in, paid in full, at the shop rate', () => {
    const { actor, cart } = start();
    expect(actor.getSnapshot().value).toEqual({ selling: 'ringing' });
    expect(cart().context).toMatchObject({
      customerId: '',
      paymentMethod: 'cash',
      vatPercent: '16',
      paidNow: { on: true, tendered: '' },
    });
  });

  it('rings up, tenders a note, saves with the change, offers the receipt, then starts afresh', async () => {
    const { actor, cart, add, sent, answers } = start();
    add(sugar);
    add(sugar);
    add(milk);
    actor.send({ type: 'tender.choose', tendered: '500' });
    expect(actor.getSnapshot().value).toEqual({ selling: 'tendering' });
    actor.send({ type: 'sale.finish' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      paymentMethod: 'cash',
      totalAmount: 425,
      payment: { method: 'cash', tendered: 500 },
    });
    expect(sent[0]?.input.customerId).toBeUndefined();
    answers[0]?.resolve({ id: '31', orderNumber: 'ORD-0031', changeDue: 75 });
    await settle();
    expect(actor.getSnapshot().value).toBe('receipt');
    expect(actor.getSnapshot().context.sale).toEqual({
      id: '31',
      orderNumber: 'ORD-0031',
      changeDue: 75,
    });
    expect(cart().context.lines).toEqual([]);

    actor.send({ type: 'receipt.close' });
    expect(actor.getSnapshot().value).toEqual({ selling: 'ringing' });
    expect(actor.getSnapshot().context.sale?.orderNumber).toBe('ORD-0031');
    expect(cart().context).toMatchObject({ paymentMethod: 'cash', paidNow: { on: true } });
  });

  it("takes a scan while the receipt is open as the next sale's first item, closing the receipt", async () => {
    const { actor, cart, add, answers } = start();
    add(sugar);
    // Paid another way: the next sale starts as cash again all the same.
    actor.send({ type: 'method.choose', method: 'bank_transfer' });
    actor.send({
      type: 'cart.change',
      change: { type: 'paidNow.change', paidNow: { reference: 'FT26341X' } },
    });
    actor.send({ type: 'sale.finish' });
    answers[0]?.resolve({ id: '32', orderNumber: 'ORD-0032', changeDue: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('receipt');

    add(milk);
    expect(actor.getSnapshot().value).toEqual({ selling: 'ringing' });
    expect(actor.getSnapshot().context.sale?.orderNumber).toBe('ORD-0032');
    expect(cart().context.lines.map((line) => line.itemId)).toEqual([milk.id]);
    // The next customer pays cash unless they say otherwise, as after Close.
    expect(cart().context).toMatchObject({ paymentMethod: 'cash', paidNow: { on: true } });
  });

  it('stays on the sale, with its tender, when the request is refused or gets no answer', async () => {
    const { actor, cart, add, answers } = start();
    add(milk);
    actor.send({ type: 'tender.choose', tendered: '100' });
    actor.send({ type: 'sale.finish' });
    answers[0]?.reject({ kind: 'network' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ selling: 'tendering' });
    expect(cart().context.paidNow.tendered).toBe('100');
    expect(cart().context.error).not.toBeNull();

    actor.send({ type: 'sale.finish' });
    expect(actor.getSnapshot().value).toBe('saving');
    answers[1]?.reject({ kind: 'rejected', code: 'CONFLICT', message: 'Not enough stock' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ selling: 'tendering' });
    expect(cart().context.lines).toHaveLength(1);
  });

  it('finishes nothing while the cart is empty or the cash is short, and says why', () => {
    const { actor, cart, add, sent } = start();
    actor.send({ type: 'sale.finish' });
    expect(actor.getSnapshot().value).toEqual({ selling: 'ringing' });
    expect(cart().context.error).not.toBeNull();
    add(sugar);
    actor.send({ type: 'tender.choose', tendered: '100' });
    actor.send({ type: 'sale.finish' });
    expect(cart().context.error).toBe('The cash handed over is less than the amount to pay.');
    actor.send({ type: 'tender.choose', tendered: '' });
    expect(actor.getSnapshot().value).toEqual({ selling: 'ringing' });
    expect(cart().context.paidNow.tendered).toBe('');
    expect(sent).toHaveLength(0);
  });

  it('takes another method with its reference, and Clear starts a cash sale again', () => {
    const { actor, cart, add } = start();
    add(milk);
    actor.send({ type: 'tender.choose', tendered: '100' });
    actor.send({ type: 'method.choose', method: 'mpesa' });
    expect(actor.getSnapshot().value).toEqual({ selling: 'ringing' });
    expect(cart().context).toMatchObject({
      paymentMethod: 'mpesa',
      paidNow: { on: true, tendered: '' },
    });
    actor.send({ type: 'sale.clear' });
    expect(cart().context).toMatchObject({
      lines: [],
      paymentMethod: 'cash',
      paidNow: { on: true },
    });
  });
});
