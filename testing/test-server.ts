import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_HASH_COST } from '../api/src/test/test-config.ts';
import { freshTestSchema } from '../api/src/test/test-schema.ts';
import { createGhala } from '../server/ghala.ts';
import { listen } from '../server/http-server.ts';

export type TestDatabase = 'sqlite' | 'postgres';

/**
 * The whole of Ghala on a free port with a database nobody else uses: a new SQLite file, or a
 * new PostgreSQL schema dropped afterwards. Used by client component tests and browser journeys.
 */
export async function startTestServer(
  options: { database?: TestDatabase; clientDir?: string; log?: boolean } = {},
) {
  const database = options.database ?? 'sqlite';
  let env: Record<string, string>;
  let schema: string | undefined;
  let building = <T>(build: () => Promise<T>) => build();
  let cleanUp: () => Promise<void>;
  if (database === 'sqlite') {
    const file = join(tmpdir(), `ghala-test-${randomUUID()}.db`);
    env = { DATABASE_URL: `file:${file}` };
    cleanUp = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    };
  } else {
    const url = process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error('TEST_DATABASE_URL must point at PostgreSQL for a postgres test server');
    const fresh = await freshTestSchema(url, 'e2e');
    schema = fresh.schema;
    env = { DATABASE_URL: url };
    building = fresh.building;
    cleanUp = fresh.drop;
  }
  // createGhala migrates the new database.
  const ghala = await building(() =>
    createGhala({
      env: { ...env, GRAPHQL_PLAYGROUND: 'true' },
      schema,
      clientDir: options.clientDir,
      log: options.log ?? false,
      apiConfigOverrides: { passwordHashCost: TEST_PASSWORD_HASH_COST },
    }),
  );
  const server = await listen(ghala.app, {
    host: '127.0.0.1',
    port: 0,
    name: `Ghala test server (${database})`,
  });
  return {
    url: server.url,
    database,
    async stop() {
      await server.close();
      await ghala.close();
      await cleanUp();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute URL of a real Ghala GraphQL endpoint for client component tests. */
    graphqlUrl: string;
  }
}

/** Vitest globalSetup for the client project: one real server for the whole run. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('graphqlUrl', `${server.url}/graphql`);
  return () => server.stop();
}
