import { Hono } from 'hono';
import { z } from 'zod';
import type { AccountStatus } from '../db/schema.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { bearerToken, requireUser } from './auth.middleware.ts';
import { LoggedOut, Session, SignedUp } from './auth.schema.ts';
import type { AuthService } from './auth.service.ts';
import type { AuthedEnv } from './authed-env.ts';
import { signedInRoutes } from './roles.ts';

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
const route = signedInRoutes('Sign-in');

export function authRoutes(auth: AuthService) {
  return new Hono<AuthedEnv>()
    .post(
      '/signup',
      ...route.json(
        {
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
          json: signupBody,
        },
        ({ json }, c) =>
          auth.signup(json.email, json.password, json.invite_token, clientAddressOf(c)),
      ),
    )
    .post(
      '/login',
      ...route.json(
        {
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
          json: credentials,
        },
        async ({ json }, c) => {
          const session = await auth.login(json.email, json.password, clientAddressOf(c));
          return { token: session.token, expires_at: session.expiresAt };
        },
      ),
    )
    .post(
      '/logout',
      requireUser(auth),
      ...route.json(
        {
          summary: 'Log out',
          description: "Ends the caller's session: its token is refused from then on.",
          answers: { 200: LoggedOut },
        },
        async (_, c) => {
          await auth.logout(bearerToken(c.req.header('Authorization')) ?? '');
          return { ok: true };
        },
      ),
    )
    .get(
      '/v1/me',
      requireUser(auth),
      ...route.json(
        {
          summary: 'Who is signed in',
          description:
            "The session's account and role (always active: only active accounts hold a session).",
          answers: { 200: SignedUp },
        },
        // Only active accounts hold a session.
        (_, c) => ({ ...c.var.user, status: ACTIVE }),
      ),
    );
}
