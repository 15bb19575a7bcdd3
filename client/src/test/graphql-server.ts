import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { inject } from 'vitest';

/** The real Ghala GraphQL endpoint the client project's globalSetup started. */
export function graphqlUrl(): string {
  return inject('graphqlUrl');
}

export type GraphQLAnswer = {
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL data
  data: any;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

/** A GraphQL request straight to the server, for setting up and checking what a test needs. */
export async function graphqlRequest(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer> {
  const response = await fetch(graphqlUrl(), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer;
}

/** An email no other test uses (accounts and login throttling are per email). */
export function uniqueEmail(prefix = 'staff'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@duka.co.ke`;
}

/**
 * A new account on the real server, let in through its owner's invite (every account after the
 * owner's waits for approval otherwise) as a manager unless told.
 */
export async function createAccount(password = 'secret12', role = 'manager') {
  const email = uniqueEmail();
  const invite = await graphqlRequest(
    'mutation ($role: Role!) { createStaffInvite(input: { role: $role }) { token } }',
    { role },
    inject('ownerToken'),
  );
  if (invite.errors) throw new Error(`invite failed: ${invite.errors[0]?.message}`);
  const answer = await graphqlRequest(
    'mutation ($input: CredentialsInput!, $invite: String) { signup(input: $input, inviteToken: $invite) { id } }',
    { input: { email, password }, invite: invite.data.createStaffInvite.token },
  );
  if (answer.errors) throw new Error(`signup failed: ${answer.errors[0]?.message}`);
  return { email, password };
}

/** A new account and a session token for it. */
export async function createSession(role = 'manager') {
  const account = await createAccount(undefined, role);
  const answer = await graphqlRequest(
    'mutation ($input: CredentialsInput!) { login(input: $input) { token } }',
    { input: account },
  );
  if (answer.errors) throw new Error(`login failed: ${answer.errors[0]?.message}`);
  return { ...account, token: answer.data.login.token as string };
}

/** Who the server thinks holds this token, or the error code it answers with. */
export async function whoHolds(token: string): Promise<string> {
  const answer = await graphqlRequest('{ me { email } }', {}, token);
  return answer.errors ? (answer.errors[0]?.extensions?.code ?? 'ERROR') : answer.data.me.email;
}

/** A URL on this machine where nothing listens: requests to it fail as on a network outage. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/graphql`;
}
