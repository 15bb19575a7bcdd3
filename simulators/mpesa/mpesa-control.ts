import type { C2BPayment } from './c2b-handlers.ts';
import type { CallbackLogEntry } from './callback-sender.ts';
import type { StkPushLogEntry } from './daraja-handlers.ts';
import type { C2BRegistration, StkOutcome } from './mpesa-ledger.ts';

/**
 * What a test (in process) or `/__control/` (over HTTP, control-routes.ts) can make the
 * simulator do and tell: the side of Daraja a real customer's phone and Safaricom's staff play.
 */
export interface MpesaControl {
  /** Queues how the next `times` (1) STK pushes end; unqueued pushes are paid after 200 ms. */
  stkOutcome(outcome: StkOutcome, times?: number): void;
  /** The outcomes still queued, next first. */
  stkOutcomes(): StkOutcome[];
  /** Every push received, accepted or refused, with what Daraja answered. */
  stkPushes(): StkPushLogEntry[];
  /**
   * A customer pays a registered shortcode: validation, then (when accepted, or when it got no
   * answer and ResponseType is "Completed") confirmation. Resolves with those deliveries.
   * Rejects when the shortcode has no registered URLs.
   */
  simulateC2B(payment: C2BPayment): Promise<CallbackLogEntry[]>;
  /** Every callback sent, in order. */
  callbacks(): CallbackLogEntry[];
  /** Sends callback `callbackId`'s body again `times` times, one after another (Safaricom's retries). */
  replay(callbackId: string, times: number): Promise<CallbackLogEntry[]>;
  registrations(): C2BRegistration[];
  /** Every access token stops working (the next call answers 404.001.03 Invalid Access Token). */
  expireTokens(): void;
  /**
   * Forgets pushes, queued outcomes, registrations and the callback log, and drops callbacks not
   * yet sent. Access tokens stay valid, as a client keeps its cached token across tests.
   */
  reset(): void;
  /** Resolves once no callback is scheduled or in flight. */
  whenCallbacksSettled(): Promise<void>;
}
