/**
 * Daraja's side of callbacks: POSTs JSON to the merchant's address, logs every delivery with what
 * came back, and knows when nothing is scheduled or in flight so tests wait on that, not on time.
 * A failed delivery (refused, timed out, 5xx) is logged as such and not retried by itself:
 * Safaricom's retries are played explicitly with `replay`.
 */

export type CallbackKind = 'stk' | 'c2b-validation' | 'c2b-confirmation';

export interface CallbackLogEntry {
  /** `cb-1`, `cb-2`, … in sending order. */
  id: string;
  kind: CallbackKind;
  url: string;
  body: unknown;
  /** The merchant's HTTP status; null when no answer came (refused, timed out). */
  status: number | null;
  /** The answer parsed as JSON, else its text; null when no answer came. */
  responseBody: unknown;
  /** Why delivery failed (connection refused, timeout, HTTP 500 …); null when it succeeded. */
  error: string | null;
  /** Whether the merchant answered 2xx. */
  delivered: boolean;
  /** The callback this one repeats, for replays. */
  replayOf: string | null;
  at: string;
}

export class CallbackSender {
  private log: CallbackLogEntry[] = [];
  private counter = 0;
  private pending = 0;
  private waiters: (() => void)[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private aborter = new AbortController();
  /** Bumped by reset and close: work begun before then sends nothing more. */
  private era = 0;

  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(timeoutMs: number, now: () => Date) {
    this.timeoutMs = timeoutMs;
    this.now = now;
  }

  async deliver(
    kind: CallbackKind,
    url: string,
    body: unknown,
    replayOf: string | null = null,
  ): Promise<CallbackLogEntry> {
    this.counter += 1;
    const entry: CallbackLogEntry = {
      id: `cb-${this.counter}`,
      kind,
      url,
      body,
      status: null,
      responseBody: null,
      error: null,
      delivered: false,
      replayOf,
      at: this.now().toISOString(),
    };
    this.log.push(entry);
    this.pending += 1;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([this.aborter.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      const text = await response.text();
      entry.status = response.status;
      entry.responseBody = parseMaybeJson(text);
      entry.delivered = response.ok;
      if (!response.ok) entry.error = `HTTP ${response.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      entry.error =
        (error as Error).name === 'TimeoutError'
          ? `No answer within ${this.timeoutMs} ms`
          : (cause?.code ?? cause?.message ?? (error as Error).message);
    } finally {
      this.settle();
    }
    return entry;
  }

  /** Runs `work` after `delayMs`, counted as pending until it finishes. */
  schedule(delayMs: number, work: () => Promise<unknown> | undefined) {
    this.pending += 1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      Promise.resolve(work())
        .catch(() => undefined)
        .finally(() => this.settle());
    }, delayMs);
    this.timers.add(timer);
  }

  /** Counts `work` as pending until it finishes (a C2B simulation's validation and confirmation). */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending += 1;
    return work.finally(() => this.settle());
  }

  /** A check that turns false once the simulator is reset or closed. */
  stillCurrent(): () => boolean {
    const era = this.era;
    return () => era === this.era;
  }

  entry(id: string): CallbackLogEntry | undefined {
    return this.log.find((entry) => entry.id === id);
  }

  entries(): CallbackLogEntry[] {
    return this.log.map((entry) => ({ ...entry }));
  }

  whenSettled(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Drops scheduled callbacks, aborts those in flight and forgets the log. */
  reset() {
    this.cancelAll();
    this.log = [];
  }

  cancelAll() {
    for (const timer of this.timers) {
      clearTimeout(timer);
      this.settle();
    }
    this.timers.clear();
    this.era += 1;
    this.aborter.abort();
    this.aborter = new AbortController();
  }

  private settle() {
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

function parseMaybeJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
