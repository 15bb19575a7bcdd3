import { describe, expect, it } from 'vitest';
import {
  type ActorLogic,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import type { RequestFailure } from '../../shared/graphql/request-failure.ts';
import { createPathCoverage, edgeCoveringPaths } from '../../shared/statecharts/path-coverage.ts';
import {
  orderPaymentMachine,
  type PaymentOrder,
  type PaymentUpdate,
} from './order-payment.machine.ts';

const order: PaymentOrder = {
  id: '12',
  orderNumber: 'ORD-000012',
  totalAmount: 1160,
  paidAmount: 0,
  status: 'pending',
};

/** The server's answer to a PATCH, as the real API gives it. */
const answerTo = (update: PaymentUpdate): PaymentOrder => ({
  ...order,
  id: update.id,
  status: update.status,
  paidAmount: update.paidAmount,
});

/** Lets settled promises reach the actor. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(start: PaymentOrder = order, inspect?: (event: InspectionEvent) => void) {
  const requests: Array<{ update: PaymentUpdate; answer: PromiseWithResolvers<PaymentOrder> }> = [];
  const effects: string[] = [];
  const machine = orderPaymentMachine.provide({
    actors: {
      updateOrderPayment: fromPromise<PaymentOrder, PaymentUpdate>(({ input }) => {
        const answer = Promise.withResolvers<PaymentOrder>();
        requests.push({ update: input, answer });
        return answer.promise;
      }),
    },
    actions: {
      paymentSaved: (_, { order: saved }) =>
        effects.push(`saved ${saved.status} ${saved.paidAmount}`),
      paymentFailed: (_, { message }) => effects.push(`failed: ${message}`),
    },
  });
  const actor = createActor(machine, { input: { order: start }, inspect });
  actor.start();
  const lastRequest = () => {
    const last = requests.at(-1);
    if (!last) throw new Error('no request was made');
    return last;
  };
  /** Answers the last PATCH as the server would. */
  const serverSaves = async () => {
    const last = lastRequest();
    last.answer.resolve(answerTo(last.update));
    await settle();
  };
  const value = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, requests, effects, lastRequest, serverSaves, value, context };
}

describe('order payment machine', () => {
  it.each([
    ['pending', 'pending'],
    ['partially_paid', 'partiallyPaid'],
    ['paid', 'paid'],
  ] as const)('starts in the order status %s', (status, state) => {
    const sut = harness({ ...order, status, paidAmount: status === 'paid' ? 1160 : 100 });
    expect(sut.value()).toBe(state);
  });

  it('marks paid with paid_amount equal to the total; then nothing more can be paid', async () => {
    const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
    sut.actor.send({ type: 'payment.markPaid' });
    expect(sut.value()).toBe('markingPaid');
    expect(sut.lastRequest().update).toEqual({ id: '12', status: 'paid', paidAmount: 1160 });
    await sut.serverSaves();
    expect(sut.value()).toBe('paid');
    expect(sut.context()).toMatchObject({ status: 'paid', paidCents: 116_000 });
    expect(sut.effects).toEqual(['saved paid 1160']);
    sut.actor.send({ type: 'payment.markPaid' });
    sut.actor.send({ type: 'payment.partial' });
    expect(sut.value()).toBe('paid');
    expect(sut.requests).toHaveLength(1);
  });

  it('adds a partial payment to what was paid, and reaching the total makes it paid', async () => {
    const sut = harness({ ...order, totalAmount: 1000.1 });
    sut.actor.send({ type: 'payment.partial' });
    expect(sut.value()).toBe('enteringAmount');
    sut.actor.send({ type: 'amount.submit', amount: 400.05 });
    // The save names what was paid before, so a payment made meanwhile elsewhere is not lost.
    expect(sut.lastRequest().update).toEqual({
      id: '12',
      status: 'partially_paid',
      paidAmount: 400.05,
      expectedPaidAmount: 0,
    });
    sut.lastRequest().answer.resolve({
      ...order,
      totalAmount: 1000.1,
      status: 'partially_paid',
      paidAmount: 400.05,
    });
    await settle();
    expect(sut.value()).toBe('partiallyPaid');

    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'amount.submit', amount: 0.05 });
    // 400.05 + 0.05 in floating point is 400.09999…; in cents it is 400.10.
    expect(sut.lastRequest().update.paidAmount).toBe(400.1);
    sut.lastRequest().answer.resolve({
      ...order,
      totalAmount: 1000.1,
      status: 'partially_paid',
      paidAmount: 400.1,
    });
    await settle();

    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'amount.submit', amount: 600 });
    expect(sut.lastRequest().update).toEqual({
      id: '12',
      status: 'paid',
      paidAmount: 1000.1,
      expectedPaidAmount: 400.1,
    });
    sut.lastRequest().answer.resolve({
      ...order,
      totalAmount: 1000.1,
      status: 'paid',
      paidAmount: 1000.1,
    });
    await settle();
    expect(sut.value()).toBe('paid');
  });

  it.each([
    [0, 'Enter an amount greater than 0.'],
    [-5, 'Enter an amount greater than 0.'],
    [Number.NaN, 'Enter an amount greater than 0.'],
    [0.001, 'Enter an amount greater than 0.'],
    [860.01, 'Enter an amount no more than KSh 860.00.'],
  ])('refuses %d with "%s" and sends nothing', (amount, message) => {
    const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'amount.submit', amount });
    expect(sut.value()).toBe('enteringAmount');
    expect(sut.context().error).toBe(message);
    expect(sut.requests).toHaveLength(0);
  });

  it('accepts exactly the balance', () => {
    const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'amount.submit', amount: 860 });
    expect(sut.lastRequest().update).toEqual({
      id: '12',
      status: 'paid',
      paidAmount: 1160,
      expectedPaidAmount: 300,
    });
  });

  it('cancelling the prompt leaves the order as it was', () => {
    const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'amount.submit', amount: 0 });
    sut.actor.send({ type: 'amount.cancel' });
    expect(sut.value()).toBe('partiallyPaid');
    expect(sut.context().error).toBeNull();
    expect(sut.requests).toHaveLength(0);
  });

  it.each([
    [
      { kind: 'network' },
      'Failed to record the payment: the server could not be reached. Please try again.',
    ],
    [{ kind: 'server' }, 'Failed to record the payment. Please try again.'],
    [
      { kind: 'rejected', code: 'NOT_FOUND', message: 'Order not found' },
      'Failed to record the payment: Order not found',
    ],
  ] as Array<[RequestFailure, string]>)(
    'a failed Mark paid leaves the status unchanged and says so (%j)',
    async (failure, message) => {
      const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
      sut.actor.send({ type: 'payment.markPaid' });
      sut.lastRequest().answer.reject(failure);
      await settle();
      expect(sut.value()).toBe('partiallyPaid');
      expect(sut.context()).toMatchObject({ paidCents: 30_000, error: message });
      expect(sut.effects).toEqual([`failed: ${message}`]);
      // The next try clears the old message.
      sut.actor.send({ type: 'payment.markPaid' });
      expect(sut.context().error).toBeNull();
    },
  );

  it('a failed partial payment keeps the prompt open with the reason; status unchanged', async () => {
    const sut = harness();
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'amount.submit', amount: 100 });
    sut.lastRequest().answer.reject({ kind: 'network' } satisfies RequestFailure);
    await settle();
    expect(sut.value()).toBe('enteringAmount');
    expect(sut.context()).toMatchObject({
      status: 'pending',
      paidCents: 0,
      savingPaidCents: null,
      error: 'Failed to record the payment: the server could not be reached. Please try again.',
    });
    sut.actor.send({ type: 'amount.submit', amount: 100 });
    expect(sut.lastRequest().update.paidAmount).toBe(100);
  });

  it('follows fresh data from the server, also while the prompt is open', () => {
    const sut = harness();
    sut.actor.send({
      type: 'order.sync',
      order: { ...order, status: 'partially_paid', paidAmount: 1000 },
    });
    expect(sut.value()).toBe('partiallyPaid');
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({
      type: 'order.sync',
      order: { ...order, status: 'partially_paid', paidAmount: 1100 },
    });
    sut.actor.send({ type: 'amount.submit', amount: 100 });
    expect(sut.context().error).toBe('Enter an amount no more than KSh 60.00.');
    sut.actor.send({ type: 'amount.cancel' });
    sut.actor.send({ type: 'order.sync', order: { ...order, status: 'paid', paidAmount: 1160 } });
    expect(sut.value()).toBe('paid');
  });

  it('ignores fresh data while a payment is being saved', () => {
    const sut = harness();
    sut.actor.send({ type: 'payment.markPaid' });
    sut.actor.send({
      type: 'order.sync',
      order: { ...order, paidAmount: 5, status: 'partially_paid' },
    });
    expect(sut.value()).toBe('markingPaid');
    expect(sut.context().paidCents).toBe(0);
  });
});

/*
 * Model-based: every edge of the payment graph for an order of KSh 1,160: Mark paid, a partial
 * payment of 400 (then the 760 left), refused amounts (0, more than the balance), cancel,
 * fresh data from the server, and the PATCH answered or failing.
 */
type PaymentSnapshot = SnapshotFrom<typeof orderPaymentMachine>;
type ModelEvent = EventObject & Record<string, unknown>;
// The model also sends the events the machine raises itself (the actor's done and error).
const modelLogic = orderPaymentMachine as unknown as ActorLogic<
  PaymentSnapshot,
  ModelEvent,
  { order: PaymentOrder }
>;
const failure: RequestFailure = { kind: 'network' };

function modelEvents(snapshot: PaymentSnapshot): ModelEvent[] {
  const { context } = snapshot;
  const balance = (context.totalCents - context.paidCents) / 100;
  const events: ModelEvent[] = [
    { type: 'payment.markPaid' },
    { type: 'payment.partial' },
    { type: 'amount.cancel' },
    { type: 'amount.submit', amount: 0 },
    { type: 'amount.submit', amount: balance + 1 },
    { type: 'amount.submit', amount: Math.min(400, balance) },
    { type: 'order.sync', order: { ...order, status: 'partially_paid', paidAmount: 400 } },
  ];
  if (snapshot.matches('markingPaid') || snapshot.matches('savingPartial')) {
    const paidCents = snapshot.matches('markingPaid')
      ? context.totalCents
      : (context.savingPaidCents ?? 0);
    events.push({
      type: 'xstate.done.actor.updateOrderPayment',
      output: {
        ...order,
        status: paidCents === context.totalCents ? 'paid' : 'partially_paid',
        paidAmount: paidCents / 100,
      },
    });
    events.push({ type: 'xstate.error.actor.updateOrderPayment', error: failure });
  }
  return events;
}

function serializeState(snapshot: PaymentSnapshot): string {
  const { status, paidCents, savingPaidCents, error } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, status, paidCents, savingPaidCents, error });
}

describe('order payment machine: every path (model-based)', () => {
  const coverage = createPathCoverage(orderPaymentMachine);
  const paths = edgeCoveringPaths(
    new TestModel(modelLogic, { input: { order }, events: modelEvents, serializeState }),
  );

  it(`walks ${paths.length} paths, each replayed on a real actor`, async () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const sut = harness(order, coverage.inspect);
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      for (const [index, { event, state }] of steps.entries()) {
        if (event.type === 'xstate.done.actor.updateOrderPayment') {
          const last = sut.lastRequest();
          // The model's answer is what the server would answer to the request actually sent.
          expect(answerTo(last.update)).toEqual(event.output);
          await sut.serverSaves();
        } else if (event.type === 'xstate.error.actor.updateOrderPayment') {
          sut.lastRequest().answer.reject(event.error);
          await settle();
        } else {
          sut.actor.send(event as Parameters<typeof sut.actor.send>[0]);
        }
        const actual = sut.actor.getSnapshot();
        const where = `${path.description}, step ${index + 1}`;
        expect(serializeState(actual), where).toBe(serializeState(state));
        // Spec §4: nothing can be paid once the order is paid; paid never exceeds the total.
        if (actual.context.status === 'paid') {
          expect(actual.context.paidCents, where).toBe(actual.context.totalCents);
        }
        expect(actual.context.paidCents, where).toBeLessThanOrEqual(actual.context.totalCents);
      }
      for (const { update } of sut.requests) {
        expect(update.paidAmount).toBeGreaterThan(0);
        expect(update.paidAmount).toBeLessThanOrEqual(order.totalAmount);
        expect(update.status).toBe(
          update.paidAmount === order.totalAmount ? 'paid' : 'partially_paid',
        );
      }
      sut.actor.stop();
    }
  });

  it('reached every state and took every transition of the machine', () => {
    console.info(coverage.summary(`over ${paths.length} paths`));
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
