import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/**
 * What went wrong with a GraphQL request, in the terms screens need to pick the spec's text.
 * The gateway maps the REST API's statuses to these codes and passes the API's error text on
 * as the message; anything else it masks, so its message is no use to a user.
 */
export type RequestFailure =
  | { kind: 'network' }
  | { kind: 'unauthenticated'; message: string }
  | {
      kind: 'rejected';
      code: RejectionCode;
      message: string;
      /** What was wrong with each field the server named (`fieldMessage` reads one). */
      fields?: FieldMessages;
    }
  | { kind: 'server' };

/**
 * The server's words for each refused field of a BAD_USER_INPUT, keyed by the field's path in
 * the GraphQL input, e.g. `{ name: 'must not be blank', 'items.0.quantity': 'must be more than 0' }`.
 */
export type FieldMessages = Readonly<Record<string, string>>;

// FORBIDDEN: the role may not do this, or the account waits for approval (the API's words).
// BAD_GATEWAY: an outside service (M-Pesa's Daraja) refused or was out of reach, in its words.
type RejectionCode =
  | 'BAD_USER_INPUT'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'BAD_GATEWAY';

const rejectionCodes: ReadonlySet<string> = new Set<RejectionCode>([
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'BAD_GATEWAY',
]);

export function isRequestFailure(value: unknown): value is RequestFailure {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** What went wrong, from anything caught: Apollo's error, or a RequestFailure an actor threw. */
export function classifyRequestFailure(error: unknown): RequestFailure {
  if (isRequestFailure(error)) return error;
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      const code = graphQLError.extensions?.code;
      if (code === 'UNAUTHENTICATED') {
        return { kind: 'unauthenticated', message: graphQLError.message };
      }
      if (typeof code === 'string' && rejectionCodes.has(code)) {
        const fields = fieldMessagesOf(graphQLError.extensions?.fields);
        return {
          kind: 'rejected',
          code: code as RejectionCode,
          message: graphQLError.message,
          ...(fields ? { fields } : {}),
        };
      }
    }
    return { kind: 'server' };
  }
  // The server answered, but not with GraphQL (a proxy error page, a crash).
  if (ServerError.is(error) || ServerParseError.is(error)) return { kind: 'server' };
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'server' };
}

// The gateway's `extensions.fields` (gateway/src/rest/rest-errors.ts), taken only if well formed.
function fieldMessagesOf(value: unknown): FieldMessages | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Every field the server refused, by its path in the GraphQL input; empty when it named none
 * (or the failure was no refusal). Takes anything caught, classified or not.
 */
export function refusedFields(caught: unknown): FieldMessages {
  const failure = classifyRequestFailure(caught);
  return (failure.kind === 'rejected' && failure.fields) || {};
}

/**
 * What the server said about one field, to show beside it: `fieldMessage(caught, 'name')`,
 * `fieldMessage(caught, 'items.0.quantity')`; null when it said nothing about that field.
 */
export function fieldMessage(caught: unknown, path: string): string | null {
  return refusedFields(caught)[path] ?? null;
}

/**
 * The server's own words for a refusal (not enough stock, a wrong password), when it gave any
 * a person can read; null for network failures and masked server errors. Takes anything
 * caught, classified or not.
 */
export function serverMessage(caught: unknown): string | null {
  const failure = classifyRequestFailure(caught);
  if (failure.kind !== 'rejected' && failure.kind !== 'unauthenticated') return null;
  return failure.message.trim() || null;
}

/**
 * Sends a request and hands back its data; any failure rejects as a RequestFailure, so a
 * machine's actor can tell a refusal from a network failure. A save that meets an ended
 * session waits for the sign-in dialog and is sent again (apollo-client.ts), so a rejection
 * here is final.
 */
export async function requestData<T>(send: () => Promise<{ data?: T | null }>): Promise<T> {
  let answer: { data?: T | null };
  try {
    answer = await send();
  } catch (error) {
    throw classifyRequestFailure(error);
  }
  if (answer.data == null) throw { kind: 'server' } satisfies RequestFailure;
  return answer.data;
}
