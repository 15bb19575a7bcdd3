import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { LoginDocument, SignupDocument } from '../../graphql/session.generated.ts';
import { requestData } from '../../shared/graphql/request-failure.ts';
import { signingInOrOut } from '../../shared/graphql/session-context.ts';
import type { Credentials, SignupOutcome, SignupRequest } from './auth.machine.ts';

/**
 * The auth machine's requests over GraphQL. They reject with a RequestFailure so the machine
 * can tell the server's refusal from a network failure.
 */
export function createAuthActors(client: ApolloClient) {
  return {
    logIn: fromPromise<string, Credentials>(async ({ input }) => {
      const data = await requestData(() =>
        client.mutate({ mutation: LoginDocument, variables: { input }, context: signingInOrOut }),
      );
      return data.login.token;
    }),
    signUp: fromPromise<SignupOutcome, SignupRequest>(async ({ input }) => {
      const { inviteToken, ...credentials } = input;
      const data = await requestData(() =>
        client.mutate({
          mutation: SignupDocument,
          variables: { input: credentials, inviteToken },
          context: signingInOrOut,
        }),
      );
      return { status: data.signup.status };
    }),
  };
}
