import { defineConfig } from 'vitest/config';

const root = `${import.meta.dirname}/..`;

/** Browser journeys: one real server and one Chromium for the run, files one after another. */
export default defineConfig({
  test: {
    root,
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: [`${root}/e2e/global-setup.ts`],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
