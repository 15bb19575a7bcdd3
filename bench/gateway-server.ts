import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createGhala } from '../server/ghala.ts';
import { listen } from '../server/http-server.ts';
import { BENCH_SHOP } from './gateway-measure.ts';
import { seedLargeShop } from './seed-large.ts';

/**
 * The server side of `npm run bench:gateway`, in a process of its own so the load generator
 * does not share its event loop: the single-process Ghala (`createGhala`, the gateway calling
 * the API in process) on a fresh database, seeded, with one signed-in user. It prints one
 * `READY {json}` line with the URL and token, and cleans up on SIGTERM.
 *
 * BENCH_DATABASE=sqlite (a temp file) or postgres (a fresh schema in BENCH_POSTGRES_URL).
 */

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE === 'postgres') {
    const base = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `bench_${randomUUID().replaceAll('-', '')}`;
    const admin = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: base, max: 1 }) }),
    });
    await admin.schema.createSchema(schema).execute();
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      url: url.toString(),
      drop: async () => {
        await admin.schema.dropSchema(schema).cascade().execute();
        await admin.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ghala-bench-'));
  return {
    url: `file:${join(dir, 'bench.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function main() {
  const database = await freshDatabase();
  const ghala = await createGhala({
    env: { DATABASE_URL: database.url, GRAPHQL_PLAYGROUND: 'false' },
    log: false,
    // The bench measures the API and the gateway, not whether a client build happens to exist.
    clientDir: join(tmpdir(), 'ghala-bench-no-client'),
  });
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await ghala.app.request(path, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const credentials = JSON.stringify({ email: 'bench@ghala.co.ke', password: 'bench-password' });
  const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
  await call('/api/signup', { ...json, body: credentials });
  const { token } = (await call('/api/login', { ...json, body: credentials })) as { token: string };
  const me = (await call('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } })) as {
    id: number;
  };
  await seedLargeShop(ghala.db, BENCH_SHOP, me.id);

  const server = await listen(ghala.app, {
    host: '127.0.0.1',
    port: 0,
    name: 'bench server',
    onClose: async () => {
      await ghala.close();
      await database.drop();
    },
  });
  console.log(`READY ${JSON.stringify({ url: server.url, token })}`);
}

await main();
