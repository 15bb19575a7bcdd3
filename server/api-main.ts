import { Hono } from 'hono';
import { createApiApp } from '../api/src/app.ts';
import { loadApiConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { etimsOutbox } from '../api/src/etims/etims-outbox.service.ts';
import { startHousekeeping } from '../api/src/housekeeping.ts';
import { systemClock } from '../api/src/http/clock.ts';
import { compression } from './compression.ts';
import { listen, loadDotEnv, loadListenConfig } from './http-server.ts';
import { readiness } from './readiness.ts';
import { requestLog } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';

// `npm run start:api`: the REST API alone, for the split topology behind a load balancer.
try {
  loadDotEnv();
  const listenConfig = loadListenConfig();
  const config = loadApiConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const stopHousekeeping = startHousekeeping(db, systemClock);
  // Documents a previous run left waiting for KRA go on being sent (when eTIMS is on).
  const etims = etimsOutbox({ db, config, clock: systemClock });
  etims.wake();
  const app = new Hono()
    .use('*', requestLog)
    .use('*', compression)
    .use('*', securityHeaders())
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', readiness(db))
    .route('/', createApiApp({ db, config, clock: systemClock }));
  // The gateway's address belongs in TRUSTED_PROXIES: it forwards the browser's (README).
  await listen(app, {
    ...listenConfig,
    name: 'Ghala REST API',
    onClose: async () => {
      await stopHousekeeping();
      await etims.stop();
      await db.destroy();
    },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
