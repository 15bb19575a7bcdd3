import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { createApiApp } from '../api/src/app.ts';
import { type ApiConfig, loadApiConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { etimsOutbox } from '../api/src/etims/etims-outbox.service.ts';
import { startHousekeeping } from '../api/src/housekeeping.ts';
import { inProcessFetch } from '../api/src/http/client-address.ts';
import { type Clock, systemClock } from '../api/src/http/clock.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { createGatewayApp } from '../gateway/src/gateway.ts';
import { compression } from './compression.ts';
import { readiness } from './readiness.ts';
import { requestLog } from './request-log.ts';
import { pagePolicy, securityHeaders } from './security-headers.ts';

/**
 * The one place that puts the API and the gateway together: the default single-process
 * topology, where the gateway reaches the API through the Hono app's own `fetch` (no socket).
 */
export async function createGhala(options: {
  env?: Record<string, string | undefined>;
  clock?: Clock;
  /** The built SPA to serve at `/`; null serves none (the dev server brings its own). */
  clientDir?: string | null;
  log?: boolean;
  /** Settings no environment may give, such as the test harnesses' cheap password hashing. */
  apiConfigOverrides?: Partial<ApiConfig>;
}) {
  const env = options.env ?? process.env;
  const apiConfig = { ...loadApiConfig(env), ...options.apiConfigOverrides };
  const gatewayConfig = loadGatewayConfig(env);
  const db = openDatabase(apiConfig.databaseUrl);
  await migrateToLatest(db);
  const clock = options.clock ?? systemClock;
  const api = createApiApp({ db, config: apiConfig, clock });
  const stopHousekeeping = startHousekeeping(db, clock);
  // Documents a previous run left waiting for KRA go on being sent (when eTIMS is on).
  const etims = etimsOutbox({ db, config: apiConfig, clock });
  etims.wake();
  const gateway = createGatewayApp({
    restUrl: 'http://api.internal',
    // The browser's address travels with the gateway's REST calls (client-address.ts).
    fetch: inProcessFetch(api),
    playground: gatewayConfig.playground,
  });

  const app = new Hono();
  if (options.log !== false) app.use('*', requestLog);
  app.use('*', compression);
  // CSP, nosniff, no framing, no referrer (security-headers.ts); the playground has its own CSP.
  app.use('*', securityHeaders());
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', readiness(db));
  app.route('/', api);
  app.route('/', gateway);
  const clientDir =
    options.clientDir === undefined
      ? resolve(import.meta.dirname, '../dist/client')
      : options.clientDir;
  if (clientDir && existsSync(clientDir)) serveClient(app, clientDir);
  return {
    app,
    db,
    close: async () => {
      await stopHousekeeping();
      await etims.stop();
      await db.destroy();
    },
  };
}

/**
 * A path that names a file rather than a screen: a missing one is a 404, never the app's page
 * (a script tag given HTML fails oddly, and a year's immutable cache kept the mistake).
 */
const FILE_PATH =
  /^\/assets\/|\.(?:m?js|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|json|txt|xml|webmanifest|html?)$/i;

/**
 * A page of the build as the build now has it: read again once a new build replaced it, so that
 * a server left running while the client is rebuilt (`npm run build` beside `npm start`) serves
 * the new page, not the old one naming scripts the build has deleted. Between the build emptying
 * its folder and writing the page, the last page read is served.
 */
function buildPage(path: string): () => string {
  let read = { mtimeMs: statSync(path).mtimeMs, text: readFileSync(path, 'utf8') };
  return () => {
    try {
      const { mtimeMs } = statSync(path);
      if (mtimeMs !== read.mtimeMs) read = { mtimeMs, text: readFileSync(path, 'utf8') };
    } catch {}
    return read.text;
  };
}

/** The built SPA: hashed assets cached for good, every other page path answered by index.html. */
function serveClient(app: Hono, clientDir: string) {
  const root = relative(process.cwd(), clientDir) || '.';
  const indexHtml = buildPage(resolve(clientDir, 'index.html'));
  // The page's policy, worked out again only when a new build replaced the page.
  const policyFor = { page: '', policy: '' };
  const statechartsHtml = resolve(clientDir, 'statecharts.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The app's service worker: the browser asks for it on each visit to find a new release, and
  // installs a new one only when its bytes changed (client/src/service-worker/sw.ts). The web
  // manifest and its icons keep no names of their own per build either: revalidated each time.
  for (const path of ['/sw.js', '/manifest.webmanifest', '/icons/*']) {
    app.use(path, async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'no-cache');
    });
  }
  const appPage = (c: Context) => {
    // Revalidated on every visit, so a new release is picked up at once (the service worker
    // answers a returning visitor's navigations itself, and checks for a release then).
    const page = indexHtml();
    if (page !== policyFor.page) Object.assign(policyFor, { page, policy: pagePolicy(page) });
    return c.html(page, 200, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': policyFor.policy,
    });
  };
  // The page at its own file names too, with its policy: served as a file, its inline script
  // met the default policy (no hash) and did not run, and it had no Cache-Control.
  app.get('/', appPage);
  app.get('/index.html', appPage);
  // The build's .br and .gz beside each asset, for browsers that take them
  // (build/precompress.plugin.ts).
  app.use('*', serveStatic({ root, precompressed: true }));
  if (existsSync(statechartsHtml)) {
    const page = buildPage(statechartsHtml);
    app.get('/statecharts', (c) => c.html(page()));
  }
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/graphql') return c.notFound();
    if (FILE_PATH.test(c.req.path)) {
      return c.text(`Not found: ${c.req.path}`, 404, { 'Cache-Control': 'no-store' });
    }
    return appPage(c);
  });
}
