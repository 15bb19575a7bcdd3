import { ApolloLink, ServerError } from '@apollo/client';
import { getMainDefinition, print } from '@apollo/client/utilities';
import { catchError, from, of, switchMap, tap, throwError } from 'rxjs';
import { answeredFromCatalogue, catalogueAnswer } from './catalogue-answer.ts';
import { KEPT_QUERIES } from './kept-queries.ts';
import { type OfflineStatus, offlineStatus } from './offline-status.ts';
import {
  type KeptAnswer,
  type KeptCatalogue,
  keepAnswer,
  readKeptAnswer,
  readKeptCatalogue,
} from './read-cache.ts';

/*
 * Offline reads, the Apollo way: screens keep asking Apollo for their data, and this link keeps
 * each server answer to a kept query (kept-queries.ts) on the device, and answers that query
 * from the device only when the server cannot be reached. An answer the server gave (a refusal,
 * an ended session) is never replaced by a kept one: only a request that met no server is.
 * The counter's item search and barcode lookup, asked offline with a text never asked online,
 * are answered from the whole catalogue kept on the device (kept-catalogue.ts).
 */

/** No server answered: the network is down, or the server is (a proxy says so with 502-504). */
export const metNoServer = (error: unknown) =>
  error instanceof TypeError ||
  (ServerError.is(error) && [502, 503, 504].includes(error.statusCode));

/** A short, stable fingerprint of a query's text: a new build's query never meets old data. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** JSON with the keys in order, so that the same variables always make the same key. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

export const keptAnswerKey = (operation: ApolloLink.Operation) =>
  `${operation.operationName} ${fingerprint(print(operation.query))} ${sortedJson(operation.variables)}`;

const isQuery = (operation: ApolloLink.Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'query';
};

export type KeptAnswers = {
  keep: (answer: KeptAnswer) => Promise<void>;
  read: (key: string) => Promise<KeptAnswer | undefined>;
};

/** A kept answer, or else one made from the kept catalogue, for a request that met no server. */
async function answerFromDevice(
  operation: ApolloLink.Operation,
  key: string | undefined,
  answers: KeptAnswers,
  catalogue: () => Promise<KeptCatalogue | undefined>,
): Promise<Omit<KeptAnswer, 'key'> | undefined> {
  const { operationName } = operation;
  if (!operationName) return undefined;
  const exact = key ? await answers.read(key).catch(() => undefined) : undefined;
  if (exact || !answeredFromCatalogue(operationName)) return exact;
  const kept = await catalogue().catch(() => undefined);
  const data = kept && catalogueAnswer(operationName, operation.variables, kept);
  return data && { operationName, data, savedAt: kept.savedAt };
}

export function offlineReadLink({
  answers = { keep: keepAnswer, read: readKeptAnswer },
  catalogue = readKeptCatalogue,
  status = offlineStatus,
  now = () => Date.now(),
}: {
  answers?: KeptAnswers;
  catalogue?: () => Promise<KeptCatalogue | undefined>;
  status?: OfflineStatus;
  now?: () => number;
} = {}): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { operationName } = operation;
    const kept = isQuery(operation) && operationName !== undefined && operationName in KEPT_QUERIES;
    const key = kept ? keptAnswerKey(operation) : '';
    return forward(operation).pipe(
      tap((result) => {
        status.reachedServer();
        if (!kept || !operationName || !result.data || result.errors) return;
        const answer = { key, operationName, data: result.data, savedAt: now() };
        // A device that refuses storage still works online; it only has nothing offline.
        void answers.keep(answer).catch(() => undefined);
      }),
      catchError((error: unknown) => {
        if (!metNoServer(error)) return throwError(() => error);
        status.unreachable();
        if (!operationName || !isQuery(operation)) return throwError(() => error);
        return from(answerFromDevice(operation, kept ? key : undefined, answers, catalogue)).pipe(
          switchMap((answer) => {
            if (!answer) return throwError(() => error);
            status.servedFromDevice(operationName, answer.savedAt);
            return of({ data: answer.data } as ApolloLink.Result);
          }),
        );
      }),
    );
  });
}
