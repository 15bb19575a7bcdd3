import type { Context } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../api/src/db/database.ts';

/**
 * `GET /readyz`: 200 once the database answers, 503 while it does not. `/healthz` stays cheap
 * (the process answers at all), for a load balancer's liveness probe; this is its readiness one.
 */
export function readiness(db: Db) {
  return async (c: Context) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: 'ready' }, 200);
    } catch {
      return c.json({ status: 'unavailable', error: 'The database does not answer' }, 503);
    }
  };
}
