import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startTestServer, type TestDatabase } from '../server/test-server.ts';
import { chromiumPath } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the Ghala server under test listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Which database that server runs on. */
    database: TestDatabase;
  }
}

/** Starts Ghala on the built client and a fresh database (E2E_DATABASE=sqlite|postgres). */
export default async function setup(project: TestProject) {
  // E2E_CLIENT_DIR lets a run use its own build while someone else rebuilds dist/client.
  const clientDir = process.env.E2E_CLIENT_DIR ?? `${import.meta.dirname}/../dist/client`;
  if (!existsSync(`${clientDir}/index.html`)) {
    throw new Error('The client is not built: run `npm run build` before the browser journeys.');
  }
  chromiumPath(); // fails early, with install instructions, when there is no browser
  const database = (process.env.E2E_DATABASE ?? 'sqlite') as TestDatabase;
  const server = await startTestServer({ database, clientDir });
  project.provide('baseUrl', server.url);
  project.provide('database', database);
  return () => server.stop();
}
