import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../api/src/test/test-api.ts';
import { listen } from '../../server/http-server.ts';
import { createTestStack, type GraphQLAnswer, type TestStack } from '../../testing/test-stack.ts';
import { createGatewayApp } from './gateway.ts';

describe('gateway protection and playground', () => {
  let stack: TestStack;
  let token: string;
  beforeAll(async () => {
    stack = await createTestStack('sqlite');
    ({ token } = await stack.api.newUser());
  });
  afterAll(() => stack.api.close());

  it('answers the deepest real screen query but rejects one nested deeper than the limit', async () => {
    const deep = `{ inventoryItems { supplier { id } priceHistory { id } } orders { items { inventoryId } customer { id } } invoices { items { id } billTo { name } payments { id } } }`;
    expect((await stack.graphql(deep, { token })).errors).toBeUndefined();
    const nested = `query { overview { orders { totalOrders } } __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }`;
    const answer = await stack.graphql(nested, { token });
    expect(answer.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `m${i}: me { id }`).join(' ');
    const answer = await stack.graphql(`{ ${aliases} }`, { token });
    expect(answer.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('hides field suggestions', async () => {
    const answer = await stack.graphql(`{ inventoryItem { nme } }`, { token });
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer.errors)).not.toMatch(/Did you mean/);
  });

  it('allows introspection only with a live session', async () => {
    const query = `{ __schema { queryType { name } } }`;
    expect((await stack.graphql(query, { token })).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const anonymous = await stack.graphql(query);
    expect(anonymous.errors?.[0]?.message).toMatch(/introspection/i);
    const stale = await stack.graphql(query, { token: 'x'.repeat(43) });
    expect(stale.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('refuses a request body over 100 KiB', async () => {
    const response = await stack.gatewayFetch(
      new Request('http://ghala.test/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ me { id } }`, padding: 'x'.repeat(150_000) }),
      }),
    );
    expect(response.status).toBe(413);
  });

  it('refuses a declared Content-Length over 100 KiB without reading the body', async () => {
    const response = await stack.gatewayFetch(
      new Request('http://ghala.test/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '150000' },
        body: JSON.stringify({ query: `{ me { id } }` }),
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: 'Request body is too large' }] });
  });

  it('does not let other sites call it from a browser', async () => {
    const preflight = await stack.gatewayFetch(
      new Request('http://ghala.test/graphql', {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://evil.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves a self-contained GraphiQL that uses the app session and an example query', async () => {
    const response = await stack.gatewayFetch(
      new Request('http://ghala.test/graphql', { headers: { Accept: 'text/html' } }),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Ghala GraphQL playground');
    expect(html).toContain("window.localStorage.getItem('token')");
    expect(html).toContain('query Dashboard');
    // Offline: no script, stylesheet or font is fetched from another host.
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:\/\//);
    expect(html).not.toMatch(/unpkg|jsdelivr|cdnjs|googleapis/);
  });

  it('can be switched off', async () => {
    const gateway = createGatewayApp({
      restUrl: 'http://api.internal',
      fetch: stack.api.app.fetch as never,
      playground: false,
    });
    const response = await gateway.fetch(
      new Request('http://ghala.test/graphql', { headers: { Accept: 'text/html' } }),
    );
    expect(await response.text()).not.toContain('Ghala GraphQL playground');
  });
});

describe('split topology: gateway and API as two processes over HTTP', () => {
  let api: TestApi;
  let apiServer: Awaited<ReturnType<typeof listen>>;
  let gatewayServer: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    api = await createTestApi('sqlite');
    apiServer = await listen(api.app, { host: '127.0.0.1', port: 0, name: 'test API' });
    const gateway = createGatewayApp({
      restUrl: apiServer.url,
      fetch: globalThis.fetch,
      playground: false,
    });
    gatewayServer = await listen(gateway, { host: '127.0.0.1', port: 0, name: 'test gateway' });
  });
  afterAll(async () => {
    await gatewayServer.close();
    await apiServer.close();
    await api.close();
  });

  it('signs in and reads data through real sockets', async () => {
    const post = (query: string, token?: string) =>
      fetch(`${gatewayServer.url}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query }),
      }).then((r) => r.json() as Promise<GraphQLAnswer>);
    const signup = await post(
      `mutation { signup(input: { email: "split@example.co.ke", password: "secret12" }) { email } }`,
    );
    expect(signup.data.signup.email).toBe('split@example.co.ke');
    const login = await post(
      `mutation { login(input: { email: "split@example.co.ke", password: "secret12" }) { token } }`,
    );
    const token = login.data.login.token;
    await post(
      `mutation { createSupplier(input: { name: "Devki Steel", contact: "0720 000 000" }) { id } }`,
      token,
    );
    expect((await post(`{ suppliers { name } }`, token)).data.suppliers).toEqual([
      { name: 'Devki Steel' },
    ]);
    expect((await post(`{ suppliers { name } }`)).errors?.at(0)?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
