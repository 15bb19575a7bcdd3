import { defineConfig } from 'vitest/config';

const root = `${import.meta.dirname}/..`;

/** Browser journeys: each file with its own real server, fresh database and browser. */
export default defineConfig({
  test: {
    root,
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: [`${root}/e2e/global-setup.ts`],
    setupFiles: [`${root}/e2e/journey-server.setup.ts`],
    // Two journey files at a time: each has its own server, database and browser, and much of a
    // journey is waiting on the other processes, so two share two cores well.
    fileParallelism: true,
    maxWorkers: 2,
    // The files of a worker share the modules they import (the server, Playwright), as the
    // unit tests' do: each file still starts its own server, database and browser.
    isolate: false,
    // Waits are for conditions (a row shown, a URL reached); these ceilings only say when to
    // give up, generous because CI shares two cores with other work and a journey is long.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 45_000 } },
  },
});
