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
import type { PaymentDetails } from '../../shared/payments/payment-details.ts';
import { type OrderBalance, orderSale } from '../../shared/payments/sale-payment.actors.ts';
import type {
  SaleBalance,
  SalePaymentEvent,
  SalePaymentRequest,
} from '../../shared/payments/sale-payment.context.ts';
import { salePaymentMachine } from '../../shared/payments/sale-payment.machine.ts';
import { createPathCoverage, edgeCoveringPaths } from '../../shared/statecharts/path-coverage.ts';
import { settle } from '../../test/settle.ts';

/** An order as the server answers a payment on it. */
type PaymentOrder = OrderBalance;

const order: PaymentOrder = {
  id: '12',
  orderNumber: 'ORD-000012',
  totalAmount: 1160,
  paidAmount: 0,
  amountCredited: 0,
  status: 'pending',
};

const mpesa: PaymentDetails = {
  date: '2026-11-20',
  method: 'mpesa',
  reference: 'QK7H2M9XLP',
  note: null,
};

/** The server's answer to a payment, as the real API gives it: the ledger decides the status. */
function answerTo(before: PaymentOrder, request: SalePaymentRequest): PaymentOrder {
  const paidCents = Math.round(before.paidAmount * 100) + request.amountCents;
  const totalCents = Math.round(before.totalAmount * 100);
  return {
    ...before,
    paidAmount: paidCents / 100,
    status: paidCents === 0 ? 'pending' : paidCents >= totalCents ? 'paid' : 'partially_paid',
  };
}

/** Lets settled promises reach the actor. */

function harness(start: PaymentOrder = order, inspect?: (event: InspectionEvent) => void) {
  const requests: Array<{
    request: SalePaymentRequest;
    answer: PromiseWithResolvers<PaymentOrder>;
  }> = [];
  const effects: string[] = [];
  let onServer = start;
  // The Orders screen's save: the server's order, as the machine holds a sale.
  const machine = salePaymentMachine.provide({
    actors: {
      recordPayment: fromPromise<SaleBalance, SalePaymentRequest>(async ({ input }) => {
        const answer = Promise.withResolvers<PaymentOrder>();
        requests.push({ request: input, answer });
        return orderSale(await answer.promise);
      }),
    },
    actions: {
      paymentSaved: (_, { sale, amountCents }) =>
        effects.push(`saved ${amountCents} → ${sale.status} ${sale.paidCents / 100}`),
    },
  });
  const actor = createActor(machine, { input: { sale: orderSale(start) }, inspect });
  actor.start();
  const lastRequest = () => {
    const last = requests.at(-1);
    if (!last) throw new Error('no request was made');
    return last;
  };
  /** Answers the last payment as the server would. */
  const serverSaves = async () => {
    const last = lastRequest();
    onServer = answerTo(onServer, last.request);
    last.answer.resolve(onServer);
    await settle();
  };
  const value = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  /** The order as the server now has it (a refetch of the list). */
  const sync = (changed: PaymentOrder) =>
    actor.send({ type: 'sale.sync', sale: orderSale(changed) });
  return { actor, requests, effects, lastRequest, serverSaves, value, context, sync };
}

describe('an order’s payments (the sale payment machine)', () => {
  it.each([
    ['pending', 'owing'],
    ['partially_paid', 'owing'],
    ['paid', 'paid'],
    ['cancelled', 'closed'],
  ] as const)('starts in the order status %s', (status, state) => {
    const sut = harness({ ...order, status, paidAmount: status === 'paid' ? 1160 : 100 });
    expect(sut.value()).toBe(state);
    expect(sut.context().sale.status).toBe(status);
  });

  it('Mark paid asks first, then pays the balance with the details given; nothing more after', async () => {
    const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
    sut.actor.send({ type: 'payment.markPaid' });
    expect(sut.value()).toBe('confirmingMarkPaid');
    expect(sut.requests).toHaveLength(0);
    // Whatever amount the form carries, Mark paid pays the balance.
    sut.actor.send({ type: 'payment.submit', amountCents: 1, details: mpesa });
    expect(sut.value()).toBe('markingPaid');
    expect(sut.lastRequest().request).toMatchObject({
      sale: { kind: 'order', id: '12' },
      amountCents: 86_000,
      details: mpesa,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await sut.serverSaves();
    expect(sut.value()).toBe('paid');
    expect(sut.context()).toMatchObject({
      sale: { status: 'paid', paidCents: 116_000 },
      attempt: null,
    });
    expect(sut.effects).toEqual(['saved 86000 → paid 1160']);
    sut.actor.send({ type: 'payment.markPaid' });
    sut.actor.send({ type: 'payment.partial' });
    expect(sut.value()).toBe('paid');
    expect(sut.requests).toHaveLength(1);
  });

  it('Mark paid pays what is due: the total less what credit notes took back', () => {
    const sut = harness({ ...order, totalAmount: 1000, amountCredited: 300 });
    expect(sut.value()).toBe('owing');
    sut.actor.send({ type: 'payment.markPaid' });
    sut.actor.send({ type: 'payment.submit', amountCents: 0, details: mpesa });
    expect(sut.lastRequest().request.amountCents).toBe(70_000);
  });

  it('cancelling Mark paid sends nothing', () => {
    const sut = harness();
    sut.actor.send({ type: 'payment.markPaid' });
    sut.actor.send({ type: 'payment.cancel' });
    expect(sut.value()).toBe('owing');
    expect(sut.context().sale.status).toBe('pending');
    expect(sut.requests).toHaveLength(0);
  });

  it('records partial payments as they are (the server adds them up) until paid', async () => {
    const sut = harness({ ...order, totalAmount: 1000.1 });
    sut.actor.send({ type: 'payment.partial' });
    expect(sut.value()).toBe('enteringAmount');
    sut.actor.send({ type: 'payment.submit', amountCents: 40_005, details: mpesa });
    expect(sut.lastRequest().request).toMatchObject({ amountCents: 40_005, details: mpesa });
    await sut.serverSaves();
    expect(sut.value()).toBe('owing');
    expect(sut.context().sale).toMatchObject({ status: 'partially_paid', paidCents: 40_005 });

    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'payment.submit', amountCents: 60_005, details: mpesa });
    await sut.serverSaves();
    expect(sut.value()).toBe('paid');
    expect(sut.effects).toEqual([
      'saved 40005 → partially_paid 400.05',
      'saved 60005 → paid 1000.1',
    ]);
  });

  it.each([
    [0, 'Enter an amount greater than 0.'],
    [-500, 'Enter an amount greater than 0.'],
    [Number.NaN, 'Enter an amount greater than 0.'],
    [0.5, 'Enter an amount greater than 0.'],
    [86_001, 'Enter an amount no more than KSh 860.00.'],
  ])('refuses %d cents with "%s" and sends nothing', (amountCents, message) => {
    const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'payment.submit', amountCents, details: mpesa });
    expect(sut.value()).toBe('enteringAmount');
    expect(sut.context().error).toBe(message);
    expect(sut.requests).toHaveLength(0);
  });

  it('accepts exactly the balance', () => {
    const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'payment.submit', amountCents: 86_000, details: mpesa });
    expect(sut.lastRequest().request.amountCents).toBe(86_000);
  });

  it('cancelling the prompt leaves the order as it was and clears the message', () => {
    const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'payment.submit', amountCents: 0, details: mpesa });
    sut.actor.send({ type: 'payment.cancel' });
    expect(sut.value()).toBe('owing');
    expect(sut.context().sale.status).toBe('partially_paid');
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
      {
        kind: 'rejected',
        code: 'BAD_USER_INPUT',
        message: 'reference: is required for mpesa, cheque and bank_transfer payments',
      },
      'Failed to record the payment: reference: is required for mpesa, cheque and bank_transfer payments',
    ],
  ] as Array<[RequestFailure, string]>)(
    'a failed Mark paid keeps the confirmation open with the reason (%j)',
    async (failure, message) => {
      const sut = harness({ ...order, status: 'partially_paid', paidAmount: 300 });
      sut.actor.send({ type: 'payment.markPaid' });
      sut.actor.send({ type: 'payment.submit', amountCents: 0, details: mpesa });
      sut.lastRequest().answer.reject(failure);
      await settle();
      expect(sut.value()).toBe('confirmingMarkPaid');
      expect(sut.context()).toMatchObject({
        sale: { status: 'partially_paid', paidCents: 30_000 },
        error: message,
      });
      expect(sut.effects).toEqual([]);
    },
  );

  it('retries a failed payment with the same key; a changed payment gets a new one', async () => {
    const sut = harness();
    sut.actor.send({ type: 'payment.partial' });
    sut.actor.send({ type: 'payment.submit', amountCents: 10_000, details: mpesa });
    const firstKey = sut.lastRequest().request.idempotencyKey;
    sut.lastRequest().answer.reject({ kind: 'network' } satisfies RequestFailure);
    await settle();
    expect(sut.value()).toBe('enteringAmount');
    expect(sut.context().sale.paidCents).toBe(0);

    sut.actor.send({ type: 'payment.submit', amountCents: 10_000, details: mpesa });
    expect(sut.lastRequest().request.idempotencyKey).toBe(firstKey);
    sut.lastRequest().answer.reject({ kind: 'network' } satisfies RequestFailure);
    await settle();

    sut.actor.send({
      type: 'payment.submit',
      amountCents: 10_000,
      details: { ...mpesa, reference: 'QK7H2M9XLQ' },
    });
    expect(sut.lastRequest().request.idempotencyKey).not.toBe(firstKey);
  });

  it('follows fresh data from the server, also while a dialog is open', () => {
    const sut = harness();
    sut.sync({ ...order, status: 'partially_paid', paidAmount: 1000 });
    expect(sut.value()).toBe('owing');
    expect(sut.context().sale.status).toBe('partially_paid');
    sut.actor.send({ type: 'payment.partial' });
    sut.sync({ ...order, status: 'partially_paid', paidAmount: 1100 });
    sut.actor.send({ type: 'payment.submit', amountCents: 10_000, details: mpesa });
    expect(sut.context().error).toBe('Enter an amount no more than KSh 60.00.');
    sut.actor.send({ type: 'payment.cancel' });
    sut.sync({ ...order, status: 'paid', paidAmount: 1160 });
    expect(sut.value()).toBe('paid');
    // A payment reversed elsewhere makes the order payable again.
    sut.sync({ ...order, status: 'pending', paidAmount: 0 });
    expect(sut.value()).toBe('owing');
    expect(sut.context().sale.status).toBe('pending');
  });

  it('sends nothing when the order was paid elsewhere while Mark paid was asking', () => {
    const sut = harness();
    sut.actor.send({ type: 'payment.markPaid' });
    sut.sync({ ...order, status: 'paid', paidAmount: 1160 });
    sut.actor.send({ type: 'payment.submit', amountCents: 0, details: mpesa });
    expect(sut.value()).toBe('paid');
    expect(sut.requests).toHaveLength(0);
  });

  it('ignores fresh data while a payment is being saved', () => {
    const sut = harness();
    sut.actor.send({ type: 'payment.markPaid' });
    sut.actor.send({ type: 'payment.submit', amountCents: 0, details: mpesa });
    sut.sync({ ...order, paidAmount: 5, status: 'partially_paid' });
    expect(sut.value()).toBe('markingPaid');
    expect(sut.context().sale.paidCents).toBe(0);
  });
});

/*
 * Model-based: every edge of the payment graph for an order of KSh 1,160: Mark paid (asked,
 * confirmed or cancelled), a partial payment of 400 (then the 760 left), refused amounts (0,
 * more than the balance), cancel, fresh data from the server, and the save answered or failing.
 */
type PaymentSnapshot = SnapshotFrom<typeof salePaymentMachine>;
type ModelEvent = EventObject & Record<string, unknown>;
// The model also sends the events the machine raises itself (the actor's done and error).
const modelLogic = salePaymentMachine as unknown as ActorLogic<
  PaymentSnapshot,
  ModelEvent,
  { sale: SaleBalance }
>;
const failure: RequestFailure = { kind: 'network' };

function modelEvents(snapshot: PaymentSnapshot): ModelEvent[] {
  const { sale } = snapshot.context;
  const balance = sale.totalCents - sale.paidCents;
  const events: ModelEvent[] = [
    { type: 'payment.markPaid' },
    { type: 'payment.partial' },
    { type: 'payment.cancel' },
    { type: 'payment.submit', amountCents: 0, details: mpesa },
    { type: 'payment.submit', amountCents: balance + 100, details: mpesa },
    { type: 'payment.submit', amountCents: Math.min(40_000, balance), details: mpesa },
    { type: 'sale.sync', sale: orderSale({ ...order, status: 'partially_paid', paidAmount: 400 }) },
    // Paid in full from another till.
    { type: 'sale.sync', sale: orderSale({ ...order, status: 'paid', paidAmount: 1160 }) },
    // Cancelled by a manager meanwhile.
    { type: 'sale.sync', sale: orderSale({ ...order, status: 'cancelled', paidAmount: 0 }) },
  ];
  if (snapshot.matches('markingPaid') || snapshot.matches('savingPartial')) {
    const actor = snapshot.matches('markingPaid') ? 'markPaid' : 'recordPayment';
    const paidCents = sale.paidCents + (snapshot.context.attempt?.amountCents ?? 0);
    events.push({
      type: `xstate.done.actor.${actor}`,
      output: orderSale({
        ...order,
        status: paidCents === sale.totalCents ? 'paid' : 'partially_paid',
        paidAmount: paidCents / 100,
      }),
    });
    events.push({ type: `xstate.error.actor.${actor}`, error: failure });
  }
  return events;
}

// What the screen shows; the idempotency key must not multiply the states.
function serializeState(snapshot: PaymentSnapshot): string {
  const { sale, attempt, error } = snapshot.context;
  const { status, paidCents } = sale;
  return JSON.stringify({
    value: snapshot.value,
    status,
    paidCents,
    saving: attempt?.amountCents ?? null,
    error,
  });
}

describe('an order’s payments: every path (model-based)', () => {
  const coverage = createPathCoverage(salePaymentMachine);
  const paths = edgeCoveringPaths(
    new TestModel(modelLogic, {
      input: { sale: orderSale(order) },
      events: modelEvents,
      serializeState,
    }),
  );

  it(`walks ${paths.length} paths, each replayed on a real actor`, async () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const sut = harness(order, coverage.inspect);
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      for (const [index, { event, state }] of steps.entries()) {
        if (event.type.startsWith('xstate.done.actor.')) {
          const last = sut.lastRequest();
          // The model's answer is what the server would answer to the request actually sent.
          const answer = answerTo({ ...order, ...fromContext(sut.context()) }, last.request);
          expect(orderSale(answer)).toEqual(event.output);
          last.answer.resolve(answer);
          await settle();
        } else if (event.type.startsWith('xstate.error.actor.')) {
          sut.lastRequest().answer.reject(event.error);
          await settle();
        } else {
          sut.actor.send(event as SalePaymentEvent);
        }
        const actual = sut.actor.getSnapshot();
        const where = `${path.description}, step ${index + 1}`;
        expect(serializeState(actual), where).toBe(serializeState(state));
        // Spec §4: nothing can be paid once the order is paid; paid never exceeds the total.
        const { sale } = actual.context;
        if (sale.status === 'paid') expect(sale.paidCents, where).toBe(sale.totalCents);
        expect(sale.paidCents, where).toBeLessThanOrEqual(sale.totalCents);
      }
      for (const { request } of sut.requests) {
        expect(request.amountCents).toBeGreaterThan(0);
        expect(request.amountCents).toBeLessThanOrEqual(116_000);
        expect(request.details).toEqual(mpesa);
      }
      sut.actor.stop();
    }
  });

  it('reached every state and took every transition of the machine', () => {
    console.info(coverage.summary(`over ${paths.length} paths`));
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});

/** The order as the machine holds it, for replaying the server's arithmetic. */
function fromContext(context: PaymentSnapshot['context']) {
  return {
    paidAmount: context.sale.paidCents / 100,
    status: context.sale.status as PaymentOrder['status'],
  };
}
