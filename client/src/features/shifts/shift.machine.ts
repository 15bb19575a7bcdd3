import { assign, fromPromise, not, setup } from 'xstate';
import {
  nextAttempt,
  requestOf,
  type ShiftActorInput,
  type ShiftContext,
  type ShiftEvent,
  type ShiftView,
} from './shift.context.ts';
import { shiftWords } from './shift.messages.ts';

const notProvided = (name: string) => () => {
  throw new Error(`The ${name} actor is provided by the screen`);
};

/** A write in flight: the server's answer becomes the shift; a refusal goes back with why. */
function writing(
  src: 'openShift' | 'recordCashMovement' | 'closeShift',
  done: string,
  failed: string,
) {
  return {
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: ShiftContext }): ShiftActorInput => ({
        ...context.attempt!,
        shiftId: context.shift?.id ?? null,
      }),
      onDone: {
        target: done,
        actions: [
          {
            type: 'applyShift',
            params: ({ event }: { event: { output: ShiftView } }) => ({ shift: event.output }),
          },
          'forgetAttempt',
        ],
      },
      onError: {
        target: failed,
        actions: {
          type: 'showFailure',
          params: ({ event }: { event: { error: unknown } }) => ({ failure: event.error }),
        },
      },
    },
  } as const;
}

/**
 * A cashier's shift (issue 50, design.md §2b): their open shift loaded (one left open from an
 * earlier day included), or none, then open with a float; trading, with
 * cash paid in and out by hand, each with a reason; counting the drawer; closed, with the Z
 * report the server fixed. The load and each write are named actors the screen provides (`loadShift`, `openShift`,
 * `recordCashMovement`, `closeShift`), sent with one idempotency key per attempt that a retry of
 * the same request keeps; a refusal returns to where it was asked, in the server's words.
 */
export const shiftMachine = setup({
  types: {
    context: {} as ShiftContext,
    events: {} as ShiftEvent,
  },
  actors: {
    // The signed-in user's open shift, or null when none is open.
    loadShift: fromPromise<ShiftView | null>(notProvided('loadShift')),
    openShift: fromPromise<ShiftView, ShiftActorInput>(notProvided('openShift')),
    recordCashMovement: fromPromise<ShiftView, ShiftActorInput>(notProvided('recordCashMovement')),
    closeShift: fromPromise<ShiftView, ShiftActorInput>(notProvided('closeShift')),
  },
  guards: {
    readable: ({ event }) => requestOf(event) !== null,
    reasonGiven: ({ event }) => event.type === 'cash.move' && event.reason.trim() !== '',
    amountPositive: ({ event }) =>
      event.type === 'cash.move' && event.amountCents !== null && event.amountCents > 0,
  },
  actions: {
    applyShift: assign({ shift: (_, params: { shift: ShiftView }) => params.shift, error: null }),
    beginAttempt: assign({
      attempt: ({ context, event }) => nextAttempt(context.attempt, requestOf(event)!),
      error: null,
    }),
    forgetAttempt: assign({ attempt: null }),
    forgetShift: assign({ shift: null, attempt: null, error: null }),
    clearError: assign({ error: null }),
    refuseFloat: assign({ error: shiftWords.floatUnreadable }),
    refuseAmount: assign({ error: shiftWords.amountUnreadable }),
    refuseReason: assign({ error: shiftWords.reasonBlank }),
    refuseCount: assign({ error: shiftWords.countUnreadable }),
    showFailure: assign({
      error: (_, params: { failure: unknown }) => shiftWords.failure(params.failure),
    }),
  },
}).createMachine({
  id: 'shift',
  context: { shift: null, attempt: null, error: null },
  initial: 'loading',
  states: {
    // The signed-in cashier's open shift, if any.
    loading: {
      invoke: {
        id: 'loadShift',
        src: 'loadShift',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'trading',
            actions: {
              type: 'applyShift',
              params: ({ event }) => ({ shift: event.output! }),
            },
          },
          { target: 'open' },
        ],
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'showFailure',
            params: ({ event }) => ({ failure: event.error }),
          },
        },
      },
    },
    loadFailed: {
      on: { 'shift.reload': { target: 'loading', actions: 'clearError' } },
    },
    // No shift: the float to open one with.
    open: {
      on: {
        'shift.open': [
          { guard: 'readable', target: 'opening', actions: 'beginAttempt' },
          { actions: 'refuseFloat' },
        ],
        'error.dismiss': { actions: 'clearError' },
      },
    },
    opening: writing('openShift', 'trading', 'open'),
    trading: {
      on: {
        'cash.move': [
          { guard: not('amountPositive'), actions: 'refuseAmount' },
          { guard: not('reasonGiven'), actions: 'refuseReason' },
          { target: 'movingCash', actions: 'beginAttempt' },
        ],
        'shift.count': { target: 'counting', actions: 'clearError' },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    movingCash: writing('recordCashMovement', 'trading', 'trading'),
    counting: {
      on: {
        'shift.close': [
          { guard: 'readable', target: 'closing', actions: 'beginAttempt' },
          { actions: 'refuseCount' },
        ],
        'count.cancel': { target: 'trading', actions: 'clearError' },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    closing: writing('closeShift', 'closed', 'counting'),
    // The Z report; the next shift starts from no shift.
    closed: {
      on: { 'shift.next': { target: 'open', actions: 'forgetShift' } },
    },
  },
});
