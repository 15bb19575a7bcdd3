import { Hono } from 'hono';
import { z } from 'zod';
import type { AccountStatus } from '../db/schema.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { documentedIn } from '../http/openapi.ts';
import { validate } from '../http/validation.ts';
import { bearerToken, requireUser } from './auth.middleware.ts';
import { LoggedOut, Session, SignedUp } from './auth.schema.ts';
import type { AuthService } from './auth.service.ts';
import type { AuthedEnv } from './authed-env.ts';

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
const documented = documentedIn('Sign-in');

export function authRoutes(auth: AuthService) {
  return new Hono<AuthedEnv>()
    .post(
      '/signup',
      documented({
        summary: 'Sign up',
        description:
          "The first account on an empty database is the shop's owner, active at once. Later ones wait as cashiers for an owner's approval, unless they come with an owner's `invite_token`, which lets them in at once in the invite's role.",
        answers: { 201: SignedUp },
        refusals: {
          400: 'Bad input, or an invite link that was used, withdrawn or has expired',
          409: 'An account with this email already exists',
          429: 'Too many sign-ups from this address: try again after `Retry-After` seconds',
        },
        public: true,
      }),
      validate('json', signupBody),
      async (c) => {
        const { email, password, invite_token } = c.req.valid('json');
        const user = await auth.signup(email, password, invite_token, clientAddressOf(c));
        return c.json(user, 201);
      },
    )
    .post(
      '/login',
      documented({
        summary: 'Log in',
        description:
          'Opens a session: send its token as `Authorization: Bearer <token>` on every other call. It ends at `expires_at`, or sooner when left idle.',
        answers: { 200: Session },
        refusals: {
          401: 'Invalid email or password',
          403: 'The account waits for approval, or is disabled',
          429: 'Too many attempts: try again after `Retry-After` seconds',
        },
        public: true,
      }),
      validate('json', credentials),
      async (c) => {
        const { email, password } = c.req.valid('json');
        const { token, expiresAt } = await auth.login(email, password, clientAddressOf(c));
        return c.json({ token, expires_at: expiresAt }, 200);
      },
    )
    .post(
      '/logout',
      documented({
        summary: 'Log out',
        description: "Ends the caller's session: its token is refused from then on.",
        answers: { 200: LoggedOut },
      }),
      requireUser(auth),
      async (c) => {
        await auth.logout(bearerToken(c.req.header('Authorization')) ?? '');
        return c.json({ ok: true }, 200);
      },
    )
    .get(
      '/v1/me',
      documented({
        summary: 'Who is signed in',
        description:
          "The session's account and role (always active: only active accounts hold a session).",
        answers: { 200: SignedUp },
      }),
      requireUser(auth),
      (c) =>
        // Only active accounts hold a session.
        c.json({ ...c.var.user, status: ACTIVE }, 200),
    );
}
