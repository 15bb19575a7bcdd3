import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import type { TestDatabase } from '../testing/test-server.ts';
import { builtClientDir, chromiumPath } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the journeys' servers run on. */
    database: TestDatabase;
  }
}

/**
 * Checks once, before any journey, that there is a build to serve and a browser to drive, and
 * says which database (E2E_DATABASE=sqlite|postgres) each journey file's own server uses
 * (journey-server.setup.ts starts one per file).
 */
export default function setup(project: TestProject) {
  // E2E_CLIENT_DIR lets a run use its own build while someone else rebuilds dist/client.
  if (!existsSync(`${builtClientDir()}/index.html`)) {
    throw new Error('The client is not built: run `npm run build` before the browser journeys.');
  }
  chromiumPath(); // fails early, with install instructions, when there is no browser
  const database = (process.env.E2E_DATABASE ?? 'sqlite') as TestDatabase;
  if (database === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error('E2E_DATABASE=postgres needs TEST_DATABASE_URL=postgres://…');
  }
  project.provide('database', database);
}
