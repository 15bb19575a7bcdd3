import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { TestModel } from 'xstate/graph';
import { authMachine } from '../../features/auth/auth.machine.ts';
import { kioskMachine } from './kiosk.machine.testing.ts';
import { createPathCoverage, edgeCoveringPaths } from './path-coverage.ts';

describe('path coverage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function run(
    coverage: ReturnType<typeof createPathCoverage>,
    steps: (actor: ReturnType<typeof createActor<typeof kioskMachine>>) => Promise<void>,
  ) {
    const actor = createActor(kioskMachine, { inspect: coverage.inspect });
    actor.start();
    return steps(actor).finally(() => actor.stop());
  }

  it('names what a test left out, from the definition', async () => {
    const coverage = createPathCoverage(kioskMachine);
    await run(coverage, async (actor) => {
      actor.send({ type: 'coin.insert' });
    });
    expect(coverage.missing().states).toEqual([
      'kiosk.sleeping',
      'kiosk.vending',
      'kiosk.vending.motor',
      'kiosk.vending.motor.running',
      'kiosk.vending.motor.stopped',
      'kiosk.vending.light',
      'kiosk.vending.light.on',
      'kiosk.vending.light.off',
      'kiosk.checking',
      'kiosk.service',
    ]);
    expect(coverage.missing().transitions).not.toContain('kiosk.idle --coin.insert--> (stays)');
    expect(coverage.summary()).toMatch(
      /^kiosk machine: 1\/11 states, 1\/11 transitions covered; missing:\n {2}kiosk\.sleeping\n/,
    );
  });

  it('counts every state and transition reached over several runs, eventless and delayed ones too', async () => {
    const coverage = createPathCoverage(kioskMachine);
    await run(coverage, async (actor) => {
      actor.send({ type: 'button.press' }); // no credit: beep, stay
      await vi.advanceTimersByTimeAsync(30_000); // idle → sleeping
      actor.send({ type: 'coin.insert' }); // sleeping → idle
      actor.send({ type: 'coin.insert' }); // stays in idle
      actor.send({ type: 'button.press' }); // → vending, credit 1
      await vi.advanceTimersByTimeAsync(1500); // motor done, light off → checking → idle
      actor.send({ type: 'kiosk.reset' });
    });
    expect(coverage.missing().states).toEqual(['kiosk.service']);
    await run(coverage, async (actor) => {
      for (let coin = 0; coin < 3; coin++) actor.send({ type: 'coin.insert' });
      actor.send({ type: 'button.press' });
      await vi.advanceTimersByTimeAsync(1500); // two coins left: checking → service
      expect(actor.getSnapshot().value).toBe('service');
    });
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
    expect(coverage.summary()).toBe('kiosk machine: 11/11 states, 11/11 transitions covered');
    expect(coverage.summary('over 2 runs')).toBe(
      'kiosk machine: 11/11 states, 11/11 transitions covered over 2 runs',
    );
  });

  it('counts only its own machine', () => {
    const coverage = createPathCoverage(kioskMachine, 'the kiosk');
    const other = createActor(authMachine, { input: { mode: 'login' }, inspect: coverage.inspect });
    other.start();
    other.send({ type: 'form.submit' });
    other.stop();
    expect(coverage.summary()).toMatch(/^the kiosk: 0\/11 states, 0\/11 transitions covered/);
  });
});

describe('edge-covering paths', () => {
  const lamp = setup({
    types: { events: {} as { type: 'switch.flip' } | { type: 'bulb.check'; watts: number } },
  }).createMachine({
    id: 'lamp',
    initial: 'off',
    states: { off: { on: { 'switch.flip': 'on' } }, on: { on: { 'switch.flip': 'off' } } },
  });
  const model = new TestModel(lamp, {
    events: [{ type: 'switch.flip' }, { type: 'bulb.check', watts: 40 }],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    stateMatcher: (snapshot, key) => snapshot.matches(key as 'on' | 'off'),
  });

  it('takes every event in every state, ignored ones too, after the shortest way there', () => {
    const paths = edgeCoveringPaths(model);
    expect(paths.map((path) => [path.description, path.state.value])).toEqual([
      ['switch.flip', 'on'],
      ['bulb.check ({"watts":40})', 'off'],
      ['switch.flip → switch.flip', 'off'],
      ['switch.flip → bulb.check ({"watts":40})', 'on'],
    ]);
    for (const path of paths) expect(path.steps[0]?.event.type).toBe('xstate.init');
  });

  it('replays a path: each event, then the state it reaches', async () => {
    const seen: string[] = [];
    const path = edgeCoveringPaths(model)[2];
    await path?.test({
      events: { 'switch.flip': () => void seen.push('flip') },
      states: { on: () => void seen.push('on'), off: () => void seen.push('off') },
    });
    expect(seen).toEqual(['off', 'flip', 'on', 'flip', 'off']);
  });
});
