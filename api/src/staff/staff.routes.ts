import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { ROLES, signedInRoutes } from '../auth/roles.ts';
import type { Role } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { idParam } from '../http/validation.ts';
import { NewStaffInvite, SignedOut, StaffInvite, StaffMember } from './staff.schema.ts';
import type { StaffService } from './staff.service.ts';

const route = signedInRoutes('Staff', { needs: 'staff' });

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
    .use(route.partCheck())
    .get(
      '/',
      ...route.json(
        {
          summary: 'Every member of staff',
          description: 'Those waiting for approval first, then everyone by email. The owner only.',
          answers: { 200: z.array(StaffMember) },
        },
        () => staff.list(),
      ),
    )
    .get(
      '/invites',
      ...route.json(
        {
          summary: 'The open invite links',
          description: 'Links not yet used, withdrawn or expired, newest first. The owner only.',
          answers: { 200: z.array(StaffInvite) },
        },
        () => staff.invites.listOpen(deps.clock().toISOString()),
      ),
    )
    .post(
      '/invites',
      ...route.json(
        {
          summary: 'Make an invite link',
          description:
            'A single-use link for a new member of staff in `role`, valid `valid_days` days (7 unless given, 1 to 30). Whoever signs up with its token is let in at once. The token is in this answer alone: only its hash is kept.',
          answers: { 201: NewStaffInvite },
          json: inviteBody,
        },
        async ({ json }, c) => {
          const invite = await staff.createInvite(actorOf(c), json.role, json.valid_days);
          // A cashier's phone cannot open the address the owner's own computer uses
          // (127.0.0.1): the shop's public address, when set, makes the link (issue 46).
          const base = deps.config.publicBaseUrl;
          const link = base ? `${base}/signup?invite=${encodeURIComponent(invite.token)}` : null;
          // The token is shown this once: only its hash is kept.
          return { ...invite, link };
        },
      ),
    )
    .delete(
      '/invites/:id',
      ...route.noContent(
        {
          summary: 'Withdraw an invite link',
          answers: { 204: null },
          refusals: { 404: 'No open invite with this id' },
          param: idParam,
        },
        async ({ param }, c) => {
          const revoked = await staff.withdrawInvite(param.id, actorOf(c));
          if (!revoked) throw notFound('No open invite with this id');
        },
      ),
    )
    .patch(
      '/:id',
      ...route.json(
        {
          summary: "Approve, enable, disable or change a member's role",
          description:
            'Give `role`, `status` or both. Approving a pending member sets `approved_at`; disabling one signs them out at once. Disabling an owner or taking their owner role withdraws the open invite links they made. The last active owner can be neither demoted nor disabled.',
          answers: { 200: StaffMember },
          refusals: {
            404: 'Staff member not found',
            409: 'The shop needs at least one active owner',
          },
          param: idParam,
          json: staffChange,
        },
        async ({ param, json }, c) => (await staff.update(param.id, json, actorOf(c))).after,
      ),
    )
    .post(
      '/:id/sign-out',
      ...route.json(
        {
          summary: 'Sign a member out everywhere',
          description: 'Ends every open session of theirs, on every device.',
          answers: { 200: SignedOut },
          refusals: { 404: 'Staff member not found' },
          param: idParam,
        },
        async ({ param }, c) => ({
          signed_out_sessions: await staff.signOutEverywhere(param.id, actorOf(c)),
        }),
      ),
    );
}
