import type { Db } from './db/database.ts';
import type { Clock } from './http/clock.ts';
import { log } from './log.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * How long an idempotency key answers its replay: a till's outbox (issue 54) may hold a sale
 * through a week-long outage and send it again after its first answer was lost, so a week and
 * a day's margin.
 */
export const IDEMPOTENCY_KEY_DAYS = 8;

/**
 * Deletes what nobody can use any more: idempotency keys older than IDEMPOTENCY_KEY_DAYS (a
 * sale kept offline is sent again with its key up to a week later), sessions that ended more than a day ago, and sign-in attempt
 * and sign-up counts whose window closed a day ago (anyone can create one by guessing an email).
 */
export async function cleanUpExpired(
  db: Db,
  clock: Clock,
): Promise<{ keys: number; sessions: number; attempts: number }> {
  const dayAgo = new Date(clock().getTime() - DAY_MS).toISOString();
  const keysBefore = new Date(clock().getTime() - IDEMPOTENCY_KEY_DAYS * DAY_MS).toISOString();
  const keys = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', keysBefore)
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .executeTakeFirst();
  // No throttle window lasts more than an hour, so a day-old counter counts nothing.
  const attempts = await db
    .deleteFrom('request_throttle')
    .where('window_started_at', '<', dayAgo)
    .executeTakeFirst();
  return {
    keys: Number(keys.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    attempts: Number(attempts.numDeletedRows),
  };
}

/**
 * Runs the clean-up now and then hourly, without keeping the process alive. The returned stop
 * waits for a run in progress, so the database is never closed under it.
 */
export function startHousekeeping(db: Db, clock: Clock): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = cleanUpExpired(db, clock).catch((error) =>
      log.error({ err: error }, 'Housekeeping failed'),
    );
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
