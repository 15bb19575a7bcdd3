import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CompiledQuery } from 'kysely';
import { TEST_PASSWORD_HASH_COST } from '../api/src/test/test-config.ts';
import { CLIENT_DIR, ensureClientBuilt } from '../server/client-build.ts';
import { createGhala } from '../server/ghala.ts';
import { listen } from '../server/http-server.ts';
import { freshDatabase, writeSection } from './kit.ts';
import { seedLargeShop } from './seed-large.ts';

/**
 * Bytes on the wire (issue 19): what the Orders screen, the inventory list and the playground
 * cost to download, as a browser that takes brotli gets them now, against gzip (all the server
 * sent before: one encoder, per request) and against no encoding. Over real HTTP to the app's
 * own server on SQLite, with 10,000 items, 10,000 orders and 1,000 customers bulk-seeded.
 * `npm run bench:wire` writes its section of docs/benchmarks.md.
 */

const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];

await ensureClientBuilt((line) => console.log(line));
const database = await freshDatabase('sqlite');
const ghala = await createGhala({
  env: { DATABASE_URL: database.url },
  clientDir: CLIENT_DIR,
  log: false,
  apiConfigOverrides: { passwordHashCost: TEST_PASSWORD_HASH_COST },
});
const server = await listen(ghala.app, {
  host: '127.0.0.1',
  port: 0,
  name: 'wire',
  onListening: () => {},
});

try {
  const post = async (path: string, body: unknown) =>
    (
      await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const account = { email: 'wire@ghala.co.ke', password: 'bench-password' };
  const user = (await post('/api/signup', account)) as { id: number };
  const { token } = (await post('/api/login', account)) as { token: string };
  await seedLargeShop(ghala.db, { orders: 10_000, items: 10_000, customers: 1_000 }, user.id);
  await ghala.db.executeQuery(CompiledQuery.raw('ANALYZE'));

  /** The bytes that cross the wire for one request in `encoding` (the body as sent). */
  function bytes(
    path: string,
    encoding: Encoding,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<number> {
    // node:http, not fetch: fetch decodes the body, and the encoded size is what is measured.
    return new Promise((done, fail) => {
      const request = httpRequest(
        `${server.url}${path}`,
        {
          method: init.method ?? 'GET',
          headers: {
            ...init.headers,
            'Accept-Encoding': encoding,
            Authorization: `Bearer ${token}`,
          },
        },
        (response) => {
          const sent = response.headers['content-encoding'] ?? 'identity';
          if (sent !== encoding) fail(new Error(`${path}: asked ${encoding}, got ${sent}`));
          let total = 0;
          response.on('data', (chunk: Buffer) => {
            total += chunk.length;
          });
          response.on('end', () => done(total));
        },
      );
      request.on('error', fail);
      request.end(init.body);
    });
  }

  // The Orders screen: the scripts a first visit loads, and the first page of orders.
  const html = readFileSync(resolve(CLIENT_DIR, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string);
  const ordersQuery = {
    query: `query($first: Int) { ordersPage(first: $first) { nodes { id orderNumber customerId customerName
      subtotal vatRate vatAmount totalAmount paymentMethod status paidAmount balance createdAt }
      pageInfo { endCursor hasNextPage } totalCount } }`,
    variables: { first: 50 },
  };
  const rows: [string, (encoding: Encoding) => Promise<number>][] = [
    [
      `Orders screen: app shell (${scripts.length} scripts and styles)`,
      async (encoding) => {
        let total = 0;
        for (const src of scripts) total += await bytes(src, encoding);
        return total;
      },
    ],
    [
      'Orders screen: first page of orders (GraphQL, 50 rows)',
      (encoding) =>
        bytes('/graphql', encoding, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(ordersQuery),
        }),
    ],
    [
      'Inventory list: `GET /api/v1/inventory` (10,000 items)',
      (e) => bytes('/api/v1/inventory', e),
    ],
    [
      'Playground page (`GET /graphql`, text/html)',
      (e) => bytes('/graphql', e, { headers: { Accept: 'text/html' } }),
    ],
  ];

  const kib = (n: number) => `${(n / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KiB`;
  const lines = [];
  for (const [name, measure] of rows) {
    const sizes = Object.fromEntries(
      await Promise.all(ENCODINGS.map(async (e) => [e, await measure(e)] as const)),
    ) as Record<Encoding, number>;
    lines.push(
      `| ${name} | ${kib(sizes.identity)} | ${kib(sizes.gzip)} | ${kib(sizes.br)} | ${((1 - sizes.br / sizes.gzip) * 100).toFixed(0)} % |`,
    );
    console.log(lines.at(-1));
  }
  // What the shell cost before precompression: the scripts gzipped per request at level 6.
  const dynamicGzip = scripts.reduce(
    (sum, src) => sum + gzipSync(readFileSync(resolve(CLIENT_DIR, `.${src}`)), { level: 6 }).length,
    0,
  );
  const section = `## Bytes on the wire

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:wire\` (\`bench/wire.bench.ts\`): the app's own server (\`createGhala\`) on SQLite over loopback HTTP, bulk-seeded with 10,000 items, 10,000 orders and 1,000 customers; each answer fetched with \`Accept-Encoding\` set to each encoding and its body counted as it came over the wire. **Before** this change the server sent gzip (or nothing); **after**, a browser that takes brotli (every current one) gets the last column: the built scripts and styles precompressed at build (\`.br\` at quality 11, \`.gz\` at 9, vite.config.ts), answers made per request compressed as they stream (brotli quality 4, server/http-server.ts).

| What | No encoding | gzip (before) | brotli (after) | Saved against gzip |
| --- | --- | --- | --- | --- |
${lines.join('\n')}

The app shell's gzip column is the build's \`.gz\` (level 9); gzipped per request at level 6, as before, it was ${kib(dynamicGzip)}. The playground page was already built once in brotli before this change (gateway/src/plugins/playground.ts), so its row shows what it costs rather than a saving. Reading the rest: a phone on a slow line downloads the Orders screen's first visit in the brotli column instead of the gzip one; later visits hit the browser's cache for the shell (hashed file names, a year's \`immutable\` caching) and fetch only the orders page.
`;
  writeSection(
    resolve(import.meta.dirname, '../docs/benchmarks.md'),
    '## Bytes on the wire',
    section,
  );
  console.log('Wrote "Bytes on the wire" in docs/benchmarks.md');
} finally {
  await server.close();
  await ghala.close();
  await database.drop();
}
