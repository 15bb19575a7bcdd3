import { z } from 'zod';
import { instant } from '../http/openapi.ts';

/** owner, manager or cashier (roles.ts says what each may do). */
export const RoleName = z.enum(['owner', 'manager', 'cashier']).meta({
  description: 'owner: everything; manager: everything but the staff; cashier: selling',
});

/** pending (waiting for an owner's approval), active or disabled. */
export const AccountStatusName = z.enum(['pending', 'active', 'disabled']);

/** The signed-in user behind a session (`c.var.user`). */
export const AuthUser = z
  .object({ id: z.number().int(), email: z.string(), role: RoleName })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.output<typeof AuthUser>;

/** An account: what sign-up answers, and GET /v1/me (whose account is always active). */
export const SignedUp = AuthUser.extend({
  status: AccountStatusName.meta({
    description:
      "pending: waits for the owner's approval; active: may sign in (the first account, or one made through an invite); disabled",
  }),
}).meta({ id: 'SignedUp' });
export type SignedUp = z.output<typeof SignedUp>;

/** What login answers: the bearer token for `Authorization: Bearer <token>`. */
export const Session = z
  .object({
    token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`' }),
    expires_at: instant.meta({
      description: 'When the session ends at the latest; it ends sooner when left idle',
    }),
  })
  .meta({ id: 'Session' });
export type Session = z.output<typeof Session>;

/** What logout answers. */
export const LoggedOut = z.object({ ok: z.literal(true) }).meta({ id: 'LoggedOut' });
