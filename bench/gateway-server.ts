import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGhala } from '../server/ghala.ts';
import { listen } from '../server/http-server.ts';
import { BENCH_SHOP } from './gateway-measure.ts';
import { freshDatabase } from './kit.ts';
import { seedLargeShop } from './seed-large.ts';

/**
 * The server side of `npm run bench:gateway`, in a process of its own so the load generator
 * does not share its event loop: the single-process Ghala (`createGhala`, the gateway calling
 * the API in process) on a fresh database, seeded, with one signed-in user. It prints one
 * `READY {json}` line with the URL and token, and cleans up on SIGTERM.
 *
 * BENCH_DATABASE=sqlite (a temp file) or postgres (a fresh schema in BENCH_POSTGRES_URL).
 */

async function main() {
  const database = await freshDatabase(
    process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite',
  );
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
