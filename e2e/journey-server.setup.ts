import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { startTestServer, type TestDatabase } from '../testing/test-server.ts';
import { builtClientDir, useServer } from './browser.ts';
import { journeyDatabaseFor } from './journey-database.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** The database the journey ran on, read from the JSON report by scripts/test.ts. */
    database?: TestDatabase;
  }
}

// Each journey file gets its own Ghala on a fresh database (a new SQLite file or PostgreSQL
// schema; about 0.2 s to start), so no journey sees another's orders, invoices or totals and
// the files can run in any order.
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let database: TestDatabase = 'sqlite';

// Vitest reads a hook's first argument as fixtures, which must be an object pattern; the file
// being run is the second.
// biome-ignore lint/correctness/noEmptyPattern: no fixtures are wanted, only the file
beforeAll(async ({}, suite) => {
  database = journeyDatabaseFor(suite.file.filepath, inject('databases'));
  server = await startTestServer({ database, clientDir: builtClientDir() });
  useServer(server.url, server.owner.token, database);
});

beforeEach(({ task }) => {
  task.meta.database = database;
});

afterAll(async () => {
  await server?.stop();
});
