import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { requestData } from '../../shared/graphql/request-failure.ts';
import { signingInOrOut } from '../../shared/graphql/session-context.ts';
import { LoginDocument, SignupDocument } from './auth.generated.ts';
import type { Credentials, SignupOutcome, SignupRequest } from './auth.machine.ts';

/**
 * The auth machine's requests over GraphQL, with the app's client loaded when first needed
 * (shared/graphql/app-client.tsx). They reject with a RequestFailure so the machine
 * can tell the server's refusal from a network failure.
 */
export function createAuthActors(loadClient: () => Promise<ApolloClient>) {
  return {
    logIn: fromPromise<string, Credentials>(async ({ input }) => {
      // Apollo Client's chunk may still be on its way: a failed download is a network failure.
      const data = await requestData(async () =>
        (await loadClient()).mutate({
          mutation: LoginDocument,
          variables: { input },
          context: signingInOrOut,
        }),
      );
      return data.login.token;
    }),
    signUp: fromPromise<SignupOutcome, SignupRequest>(async ({ input }) => {
      const { inviteToken, ...credentials } = input;
      const data = await requestData(async () =>
        (await loadClient()).mutate({
          mutation: SignupDocument,
          variables: { input: credentials, inviteToken },
          context: signingInOrOut,
        }),
      );
      return { status: data.signup.status, role: data.signup.role };
    }),
  };
}
