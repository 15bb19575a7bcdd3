import { randomBytes } from 'node:crypto';
import type { RegisterUrlRequest, StkPushRequest } from './daraja-requests.ts';

/**
 * What Daraja remembers between calls: access tokens, STK pushes and how each ends, the C2B URLs
 * registered per shortcode, and the outcomes queued for the next pushes. No HTTP here.
 */

export interface StkOutcome {
  /** 0 paid, 1032 cancelled, 1037 timeout, 1019 expired, 1 insufficient balance, 2001 wrong PIN. */
  resultCode: number;
  /** How long the customer takes to answer, before the callback; 200 ms unless given. */
  delayMs?: number;
  /** false: the result is decided but never called back (the status-query path). */
  callback?: boolean;
  /** For resultCode 0; generated (10 uppercase letters and digits) when absent. */
  receiptNumber?: string;
}

export const DEFAULT_OUTCOME: StkOutcome = { resultCode: 0, delayMs: 200, callback: true };

/** One push Daraja accepted, as the status query sees it. */
export interface StkPushRecord {
  merchantRequestId: string;
  checkoutRequestId: string;
  request: StkPushRequest;
  outcome: StkOutcome;
  /** Set when the customer answered (after delayMs): the query then reports the result. */
  decidedAt: Date | null;
  receiptNumber: string | null;
}

export interface C2BRegistration extends RegisterUrlRequest {
  at: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An M-Pesa transaction id such as `TKR3XYZ12A`: 10 uppercase letters and digits, letter first. */
export function newReceiptNumber(): string {
  const bytes = randomBytes(10);
  let receipt = LETTERS[bytes[0]! % LETTERS.length]!;
  for (let at = 1; at < 10; at += 1) receipt += ALPHANUMERIC[bytes[at]! % ALPHANUMERIC.length];
  return receipt;
}

/** `yyyyMMddHHmmss` in Nairobi time (UTC+3 all year: Kenya keeps no daylight saving). */
export function nairobiStamp(instant: Date): string {
  return new Date(instant.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

export const TOKEN_LIFETIME_SECONDS = 3599;

export class MpesaLedger {
  private tokens = new Map<string, Date>();
  private pushes = new Map<string, StkPushRecord>();
  private registered = new Map<string, C2BRegistration>();
  private queued: StkOutcome[] = [];
  private counter = 0;

  issueToken(now: Date): string {
    const token = randomBytes(21).toString('base64url');
    this.tokens.set(token, new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000));
    return token;
  }

  isTokenValid(token: string, now: Date): boolean {
    const expires = this.tokens.get(token);
    return expires !== undefined && expires > now;
  }

  expireTokens() {
    this.tokens.clear();
  }

  queueOutcome(outcome: StkOutcome, times: number) {
    for (let each = 0; each < times; each += 1) this.queued.push({ ...outcome });
  }

  queuedOutcomes(): StkOutcome[] {
    return this.queued.map((outcome) => ({ ...outcome }));
  }

  /** Records an accepted push with the next queued outcome (paid after 200 ms when none). */
  acceptPush(request: StkPushRequest, now: Date): StkPushRecord {
    this.counter += 1;
    const outcome = { ...DEFAULT_OUTCOME, ...(this.queued.shift() ?? {}) };
    const record: StkPushRecord = {
      merchantRequestId: `${10_000 + Math.floor(Math.random() * 90_000)}-${Date.now() % 100_000_000}-${this.counter}`,
      checkoutRequestId: `ws_CO_${nairobiStamp(now)}${String(this.counter).padStart(4, '0')}${request.PhoneNumber}`,
      request,
      outcome,
      decidedAt: null,
      receiptNumber:
        outcome.resultCode === 0 ? (outcome.receiptNumber ?? newReceiptNumber()) : null,
    };
    this.pushes.set(record.checkoutRequestId, record);
    return record;
  }

  push(checkoutRequestId: string): StkPushRecord | undefined {
    return this.pushes.get(checkoutRequestId);
  }

  register(registration: RegisterUrlRequest, now: Date): C2BRegistration {
    const entry = { ...registration, at: now.toISOString() };
    this.registered.set(registration.ShortCode, entry);
    return entry;
  }

  registration(shortCode: string): C2BRegistration | undefined {
    return this.registered.get(shortCode);
  }

  registrations(): C2BRegistration[] {
    return [...this.registered.values()].map((entry) => ({ ...entry }));
  }

  /** Forgets pushes, registrations and queued outcomes; tokens stay valid, as a client caches them. */
  reset() {
    this.pushes.clear();
    this.registered.clear();
    this.queued = [];
  }
}
