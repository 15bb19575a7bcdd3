import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { actorOf } from '../audit/actor.ts';
import { ROLES, requirePermission } from '../auth/roles.ts';
import type { Role } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { idParam, validate } from '../http/validation.ts';
import { staffService } from './staff.service.ts';

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
export function staffRoutes(deps: ApiDeps) {
  const staff = staffService(deps.db, deps.clock);
  return new Hono<AuthedEnv>()
    .use(requirePermission('staff'))
    .get('/', async (c) => c.json(await staff.list(), 200))
    .get('/invites', async (c) =>
      c.json(await staff.invites.listOpen(deps.clock().toISOString()), 200),
    )
    .post('/invites', validate('json', inviteBody), async (c) => {
      const { role, valid_days } = c.req.valid('json');
      const invite = await staff.createInvite(actorOf(c), role, valid_days);
      // The token is shown this once: only its hash is kept.
      return c.json(invite, 201);
    })
    .delete('/invites/:id', validate('param', idParam), async (c) => {
      const revoked = await staff.withdrawInvite(c.req.valid('param').id, actorOf(c));
      if (!revoked) throw notFound('No open invite with this id');
      return c.body(null, 204);
    })
    .patch('/:id', validate('param', idParam), validate('json', staffChange), async (c) => {
      const { after } = await staff.update(
        c.req.valid('param').id,
        c.req.valid('json'),
        actorOf(c),
      );
      return c.json(after, 200);
    })
    .post('/:id/sign-out', validate('param', idParam), async (c) => {
      const sessions = await staff.signOutEverywhere(c.req.valid('param').id, actorOf(c));
      return c.json({ signed_out_sessions: sessions }, 200);
    });
}
