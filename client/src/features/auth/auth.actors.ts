import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { LoginDocument, SignupDocument } from '../../graphql/operations.generated.ts';
import {
  classifyRequestFailure,
  type RequestFailure,
} from '../../shared/graphql/request-failure.ts';
import type { Credentials, SignupOutcome, SignupRequest } from './auth.machine.ts';

async function asRequestFailure<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw classifyRequestFailure(error);
  }
}

/**
 * The auth machine's requests over GraphQL. They reject with a RequestFailure so the machine
 * can tell the server's refusal from a network failure.
 */
export function createAuthActors(client: ApolloClient) {
  return {
    logIn: fromPromise<string, Credentials>(async ({ input }) => {
      const { data } = await asRequestFailure(() =>
        client.mutate({ mutation: LoginDocument, variables: { input } }),
      );
      if (!data) throw { kind: 'server' } satisfies RequestFailure;
      return data.login.token;
    }),
    signUp: fromPromise<SignupOutcome, SignupRequest>(async ({ input }) => {
      const { inviteToken, ...credentials } = input;
      const { data } = await asRequestFailure(() =>
        client.mutate({
          mutation: SignupDocument,
          variables: { input: credentials, inviteToken },
        }),
      );
      if (!data) throw { kind: 'server' } satisfies RequestFailure;
      return { status: data.signup.status };
    }),
  };
}
