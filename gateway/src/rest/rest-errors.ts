// Yoga's own factory, so the error is the GraphQLError class Yoga recognises (and does not mask)
// even when the graphql package is loaded twice (ESM and CommonJS).
import { createGraphQLError } from 'graphql-yoga';
import { graphqlName } from './rest-names.ts';

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
 * REST field paths whose GraphQL name differs by more than its case, as patterns with `*` for
 * a line's index: `{ 'items.*.id': 'items.*.inventoryId' }` for an order's lines.
 */
export type FieldRenames = Readonly<Record<string, string>>;

/**
 * A refused REST field's path as the GraphQL input spells it: `unit_price` is `unitPrice`,
 * `items.2.unit_price` is `items.2.unitPrice`, and `renamed` gives the rest.
 */
export function inputFieldPath(restPath: string, renamed: FieldRenames = {}): string {
  const parts = restPath.split('.');
  const pattern = parts.map((part) => (/^\d+$/.test(part) ? '*' : part)).join('.');
  const target = renamed[pattern];
  if (target !== undefined) {
    const indexes = parts.filter((part) => /^\d+$/.test(part));
    return target.replace(/\*/g, () => indexes.shift() ?? '*');
  }
  return parts.map(graphqlName).join('.');
}

/** The API's `fields` of a 400, keyed by the GraphQL input's paths; null when it named none. */
function inputFields(fields: unknown, renamed: FieldRenames): Record<string, string> | null {
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map(([path, why]) => [inputFieldPath(path, renamed), why]));
}

/**
 * A known REST failure becomes a GraphQLError carrying the API's own `error` text, and for bad
 * input each refused field as `extensions.fields` (issue 20: a form shows each beside its
 * field), named as the GraphQL input names it. Anything else becomes a plain Error, which Yoga
 * masks as "Unexpected error." and logs.
 */
export async function restFailure(response: Response, renamed: FieldRenames = {}): Promise<Error> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    fields?: unknown;
  } | null;
  const code = CODES[response.status];
  const message =
    typeof body?.error === 'string' ? body.error : `REST call failed with ${response.status}`;
  if (!code) return new Error(`REST ${response.status}: ${message}`);
  // A 429 says when to come back; GraphQL answers carry it in the error, not in a header.
  const retryAfter = Number(response.headers.get('retry-after'));
  const fields = code === 'BAD_USER_INPUT' ? inputFields(body?.fields, renamed) : null;
  return createGraphQLError(message, {
    extensions: {
      code,
      status: response.status,
      ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      ...(fields ? { fields } : {}),
    },
  });
}

/**
 * A record the API does not have (404 → NOT_FOUND) as a null answer: `order(id:)`,
 * `customerStatement` and the other single-record reads answer null for an unknown id.
 */
export async function nullIfMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    // Checked by shape, not instanceof: graphql may be loaded twice (see the import above).
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A field the signed-in role may not read (the API left it out of its answer). */
export const forbiddenField = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

export const badUserInput = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * GraphQL IDs are strings; the REST API numbers its records. An id left out (null or absent)
 * is REST's null.
 */
export function restId(id: string | number, field?: string): number;
export function restId(id: string | number | null | undefined, field?: string): number | null;
export function restId(id: string | number | null | undefined, field = 'id'): number | null {
  if (id == null) return null;
  const value = Number(id);
  if (!Number.isInteger(value) || value <= 0) throw badUserInput(`${field}: must be a valid id`);
  return value;
}

/**
 * An id as a REST path segment. Always through here: Hono's client puts params into the path
 * as they are, so an unchecked `1/../../suppliers/1` would reach another endpoint.
 */
export const pathId = (id: string | number, field = 'id'): string => String(restId(id, field));
