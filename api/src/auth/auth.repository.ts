import type { Db } from '../db/database.ts';
import type { AccountStatus, Role } from '../db/schema.ts';

export function authRepository(db: Db) {
  return {
    findUserByEmail: (email: string, executor: Db = db) =>
      executor.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

    insertUser: (
      executor: Db,
      user: {
        email: string;
        password_hash: string;
        created_at: string;
        role: Role;
        status: AccountStatus;
        approved_by: number | null;
        approved_at: string | null;
      },
    ) =>
      executor
        .insertInto('users')
        .values(user)
        .returning(['id', 'email', 'role', 'status'])
        .executeTakeFirstOrThrow(),

    /** True once any account exists: the first one becomes the owner. */
    hasAnyUser: async (executor: Db) =>
      (await executor.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined,

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
          'users.role',
          'users.status',
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
  };
}
