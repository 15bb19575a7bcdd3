import { describe, expect, it } from 'vitest';
import {
  type ActorLogic,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import { settle } from '../../test/settle.ts';
import type { RequestFailure } from '../graphql/request-failure.ts';
import { createPathCoverage, edgeCoveringPaths } from '../statecharts/path-coverage.ts';
import {
  MAX_RETRY_MS,
  type OutboxEvent,
  outboxMachine,
  type SendOutcome,
} from './outbox.machine.ts';

const unreachable: RequestFailure = { kind: 'network' };
const AFTER_BACKOFF = 'xstate.after.retryDelay.outbox.backoff';

type Pending = { actor: 'countWaiting' | 'sendWaiting'; answer: PromiseWithResolvers<unknown> };

/** The outbox with its count and send held until the test answers them, on a simulated clock. */
function harness(online: boolean, inspect?: (event: InspectionEvent) => void) {
  const requests: Pending[] = [];
  let sending = 0;
  const held = (actor: Pending['actor']) => () => {
    const answer = Promise.withResolvers<unknown>();
    requests.push({ actor, answer });
    if (actor !== 'sendWaiting') return answer.promise;
    // One send at a time: a second would race the first over the same sales.
    expect(sending).toBe(0);
    sending += 1;
    return answer.promise.finally(() => {
      sending -= 1;
    });
  };
  const clock = new SimulatedClock();
  const machine = outboxMachine.provide({
    actors: {
      countWaiting: fromPromise(held('countWaiting') as () => Promise<number>),
      sendWaiting: fromPromise(held('sendWaiting') as () => Promise<SendOutcome>),
    },
  });
  const actor = createActor(machine, { input: { online }, inspect, clock });
  actor.start();
  const last = (name: Pending['actor']) => {
    const request = requests.at(-1);
    if (request?.actor !== name) throw new Error(`${name} is not running`);
    return request.answer;
  };
  return {
    actor,
    clock,
    requests,
    value: () => actor.getSnapshot().value,
    counted: async (count: number) => {
      last('countWaiting').resolve(count);
      await settle();
    },
    sent: async (outcome: SendOutcome = { sent: 1, refused: 0 }) => {
      last('sendWaiting').resolve(outcome);
      await settle();
    },
    sendFails: async (failure: unknown = unreachable) => {
      last('sendWaiting').reject(failure);
      await settle();
    },
    sends: () => requests.filter((request) => request.actor === 'sendWaiting').length,
  };
}

const coverage = createPathCoverage(outboxMachine);

describe('the outbox of sales made offline (the outbox machine)', () => {
  it('keeps sales while offline and sends them when the network returns', async () => {
    const sut = harness(false, coverage.inspect);
    await sut.counted(2);
    expect(sut.value()).toBe('waitingForNetwork');
    expect(sut.actor.getSnapshot().context.waiting).toBe(2);
    expect(sut.sends()).toBe(0);
    sut.actor.send({ type: 'network.online' });
    expect(sut.value()).toBe('sending');
    await sut.sent({ sent: 2, refused: 0 });
    expect(sut.value()).toBe('counting');
    await sut.counted(0);
    expect(sut.value()).toBe('idle');
  });

  it('backs off while the server cannot be reached, longer each time, up to a minute', async () => {
    const sut = harness(true, coverage.inspect);
    await sut.counted(1);
    expect(sut.value()).toBe('sending');
    const waits: number[] = [];
    for (let failure = 1; failure <= 7; failure += 1) {
      await sut.sendFails();
      expect(sut.value()).toBe('backoff');
      // Not a moment before its wait is over.
      let waited = 0;
      while (sut.value() === 'backoff') {
        expect(waited).toBeLessThanOrEqual(MAX_RETRY_MS);
        sut.clock.increment(1000);
        waited += 1000;
      }
      waits.push(waited);
      expect(sut.value()).toBe('sending');
    }
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
    await sut.sent();
    await sut.counted(0);
    expect(sut.actor.getSnapshot().context.failures).toBe(0);
  });

  it('waits for the network rather than retrying when the browser went offline mid-send', async () => {
    const sut = harness(true, coverage.inspect);
    await sut.counted(1);
    sut.actor.send({ type: 'network.offline' });
    await sut.sendFails();
    expect(sut.value()).toBe('waitingForNetwork');
    sut.clock.increment(10 * MAX_RETRY_MS);
    expect(sut.sends()).toBe(1);
  });
});

/*
 * Model-based: every event in every state (the network coming and going, a sale kept, Sync now,
 * each count and send answered or failing, the backoff's wait ending), each path replayed on a
 * real actor whose count and send the test answers.
 */
type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>;
type ModelEvent = EventObject & Record<string, unknown>;
const modelLogic = outboxMachine as unknown as ActorLogic<OutboxSnapshot, ModelEvent, unknown>;

function modelEvents(snapshot: OutboxSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'outbox.changed' },
    { type: 'network.online' },
    { type: 'network.offline' },
    { type: 'outbox.retry' },
  ];
  if (snapshot.matches('counting')) {
    events.push({ type: 'xstate.done.actor.0.outbox.counting', output: 0 });
    events.push({ type: 'xstate.done.actor.0.outbox.counting', output: 2 });
    events.push({ type: 'xstate.error.actor.0.outbox.counting', error: new Error('no IndexedDB') });
  }
  if (snapshot.matches('sending')) {
    events.push({ type: 'xstate.done.actor.0.outbox.sending', output: { sent: 2, refused: 0 } });
    events.push({ type: 'xstate.error.actor.0.outbox.sending', error: unreachable });
  }
  if (snapshot.matches('backoff')) events.push({ type: AFTER_BACKOFF });
  return events;
}

function serializeState(snapshot: OutboxSnapshot): string {
  const { waiting, online, failures } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    waiting: Math.min(waiting, 1),
    online,
    // One failure or more: the wait differs, not what can happen next.
    failures: Math.min(failures, 1),
  });
}

describe('the outbox: every path (model-based)', () => {
  const paths = edgeCoveringPaths(
    new TestModel(modelLogic, { events: modelEvents, serializeState, input: { online: true } }),
  );

  it(`walks ${paths.length} paths, each replayed on a real actor`, async () => {
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const sut = harness(true, coverage.inspect);
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      for (const [index, { event, state }] of steps.entries()) {
        if (event.type.startsWith('xstate.done.actor.')) {
          sut.requests.at(-1)!.answer.resolve(event.output);
          await settle();
        } else if (event.type.startsWith('xstate.error.actor.')) {
          sut.requests.at(-1)!.answer.reject(event.error);
          await settle();
        } else if (event.type === AFTER_BACKOFF) {
          sut.clock.increment(MAX_RETRY_MS);
        } else {
          sut.actor.send(event as OutboxEvent);
        }
        const where = `${path.description}, step ${index + 1}`;
        expect(serializeState(sut.actor.getSnapshot()), where).toBe(serializeState(state));
      }
      sut.actor.stop();
    }
  });

  it('reached every state and took every transition of the machine', () => {
    console.info(coverage.summary(`over ${paths.length} paths`));
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
