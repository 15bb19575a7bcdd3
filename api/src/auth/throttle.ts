import { sql } from 'kysely';
import type { ThrottleLimits } from '../config.ts';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';

/**
 * How sign-up and sign-in are throttled (issue 16). Every attempt is counted against two
 * budgets before the slow password hash runs (so a burst of simultaneous attempts gets no more
 * than attempts made one by one):
 *
 * - the pair (email, client address): 5 failed sign-ins, or 5 sign-ups, per 15 minutes. This
 *   is the per-account limit on guessing; it is keyed by the address too, so a stranger who
 *   fails 5 times against the owner's email locks out only himself, never the owner signing in
 *   from the shop's own network or phone. A success clears the pair.
 * - the address alone: `signInFailuresPerAddress` failed sign-ins per 15 minutes whatever the
 *   emails (one address cannot spray guesses across accounts, nor keep the CPU busy with
 *   hashes), and `signUpsPerAddress` sign-ups an hour (no mass creation of accounts). A
 *   successful sign-in gives its attempt back, so staff sharing the shop's address are not
 *   refused for signing in often.
 *
 * What it does not do: lock an email for everyone. That was the old per-email lock, with which
 * 6 requests from anywhere shut the owner out for 15 minutes, again and again. The price is
 * that guesses from many addresses are limited per address only; each costs the guesser a full
 * memory-hard hash's time on the server, and the password rules still apply. A stranger who
 * shares the owner's public address (one NAT) can still use up that address's budgets: the
 * addresses are all this layer can tell apart.
 */

const WINDOW_MS = 15 * 60_000;
const SIGN_UP_WINDOW_MS = 60 * 60_000;
const PER_ACCOUNT = 5;

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Fixed-window counters in `request_throttle`, one row per key. */
export function counters(db: Db) {
  return {
    /**
     * Counts one hit in a single statement, so simultaneous hits never share a count; a window
     * that has closed starts again at 1. Answers the count and how long the window still runs.
     */
    async hit(key: string, now: Date, windowMs: number) {
      const at = now.toISOString();
      const closed = new Date(now.getTime() - windowMs).toISOString();
      const row = await db
        .insertInto('request_throttle')
        .values({ key, hits: 1, window_started_at: at })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when request_throttle.window_started_at <= ${closed} then 1 else request_throttle.hits + 1 end`,
            window_started_at: sql<string>`case when request_throttle.window_started_at <= ${closed} then ${at} else request_throttle.window_started_at end`,
          }),
        )
        .returning(['hits', 'window_started_at'])
        .executeTakeFirstOrThrow();
      const retryAfterMs = Date.parse(row.window_started_at) + windowMs - now.getTime();
      return { hits: Number(row.hits), retryAfterMs };
    },

    giveBack: (key: string) =>
      db
        .updateTable('request_throttle')
        .set({ hits: sql<number>`hits - 1` })
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute(),

    clear: (key: string) => db.deleteFrom('request_throttle').where('key', '=', key).execute(),
  };
}

export function authThrottle(db: Db, clock: Clock, limits: ThrottleLimits) {
  const count = counters(db);
  return {
    /**
     * Counts a sign-in attempt, or refuses it with 429 and `Retry-After`. Call `succeeded()`
     * once the password proved right. Counted whether or not the email has an account, so
     * the answer never tells which emails exist.
     */
    async signIn(email: string, address: string) {
      const pairKey = `sign-in ${address} ${email}`;
      const addressKey = `sign-in ${address}`;
      const pair = await count.hit(pairKey, clock(), WINDOW_MS);
      if (pair.hits > PER_ACCOUNT) {
        throw tooManyRequests(
          `Too many failed sign-in attempts. Try again in ${inMinutes(pair.retryAfterMs)}.`,
          pair.retryAfterMs,
        );
      }
      const all = await count.hit(addressKey, clock(), WINDOW_MS);
      if (all.hits > limits.signInFailuresPerAddress) {
        throw tooManyRequests(
          `Too many failed sign-in attempts from your network. Try again in ${inMinutes(all.retryAfterMs)}.`,
          all.retryAfterMs,
        );
      }
      return {
        succeeded: async () => {
          await count.clear(pairKey);
          await count.giveBack(addressKey);
        },
      };
    },

    /** Counts a sign-up attempt (made or not), or refuses it with 429 and `Retry-After`. */
    async signUp(email: string, address: string) {
      const pair = await count.hit(`sign-up ${address} ${email}`, clock(), WINDOW_MS);
      const all =
        pair.hits > PER_ACCOUNT
          ? pair
          : await count.hit(`sign-up ${address}`, clock(), SIGN_UP_WINDOW_MS);
      if (pair.hits > PER_ACCOUNT || all.hits > limits.signUpsPerAddress) {
        throw tooManyRequests(
          `Too many sign-ups from your network. Try again in ${inMinutes(all.retryAfterMs)}.`,
          all.retryAfterMs,
        );
      }
    },
  };
}
