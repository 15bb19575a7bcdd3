import type { CashMovementKind } from '../../graphql/schema-types.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import type { ShiftPartsFragment } from './shifts.generated.ts';

/** A shift as the screen shows it (the server's answer). */
export type ShiftView = ShiftPartsFragment;

/** What each write sends, in cents; the actor turns it into the mutation. */
export type ShiftRequest =
  | { action: 'open'; openingFloatCents: number }
  | { action: 'move'; kind: CashMovementKind; amountCents: number; reason: string }
  | { action: 'close'; countedCashCents: number };

/** One attempt at a write: its request and the idempotency key a retry of it sends again. */
export interface ShiftAttempt {
  request: ShiftRequest;
  key: string;
}

/** What the named actors are handed: the attempt, and the shift it acts on (null to open one). */
export interface ShiftActorInput extends ShiftAttempt {
  shiftId: string | null;
}

export interface ShiftContext {
  shift: ShiftView | null;
  attempt: ShiftAttempt | null;
  /** Why the last thing asked was refused, in words for the cashier; null when nothing was. */
  error: string | null;
}

export type ShiftEvent =
  | { type: 'shift.open'; openingFloatCents: number | null }
  | { type: 'cash.move'; kind: CashMovementKind; amountCents: number | null; reason: string }
  | { type: 'shift.count' }
  | { type: 'count.cancel' }
  | { type: 'shift.close'; countedCashCents: number | null }
  | { type: 'shift.next' }
  | { type: 'shift.reload' }
  | { type: 'error.dismiss' };

const sameRequest = (a: ShiftRequest, b: ShiftRequest) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The attempt for `request`: a retry of the same request (after a network failure) keeps its
 * key, so the server records it once; anything else is a new attempt with a new key.
 */
export function nextAttempt(previous: ShiftAttempt | null, request: ShiftRequest): ShiftAttempt {
  return previous && sameRequest(previous.request, request)
    ? previous
    : { request, key: newAttemptKey() };
}

/** The request an event asks for, or null when it is not one the machine sends as it is. */
export function requestOf(event: ShiftEvent): ShiftRequest | null {
  switch (event.type) {
    case 'shift.open':
      return event.openingFloatCents === null
        ? null
        : { action: 'open', openingFloatCents: event.openingFloatCents };
    case 'cash.move':
      return event.amountCents === null
        ? null
        : {
            action: 'move',
            kind: event.kind,
            amountCents: event.amountCents,
            reason: event.reason.trim(),
          };
    case 'shift.close':
      return event.countedCashCents === null
        ? null
        : { action: 'close', countedCashCents: event.countedCashCents };
    default:
      return null;
  }
}
