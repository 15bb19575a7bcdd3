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
import { settle } from '../../test/settle.ts';
import type { ShiftActorInput, ShiftEvent, ShiftView } from './shift.context.ts';
import { shiftMachine } from './shift.machine.ts';
import { shiftWords } from './shift.messages.ts';

const cashier = { __typename: 'UserRef', id: '7', email: 'amina@duka.co.ke' } as const;

/** What the server answers to each write, worked as the API works it (cents, then KSh). */
function answerTo(before: ShiftView | null, input: ShiftActorInput): ShiftView {
  const { request } = input;
  if (request.action === 'open') {
    return {
      __typename: 'Shift',
      id: '1',
      openedAt: '2026-12-06T06:00:00.000Z',
      openingFloat: request.openingFloatCents / 100,
      closedAt: null,
      cashier,
      closedBy: null,
      cashMovements: [],
      zReport: null,
    };
  }
  const shift = before!;
  if (request.action === 'move') {
    return {
      ...shift,
      cashMovements: [
        ...shift.cashMovements,
        {
          __typename: 'CashMovement',
          id: String(shift.cashMovements.length + 1),
          kind: request.kind,
          amount: request.amountCents / 100,
          reason: request.reason,
          recordedAt: '2026-12-06T08:00:00.000Z',
          recordedBy: cashier,
        },
      ],
    };
  }
  const signed = shift.cashMovements.reduce(
    (sum, m) => sum + (m.kind === 'pay_in' ? 1 : -1) * Math.round(m.amount * 100),
    0,
  );
  const expectedCents = Math.round(shift.openingFloat * 100) + signed;
  return {
    ...shift,
    closedAt: '2026-12-06T18:00:00.000Z',
    closedBy: cashier,
    zReport: {
      __typename: 'ZReport',
      openingFloat: shift.openingFloat,
      cashTaken: 0,
      cashRefunded: 0,
      cashReversed: 0,
      payIns: 0,
      payOuts: 0,
      expectedCash: expectedCents / 100,
      countedCash: request.countedCashCents / 100,
      difference: (request.countedCashCents - expectedCents) / 100,
      byMethod: [],
    },
  };
}

/** A shift opened yesterday and never closed. */
const LEFT_OPEN: ShiftView = {
  ...answerTo(null, {
    request: { action: 'open', openingFloatCents: 50_000 },
    key: 'k',
    shiftId: null,
  }),
  id: '9',
  openedAt: '2026-12-05T06:00:00.000Z',
};

const ACTORS = ['loadShift', 'openShift', 'recordCashMovement', 'closeShift'] as const;

type Pending = {
  input: ShiftActorInput | null;
  answer: PromiseWithResolvers<ShiftView | null>;
};

function harness(inspect?: (event: InspectionEvent) => void) {
  const requests: Pending[] = [];
  const pending = (input: ShiftActorInput | null) => {
    const answer = Promise.withResolvers<ShiftView | null>();
    requests.push({ input, answer });
    return answer.promise;
  };
  const write = (action: string) =>
    fromPromise<ShiftView, ShiftActorInput>(async ({ input }) => {
      expect(input.request.action).toBe(action);
      return (await pending(input))!;
    });
  const machine = shiftMachine.provide({
    actors: {
      loadShift: fromPromise<ShiftView | null>(() => pending(null)),
      openShift: write('open'),
      recordCashMovement: write('move'),
      closeShift: write('close'),
    },
  });
  const sut = createActor(machine, { inspect });
  sut.start();
  const last = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was made');
    return request;
  };
  const lastWrite = () => last().input!;
  /** Answers the last request as the server would; a load with `loaded`. */
  const serverAnswers = async (loaded: ShiftView | null = null) => {
    const { input, answer } = last();
    answer.resolve(input ? answerTo(sut.getSnapshot().context.shift, input) : loaded);
    await settle();
  };
  return {
    actor: sut,
    requests,
    last,
    lastWrite,
    serverAnswers,
    value: () => sut.getSnapshot().value,
  };
}

const coverage = createPathCoverage(shiftMachine);

describe('a shift (the shift machine)', () => {
  it('opens, pays out with a reason, counts and closes with the difference', async () => {
    const sut = harness(coverage.inspect);
    expect(sut.value()).toBe('loading');
    await sut.serverAnswers(null);
    expect(sut.value()).toBe('open');
    sut.actor.send({ type: 'shift.open', openingFloatCents: 200_000 });
    expect(sut.value()).toBe('opening');
    await sut.serverAnswers();
    expect(sut.value()).toBe('trading');
    sut.actor.send({ type: 'cash.move', kind: 'pay_out', amountCents: 15_000, reason: ' ' });
    expect(sut.actor.getSnapshot().context.error).toBe(shiftWords.reasonBlank);
    sut.actor.send({ type: 'cash.move', kind: 'pay_out', amountCents: 15_000, reason: 'Tea' });
    expect(sut.lastWrite()).toMatchObject({
      shiftId: '1',
      request: { action: 'move', kind: 'pay_out', amountCents: 15_000, reason: 'Tea' },
    });
    await sut.serverAnswers();
    sut.actor.send({ type: 'shift.count' });
    sut.actor.send({ type: 'shift.close', countedCashCents: 184_000 });
    await sut.serverAnswers();
    expect(sut.value()).toBe('closed');
    expect(sut.actor.getSnapshot().context.shift?.zReport).toMatchObject({
      expectedCash: 1850,
      countedCash: 1840,
      difference: -10,
    });
  });

  it('sends a retry after a network failure under the same key, and a new request under a new one', async () => {
    const sut = harness(coverage.inspect);
    await sut.serverAnswers(null);
    sut.actor.send({ type: 'shift.open', openingFloatCents: 100_000 });
    const first = sut.last() as { input: ShiftActorInput; answer: Pending['answer'] };
    first.answer.reject({ kind: 'network' } satisfies RequestFailure);
    await settle();
    expect(sut.value()).toBe('open');
    expect(sut.actor.getSnapshot().context.error).toBe(shiftWords.network);
    sut.actor.send({ type: 'shift.open', openingFloatCents: 100_000 });
    expect(sut.lastWrite().key).toBe(first.input.key);
    sut.last().answer.reject({ kind: 'network' } satisfies RequestFailure);
    await settle();
    sut.actor.send({ type: 'shift.open', openingFloatCents: 150_000 });
    expect(sut.lastWrite().key).not.toBe(first.input.key);
  });

  it('starts trading with a shift left open, and says why it could not load', async () => {
    const leftOpen = harness(coverage.inspect);
    await leftOpen.serverAnswers(LEFT_OPEN);
    expect(leftOpen.value()).toBe('trading');
    const failing = harness(coverage.inspect);
    failing.last().answer.reject({ kind: 'network' } satisfies RequestFailure);
    await settle();
    expect(failing.value()).toBe('loadFailed');
    expect(failing.actor.getSnapshot().context.error).toBe(shiftWords.network);
    failing.actor.send({ type: 'shift.reload' });
    expect(failing.value()).toBe('loading');
  });
});

/*
 * Model-based: every edge of the shift's graph from no shift: a float unreadable or given, pay-ins
 * and pay-outs refused (no amount, no reason) or sent, counting and going back, a count unreadable
 * or given, each write answered or failing, and the next shift.
 */
type ShiftSnapshot = SnapshotFrom<typeof shiftMachine>;
type ModelEvent = EventObject & Record<string, unknown>;
const modelLogic = shiftMachine as unknown as ActorLogic<ShiftSnapshot, ModelEvent, undefined>;
const failure: RequestFailure = {
  kind: 'rejected',
  code: 'CONFLICT',
  message: 'This shift is closed',
};

/** The state each actor runs in. */
const BUSY_STATE = {
  loadShift: 'loading',
  openShift: 'opening',
  recordCashMovement: 'movingCash',
  closeShift: 'closing',
} as const;

function modelEvents(snapshot: ShiftSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'shift.open', openingFloatCents: null },
    { type: 'shift.open', openingFloatCents: 100_000 },
    { type: 'cash.move', kind: 'pay_in', amountCents: null, reason: 'Change' },
    { type: 'cash.move', kind: 'pay_out', amountCents: 5_000, reason: '' },
    { type: 'cash.move', kind: 'pay_out', amountCents: 5_000, reason: 'Tea' },
    { type: 'shift.count' },
    { type: 'count.cancel' },
    { type: 'shift.close', countedCashCents: null },
    { type: 'shift.close', countedCashCents: 95_000 },
    { type: 'shift.next' },
    { type: 'error.dismiss' },
    { type: 'shift.reload' },
  ];
  const busy = ACTORS.find((name) => snapshot.matches(BUSY_STATE[name]));
  if (busy === 'loadShift') {
    events.push({ type: 'xstate.done.actor.loadShift', output: null });
    events.push({ type: 'xstate.done.actor.loadShift', output: LEFT_OPEN });
    events.push({ type: 'xstate.error.actor.loadShift', error: { kind: 'network' } });
  } else if (busy) {
    const { shift, attempt } = snapshot.context;
    events.push({
      type: `xstate.done.actor.${busy}`,
      output: answerTo(shift, { ...attempt!, shiftId: shift?.id ?? null }),
    });
    events.push({ type: `xstate.error.actor.${busy}`, error: failure });
  }
  return events;
}

// What the screen shows; the idempotency key must not multiply the states.
function serializeState(snapshot: ShiftSnapshot): string {
  const { shift, error } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    // None, one, or more: more adds nothing the screen shows differently.
    movements: shift ? Math.min(shift.cashMovements.length, 2) : null,
    closed: shift?.closedAt != null,
    error,
  });
}

describe('a shift: every path (model-based)', () => {
  const paths = edgeCoveringPaths(
    new TestModel(modelLogic, { events: modelEvents, serializeState }),
  );

  it(`walks ${paths.length} paths, each replayed on a real actor`, async () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const sut = harness(coverage.inspect);
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      for (const [index, { event, state }] of steps.entries()) {
        if (event.type === 'xstate.done.actor.loadShift') {
          sut.last().answer.resolve(event.output as ShiftView | null);
          await settle();
        } else if (event.type.startsWith('xstate.done.actor.')) {
          // What the server would answer to the request actually sent.
          sut
            .last()
            .answer.resolve(answerTo(sut.actor.getSnapshot().context.shift, sut.lastWrite()));
          await settle();
        } else if (event.type.startsWith('xstate.error.actor.')) {
          sut.last().answer.reject(event.error);
          await settle();
        } else {
          sut.actor.send(event as ShiftEvent);
        }
        const where = `${path.description}, step ${index + 1}`;
        expect(serializeState(sut.actor.getSnapshot()), where).toBe(serializeState(state));
      }
      // Nothing is sent that the server would refuse for its form.
      for (const { input } of sut.requests) {
        if (input?.request.action === 'move') {
          expect(input.request.amountCents).toBeGreaterThan(0);
          expect(input.request.reason).not.toBe('');
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
