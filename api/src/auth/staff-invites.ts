import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, Role } from '../db/schema.ts';
import { badRequest } from '../http/api-error.ts';
import { hashToken, newToken } from './tokens.ts';

export const INVITE_INVALID =
  'This invite link is not valid: it was used, withdrawn or has expired. Ask the shop owner for a new one.';

/**
 * An invite works only while its maker may still make one: an active owner (permissions.staff
 * in auth/roles.ts). A fired or demoted co-owner's 30-day owner invite otherwise still made an
 * active owner after they left.
 */
const MAKER_STILL_AN_OWNER = (db: Db) =>
  db
    .selectFrom('users')
    .select('users.id')
    .where('role', '=', 'owner')
    .where('status', '=', 'active');

/** An invite still open at `now`: not yet used, withdrawn or expired. */
const openAt = (now: string) => (eb: ExpressionBuilder<Database, 'staff_invites'>) =>
  eb.and([eb('used_at', 'is', null), eb('revoked_at', 'is', null), eb('expires_at', '>', now)]);

/** An owner's single-use, expiring invite links. */
export function staffInvites(db: Db) {
  return {
    async create(invite: { role: Role; createdBy: number; now: Date; validDays: number }) {
      const token = newToken();
      const expiresAt = new Date(invite.now.getTime() + invite.validDays * 86_400_000);
      const row = await db
        .insertInto('staff_invites')
        .values({
          token_hash: hashToken(token),
          role: invite.role,
          created_by: invite.createdBy,
          created_at: invite.now.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .returning(['id', 'role', 'created_at', 'expires_at'])
        .executeTakeFirstOrThrow();
      return { ...row, token };
    },

    /**
     * Uses the invite up, in the sign-up's transaction: one conditional update, so two
     * sign-ups through the same link cannot both get in.
     */
    async take(token: string, now: string) {
      const invite = await db
        .updateTable('staff_invites')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where(openAt(now))
        .where('created_by', 'in', MAKER_STILL_AN_OWNER(db))
        .returning(['id', 'role', 'created_by'])
        .executeTakeFirst();
      if (!invite) throw badRequest(INVITE_INVALID);
      return invite;
    },

    markUsedBy: (inviteId: number, userId: number) =>
      db.updateTable('staff_invites').set({ used_by: userId }).where('id', '=', inviteId).execute(),

    /** Links not yet used, withdrawn or expired: what the Staff screen lists. */
    listOpen: (now: string) =>
      db
        .selectFrom('staff_invites')
        .innerJoin('users', 'users.id', 'staff_invites.created_by')
        .select([
          'staff_invites.id',
          'staff_invites.role',
          'staff_invites.created_at',
          'staff_invites.expires_at',
          'users.email as created_by_email',
        ])
        .where(openAt(now))
        .where('users.role', '=', 'owner')
        .where('users.status', '=', 'active')
        .orderBy('staff_invites.id', 'desc')
        .execute(),

    /**
     * Withdraws every open link a member made, when they can no longer make one (disabled, or
     * no longer an owner); answers how many.
     */
    revokeAllBy: async (userId: number, now: string): Promise<number> => {
      const result = await db
        .updateTable('staff_invites')
        .set({ revoked_at: now })
        .where('created_by', '=', userId)
        .where(openAt(now))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Withdraws a link; false when there was no open link with that id. */
    revoke: async (inviteId: number, now: string) => {
      const result = await db
        .updateTable('staff_invites')
        .set({ revoked_at: now })
        .where('id', '=', inviteId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
