import { sql } from 'kysely';
import {
  type Actor,
  type AuditAction,
  recordAudit,
  type SignedInActor,
} from '../audit/audit.service.ts';
import { staffInvites } from '../auth/staff-invites.ts';
import type { Db } from '../db/database.ts';
import { heldRows } from '../db/hold-row.ts';
import type { AccountStatus, Role } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';

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
    async update(id: number, change: StaffChange, actor: SignedInActor) {
      const approverId = actor.id;
      const at = clock();
      const now = at.toISOString();
      return db.transaction().execute(async (trx) => {
        const owners = await trx
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'owner')
          .where('status', '=', 'active')
          .$call(heldRows(trx, 'update'))
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
        // Invites die with their maker's right to make them (only active owners have it).
        const withdrawn =
          wasActiveOwner && !staysActiveOwner ? await staffInvites(trx).revokeAllBy(id, now) : 0;
        const changes = [
          { field: 'Role', before: before.role, after: after.role },
          { field: 'Status', before: before.status, after: after.status },
        ];
        const events: Array<[AuditAction, string]> = [];
        if (approving) events.push(['staff.approved', `${before.email} approved as ${after.role}`]);
        else if (before.status !== after.status) {
          events.push(
            after.status === 'disabled'
              ? ['staff.disabled', `${before.email} disabled and signed out`]
              : ['staff.enabled', `${before.email} enabled`],
          );
        }
        if (!approving && before.role !== after.role) {
          events.push([
            'staff.role_changed',
            `${before.email}: role ${before.role} → ${after.role}`,
          ]);
        }
        for (const [action, summary] of events) {
          await recordAudit(trx, at, {
            actor,
            action,
            entity: 'user',
            entityId: id,
            summary,
            changes,
          });
        }
        if (withdrawn > 0) {
          await recordAudit(trx, at, {
            actor,
            action: 'staff.invite_withdrawn',
            entity: 'user',
            entityId: id,
            summary: `${withdrawn} open invite link${withdrawn === 1 ? '' : 's'} made by ${before.email} withdrawn: no longer an active owner`,
          });
        }
        return { before, after: await findMember(trx, id) };
      });
    },

    /** Signs the member out on every device; answers how many sessions were open. */
    signOutEverywhere: (id: number, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const member = await findMember(trx, id);
        const at = clock();
        const sessions = await revokeSessions(trx, id, at.toISOString());
        await recordAudit(trx, at, {
          actor,
          action: 'staff.signed_out',
          entity: 'user',
          entityId: id,
          summary: `${member.email} signed out everywhere (${sessions} session${sessions === 1 ? '' : 's'} ended)`,
        });
        return sessions;
      }),

    /** A new invite link (its token shown once), in the trail without its secret. */
    createInvite: (actor: SignedInActor, role: Role, validDays: number) =>
      db.transaction().execute(async (trx) => {
        const at = clock();
        const invite = await staffInvites(trx).create({
          role,
          createdBy: actor.id,
          now: at,
          validDays,
        });
        await recordAudit(trx, at, {
          actor,
          action: 'staff.invited',
          entity: 'invite',
          entityId: invite.id,
          summary: `Invite link made for a ${role}, valid ${validDays} day${validDays === 1 ? '' : 's'}`,
        });
        return invite;
      }),

    /** Withdraws an open link; false when there is none with this id. */
    withdrawInvite: (id: number, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const at = clock();
        const revoked = await staffInvites(trx).revoke(id, at.toISOString());
        if (revoked) {
          await recordAudit(trx, at, {
            actor,
            action: 'staff.invite_withdrawn',
            entity: 'invite',
            entityId: id,
            summary: 'Invite link withdrawn',
          });
        }
        return revoked;
      }),

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
