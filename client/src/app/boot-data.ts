import { ApolloLink } from '@apollo/client';
import { filterOperationVariables } from '@apollo/client/link/utils';
import { print } from '@apollo/client/utilities';
import { from, of, switchMap } from 'rxjs';
import { readToken } from '../shared/session/session-token.ts';

/*
 * A signed-in page load's first data, asked for by index.html's inline script while the page
 * is still being read (vite.config.ts, routePreloads; the requests are captured at build time
 * from the screens' own code, client/scripts/boot-requests.ts). Left to the app, the first
 * request left only once the entry, Apollo Client's chunk and the screen's chunk had arrived
 * and run: on Slow 4G that was three round trips of 562 ms and more after the page. The link
 * below hands each answer to the first operation that would have sent the very same request,
 * and lets everything else (and every answer it cannot vouch for) go to the server as usual.
 */

/** One request the page's inline script sent (the shape of `window.ghalaBoot`'s entries). */
export type BootRequest = {
  /** As HttpLink sends them: the operation's name, its printed query, its variables. */
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** The session token it was sent with. */
  token: string;
  /** `performance.now()` when it was sent. */
  sentAt: number;
  /** The answer's JSON body, or null when it failed (no answer, not 200, not JSON). */
  answer: Promise<unknown>;
};

declare global {
  interface Window {
    /** What index.html's inline script asked for; entries are taken out as they are used. */
    ghalaBoot?: BootRequest[];
  }
}

/**
 * An answer is used only by an operation that starts within this time of the request: the
 * page's own first load, which shows it as any load shows what it fetched moments ago (on a
 * phone on 3G the screen may take 15 s to ask). Later, the screen asks the server again.
 */
export const BOOT_ANSWER_MAX_AGE_MS = 30_000;

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) =>
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * Takes out of `requests` the one that is the request `operation` would send now (the same
 * operation name, printed query and variables, with the session token of now) and is not too
 * old. Each is used once.
 */
export function takeBootRequest(
  requests: BootRequest[] | undefined,
  operation: ApolloLink.Operation,
  at: number,
  token: string | null,
): BootRequest | undefined {
  if (!requests?.length || !token) return undefined;
  const index = requests.findIndex(
    (request) =>
      request.operationName === operation.operationName &&
      request.token === token &&
      at - request.sentAt <= BOOT_ANSWER_MAX_AGE_MS &&
      request.query === print(operation.query) &&
      // What HttpLink sends of them: the variables the query uses.
      sameJson(request.variables, filterOperationVariables(operation.variables, operation.query)),
  );
  if (index < 0) return undefined;
  return requests.splice(index, 1)[0];
}

/** Data and no error: anything else (a refusal, an ended session) is asked for again. */
const usable = (answer: unknown): answer is ApolloLink.Result =>
  typeof answer === 'object' &&
  answer !== null &&
  'data' in answer &&
  typeof answer.data === 'object' &&
  answer.data !== null &&
  !('errors' in answer && answer.errors);

/**
 * Answers an operation from the inline script's request when that request is the one it would
 * send (`takeBootRequest`) and came back with data and no error. A failed, refused or
 * unauthenticated answer is not used: the operation goes to the server as if there had been
 * none, so its errors (a 401 ending the session too) are met the usual way.
 */
export function bootDataLink({
  requests = () => (typeof window === 'undefined' ? undefined : window.ghalaBoot),
  now = () => performance.now(),
}: {
  requests?: () => BootRequest[] | undefined;
  now?: () => number;
} = {}): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const request = takeBootRequest(requests(), operation, now(), readToken());
    if (!request) return forward(operation);
    return from(request.answer).pipe(
      switchMap((answer) => (usable(answer) ? of(answer) : forward(operation))),
    );
  });
}
