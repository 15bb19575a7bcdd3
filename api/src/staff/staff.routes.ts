import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { ROLES, requirePermission } from '../auth/roles.ts';
import type { Role } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { documentedIn } from '../http/openapi.ts';
import { idParam, validate } from '../http/validation.ts';
import { NewStaffInvite, SignedOut, StaffInvite, StaffMember } from './staff.schema.ts';
import type { StaffService } from './staff.service.ts';

const documented = documentedIn('Staff');
const OWNERS_ONLY = 'Only the shop owner can manage staff';

const role = z.enum(ROLES as [Role, ...Role[]], {
  error: 'must be one of owner, manager, cashier',
});

const staffChange = z
  .strictObject({
    role: role.optional(),
    status: z.enum(['active', 'disabled'], { error: 'must be active or disabled' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.status !== undefined, {
    message: 'Give a role or a status to change',
  });

const inviteBody = z.strictObject({
  role,
  valid_days: z
    .number({ error: 'must be a number' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(30, 'must be at most 30 days')
    .default(7),
});

/** `/api/v1/staff…`: the owner's alone (README "Staff and roles"). */
export function staffRoutes(deps: ApiDeps, staff: StaffService) {
  return new Hono<AuthedEnv>()
    .use(requirePermission('staff'))
    .get(
      '/',
      documented({
        summary: 'Every member of staff',
        description: 'Those waiting for approval first, then everyone by email. The owner only.',
        answers: { 200: z.array(StaffMember) },
        refusals: { 403: OWNERS_ONLY },
      }),
      async (c) => c.json(await staff.list(), 200),
    )
    .get(
      '/invites',
      documented({
        summary: 'The open invite links',
        description: 'Links not yet used, withdrawn or expired, newest first. The owner only.',
        answers: { 200: z.array(StaffInvite) },
        refusals: { 403: OWNERS_ONLY },
      }),
      async (c) => c.json(await staff.invites.listOpen(deps.clock().toISOString()), 200),
    )
    .post(
      '/invites',
      documented({
        summary: 'Make an invite link',
        description:
          'A single-use link for a new member of staff in `role`, valid `valid_days` days (7 unless given, 1 to 30). Whoever signs up with its token is let in at once. The token is in this answer alone: only its hash is kept.',
        answers: { 201: NewStaffInvite },
        refusals: { 403: OWNERS_ONLY },
      }),
      validate('json', inviteBody),
      async (c) => {
        const { role, valid_days } = c.req.valid('json');
        const invite = await staff.createInvite(actorOf(c), role, valid_days);
        // A cashier's phone cannot open the address the owner's own computer uses
        // (127.0.0.1): the shop's public address, when set, makes the link (issue 46).
        const base = deps.config.publicBaseUrl;
        const link = base ? `${base}/signup?invite=${encodeURIComponent(invite.token)}` : null;
        // The token is shown this once: only its hash is kept.
        return c.json({ ...invite, link }, 201);
      },
    )
    .delete(
      '/invites/:id',
      documented({
        summary: 'Withdraw an invite link',
        answers: { 204: null },
        refusals: { 403: OWNERS_ONLY, 404: 'No open invite with this id' },
      }),
      validate('param', idParam),
      async (c) => {
        const revoked = await staff.withdrawInvite(c.req.valid('param').id, actorOf(c));
        if (!revoked) throw notFound('No open invite with this id');
        return c.body(null, 204);
      },
    )
    .patch(
      '/:id',
      documented({
        summary: "Approve, enable, disable or change a member's role",
        description:
          'Give `role`, `status` or both. Approving a pending member sets `approved_at`; disabling one signs them out at once. Disabling an owner or taking their owner role withdraws the open invite links they made. The last active owner can be neither demoted nor disabled.',
        answers: { 200: StaffMember },
        refusals: {
          403: OWNERS_ONLY,
          404: 'Staff member not found',
          409: 'The shop needs at least one active owner',
        },
      }),
      validate('param', idParam),
      validate('json', staffChange),
      async (c) => {
        const { after } = await staff.update(
          c.req.valid('param').id,
          c.req.valid('json'),
          actorOf(c),
        );
        return c.json(after, 200);
      },
    )
    .post(
      '/:id/sign-out',
      documented({
        summary: 'Sign a member out everywhere',
        description: 'Ends every open session of theirs, on every device.',
        answers: { 200: SignedOut },
        refusals: { 403: OWNERS_ONLY, 404: 'Staff member not found' },
      }),
      validate('param', idParam),
      async (c) => {
        const sessions = await staff.signOutEverywhere(c.req.valid('param').id, actorOf(c));
        return c.json({ signed_out_sessions: sessions }, 200);
      },
    );
}
