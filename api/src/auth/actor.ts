import type { Context } from 'hono';
import type { SignedInActor } from '../audit/audit.service.ts';
import { clientAddressOf } from '../http/client-address.ts';
import type { AuthedEnv } from './authed-env.ts';

/** The signed-in user of a request, as the audit trail records who did something. */
export function actorOf(c: Context<AuthedEnv>): SignedInActor {
  const { id, email } = c.var.user;
  return { id, email, address: clientAddressOf(c) };
}
