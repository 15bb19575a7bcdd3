import { createHash } from 'node:crypto';
import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, unprocessable } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { idempotencyRepository } from './idempotency.repository.ts';

export const KEY_REUSED = 'Idempotency-Key was already used with a different request';
const MAX_KEY_LENGTH = 200;

export interface IdempotentRequest {
  userId: number;
  /** Method and path (`POST /api/v1/orders`): a key only replays on the endpoint it was used on. */
  scope: string;
  /** The `Idempotency-Key` header; null when the client sent none. */
  key: string | null;
  /** The validated request body; the same key with a different body is refused. */
  payload: unknown;
}

export interface Answer<Status extends number, Body> {
  status: Status;
  body: Body;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** The parts of a Hono context that say who asks, where, and with which key. */
interface RequestContext {
  var: { user: AuthUser };
  req: { method: string; path: string; header(name: string): string | undefined };
}

export function idempotentRequest(c: RequestContext, payload: unknown): IdempotentRequest {
  const key = c.req.header('Idempotency-Key');
  if (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH)) {
    throw badRequest(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  return {
    userId: c.var.user.id,
    scope: `${c.req.method} ${c.req.path}`,
    key: key ?? null,
    payload,
  };
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const hashPayload = (payload: unknown) =>
  createHash('sha256').update(canonicalJson(payload)).digest('hex');

export function idempotency(db: Db, clock: Clock) {
  /**
   * A POST answered with `status`, run as `run` runs any write: the request is the route's, its
   * key the `Idempotency-Key` header, `payload` what the key covers of the validated request.
   */
  const answeredWith =
    <Status extends number>(status: Status) =>
    <Body>(
      c: RequestContext,
      payload: unknown,
      write: (trx: Db) => Promise<Body>,
    ): Promise<Answer<Status, Body>> =>
      idempotent.run(idempotentRequest(c, payload), async (trx) => ({
        status,
        body: await write(trx),
      }));

  const idempotent = {
    /**
     * Runs `write` in one transaction. With a key, the key is claimed first and the answer is
     * stored in that same transaction, so the write and its stored answer commit or roll back
     * together: a duplicate (even a concurrent one) replays the answer and never writes twice,
     * and a failed request (an error rolls everything back) leaves the key free for a retry.
     */
    run<Status extends number, Body>(
      request: IdempotentRequest,
      write: (trx: Db) => Promise<{ status: Status; body: Body }>,
    ): Promise<Answer<Status, Body>> {
      const { key } = request;
      if (key === null) {
        return db
          .transaction()
          .execute(async (trx) => ({ ...(await write(trx)), replayed: false }));
      }
      const id = { user_id: request.userId, scope: request.scope, key };
      const requestHash = hashPayload(request.payload);
      return db.transaction().execute(async (trx) => {
        const keys = idempotencyRepository(trx);
        if (!(await keys.claim(id, requestHash, clock().toISOString()))) {
          const stored = await keys.find(id);
          // Unreachable in practice: a claim only fails on a committed row, and none are deleted.
          if (!stored) throw conflict('This request is already being processed; try again');
          if (stored.request_hash !== requestHash) throw unprocessable(KEY_REUSED);
          return {
            status: stored.status as Status,
            body: JSON.parse(stored.body) as Body,
            replayed: true,
          };
        }
        const answer = await write(trx);
        await keys.saveAnswer(id, answer.status, JSON.stringify(answer.body));
        return { ...answer, replayed: false };
      });
    },

    /** A POST that makes something (201). */
    created: answeredWith(201),

    /** A POST that changes what is there (200): a reversal, a cancellation, a sending. */
    changed: answeredWith(200),
  };
  return idempotent;
}

export type Idempotency = ReturnType<typeof idempotency>;
