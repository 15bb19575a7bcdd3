import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ActorLogic,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import type { RequestFailure } from '../graphql/request-failure.ts';
import { createPathCoverage, edgeCoveringPaths } from '../statecharts/path-coverage.ts';
import type {
  MpesaDocument,
  MpesaRequestView,
  MpesaSendFailure,
  MpesaSendInput,
} from './mpesa-payment.context.ts';
import { mpesaPaymentMachine } from './mpesa-payment.machine.ts';

// An order of KSh 1,160.50 still owed: M-Pesa can ask for KSh 1,160 of it.
const order: MpesaDocument = {
  kind: 'order',
  id: '12',
  number: 'ORD-000012',
  balanceCents: 116_050,
};

const PHONE = '0712 345 678';
const WAIT_LIMIT_MS = 60_000;
type ActorName = 'sendRequest' | 'watchRequest' | 'queryStatus' | 'settleRequest';

function requestView(overrides: Partial<MpesaRequestView> = {}): MpesaRequestView {
  return {
    id: '7',
    status: 'waiting',
    phone: '254712345678',
    amountCents: 116_000,
    receiptNumber: null,
    resultDesc: null,
    ...overrides,
  };
}

const paid = requestView({
  status: 'paid',
  receiptNumber: 'TKR3XYZ12A',
  resultDesc: 'The service request is processed successfully.',
});
const cancelled = requestView({ status: 'cancelled', resultDesc: 'Request cancelled by user' });
const failedWrongPin = requestView({
  status: 'failed',
  resultDesc: 'The initiator information is invalid.',
});
const expired = requestView({ status: 'expired', resultDesc: 'DS timeout user cannot be reached' });
const awaited = requestView({
  status: 'awaiting_receipt',
  resultDesc: 'The service request is processed successfully.',
});
const codeCountedElsewhere: RequestFailure = {
  kind: 'rejected',
  code: 'CONFLICT',
  message: 'M-Pesa code TKR3XYZ12A already paid INV-000001',
};
const network: RequestFailure = { kind: 'network' };
const mpesaOff: RequestFailure = {
  kind: 'rejected',
  code: 'CONFLICT',
  message: 'M-Pesa is not set up: ask the owner to fill in M-Pesa in Settings',
};
const refused: MpesaSendFailure = { kind: 'refused', message: 'Invalid BusinessShortCode' };

/** Lets settled promises reach the actor (timers are fake in these tests). */
const settle = () => vi.advanceTimersByTimeAsync(0);

type Call = { input: unknown; answer: PromiseWithResolvers<MpesaRequestView> };

function harness(
  document: MpesaDocument = order,
  phone: string | null = PHONE,
  inspect?: (event: InspectionEvent) => void,
) {
  const calls: Record<ActorName, Call[]> = {
    sendRequest: [],
    watchRequest: [],
    queryStatus: [],
    settleRequest: [],
  };
  const effects: string[] = [];
  const pending = <TInput>(name: ActorName) =>
    fromPromise<MpesaRequestView, TInput>(({ input }) => {
      const answer = Promise.withResolvers<MpesaRequestView>();
      calls[name].push({ input, answer });
      return answer.promise;
    });
  const machine = mpesaPaymentMachine.provide({
    actors: {
      sendRequest: pending<MpesaSendInput>('sendRequest'),
      watchRequest: pending<{ requestId: string }>('watchRequest'),
      queryStatus: pending<{ requestId: string }>('queryStatus'),
      settleRequest: pending<{ requestId: string; code: string }>('settleRequest'),
    },
    actions: {
      paymentReceived: (_, { request }) =>
        effects.push(`paid ${request.amountCents} ${request.receiptNumber}`),
    },
  });
  const actor = createActor(machine, { input: { document, phone }, inspect });
  actor.start();
  const last = (name: ActorName) => {
    const call = calls[name].at(-1);
    if (!call) throw new Error(`${name} was not called`);
    return call;
  };
  const sent = () => calls.sendRequest.map((call) => call.input as MpesaSendInput);
  const answer = async (name: ActorName, request: MpesaRequestView) => {
    last(name).answer.resolve(request);
    await settle();
  };
  const fail = async (name: ActorName, failure: unknown) => {
    last(name).answer.reject(failure);
    await settle();
  };
  const value = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, calls, effects, last, sent, answer, fail, value, context };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('M-Pesa payment machine', () => {
  it('starts on the fields: the customer’s phone, and the balance in whole shillings', () => {
    const sut = harness();
    expect(sut.value()).toBe('editing');
    expect(sut.context()).toMatchObject({ phone: PHONE, amount: '1160', request: null });
    expect(harness(order, null).context().phone).toBe('');
  });

  it.each([
    ['', '1160', 'Enter the customer’s M-Pesa number.', null],
    ['0712 345', '1160', 'Enter a Safaricom number like 0712 345 678.', null],
    ['0812 345 678', '1160', 'Enter a Safaricom number like 0712 345 678.', null],
    [PHONE, '', null, 'Enter an amount.'],
    [PHONE, '0', null, 'Enter an amount greater than 0.'],
    [PHONE, '-5', null, 'Enter an amount greater than 0.'],
    [PHONE, 'abc', null, 'Enter an amount in KSh.'],
    [PHONE, '100.50', null, 'M-Pesa takes whole shillings: enter an amount without cents.'],
    [PHONE, '1161', null, 'Enter an amount no more than KSh 1,160.00.'],
  ])(
    'refuses phone %j and amount %j, says why beside each, and sends nothing',
    (phone, amount, phoneError, amountError) => {
      const sut = harness();
      sut.actor.send({ type: 'phone.change', value: phone });
      sut.actor.send({ type: 'amount.change', value: amount });
      sut.actor.send({ type: 'request.send' });
      expect(sut.value()).toBe('editing');
      expect(sut.context()).toMatchObject({ phoneError, amountError });
      expect(sut.sent()).toEqual([]);
      // Changing a field takes its message away until the next send.
      sut.actor.send({ type: 'phone.change', value: PHONE });
      sut.actor.send({ type: 'amount.change', value: '500' });
      expect(sut.context()).toMatchObject({ phoneError: null, amountError: null });
    },
  );

  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0110-123-456', '254110123456'],
    ['254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
  ])('sends %j as %s, with the amount in cents and a fresh idempotency key', (typed, phone) => {
    const sut = harness();
    sut.actor.send({ type: 'phone.change', value: typed });
    sut.actor.send({ type: 'amount.change', value: '1,000' });
    sut.actor.send({ type: 'request.send' });
    expect(sut.value()).toBe('sending');
    expect(sut.sent()).toEqual([
      {
        document: { kind: 'order', id: '12' },
        phone,
        amountCents: 100_000,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('follows the request on the phone until paid: the receipt, and the document refreshed', async () => {
    const sut = harness();
    sut.actor.send({ type: 'request.send' });
    await sut.answer('sendRequest', requestView());
    expect(sut.value()).toBe('waitingOnPhone');
    expect(sut.last('watchRequest').input).toEqual({ requestId: '7' });
    await sut.answer('watchRequest', paid);
    expect(sut.value()).toBe('paid');
    expect(sut.actor.getSnapshot().status).toBe('done');
    expect(sut.context().request).toEqual(paid);
    expect(sut.effects).toEqual(['paid 116000 TKR3XYZ12A']);
  });

  it('ends cancelled when the customer cancels on the phone, recording nothing', async () => {
    const sut = harness();
    sut.actor.send({ type: 'request.send' });
    await sut.answer('sendRequest', requestView());
    await sut.answer('watchRequest', cancelled);
    expect(sut.value()).toBe('cancelled');
    expect(sut.actor.getSnapshot().status).toBe('done');
    expect(sut.effects).toEqual([]);
  });

  it('says why a payment failed; Try again keeps the fields and makes a new attempt', async () => {
    const sut = harness();
    sut.actor.send({ type: 'amount.change', value: '500' });
    sut.actor.send({ type: 'request.send' });
    const firstKey = sut.sent()[0]?.idempotencyKey;
    await sut.answer('sendRequest', requestView({ amountCents: 50_000 }));
    await sut.answer('watchRequest', failedWrongPin);
    expect(sut.value()).toBe('failed');
    expect(sut.context().failure).toBe(
      'M-Pesa could not take the payment. M-Pesa said: The initiator information is invalid.',
    );
    sut.actor.send({ type: 'request.retry' });
    expect(sut.value()).toBe('editing');
    expect(sut.context()).toMatchObject({
      phone: PHONE,
      amount: '500',
      request: null,
      failure: null,
    });
    sut.actor.send({ type: 'request.send' });
    expect(sut.sent()[1]?.idempotencyKey).not.toBe(firstKey);
    expect(sut.effects).toEqual([]);
  });

  it('shows M-Pesa’s refusal of the push itself as a failure', async () => {
    const sut = harness();
    sut.actor.send({ type: 'request.send' });
    await sut.fail('sendRequest', refused);
    expect(sut.value()).toBe('failed');
    expect(sut.context().failure).toBe('M-Pesa refused the request: Invalid BusinessShortCode');
  });

  it('a lost answer keeps the fields and the key: the resend cannot ask the phone twice', async () => {
    const sut = harness();
    sut.actor.send({ type: 'request.send' });
    await sut.fail('sendRequest', network);
    expect(sut.value()).toBe('editing');
    expect(sut.context().error).toBe(
      'Could not send the request: the server could not be reached. Send it again; the customer is asked only once.',
    );
    sut.actor.send({ type: 'request.send' });
    expect(sut.sent()[1]?.idempotencyKey).toBe(sut.sent()[0]?.idempotencyKey);
    await sut.fail('sendRequest', network);
    // A different amount is a different request.
    sut.actor.send({ type: 'amount.change', value: '1000' });
    sut.actor.send({ type: 'request.send' });
    expect(sut.sent()[2]?.idempotencyKey).not.toBe(sut.sent()[0]?.idempotencyKey);
  });

  it('shows the server’s refusal (M-Pesa not set up) above the fields', async () => {
    const sut = harness();
    sut.actor.send({ type: 'request.send' });
    await sut.fail('sendRequest', mpesaOff);
    expect(sut.value()).toBe('editing');
    expect(sut.context().error).toBe(mpesaOff.message);
    expect(sut.context().attempt).toBeNull();
  });

  it('after a minute without a result asks M-Pesa, then keeps watching until the callback', async () => {
    const sut = harness();
    sut.actor.send({ type: 'request.send' });
    await sut.answer('sendRequest', requestView());
    await vi.advanceTimersByTimeAsync(WAIT_LIMIT_MS - 1);
    expect(sut.value()).toBe('waitingOnPhone');
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.value()).toEqual({ timedOut: 'checking' });
    expect(sut.last('queryStatus').input).toEqual({ requestId: '7' });
    await sut.answer('queryStatus', requestView());
    expect(sut.value()).toEqual({ timedOut: 'stillWaiting' });
    expect(sut.calls.watchRequest).toHaveLength(2);
    await sut.answer('watchRequest', paid);
    expect(sut.value()).toBe('paid');
    expect(sut.effects).toEqual(['paid 116000 TKR3XYZ12A']);
  });

  it('Check status asks M-Pesa again; a phone that never answered ends failed', async () => {
    const sut = harness();
    sut.actor.send({ type: 'request.send' });
    await sut.answer('sendRequest', requestView());
    await vi.advanceTimersByTimeAsync(WAIT_LIMIT_MS);
    await sut.fail('queryStatus', network);
    expect(sut.value()).toEqual({ timedOut: 'stillWaiting' });
    expect(sut.context().error).toBe(
      'Could not ask M-Pesa where the payment stands: the server could not be reached.',
    );
    sut.actor.send({ type: 'request.check' });
    expect(sut.value()).toEqual({ timedOut: 'checking' });
    expect(sut.calls.queryStatus).toHaveLength(2);
    await sut.answer('queryStatus', expired);
    expect(sut.value()).toBe('failed');
    expect(sut.context()).toMatchObject({
      error: null,
      failure:
        'The customer’s phone did not answer in time. M-Pesa said: DS timeout user cannot be reached',
    });
  });

  it('paid per M-Pesa, receipt awaited: the code from the SMS records it; a refusal says why beside it', async () => {
    const sut = harness();
    sut.actor.send({ type: 'request.send' });
    await sut.answer('sendRequest', requestView());
    await vi.advanceTimersByTimeAsync(WAIT_LIMIT_MS);
    await sut.answer('queryStatus', awaited);
    expect(sut.value()).toEqual({ awaitingReceipt: 'watching' });
    expect(sut.calls.watchRequest).toHaveLength(2);
    sut.actor.send({ type: 'code.submit' });
    expect(sut.context().codeError).toBe('Enter the M-Pesa code from the customer’s SMS.');
    sut.actor.send({ type: 'code.change', value: 'tkr3 xyz12a' });
    expect(sut.context().codeError).toBeNull();
    sut.actor.send({ type: 'code.submit' });
    expect(sut.value()).toEqual({ awaitingReceipt: 'settling' });
    expect(sut.last('settleRequest').input).toEqual({ requestId: '7', code: 'TKR3XYZ12A' });
    await sut.fail('settleRequest', codeCountedElsewhere);
    expect(sut.value()).toEqual({ awaitingReceipt: 'watching' });
    expect(sut.context().codeError).toBe(codeCountedElsewhere.message);
    sut.actor.send({ type: 'code.submit' });
    await sut.answer('settleRequest', paid);
    expect(sut.value()).toBe('paid');
    expect(sut.effects).toEqual(['paid 116000 TKR3XYZ12A']);
  });
});

/*
 * Model-based: every edge of the graph for an order owing KSh 1,160.50: the fields changed to
 * good and bad values, Send, every answer the three actors can give in each state (the
 * request's statuses, a lost answer, a refusal by the server or by M-Pesa), the wait limit
 * passing, Check status and Try again.
 */
type MpesaSnapshot = SnapshotFrom<typeof mpesaPaymentMachine>;
type ModelEvent = EventObject & Record<string, unknown>;
// The model also sends the events the machine raises itself (actors' answers, the delay).
const modelLogic = mpesaPaymentMachine as unknown as ActorLogic<
  MpesaSnapshot,
  ModelEvent,
  { document: MpesaDocument; phone: string }
>;
const AFTER_WAIT_LIMIT = 'xstate.after.waitLimit.mpesaPayment.waitingOnPhone';

function modelEvents(snapshot: MpesaSnapshot): ModelEvent[] {
  // Paid and cancelled are final: the actor takes nothing more (the dialog offers only Done).
  if (snapshot.status === 'done') return [];
  const events: ModelEvent[] = [
    { type: 'phone.change', value: PHONE },
    { type: 'phone.change', value: '0712' },
    { type: 'amount.change', value: '1160' },
    { type: 'amount.change', value: '0' },
    { type: 'request.send' },
    { type: 'request.check' },
    { type: 'request.retry' },
  ];
  const done = (id: ActorName, ...outputs: MpesaRequestView[]) =>
    outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
  const error = (id: ActorName, ...errors: unknown[]) =>
    errors.map((failure) => ({ type: `xstate.error.actor.${id}`, error: failure }));
  if (snapshot.matches('sending')) {
    events.push(...done('sendRequest', requestView(), paid, cancelled, failedWrongPin, awaited));
    events.push(...error('sendRequest', network, mpesaOff, refused));
  }
  if (snapshot.matches('waitingOnPhone')) {
    events.push(...done('watchRequest', paid, cancelled, failedWrongPin, expired, awaited));
    events.push(...error('watchRequest', network));
    events.push({ type: AFTER_WAIT_LIMIT });
  }
  if (snapshot.matches({ timedOut: 'checking' })) {
    events.push(...done('queryStatus', requestView(), paid, cancelled, expired, awaited));
    events.push(...error('queryStatus', network));
  }
  if (snapshot.matches({ awaitingReceipt: 'watching' })) {
    events.push({ type: 'code.change', value: 'TKR3XYZ12A' });
    events.push({ type: 'code.change', value: 'TK3' });
    events.push({ type: 'code.submit' });
    // Every answer the shared transitions know, though the watch ends only on a result; once
    // it failed (its error shown) it answers nothing more.
    if (snapshot.context.error === null) {
      events.push(...done('watchRequest', paid, cancelled, expired, awaited));
      events.push(...error('watchRequest', network));
    }
  }
  if (snapshot.matches({ awaitingReceipt: 'settling' })) {
    events.push(...done('settleRequest', paid, cancelled, expired, awaited, requestView()));
    events.push(...error('settleRequest', codeCountedElsewhere, network));
  }
  if (snapshot.matches({ timedOut: 'stillWaiting' })) {
    events.push(...done('watchRequest', paid, cancelled, failedWrongPin, awaited));
    events.push(...error('watchRequest', network));
  }
  return events;
}

// What the dialog shows and what decides the next step; the key itself must not multiply states.
function serializeState(snapshot: MpesaSnapshot): string {
  const { phone, amount, phoneError, amountError, attempt, request, error, failure } =
    snapshot.context;
  const { code, codeError } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    phone,
    amount,
    phoneError,
    amountError,
    keptAttempt: attempt ? `${attempt.phone} ${attempt.amountCents}` : null,
    request: request?.status ?? null,
    error,
    failure,
    code,
    codeError,
  });
}

describe('M-Pesa payment machine: every path (model-based)', () => {
  const coverage = createPathCoverage(mpesaPaymentMachine);
  const paths = edgeCoveringPaths(
    new TestModel(modelLogic, {
      input: { document: order, phone: PHONE },
      events: modelEvents,
      serializeState,
    }),
  );

  it(`walks ${paths.length} paths, each replayed on a real actor`, async () => {
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const sut = harness(order, PHONE, coverage.inspect);
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      for (const [index, { event, state }] of steps.entries()) {
        const [, kind, , actorName] = event.type.split('.');
        if (event.type === AFTER_WAIT_LIMIT) {
          await vi.advanceTimersByTimeAsync(WAIT_LIMIT_MS);
        } else if (event.type.startsWith('xstate.done.actor.')) {
          await sut.answer(actorName as ActorName, event.output as MpesaRequestView);
        } else if (kind === 'error') {
          await sut.fail(actorName as ActorName, event.error);
        } else {
          sut.actor.send(event as Parameters<typeof sut.actor.send>[0]);
        }
        const actual = sut.actor.getSnapshot();
        const where = `${path.description}, step ${index + 1}`;
        expect(serializeState(actual), where).toBe(serializeState(state));
        // Paid is reached only with M-Pesa's receipt, and only then is the document refreshed.
        if (actual.matches('paid')) {
          expect(actual.context.request?.receiptNumber, where).toBe('TKR3XYZ12A');
          expect(sut.effects, where).toEqual(['paid 116000 TKR3XYZ12A']);
        } else {
          expect(sut.effects, where).toEqual([]);
        }
      }
      // Every push asked a Safaricom number for whole shillings within the balance.
      for (const request of sut.sent()) {
        expect(request.phone).toBe('254712345678');
        expect(request.amountCents).toBe(116_000);
      }
      sut.actor.stop();
    }
  });

  it('reached every state and took every transition of the machine', () => {
    console.info(coverage.summary(`over ${paths.length} paths`));
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
