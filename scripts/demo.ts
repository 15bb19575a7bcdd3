import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureClientBuilt } from '../server/client-build.ts';
import { createGhala } from '../server/ghala.ts';
import { listen, loadDotEnv, loadListenConfig, PortInUse } from '../server/http-server.ts';
import { DEMO_CASHIER, DEMO_USER, type DemoSummary, seedDemoIfEmpty } from './demo-data.ts';

/**
 * `npm run demo`: Ghala on its own database, filled with a Kenyan hardware shop on first run.
 * It never opens the main database, whatever DATABASE_URL says.
 */

const MAIN_DATABASE_URL = 'file:data/ghala.db';
const DEFAULT_DEMO_DATABASE_URL = 'file:data/ghala-demo.db';

const sqlitePath = (url: string) => (url.startsWith('file:') ? url.slice('file:'.length) : null);

function sameDatabase(a: string, b: string): boolean {
  const pathA = sqlitePath(a);
  const pathB = sqlitePath(b);
  if (pathA !== null && pathB !== null) return resolve(pathA) === resolve(pathB);
  return a === b;
}

function demoDatabaseUrl(env: Record<string, string | undefined>): string {
  const url = env.DEMO_DATABASE_URL || DEFAULT_DEMO_DATABASE_URL;
  for (const main of [MAIN_DATABASE_URL, env.DATABASE_URL || MAIN_DATABASE_URL]) {
    if (sameDatabase(url, main)) {
      throw new Error(
        `DEMO_DATABASE_URL is the main database (${main}); the demo needs a database of its own`,
      );
    }
  }
  return url;
}

const describeDatabase = (url: string) => {
  const path = sqlitePath(url);
  // A PostgreSQL URL may carry a password; only the SQLite path is worth showing.
  return path === null ? 'PostgreSQL (DEMO_DATABASE_URL)' : path;
};

/**
 * The demo often runs beside `npm start`: without PORT it takes the next free port from 3000 (and
 * says which); with PORT it uses that one or says it is taken.
 */
async function listenOnFreePort(
  ghala: Awaited<ReturnType<typeof createGhala>>,
  listenConfig: ReturnType<typeof loadListenConfig>,
  mayMove: boolean,
) {
  for (let port = listenConfig.port; ; port += 1) {
    try {
      return await listen(ghala.app, {
        ...listenConfig,
        port,
        name: 'Ghala demo',
        onClose: ghala.close,
        onListening: () => {
          if (port !== listenConfig.port) {
            console.log(
              `Port ${listenConfig.port} is in use (npm start?): the demo takes ${port}.`,
            );
          }
        },
      });
    } catch (error) {
      if (!(error instanceof PortInUse) || !mayMove || port >= listenConfig.port + 20) {
        await ghala.close();
        throw error;
      }
    }
  }
}

/** Seeds through a quiet instance, so the first run does not print a log line per request. */
async function fillOnce(env: Record<string, string | undefined>, url: string) {
  const path = sqlitePath(url);
  const isNewFile = path !== null && path !== ':memory:' && !existsSync(path);
  const ghala = await createGhala({ env, log: false });
  let summary: DemoSummary | null;
  try {
    summary = await seedDemoIfEmpty(ghala);
  } catch (error) {
    await ghala.close();
    // A half-filled demo would never be refilled (it has a user); start clean next time.
    if (isNewFile)
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    throw error;
  }
  await ghala.close();
  return summary;
}

try {
  loadDotEnv();
  const url = demoDatabaseUrl(process.env);
  const env = { ...process.env, DATABASE_URL: url };
  const listenConfig = loadListenConfig(env);
  await ensureClientBuilt((line) => console.log(line));
  const summary = await fillOnce(env, url);
  const ghala = await createGhala({ env });
  const server = await listenOnFreePort(ghala, listenConfig, !process.env.PORT);
  console.log(
    summary
      ? `Demo shop created: ${summary.suppliers} suppliers, ${summary.items} items, ${summary.customers} customers, ${summary.orders} orders, ${summary.invoices} invoices, ${summary.deliveries} deliveries, ${summary.priceChanges} price changes`
      : 'Demo shop already in place; kept as it is',
  );
  console.log(`
  Open      ${server.url}/login
  Email     ${DEMO_USER.email}
  Password  ${DEMO_USER.password}   (the owner)
  Cashier   ${DEMO_CASHIER.email} / ${DEMO_CASHIER.password}

  Demo database: ${describeDatabase(url)} (delete it to start afresh). Ctrl+C stops.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
