import type { AuthUser } from './auth.service.ts';

/** Hono environment of routes behind `requireUser`: the signed-in user, read by the routes. */
export interface AuthedEnv {
  Variables: { user: AuthUser };
}
