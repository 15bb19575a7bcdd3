import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import type { TestDatabase } from '../testing/test-server.ts';

/**
 * Which databases a journey run uses (E2E_DATABASE): `sqlite` or `postgres` runs every journey
 * on that one, `shared` shares the journey files out between the two. `npm test` shares them
 * when PostgreSQL is reachable: each journey runs once, and both databases are driven from the
 * browser. That the API answers the same on both is the integration tests' work, which run
 * every case on each (design.md §3); `E2E_DATABASE=postgres npm run test:e2e` runs every
 * journey on PostgreSQL.
 */
export type JourneyDatabases = TestDatabase | 'shared';

export const JOURNEY_DATABASES: readonly JourneyDatabases[] = ['sqlite', 'postgres', 'shared'];

/**
 * The database a journey file's servers use. Shared out by a hash of the file's name, so a
 * journey keeps its database whatever other files are added, and a failure replays as it was.
 */
export function journeyDatabaseFor(file: string, databases: JourneyDatabases): TestDatabase {
  if (databases !== 'shared') return databases;
  const firstByte = createHash('sha256').update(basename(file)).digest()[0] ?? 0;
  return firstByte % 2 === 0 ? 'sqlite' : 'postgres';
}

let database: TestDatabase | undefined;

/** Set by journey-server.setup.ts as each file is collected. */
export function setJourneyDatabase(fileDatabase: TestDatabase): void {
  database = fileDatabase;
}

/** The database this journey file's servers run on. */
export function journeyDatabase(): TestDatabase {
  if (!database) throw new Error('No journey database: run journeys with e2e/vitest.config.ts');
  return database;
}

/**
 * Where a run leaves files for people to review: a journey's under `artifacts/journeys-<database>/`,
 * so runs on the two databases can go side by side; a benchmark's (no journey) under `artifacts/`.
 */
export function artifactsFolder(): string {
  return database ? join('artifacts', `journeys-${database}`) : 'artifacts';
}
