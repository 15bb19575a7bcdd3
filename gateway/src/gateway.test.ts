import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../api/src/test/test-api.ts';
import { listen } from '../../server/http-server.ts';
import {
  createTestStack,
  describeEachStack,
  type GraphQLAnswer,
  type TestStack,
} from '../../testing/test-stack.ts';
import { createGatewayApp } from './gateway.ts';
import { exampleQuery } from './plugins/playground.ts';

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

  it('refuses a request body over 320 KiB', async () => {
    const response = await stack.gatewayFetch(
      new Request('http://ghala.test/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ me { id } }`, padding: 'x'.repeat(400_000) }),
      }),
    );
    expect(response.status).toBe(413);
  });

  it('refuses a declared Content-Length over 320 KiB without reading the body', async () => {
    const response = await stack.gatewayFetch(
      new Request('http://ghala.test/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '400000' },
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

  it("answers the playground's example query, every field read from the REST answers", async () => {
    const item = await stack.graphql(
      `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }`,
      {
        token,
        variables: { input: { name: 'Mabati 30g', quantity: 4, unitPrice: 1160, costPrice: 900 } },
      },
    );
    expect(item.errors).toBeUndefined();
    const answer = await stack.graphql(exampleQuery, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.overview.inventory).toEqual({
      totalItems: expect.any(Number),
      stockValue: expect.any(Number),
    });
    expect(answer.data.inventoryItems).toContainEqual({
      name: 'Mabati 30g',
      quantity: 4,
      unitPrice: 1160,
      costPrice: 900,
      marginPercent: expect.any(Number),
      supplierName: null,
    });
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
    // The CSV download crosses both sockets as a stream, bytes unchanged.
    const csv = await fetch(`${gatewayServer.url}/export/suppliers.csv?q=devki`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    expect(new Uint8Array(await csv.arrayBuffer())).toEqual(
      new TextEncoder().encode(
        '\uFEFFName,Contact,Address,KRA PIN\r\nDevki Steel,0720 000 000,,\r\n',
      ),
    );
  });
});

describeEachStack('CSV downloads through the gateway', (stack) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await stack().api.newUser());
    await stack().graphql(
      `mutation { createCustomer(input: { name: "Njeri, \\"Duka\\" Ltd", contact: "0733 111 222", address: "Kisumu" }) { id } }`,
      { token },
    );
  });

  const download = (path: string, authorization?: string) =>
    stack().gatewayFetch(
      new Request(`http://ghala.test${path}`, {
        headers: authorization ? { Authorization: authorization } : {},
      }),
    );

  it('streams the REST export unchanged, with the query string and the caller’s session', async () => {
    for (const list of ['orders', 'invoices', 'customers', 'suppliers', 'inventory', 'payments']) {
      stack().restCalls.length = 0;
      const viaGateway = await download(`/export/${list}.csv?q=njeri`, `Bearer ${token}`);
      expect(viaGateway.status, list).toBe(200);
      expect(stack().restCalls).toEqual([`GET /api/v1/${list}/export.csv?q=njeri`]);
      const direct = await stack().api.app.request(`/api/v1/${list}/export.csv?q=njeri`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(viaGateway.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(viaGateway.headers.get('content-disposition')).toBe(
        direct.headers.get('content-disposition'),
      );
      expect(new Uint8Array(await viaGateway.arrayBuffer())).toEqual(
        new Uint8Array(await direct.arrayBuffer()),
      );
    }
    const customers = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await download('/export/customers.csv', `Bearer ${token}`)).arrayBuffer(),
    );
    // The shop's walk-in customer (0030) is listed as any other, with no contact.
    expect(customers).toBe(
      '\uFEFFName,Contact,Address,KRA PIN,Balance (KSh)\r\n"Njeri, ""Duka"" Ltd",0733 111 222,Kisumu,,0.00\r\nWalk-in customer,,,,0.00\r\n',
    );
  });

  it('keeps 401 without a session and 400 for a bad filter; unknown lists are 404', async () => {
    const anonymous = await download('/export/orders.csv');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.any(String) });
    const bad = await download('/export/orders.csv?status=lost', `Bearer ${token}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^status: /);
    expect((await download('/export/users.csv', `Bearer ${token}`)).status).toBe(404);
  });
});
