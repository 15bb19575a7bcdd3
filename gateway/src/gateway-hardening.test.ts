import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestStack, type TestStack } from '../../testing/test-stack.ts';
import { createGatewayApp } from './gateway.ts';

// Counts how often the playground page is rendered: it was rebuilt on every request (about
// 200 ms of CPU for 9 MB), which let a few anonymous fetches slow everyone down.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@graphql-yoga/render-graphiql', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@graphql-yoga/render-graphiql')>();
  return {
    ...actual,
    renderGraphiQL: (...args: Parameters<typeof actual.renderGraphiQL>) => {
      renders.count++;
      return actual.renderGraphiQL(...args);
    },
  };
});

const url = 'http://ghala.test/graphql';
const signup = (email: string) =>
  `mutation { signup(input: { email: "${email}", password: "secret12" }) { email } }`;

describe('gateway hardening (issue 16)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await createTestStack('sqlite');
  });
  afterAll(() => stack.api.close());

  const userCount = async () =>
    (await stack.api.db.selectFrom('users').select('id').execute()).length;

  it.each([
    ['application/x-www-form-urlencoded', `query=${encodeURIComponent(signup('form@x.co.ke'))}`],
    ['text/plain', JSON.stringify({ query: signup('text@x.co.ke') })],
    [
      'multipart/form-data; boundary=b',
      `--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: signup('multi@x.co.ke') })}\r\n--b--\r\n`,
    ],
  ])('refuses a cross-site %s POST, which a browser sends unasked', async (type, body) => {
    const before = await userCount();
    const response = await stack.gatewayFetch(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: 'https://evil.example' },
        body,
      }),
    );
    expect(response.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('refuses a query by GET without the CSRF header, and takes JSON as the app sends it', async () => {
    const get = await stack.gatewayFetch(
      new Request(`${url}?query=${encodeURIComponent('{ me { id } }')}`),
    );
    expect(get.status).toBe(403);
    const json = await stack.gatewayFetch(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: signup('json@x.co.ke') }),
      }),
    );
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ data: { signup: { email: 'json@x.co.ke' } } });
  });

  it('tells browsers and proxies to keep no copy of a GraphQL answer', async () => {
    const response = await stack.gatewayFetch(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      }),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('builds the playground once, serves it compressed, and under its own CSP', async () => {
    const open = (encoding: string, etag?: string) =>
      stack.gatewayFetch(
        new Request(url, {
          headers: {
            Accept: 'text/html',
            'Accept-Encoding': encoding,
            ...(etag ? { 'If-None-Match': etag } : {}),
          },
        }),
      );
    const plain = await open('identity');
    const html = await plain.text();
    const br = await open('gzip, deflate, br');
    const gz = await open('gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const brBytes = Buffer.from(await br.arrayBuffer());
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(brBytes.length).toBeLessThan(html.length / 3);
    expect((await promisify(brotliDecompress)(brBytes)).toString()).toBe(html);
    expect((await promisify(gunzip)(gzBytes)).toString()).toBe(html);
    expect(renders.count).toBe(1);

    // Its policy allows exactly its own inline scripts, and no other site may frame it.
    const policy = plain.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'sha256-[\w+/=]+'/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    const { createHash } = await import('node:crypto');
    for (const [, script = ''] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }

    const etag = plain.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await open('br', etag)).status).toBe(304);
  });

  it('surfaces a 429 as RATE_LIMITED with the seconds to wait', async () => {
    const login = () =>
      stack.graphql(
        `mutation { login(input: { email: "nobody@x.co.ke", password: "guess-guess" }) { token } }`,
      );
    for (let i = 0; i < 5; i++) await login();
    const error = (await login()).errors?.[0];
    expect(error?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(error?.extensions).toHaveProperty('retryAfterSeconds', expect.any(Number));
  });
});

describe('the browser’s address on the way to the API', () => {
  it('is passed on from the server in front, never from the browser’s own header', async () => {
    const forwarded: (string | null)[] = [];
    const gateway = createGatewayApp({
      restUrl: 'http://api.internal',
      fetch: async (input, init) => {
        forwarded.push(new Request(input, init).headers.get('x-forwarded-for'));
        return Response.json({ error: 'Invalid email or password' }, { status: 401 });
      },
      playground: false,
    });
    const login = (env?: { clientAddress: string }) =>
      gateway.fetch(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '6.6.6.6' },
          body: JSON.stringify({
            query: `mutation { login(input: { email: "a@x.co.ke", password: "secret12" }) { token } }`,
          }),
        }),
        env,
      );
    await login({ clientAddress: '203.0.113.7' });
    await login();
    expect(forwarded).toEqual(['203.0.113.7', null]);
  });
});
