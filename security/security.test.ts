import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../api/src/config.ts';
import { databasesUnderTest } from '../api/src/test/test-api.ts';
import { loadListenConfig } from '../server/http-server.ts';
import { startTestServer } from '../testing/test-server.ts';
import { type ProbeAnswer, probe, Tally } from './probe-client.ts';

/**
 * Issue 16's probes, run against the real server (server/ghala.ts: API, gateway and client
 * assets, behind server/http-server.ts's listener) over real sockets, on each database, with
 * production's sign-up and sign-in budgets. Each probe is a request the server must turn away;
 * the closing table prints how many were tried, refused and accepted, and none may be accepted.
 * Different clients are different local addresses (127.0.0.x), as a stranger and the shop
 * owner would be; no probe relies on a header the server would have to believe.
 */

const OWNER = 'owner@duka.co.ke';
const PASSWORD = 'simba-cement';
const STRANGER = '127.0.0.2';
const FORGER = '127.0.0.3';
const FLOODER = '127.0.0.4';
const GRAPHQL_GUESSER = '127.0.0.5';
const GRAPHQL_FORGER = '127.0.0.6';
const SHOP = '127.0.0.1';

/** A stand-in for `vite build`'s output, so the suite does not depend on a build. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ghala-security-client-'));
  mkdirSync(join(dir, 'assets'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(join(dir, 'index.html'), page('Ghala'));
  writeFileSync(join(dir, 'statecharts.html'), page('Statecharts · Ghala'));
  writeFileSync(join(dir, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(8000))});`);
  return dir;
}

const header = (answer: ProbeAnswer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

for (const database of databasesUnderTest) {
  describe(`security probes over HTTP [${database}]`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let clientDir: string;
    let token: string;
    let customerId: number;
    let supplierId: number;
    const tally = new Tally();

    const json = (
      method: string,
      path: string,
      body: unknown,
      options: { token?: string; from?: string; headers?: Record<string, string> } = {},
    ) =>
      probe(server.url, path, {
        method,
        from: options.from ?? SHOP,
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: {
          'Content-Type': 'application/json',
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      });
    const graphql = (
      query: string,
      options: { token?: string; from?: string; headers?: Record<string, string> } = {},
    ) => json('POST', '/graphql', { query }, options);

    const rowCounts = async () => {
      const count = async (table: 'users' | 'customers' | 'suppliers') =>
        (await server.db.selectFrom(table).select('id').execute()).length;
      return {
        users: await count('users'),
        customers: await count('customers'),
        suppliers: await count('suppliers'),
      };
    };

    beforeAll(async () => {
      clientDir = fakeClientBuild();
      server = await startTestServer({
        database,
        clientDir,
        throttle: THROTTLE_LIMITS,
        allowedHosts: ['ghala.lan'],
        // As a shop behind a reverse proxy on this machine sets it (README); the default of no
        // one is security/trusted-proxies.test.ts's.
        trustedProxies: [SHOP],
        owner: { email: OWNER, password: PASSWORD },
      });
      token = server.owner.token;
      const customer = await json(
        'POST',
        '/api/v1/customers',
        { name: 'Achieng', contact: '07' },
        { token },
      );
      customerId = customer.json.id;
      const supplier = await json(
        'POST',
        '/api/v1/suppliers',
        { name: 'Devki', contact: '07' },
        { token },
      );
      supplierId = supplier.json.id;
    });

    afterAll(async () => {
      console.log(tally.table(`\nSecurity probes on ${database} (attempts)`));
      await server?.stop();
      rmSync(clientDir, { recursive: true, force: true });
    });

    it('refuses a NUL character in any text field, REST or GraphQL, and stores nothing', async () => {
      const before = await rowCounts();
      const nul = '\u0000';
      const bodies: [string, string, unknown][] = [
        ['POST', '/api/v1/customers', { name: `Duka${nul}`, contact: '07' }],
        ['POST', '/api/v1/customers', { name: 'Duka', contact: `07${nul}` }],
        ['POST', '/api/v1/customers', { name: 'Duka', contact: '07', address: nul }],
        ['PUT', `/api/v1/customers/${customerId}`, { name: `A${nul}`, contact: '07' }],
        ['POST', '/api/v1/suppliers', { name: `${nul}Devki`, contact: '07' }],
        ['POST', '/api/signup', { email: `new${nul}@duka.co.ke`, password: PASSWORD }],
        ['POST', '/api/signup', { email: 'new@duka.co.ke', password: `secret${nul}12` }],
        ['POST', '/api/login', { email: OWNER, password: `${PASSWORD}${nul}` }],
      ];
      for (const [method, path, body] of bodies) {
        const answer = await json(method, path, body, { token });
        tally.count(
          'NUL in a REST body (400)',
          answer.status === 400 && /NUL/.test(answer.json?.error),
        );
      }
      for (const query of ['q=duka%00', 'q%00=duka']) {
        const answer = await json('GET', `/api/v1/customers?${query}`, undefined, { token });
        tally.count('NUL in a query string (400)', answer.status === 400);
      }
      const mutations = [
        `mutation { createCustomer(input: { name: "Duka\\u0000", contact: "07" }) { id } }`,
        `mutation { createSupplier(input: { name: "Devki", contact: "07\\u0000" }) { id } }`,
        `mutation { signup(input: { email: "x\\u0000@duka.co.ke", password: "secret12" }) { email } }`,
      ];
      for (const query of mutations) {
        const answer = await graphql(query, { token });
        tally.count(
          'NUL in a GraphQL argument (BAD_USER_INPUT)',
          answer.json?.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT' && !answer.json.data,
        );
      }
      expect(await rowCounts()).toEqual(before);
    });

    it('takes ids in paths only as plain digits (400 otherwise) and touches no record', async () => {
      const forms = ['%201', '1%20', '0x1', '1e0', '00001', '-1', '0', '+1', '1.0', '%EF%BC%91'];
      const id = (form: string) => form.replace('1', String(customerId));
      for (const form of forms) {
        for (const path of [
          `/api/v1/customers/${id(form)}/statement`,
          `/api/v1/orders/${form}`,
          `/api/v1/invoices/${form}`,
          `/api/v1/inventory/${form}`,
        ]) {
          const answer = await json('GET', path, undefined, { token });
          tally.count('non-canonical id in a path (400)', answer.status === 400);
        }
        const removal = await json(
          'DELETE',
          `/api/v1/suppliers/${form.replace('1', String(supplierId))}`,
          undefined,
          { token },
        );
        tally.count('non-canonical id in a DELETE (400)', removal.status === 400);
      }
      expect((await rowCounts()).suppliers).toBe(1);
    });

    it('lets a stranger’s failed guesses lock out only the stranger, never the owner', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await json(
          'POST',
          '/api/login',
          { email: OWNER, password: `guess-${i}` },
          { from: STRANGER },
        );
        statuses.push(answer.status);
        if (i >= 5) {
          tally.count(
            'sign-in guess past the per-account limit (429 + Retry-After)',
            answer.status === 429 && /^\d+$/.test(header(answer, 'retry-after')),
          );
        }
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      const owner = await json(
        'POST',
        '/api/login',
        { email: OWNER, password: PASSWORD },
        { from: SHOP },
      );
      expect(owner.status).toBe(200);
    });

    it('counts an address’s guesses across emails, whatever X-Forwarded-For it writes', async () => {
      const limit = THROTTLE_LIMITS.signInFailuresPerAddress;
      for (let i = 0; i < limit + 10; i++) {
        const answer = await json(
          'POST',
          '/api/login',
          { email: `guess-${i}@duka.co.ke`, password: 'guess-guess' },
          { from: FORGER, headers: { 'X-Forwarded-For': `198.51.100.${i}` } },
        );
        if (i < limit) expect(answer.status).toBe(401);
        else {
          tally.count(
            'sign-in guess past the per-address limit, forged X-Forwarded-For (429)',
            answer.status === 429 && /^\d+$/.test(header(answer, 'retry-after')),
          );
        }
      }
    });

    it('believes X-Forwarded-For from a trusted proxy on this machine (TRUSTED_PROXIES)', async () => {
      const viaProxy = (client: string, password: string) =>
        json(
          'POST',
          '/api/login',
          { email: OWNER, password },
          {
            from: SHOP,
            headers: { 'X-Forwarded-For': client },
          },
        );
      for (let i = 0; i < 5; i++)
        expect((await viaProxy('198.51.100.200', 'guess')).status).toBe(401);
      const locked = await viaProxy('198.51.100.200', PASSWORD);
      tally.count('guess past the limit behind a reverse proxy (429)', locked.status === 429);
      expect((await viaProxy('198.51.100.201', PASSWORD)).status).toBe(200);
    });

    it('limits sign-ups from one address', async () => {
      const before = await rowCounts();
      const limit = THROTTLE_LIMITS.signUpsPerAddress;
      for (let i = 0; i < limit + 6; i++) {
        const answer = await json(
          'POST',
          '/api/signup',
          { email: `flood-${i}@duka.co.ke`, password: PASSWORD },
          { from: FLOODER },
        );
        if (i < limit) expect(answer.status).toBe(201);
        else {
          tally.count(
            'sign-up past the per-address limit (429 + Retry-After)',
            answer.status === 429 && /^\d+$/.test(header(answer, 'retry-after')),
          );
        }
      }
      expect((await rowCounts()).users).toBe(before.users + limit);
    });

    it('throttles through the gateway by the browser’s own address, not a forged one', async () => {
      const login = (from: string, password: string, headers?: Record<string, string>) =>
        graphql(
          `mutation { login(input: { email: "${OWNER}", password: "${password}" }) { token } }`,
          { from, headers },
        );
      for (let i = 0; i < 8; i++) {
        const answer = await login(GRAPHQL_GUESSER, 'guess-guess');
        const error = answer.json?.errors?.[0];
        if (i < 5) expect(error?.extensions?.code).toBe('UNAUTHENTICATED');
        else {
          tally.count(
            'GraphQL sign-in guess past the limit (RATE_LIMITED + retryAfterSeconds)',
            error?.extensions?.code === 'RATE_LIMITED' && error.extensions.retryAfterSeconds > 0,
          );
        }
      }
      for (let i = 0; i < 8; i++) {
        const answer = await login(GRAPHQL_FORGER, 'guess-guess', {
          'X-Forwarded-For': `203.0.113.${i}`,
        });
        if (i >= 5) {
          tally.count(
            'GraphQL guess with a forged X-Forwarded-For (RATE_LIMITED)',
            answer.json?.errors?.[0]?.extensions?.code === 'RATE_LIMITED',
          );
        }
      }
      // The owner, from the shop, is not locked out by either.
      const owner = await login(SHOP, PASSWORD);
      expect(owner.json?.data?.login?.token).toMatch(/^[\w-]{43}$/);
    });

    it('refuses cross-site form, multipart and text bodies and header-less GETs on /graphql', async () => {
      const before = await rowCounts();
      const mutation = `mutation { signup(input: { email: "csrf@duka.co.ke", password: "secret12" }) { email } }`;
      const crossSite = { Origin: 'https://evil.example' };
      const forged: [string, string][] = [
        ['application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
        ['text/plain', JSON.stringify({ query: mutation })],
        ['text/plain;charset=UTF-8', JSON.stringify({ query: mutation })],
        [
          'multipart/form-data; boundary=x',
          `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: mutation })}\r\n--x\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--x--\r\n`,
        ],
      ];
      for (const [type, body] of forged) {
        const answer = await probe(server.url, '/graphql', {
          method: 'POST',
          from: STRANGER,
          headers: { ...crossSite, 'Content-Type': type },
          body,
        });
        tally.count('cross-site non-JSON POST to /graphql (403)', answer.status === 403);
      }
      const get = await probe(
        server.url,
        `/graphql?query=${encodeURIComponent('{ me { email } }')}`,
        {
          headers: { ...crossSite, Authorization: `Bearer ${token}` },
        },
      );
      tally.count('GraphQL query by GET without the CSRF header (403)', get.status === 403);
      expect(await rowCounts()).toEqual(before);
    });

    it('answers only its own host names (DNS rebinding), except /healthz', async () => {
      for (const host of [
        'evil.example',
        'evil.example:80',
        'ghala.lan.evil.example',
        '192.0.2.1',
      ]) {
        for (const [method, path] of [
          ['GET', '/'],
          ['GET', '/api/v1/me'],
          ['POST', '/api/login'],
          ['POST', '/graphql'],
        ] as const) {
          const answer = await json(
            method,
            path,
            method === 'POST' ? { query: '{ me { email } }' } : undefined,
            {
              token,
              headers: { Host: host },
            },
          );
          tally.count('request for a foreign Host (421)', answer.status === 421);
        }
      }
      for (const host of [
        'localhost',
        `127.0.0.1:${new URL(server.url).port}`,
        'ghala.lan',
        'GHALA.LAN:3000',
      ]) {
        expect(
          (await json('GET', '/api/v1/me', undefined, { token, headers: { Host: host } })).status,
          host,
        ).toBe(200);
      }
      expect(
        (await json('GET', '/healthz', undefined, { headers: { Host: '10.0.0.5' } })).status,
      ).toBe(200);
      expect(() => loadListenConfig({ HOST: '0.0.0.0' })).toThrow('ALLOWED_HOSTS');
    });

    it('answers a missing asset 404 without caching it, and keeps the app’s own routes', async () => {
      for (const path of [
        '/assets/x.js',
        '/assets/index-missing.css',
        '/favicon.ico',
        '/assets/',
      ]) {
        const answer = await probe(server.url, path);
        tally.count(
          'missing static asset (404, not cached)',
          answer.status === 404 && !/immutable|max-age/.test(header(answer, 'cache-control')),
        );
      }
      const asset = await probe(server.url, '/assets/app.js');
      expect(asset.status).toBe(200);
      expect(header(asset, 'cache-control')).toContain('immutable');
      for (const route of ['/', '/inventory', '/customers/3/statement']) {
        const page = await probe(server.url, route);
        expect(page.status, route).toBe(200);
        expect(header(page, 'content-type'), route).toContain('text/html');
      }
    });

    it('puts a Content-Security-Policy and its companions on every page', async () => {
      for (const path of ['/', '/inventory', '/statecharts', '/assets/app.js', '/api/v1/me']) {
        const answer = await probe(server.url, path);
        const policy = header(answer, 'content-security-policy');
        expect(policy, path).toContain("script-src 'self'");
        expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(policy, path).toContain("frame-ancestors 'none'");
        expect(header(answer, 'x-content-type-options'), path).toBe('nosniff');
        expect(header(answer, 'referrer-policy'), path).toBe('no-referrer');
      }
      const playground = await probe(server.url, '/graphql', { headers: { Accept: 'text/html' } });
      expect(header(playground, 'content-security-policy')).toMatch(/script-src 'sha256-/);
      expect(header(playground, 'content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('keeps no copy of business data in caches', async () => {
      const me = await json('GET', '/api/v1/me', undefined, { token });
      const query = await graphql('{ me { email } }', { token });
      const refused = await json('GET', '/api/v1/customers', undefined, {});
      for (const answer of [me, query, refused]) {
        expect(header(answer, 'cache-control')).toBe('no-store');
      }
    });

    it('serves the playground built once and compressed, and compresses the app', async () => {
      const open = (encoding: string) =>
        probe(server.url, '/graphql', {
          headers: { Accept: 'text/html', 'Accept-Encoding': encoding },
        });
      // Several anonymous visitors at once (the probe's 8 took /healthz to 5 s): one build.
      const pages = await Promise.all(Array.from({ length: 6 }, () => open('gzip, deflate, br')));
      const plain = await open('identity');
      for (const page of pages) {
        expect(header(page, 'content-encoding')).toBe('br');
        expect(page.bytes.length).toBeLessThan(plain.bytes.length / 3);
        expect((await promisify(brotliDecompress)(page.bytes)).equals(plain.bytes)).toBe(true);
      }
      expect((await probe(server.url, '/healthz')).status).toBe(200);

      const script = await probe(server.url, '/assets/app.js', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(header(script, 'content-encoding')).toBe('gzip');
      expect((await promisify(gunzip)(script.bytes)).toString()).toContain('console.log');
      const list = await json('GET', '/api/v1/customers', undefined, {
        token,
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(list.status).toBe(200);
    });

    it('accepted none of the forged or bad requests', () => {
      const accepted = [...tally.rows].filter(([, row]) => row.accepted > 0);
      expect(accepted).toEqual([]);
      expect(tally.rows.size).toBeGreaterThanOrEqual(12);
    });
  });
}
