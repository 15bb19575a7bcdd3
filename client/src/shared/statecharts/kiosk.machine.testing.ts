import { and, assign, fromPromise, not, setup } from 'xstate';

/**
 * A small machine with every construct the statechart tools must read (test code only):
 * nested and parallel states, final states, `always`, named and numeric `after` delays, an
 * invoked actor whose id differs from its source, higher-order guards, entry actions, a
 * transition that only runs actions, and root transitions into the machine's own states.
 */
export const kioskMachine = setup({
  types: {
    context: {} as { credit: number },
    events: {} as
      | { type: 'coin.insert' }
      | { type: 'button.press' }
      | { type: 'kiosk.reset' }
      | { type: 'note.read' },
  },
  actors: {
    dispense: fromPromise<string>(async () => 'soda'),
  },
  actions: {
    addCoin: assign({ credit: ({ context }) => context.credit + 1 }),
    spendCoin: assign({ credit: ({ context }) => context.credit - 1 }),
    beep: () => {},
  },
  guards: {
    hasCredit: ({ context }) => context.credit > 0,
    // Left with two coins after a sale, the kiosk hands over to the service screen.
    isServiceMode: ({ context }) => context.credit >= 2,
  },
  delays: {
    idleTimeout: 30_000,
  },
}).createMachine({
  id: 'kiosk',
  context: { credit: 0 },
  initial: 'idle',
  on: {
    'kiosk.reset': { target: '.idle', actions: 'beep' },
  },
  states: {
    idle: {
      entry: 'beep',
      on: {
        'coin.insert': { actions: 'addCoin' },
        'button.press': [
          { guard: 'hasCredit', target: 'vending', actions: 'spendCoin' },
          { guard: not('hasCredit'), actions: 'beep' },
        ],
      },
      after: { idleTimeout: 'sleeping' },
    },
    sleeping: {
      on: { 'coin.insert': { target: 'idle', actions: 'addCoin' } },
    },
    vending: {
      type: 'parallel',
      states: {
        motor: {
          initial: 'running',
          states: {
            running: { invoke: { id: 'dispenseItem', src: 'dispense', onDone: 'stopped' } },
            stopped: { type: 'final' },
          },
        },
        light: {
          initial: 'on',
          states: {
            on: { after: { 1500: 'off' } },
            off: { type: 'final' },
          },
        },
      },
      onDone: 'checking',
    },
    checking: {
      always: [
        { guard: and(['hasCredit', 'isServiceMode']), target: 'service' },
        { target: 'idle' },
      ],
    },
    service: { type: 'final' },
  },
});
