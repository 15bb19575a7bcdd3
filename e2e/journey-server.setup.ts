import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { startTestServer, type TestDatabase } from '../testing/test-server.ts';
import { builtClientDir, useServer } from './browser.ts';
import { journeyDatabaseFor, setJourneyDatabase } from './journey-database.ts';

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
// Chosen as the file is collected, before its own code runs: a journey may name the files it
// leaves for review (artifactFile) in its describe block.
const { testPath } = expect.getState();
if (!testPath) throw new Error('Journey setup ran outside a journey file');
const database = journeyDatabaseFor(testPath, inject('databases'));
setJourneyDatabase(database);

beforeAll(async () => {
  server = await startTestServer({ database, clientDir: builtClientDir() });
  useServer(server.url, server.owner.token);
});

beforeEach(({ task }) => {
  task.meta.database = database;
});

afterAll(async () => {
  await server?.stop();
});
