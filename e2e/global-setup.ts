import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { builtClientDir, chromiumPath } from './browser.ts';
import { JOURNEY_DATABASES, type JourneyDatabases } from './journey-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which databases the journeys' servers run on (journey-database.ts). */
    databases: JourneyDatabases;
  }
}

/**
 * Checks once, before any journey, that there is a build to serve and a browser to drive, and
 * says which databases (E2E_DATABASE=sqlite|postgres|shared) the journey files' own servers use
 * (journey-server.setup.ts starts one per file).
 */
export default function setup(project: TestProject) {
  // E2E_CLIENT_DIR lets a run use its own build while someone else rebuilds dist/client.
  if (!existsSync(`${builtClientDir()}/index.html`)) {
    throw new Error('The client is not built: run `npm run build` before the browser journeys.');
  }
  chromiumPath(); // fails early, with install instructions, when there is no browser
  const databases = (process.env.E2E_DATABASE ?? 'sqlite') as JourneyDatabases;
  if (!JOURNEY_DATABASES.includes(databases)) {
    throw new Error(`E2E_DATABASE=${databases}: say one of ${JOURNEY_DATABASES.join(', ')}`);
  }
  if (databases !== 'sqlite' && !process.env.TEST_DATABASE_URL) {
    throw new Error(`E2E_DATABASE=${databases} needs TEST_DATABASE_URL=postgres://…`);
  }
  project.provide('databases', databases);
}
