import { randomUUID } from 'node:crypto';
import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { CustomersListDocument } from '../../features/customers/customers.generated.ts';
import { createSession, graphqlUrl } from '../../test/graphql-server.ts';
import { CurrentUserDocument } from '../session/session.generated.ts';
import { type KeptAnswers, offlineReadLink } from './offline-read.link.ts';
import { OfflineStatus } from './offline-status.ts';
import type { KeptAnswer } from './read-cache.ts';

// The link between the app and the real test server, and between the app and a port nothing
// listens on (the server switched off). IndexedDB itself is the browser's: the journey
// e2e/offline-shell.e2e.ts keeps and reads the answers there; here they are kept in a Map.
const NO_SERVER = 'http://127.0.0.1:9/graphql';

function device() {
  const kept = new Map<string, KeptAnswer>();
  const answers: KeptAnswers = {
    keep: async (answer) => void kept.set(answer.key, answer),
    read: async (key) => kept.get(key),
  };
  return { kept, answers, status: new OfflineStatus() };
}

function clientAt(
  uri: string,
  token: string,
  { answers, status }: ReturnType<typeof device>,
  now = () => Date.parse('2026-12-07T11:32:00Z'),
) {
  return new ApolloClient({
    link: ApolloLink.from([
      offlineReadLink({ answers, status, now }),
      new HttpLink({ uri, headers: { authorization: `Bearer ${token}` } }),
    ]),
    cache: new InMemoryCache(),
  });
}

describe('offline reads', () => {
  it('keeps what the server answered to a kept query, and answers it from the device when no server answers, saying when it was kept', async () => {
    const { token, email } = await createSession();
    const phone = device();
    const online = await clientAt(graphqlUrl(), token, phone).query({
      query: CurrentUserDocument,
    });
    expect(online.data?.me.email).toBe(email);
    await expect.poll(() => phone.kept.size).toBe(1);
    expect(phone.status.state.offline).toBe(false);

    const offline = await clientAt(NO_SERVER, token, phone).query({ query: CurrentUserDocument });
    expect(offline.data?.me).toEqual(online.data?.me);
    expect(phone.status.state).toEqual({
      offline: true,
      servedFromDevice: new Map([['CurrentUser', Date.parse('2026-12-07T11:32:00Z')]]),
    });

    // The server back: what the screens show is current again.
    await clientAt(graphqlUrl(), token, phone).query({ query: CurrentUserDocument });
    expect(phone.status.state).toEqual({ offline: false, servedFromDevice: new Map() });
  });

  it('answers only the very request it kept: another search of the list fails offline', async () => {
    const { token } = await createSession();
    const phone = device();
    const list = (search: string) => ({
      query: CustomersListDocument,
      variables: { first: 50, search, sort: 'name_asc' as const },
    });
    // Searches no other test's customer matches: the shop is shared with files running alongside.
    const kept = `nobody-${randomUUID().slice(0, 8)}`;
    await clientAt(graphqlUrl(), token, phone).query(list(kept));
    await expect.poll(() => phone.kept.size).toBe(1);
    const offline = clientAt(NO_SERVER, token, phone);
    await expect(offline.query(list(kept))).resolves.toMatchObject({
      data: { customersPage: { nodes: [] } },
    });
    await expect(offline.query(list(`${kept}-other`))).rejects.toThrow();
    expect(phone.status.state.offline).toBe(true);
  });

  it('never puts a kept answer in place of what the server said, nor keeps a query it was not told to', async () => {
    const { token } = await createSession();
    const phone = device();
    await clientAt(graphqlUrl(), token, phone).query({ query: CurrentUserDocument });
    await expect.poll(() => phone.kept.size).toBe(1);
    // The server refuses an ended session: that answer stands, offline copy or not.
    await expect(
      clientAt(graphqlUrl(), 'revoked-token', phone).query({ query: CurrentUserDocument }),
    ).rejects.toThrow();
    expect(phone.status.state.offline).toBe(false);

    const whoAmI = gql`
      query WhoAmI {
        me {
          id
        }
      }
    `;
    await clientAt(graphqlUrl(), token, phone).query({ query: whoAmI });
    expect([...phone.kept.values()].map((answer) => answer.operationName)).toEqual(['CurrentUser']);
    await expect(clientAt(NO_SERVER, token, phone).query({ query: whoAmI })).rejects.toThrow();
    expect(phone.status.state).toEqual({ offline: true, servedFromDevice: new Map() });
  });
});
