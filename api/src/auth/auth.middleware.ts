import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../http/api-error.ts';
import type { AuthService } from './auth.service.ts';
import type { AuthedEnv } from './authed-env.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Lets a request through only with a live session's bearer token; sets `c.var.user`. */
export function requireUser(auth: AuthService) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw unauthorized('No authentication token found');
    c.set('user', await auth.authenticate(token));
    await next();
  });
}
