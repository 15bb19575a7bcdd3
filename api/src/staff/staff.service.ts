import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import type { AccountStatus, Role } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { staffInvites } from './staff-invites.ts';

export const LAST_OWNER =
  'The shop needs at least one active owner: make someone else an owner first.';

const OWNERS_ONLY = 'Only the shop owner can manage staff';

export interface StaffChange {
  role?: Role;
  status?: 'active' | 'disabled';
}

/** The owner's Staff screen: who has an account, in what role, and who may sign in. */
export function staffService(db: Db, clock: Clock) {
  const staffMembers = (executor: Db) =>
    executor
      .selectFrom('users')
      .leftJoin('users as approver', 'approver.id', 'users.approved_by')
      .select((eb) => [
        'users.id',
        'users.email',
        'users.role',
        'users.status',
        'users.created_at',
        'users.approved_at',
        'approver.email as approved_by_email',
        // Staff are a handful of rows; the sessions index on user_id keeps this a lookup each.
        eb
          .selectFrom('sessions')
          .select((s) => s.fn.max('sessions.last_seen_at').as('last'))
          .whereRef('sessions.user_id', '=', 'users.id')
          .as('last_seen_at'),
      ]);

  async function findMember(executor: Db, id: number) {
    const member = await staffMembers(executor).where('users.id', '=', id).executeTakeFirst();
    if (!member) throw notFound('Staff member not found');
    return member;
  }

  return {
    /** Waiting for approval first, then everyone by email. */
    list: () =>
      staffMembers(db)
        .orderBy(sql`case when users.status = 'pending' then 0 else 1 end`)
        .orderBy('users.email')
        .execute(),

    /**
     * Approves (pending → active), enables, disables or changes a role. The last active owner
     * can be neither demoted nor disabled: the owners' rows are locked first, so two owners
     * demoting each other at the same moment cannot leave the shop with none.
     */
    async update(id: number, change: StaffChange, approverId: number) {
      const now = clock().toISOString();
      return db.transaction().execute(async (trx) => {
        const owners = await trx
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'owner')
          .where('status', '=', 'active')
          .$if(isPostgres(trx), (q) => q.forUpdate())
          .execute();
        // Checked again under the lock: an owner demoted a moment ago no longer decides.
        if (!owners.some((owner) => owner.id === approverId)) throw forbidden(OWNERS_ONLY);
        const before = await findMember(trx, id);
        const after = { role: change.role ?? before.role, status: change.status ?? before.status };
        const wasActiveOwner = before.role === 'owner' && before.status === 'active';
        const staysActiveOwner = after.role === 'owner' && after.status === 'active';
        if (wasActiveOwner && !staysActiveOwner && owners.length <= 1) throw conflict(LAST_OWNER);

        const approving = before.status === 'pending' && after.status === 'active';
        await trx
          .updateTable('users')
          .set({
            role: after.role,
            status: after.status satisfies AccountStatus,
            ...(approving ? { approved_by: approverId, approved_at: now } : {}),
          })
          .where('id', '=', id)
          .execute();
        // A disabled account is signed out at once, not at its next idle timeout.
        if (after.status === 'disabled') await revokeSessions(trx, id, now);
        return { before, after: await findMember(trx, id) };
      });
    },

    /** Signs the member out on every device; answers how many sessions were open. */
    async signOutEverywhere(id: number) {
      await findMember(db, id);
      return revokeSessions(db, id, clock().toISOString());
    },

    invites: staffInvites(db),
  };
}

async function revokeSessions(db: Db, userId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type StaffService = ReturnType<typeof staffService>;
