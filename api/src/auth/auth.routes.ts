import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import type { AccountStatus } from '../db/schema.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { validate } from '../http/validation.ts';
import { bearerToken, requireUser } from './auth.middleware.ts';
import { authService } from './auth.service.ts';

const credentials = z.object({
  email: z.string({ error: 'is required' }).trim().pipe(z.email('must be a valid email address')),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long'),
});

const signupBody = credentials.extend({
  password: z
    .string({ error: 'is required' })
    .min(6, 'must be at least 6 characters long')
    .max(200, 'is too long'),
  // From an owner's invite link: the account is then active at once, in the invite's role.
  invite_token: z.string({ error: 'must be text' }).max(200, 'is too long').optional(),
});

const ACTIVE: AccountStatus = 'active';

export function authRoutes(deps: ApiDeps) {
  const auth = authService(deps.db, deps.config, deps.clock);
  return new Hono<AuthedEnv>()
    .post('/signup', validate('json', signupBody), async (c) => {
      const { email, password, invite_token } = c.req.valid('json');
      const user = await auth.signup(email, password, invite_token, clientAddressOf(c));
      return c.json(user, 201);
    })
    .post('/login', validate('json', credentials), async (c) => {
      const { email, password } = c.req.valid('json');
      const { token, expiresAt } = await auth.login(email, password, clientAddressOf(c));
      return c.json({ token, expires_at: expiresAt }, 200);
    })
    .post('/logout', requireUser(deps), async (c) => {
      await auth.logout(bearerToken(c.req.header('Authorization')) ?? '');
      return c.json({ ok: true }, 200);
    })
    .get('/v1/me', requireUser(deps), (c) =>
      // Only active accounts hold a session.
      c.json({ ...c.var.user, status: ACTIVE }, 200),
    );
}
