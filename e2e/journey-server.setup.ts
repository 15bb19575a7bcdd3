import { afterAll, beforeAll, inject } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';
import { builtClientDir, useServer } from './browser.ts';

// Each journey file gets its own Ghala on a fresh database (a new SQLite file or PostgreSQL
// schema; about 0.2 s to start), so no journey sees another's orders, invoices or totals and
// the files can run in any order.
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

beforeAll(async () => {
  server = await startTestServer({ database: inject('database'), clientDir: builtClientDir() });
  useServer(server.url, server.owner.token);
});

afterAll(async () => {
  await server?.stop();
});
