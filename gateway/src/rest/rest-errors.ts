// Yoga's own factory, so the error is the GraphQLError class Yoga recognises (and does not mask)
// even when the graphql package is loaded twice (ESM and CommonJS).
import { createGraphQLError } from 'graphql-yoga';

/** REST statuses the client can act on, as GraphQL error codes (design.md, house style). */
const CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

/**
 * A known REST failure becomes a GraphQLError carrying the API's own `error` text; anything
 * else becomes a plain Error, which Yoga masks as "Unexpected error." and logs.
 */
export async function restFailure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const code = CODES[response.status];
  const message =
    typeof body?.error === 'string' ? body.error : `REST call failed with ${response.status}`;
  if (!code) return new Error(`REST ${response.status}: ${message}`);
  // A 429 says when to come back; GraphQL answers carry it in the error, not in a header.
  const retryAfter = Number(response.headers.get('retry-after'));
  return createGraphQLError(message, {
    extensions: {
      code,
      status: response.status,
      ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    },
  });
}

/** A field the signed-in role may not read (the API left it out of its answer). */
export const forbiddenField = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

export const badUserInput = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** GraphQL IDs are strings; the REST API numbers its records. */
export function restId(id: string | number, field = 'id'): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value <= 0) throw badUserInput(`${field}: must be a valid id`);
  return value;
}

/**
 * An id as a REST path segment. Always through here: Hono's client puts params into the path
 * as they are, so an unchecked `1/../../suppliers/1` would reach another endpoint.
 */
export const pathId = (id: string | number, field = 'id'): string => String(restId(id, field));
