import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { log } from '../api/src/log.ts';
import { redactCallbackToken } from '../api/src/mpesa/mpesa-callbacks.routes.ts';

/** A request id a proxy in front may have given: short, and plain enough to log as it is. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * One structured log line per request (api/src/log.ts): request id, method, path, status,
 * milliseconds and, once the API has authenticated it, the user's id. Never headers or bodies.
 * The id is the one a proxy in front gave (`X-Request-Id`) or a new one; it is answered in
 * `X-Request-Id`, and travels with the request to the gateway and from it to the API, whose
 * error lines carry it too.
 */
export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  const given = c.req.header('x-request-id');
  const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
  if (given !== requestId) c.req.raw.headers.set('x-request-id', requestId);
  c.header('X-Request-Id', requestId);
  await next();
  const user = (c.var as { user?: { id: number } }).user;
  log.info({
    req_id: requestId,
    method: c.req.method,
    path: redactCallbackToken(c.req.path),
    status: c.res.status,
    ms: Number((performance.now() - started).toFixed(1)),
    ...(user ? { user_id: user.id } : {}),
  });
});
