import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export function authRepository(db: Db) {
  return {
    findUserByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

    insertUser: (email: string, passwordHash: string, now: string) =>
      db
        .insertInto('users')
        .values({ email, password_hash: passwordHash, created_at: now })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow(),

    updatePasswordHash: (userId: number, passwordHash: string) =>
      db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', userId)
        .execute(),

    insertSession: (session: {
      token_hash: string;
      user_id: number;
      created_at: string;
      expires_at: string;
    }) =>
      db
        .insertInto('sessions')
        .values({ ...session, last_seen_at: session.created_at })
        .execute(),

    findSession: (tokenHash: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as session_id',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'sessions.revoked_at',
          'users.id as user_id',
          'users.email',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst(),

    touchSession: (sessionId: number, now: string) =>
      db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute(),

    revokeSession: (tokenHash: string, now: string) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute(),

    findThrottle: (email: string) =>
      db.selectFrom('login_throttle').selectAll().where('email', '=', email).executeTakeFirst(),

    /**
     * Counts one sign-in attempt in a single statement, so simultaneous attempts can never
     * share a count: a window older than `windowStart` starts again at 1 (and drops its lock).
     */
    countAttempt: async (email: string, now: string, windowStart: string): Promise<number> => {
      const row = await db
        .insertInto('login_throttle')
        .values({ email, failures: 1, window_started_at: now, locked_until: null })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            failures: sql<number>`case when login_throttle.window_started_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
            locked_until: sql<
              string | null
            >`case when login_throttle.window_started_at < ${windowStart} then null else login_throttle.locked_until end`,
            window_started_at: sql<string>`case when login_throttle.window_started_at < ${windowStart} then ${now} else login_throttle.window_started_at end`,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },

    lockThrottle: (email: string, until: string) =>
      db
        .updateTable('login_throttle')
        .set({ locked_until: until })
        .where('email', '=', email)
        .where('locked_until', 'is', null)
        .execute(),

    clearThrottle: (email: string) =>
      db.deleteFrom('login_throttle').where('email', '=', email).execute(),
  };
}
