import { describe, expect, it, vi } from 'vitest';
import { OrdersListDocument } from '../features/orders/orders.generated.ts';
import { prefetchOrdersList } from '../features/orders/orders-list.tsx';
import { endSessionOnAuthFailure } from '../shared/graphql/session-context.ts';
import { CurrentUserDocument, LogoutDocument } from '../shared/session/session.generated.ts';
import { createSession, graphqlUrl } from '../test/graphql-server.ts';
import { createApolloClient } from './apollo-client.ts';
import { BOOT_ANSWER_MAX_AGE_MS, type BootRequest } from './boot-data.ts';

/*
 * The page's inline script (vite.config.ts, routePreloads) sends the requests the build
 * captured from the app's own code; here they are captured the same way (the app's client with
 * a fetch that records each body) and sent to the real server as the script sends them.
 */

type Body = { operationName: string; query: string; variables?: Record<string, unknown> };

/** The bodies the app's client sends for `work`, each also sent to the server for real. */
async function bodiesOf(work: (client: ReturnType<typeof createApolloClient>) => Promise<unknown>) {
  const bodies: Body[] = [];
  const client = createApolloClient({
    uri: graphqlUrl(),
    bootRequests: () => undefined,
    fetch: (input, init) => {
      bodies.push(JSON.parse(String(init?.body)) as Body);
      return fetch(input, init);
    },
  });
  await work(client);
  return bodies;
}

/** What the inline script records for one body sent with `token`. */
function sentAhead(body: Body, token: string, answer?: Promise<unknown>): BootRequest {
  return {
    operationName: body.operationName,
    query: body.query,
    variables: body.variables ?? {},
    token,
    sentAt: performance.now(),
    answer:
      answer ??
      fetch(graphqlUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
        .then((response) => (response.status === 200 ? response.json() : null))
        .catch(() => null),
  };
}

/** The app's client over the given requests sent ahead, counting what it sends itself. */
function appClient(ahead: BootRequest[], options: { onSessionEnded?: () => void } = {}) {
  const sent: string[] = [];
  const client = createApolloClient({
    uri: graphqlUrl(),
    bootRequests: () => ahead,
    fetch: (input, init) => {
      sent.push((JSON.parse(String(init?.body)) as Body).operationName);
      return fetch(input, init);
    },
    ...options,
  });
  return { client, sent };
}

describe('Answers sent ahead by the page (boot-data.ts)', () => {
  it('answer the operations that would send the same request, once, without asking again', async () => {
    const session = await createSession();
    localStorage.setItem('token', session.token);
    const bodies = await bodiesOf((client) =>
      Promise.all([client.query({ query: CurrentUserDocument }), prefetchOrdersList(client, '')]),
    );
    expect(bodies.map((b) => b.operationName).sort()).toEqual(['CurrentUser', 'OrdersList']);
    const ahead = bodies.map((body) => sentAhead(body, session.token));
    const { client, sent } = appClient(ahead);

    const { data } = await client.query({ query: CurrentUserDocument });
    await prefetchOrdersList(client, '');
    expect(data?.me.email).toBe(session.email);
    const list = bodies.find((body) => body.operationName === 'OrdersList');
    const cached = client.readQuery({
      query: OrdersListDocument,
      variables: list?.variables as never,
    });
    expect(cached?.ordersPage.nodes).toBeDefined();
    expect(sent).toEqual([]);
    expect(ahead).toEqual([]);

    // Used once: the next time the screen asks, the server is asked.
    await client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' });
    expect(sent).toEqual(['CurrentUser']);
  });

  it('leave other variables (another search) and other operations to the server', async () => {
    const session = await createSession();
    localStorage.setItem('token', session.token);
    const [plain] = await bodiesOf((client) => prefetchOrdersList(client, ''));
    const ahead = [sentAhead(plain as Body, session.token)];
    const { client, sent } = appClient(ahead);

    await prefetchOrdersList(client, '?q=ORD-000001');
    await client.query({ query: CurrentUserDocument });
    expect(sent).toEqual(['OrdersList', 'CurrentUser']);
    expect(ahead).toHaveLength(1);
  });

  it('are not used when sent with another token, or too long ago', async () => {
    const [first, second] = [await createSession(), await createSession()];
    localStorage.setItem('token', second.token);
    const [body] = await bodiesOf((client) => client.query({ query: CurrentUserDocument }));
    const old = { ...sentAhead(body as Body, second.token), sentAt: -BOOT_ANSWER_MAX_AGE_MS };
    const ahead = [sentAhead(body as Body, first.token), old];
    const { client, sent } = appClient(ahead);

    const { data } = await client.query({ query: CurrentUserDocument });
    expect(data?.me.email).toBe(second.email);
    expect(sent).toEqual(['CurrentUser']);
  });

  it('ask the server again when the answer failed', async () => {
    const session = await createSession();
    localStorage.setItem('token', session.token);
    const [body] = await bodiesOf((client) => client.query({ query: CurrentUserDocument }));
    const ahead = [sentAhead(body as Body, session.token, Promise.resolve(null))];
    const { client, sent } = appClient(ahead);

    const { data } = await client.query({ query: CurrentUserDocument });
    expect(data?.me.email).toBe(session.email);
    expect(sent).toEqual(['CurrentUser']);
    expect(ahead).toEqual([]);
  });

  it('end the session as usual when the token is no longer valid', async () => {
    const session = await createSession();
    localStorage.setItem('token', session.token);
    const [body] = await bodiesOf((client) => client.query({ query: CurrentUserDocument }));
    await createApolloClient({ uri: graphqlUrl() }).mutate({ mutation: LogoutDocument });
    // Sent by the page with the revoked token: the server refuses it.
    const ahead = [sentAhead(body as Body, session.token)];
    await expect(ahead[0]?.answer).resolves.toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const onSessionEnded = vi.fn();
    const { client, sent } = appClient(ahead, { onSessionEnded });

    await expect(
      client.query({ query: CurrentUserDocument, context: endSessionOnAuthFailure }),
    ).rejects.toThrow('Invalid or revoked token');
    // Asked again, refused again, and the session ended the usual way.
    expect(sent).toEqual(['CurrentUser']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});
