import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { kioskMachine } from './kiosk.machine.testing.ts';
import { activeStates, outlineMachine, transitionKey } from './machine-outline.ts';

describe('machine outline', () => {
  const outline = outlineMachine(kioskMachine);
  const state = (id: string) => {
    const found = outline.states.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no state ${id}`);
    return found;
  };

  it('lists every state below the root, depth first, with its kind and initial child', () => {
    expect(outline.states.map(({ id, type }) => `${id} (${type})`)).toEqual([
      'kiosk.idle (atomic)',
      'kiosk.sleeping (atomic)',
      'kiosk.vending (parallel)',
      'kiosk.vending.motor (compound)',
      'kiosk.vending.motor.running (atomic)',
      'kiosk.vending.motor.stopped (final)',
      'kiosk.vending.light (compound)',
      'kiosk.vending.light.on (atomic)',
      'kiosk.vending.light.off (final)',
      'kiosk.checking (atomic)',
      'kiosk.service (final)',
    ]);
    expect(outline.root.initialId).toBe('kiosk.idle');
    expect(state('kiosk.vending.motor').initialId).toBe('kiosk.vending.motor.running');
    expect(state('kiosk.vending').initialId).toBeNull();
  });

  it('names invoked actors, entry actions, and leaves out the timers XState adds for `after`', () => {
    expect(state('kiosk.vending.motor.running').invokes).toEqual(['dispense (as dispenseItem)']);
    expect(state('kiosk.idle').entry).toEqual(['beep']);
    expect(state('kiosk.idle').exit).toEqual([]);
    expect(state('kiosk.vending.light.on').entry).toEqual([]);
  });

  it('labels every transition with its trigger, guard and actions', () => {
    expect(
      outline.transitions.map(
        ({ sourceId, targetIds, trigger, guard, actions }) =>
          `${sourceId} | ${trigger} | ${guard ?? '-'} | ${actions.join(',') || '-'} | ${targetIds.join(',') || '(stays)'}`,
      ),
    ).toEqual([
      'kiosk | kiosk.reset | - | beep | kiosk.idle',
      'kiosk.idle | coin.insert | - | addCoin | (stays)',
      'kiosk.idle | button.press | hasCredit | spendCoin | kiosk.vending',
      'kiosk.idle | button.press | not(hasCredit) | beep | (stays)',
      'kiosk.idle | after idleTimeout (30 s) | - | - | kiosk.sleeping',
      'kiosk.sleeping | coin.insert | - | addCoin | kiosk.idle',
      'kiosk.vending | done | - | - | kiosk.checking',
      'kiosk.vending.motor.running | done dispenseItem | - | - | kiosk.vending.motor.stopped',
      'kiosk.vending.light.on | after 1500 ms | - | - | kiosk.vending.light.off',
      'kiosk.checking | always | and(hasCredit, isServiceMode) | - | kiosk.service',
      'kiosk.checking | always | - | - | kiosk.idle',
    ]);
  });

  it('gives a transition the same key in a provided copy of the machine as in the definition', async () => {
    const taken = new Set<string>();
    const machine = kioskMachine.provide({
      actors: { dispense: fromPromise<string>(async () => 'water') },
    });
    const actor = createActor(machine, {
      inspect: (event: InspectionEvent) => {
        if (event.type === '@xstate.microstep') {
          for (const transition of event._transitions) taken.add(transitionKey(transition));
        }
      },
    });
    actor.start();
    actor.send({ type: 'coin.insert' });
    actor.send({ type: 'button.press' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.stop();
    const defined = new Set(outline.transitions.map((transition) => transition.key));
    expect([...taken]).toEqual([
      'kiosk.idle --coin.insert--> (stays)',
      'kiosk.idle --button.press [hasCredit]--> kiosk.vending',
      'kiosk.vending.motor.running --xstate.done.actor.dispenseItem--> kiosk.vending.motor.stopped',
    ]);
    for (const key of taken) expect(defined).toContain(key);
  });

  it('reads the active states, ancestors and innermost, from a snapshot value', () => {
    expect(activeStates(kioskMachine, 'idle')).toEqual({
      all: ['kiosk.idle'],
      leaves: ['kiosk.idle'],
    });
    expect(activeStates(kioskMachine, { vending: { motor: 'running', light: 'off' } })).toEqual({
      all: [
        'kiosk.vending',
        'kiosk.vending.motor',
        'kiosk.vending.motor.running',
        'kiosk.vending.light',
        'kiosk.vending.light.off',
      ],
      leaves: ['kiosk.vending.motor.running', 'kiosk.vending.light.off'],
    });
    // A value from another build of the app: only what this definition knows lights up.
    expect(activeStates(kioskMachine, { vending: { motor: 'jammed' }, gone: 'x' })).toEqual({
      all: ['kiosk.vending', 'kiosk.vending.motor'],
      leaves: [],
    });
  });
});
