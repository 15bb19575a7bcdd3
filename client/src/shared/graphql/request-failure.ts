import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/**
 * What went wrong with a GraphQL request, in the terms screens need to pick the spec's text.
 * The gateway maps the REST API's statuses to these codes and passes the API's error text on
 * as the message; anything else it masks, so its message is no use to a user.
 */
export type RequestFailure =
  | { kind: 'network' }
  | { kind: 'unauthenticated'; message: string }
  | { kind: 'rejected'; code: RejectionCode; message: string }
  | { kind: 'server' };

// FORBIDDEN: the role may not do this, or the account waits for approval (the API's words).
type RejectionCode = 'BAD_USER_INPUT' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED';

const rejectionCodes: ReadonlySet<string> = new Set<RejectionCode>([
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
]);

export function classifyRequestFailure(error: unknown): RequestFailure {
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      const code = graphQLError.extensions?.code;
      if (code === 'UNAUTHENTICATED') {
        return { kind: 'unauthenticated', message: graphQLError.message };
      }
      if (typeof code === 'string' && rejectionCodes.has(code)) {
        return {
          kind: 'rejected',
          code: code as RejectionCode,
          message: graphQLError.message,
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

/** The server's own words for a refusal, when it gave any. */
export function serverMessage(failure: RequestFailure): string | null {
  return failure.kind === 'rejected' || failure.kind === 'unauthenticated' ? failure.message : null;
}
