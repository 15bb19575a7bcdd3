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

    saveThrottle: async (row: {
      email: string;
      failures: number;
      window_started_at: string;
      locked_until: string | null;
    }) => {
      await db
        .insertInto('login_throttle')
        .values(row)
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            failures: row.failures,
            window_started_at: row.window_started_at,
            locked_until: row.locked_until,
          }),
        )
        .execute();
    },

    clearThrottle: (email: string) =>
      db.deleteFrom('login_throttle').where('email', '=', email).execute(),
  };
}
