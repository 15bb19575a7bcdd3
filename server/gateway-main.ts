import { Hono } from 'hono';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { createGatewayApp } from '../gateway/src/gateway.ts';
import { compression } from './compression.ts';
import { listen, loadDotEnv, loadListenConfig } from './http-server.ts';
import { requestLog } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';

// `npm run start:gateway`: the GraphQL gateway alone, calling the API at REST_URL over HTTP
// (Node's fetch keeps connections alive).
try {
  loadDotEnv();
  const listenConfig = loadListenConfig();
  const config = loadGatewayConfig();
  if (!config.restUrl)
    throw new Error('Invalid configuration: REST_URL must be set for a separate gateway');
  const app = new Hono()
    .use('*', requestLog)
    .use('*', compression)
    .use('*', securityHeaders())
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .route(
      '/',
      createGatewayApp({
        restUrl: config.restUrl,
        fetch: globalThis.fetch,
        playground: config.playground,
      }),
    );
  await listen(app, { ...listenConfig, name: 'Ghala GraphQL gateway', onClose: async () => {} });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
