import { assign, fromPromise, setup } from 'xstate';

export type OutboxInput = { online: boolean };

export type OutboxContext = {
  /** The signed-in user's sales still to send, as last counted. */
  waiting: number;
  /** The browser's word on the network (navigator.onLine and its events). */
  online: boolean;
  /** Sends in a row that failed for the network or the server: the wait before the next grows. */
  failures: number;
};

/** What one send did: how many sales the server took (made or replayed) and refused. */
export type SendOutcome = { sent: number; refused: number };

export type OutboxEvent =
  /** A sale was kept, or another tab sent some: count again. */
  | { type: 'outbox.changed' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** "Sync now" pressed. */
  | { type: 'outbox.retry' };

/** The longest wait between two sends while the server keeps failing. */
export const MAX_RETRY_MS = 60_000;
const FIRST_RETRY_MS = 2_000;

/**
 * The outbox of sales made offline (issue 54). It counts what waits, sends it when there is a
 * network, waits for the network when there is none, and backs off (2 s, 4 s … a minute) when
 * the server cannot be reached or fails. `sendWaiting` sends the waiting sales in the order
 * they were made, one tab at a time (a Web Lock), each under the key made at its tap; a sale
 * the server refuses is kept as refused and the rest go on. The count (`countWaiting`) and the
 * send are the screen's named actors, so the statechart holds no side effects.
 */
export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    input: {} as OutboxInput,
  },
  actors: {
    countWaiting: fromPromise<number>(() => {
      throw new Error('countWaiting is provided by the app');
    }),
    // Resolves when every waiting sale was answered; rejects when the server was out of reach.
    sendWaiting: fromPromise<SendOutcome>(() => {
      throw new Error('sendWaiting is provided by the app');
    }),
  },
  actions: {
    // The app's: other tabs hear that the outbox changed.
    announce: () => {},
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    keepCount: assign({ waiting: (_, count: number) => count }),
    noteFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    forgetFailures: assign({ failures: 0 }),
  },
  guards: {
    nothingWaits: (_, count: number) => count === 0,
    isOffline: ({ context }) => !context.online,
  },
  delays: {
    retryDelay: ({ context }) =>
      Math.min(FIRST_RETRY_MS * 2 ** Math.max(context.failures - 1, 0), MAX_RETRY_MS),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ waiting: 0, online: input.online, failures: 0 }),
  initial: 'counting',
  on: {
    'network.online': { actions: 'goOnline' },
    'network.offline': { actions: 'goOffline' },
  },
  states: {
    counting: {
      invoke: {
        src: 'countWaiting',
        onDone: [
          {
            guard: { type: 'nothingWaits', params: ({ event }) => event.output },
            target: 'idle',
            actions: [{ type: 'keepCount', params: ({ event }) => event.output }, 'forgetFailures'],
          },
          {
            guard: 'isOffline',
            target: 'waitingForNetwork',
            actions: { type: 'keepCount', params: ({ event }) => event.output },
          },
          {
            target: 'sending',
            actions: { type: 'keepCount', params: ({ event }) => event.output },
          },
        ],
        // IndexedDB refused (private mode, storage full): nothing to send from here.
        onError: 'idle',
      },
    },
    // Nothing waits.
    idle: {
      on: { 'outbox.changed': 'counting' },
    },
    // Offline: the sales wait for the network to come back.
    waitingForNetwork: {
      on: {
        'outbox.changed': 'counting',
        'network.online': { target: 'sending', actions: 'goOnline' },
        'outbox.retry': 'sending',
      },
    },
    sending: {
      invoke: {
        src: 'sendWaiting',
        onDone: { target: 'counting', actions: ['forgetFailures', 'announce'] },
        onError: [
          { guard: 'isOffline', target: 'waitingForNetwork', actions: 'noteFailure' },
          { target: 'backoff', actions: 'noteFailure' },
        ],
      },
    },
    // The server was out of reach though the browser says online (a dead router, a server
    // restarting): try again after a wait that grows.
    backoff: {
      after: { retryDelay: 'sending' },
      on: {
        'outbox.changed': 'counting',
        'network.online': { target: 'sending', actions: 'goOnline' },
        'network.offline': { target: 'waitingForNetwork', actions: 'goOffline' },
        'outbox.retry': 'sending',
      },
    },
  },
});
