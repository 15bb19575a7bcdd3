import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { CHUNK_GROUPS } from './build/bundle-chunks.ts';
import { compileHints } from './build/compile-hints.plugin.ts';
import { precompress } from './build/precompress.plugin.ts';
import { routePreloads } from './build/route-preloads.plugin.ts';
import { serviceWorker } from './build/service-worker.plugin.ts';
import { signInShell } from './build/sign-in-shell.plugin.ts';

const root = import.meta.dirname;

/**
 * Tests wait for conditions, never for time; these ceilings only say when to give up. They are
 * generous because CI shares two cores with other work and the tests drive real servers and
 * databases: under two busy loops and a benchmark the suite ran five times slower than idle, and
 * one 20 s wait ran out. A ceiling reached now means something hangs, not that the machine is
 * slow.
 */
const patientWaits = {
  testTimeout: 120_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 45_000 } },
};

/** Where the server's tests live: the API, gateway, scripts, server and their probes. */
const SERVER_TESTS = [
  'api/**/*.test.ts',
  'gateway/**/*.test.ts',
  'scripts/**/*.test.ts',
  'server/**/*.test.ts',
  // Issue 16's probes against the real server over HTTP.
  'security/**/*.test.ts',
  // Issue 21's stand-ins for outside services (the KRA OSCU simulator).
  'simulators/**/*.test.ts',
  // The build's own plugins (the service worker's pages).
  'build/**/*.test.ts',
];

/** Server tests that replace a module (`vi.mock`): they need a module registry of their own. */
const MOCKING_TESTS = [
  'api/src/auth/signup-hashing.test.ts',
  'gateway/src/gateway-hardening.test.ts',
];

function serverProject(
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate: boolean },
) {
  return {
    // Node loads graphql's CommonJS build (as graphql-yoga does); Vite would pick the .mjs one
    // and graphql-js refuses to mix the two realms.
    resolve: {
      alias: [{ find: /^graphql$/, replacement: `${root}/node_modules/graphql/index.js` }],
    },
    test: {
      name,
      root,
      include: files.include ?? SERVER_TESTS,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      environment: 'node' as const,
      // Threads start faster than processes, and the server code needs nothing of a process.
      pool: 'threads' as const,
      isolate: files.isolate,
      ...patientWaits,
    },
  };
}

export default defineConfig({
  root: `${root}/client`,
  plugins: [
    react(),
    compileHints(),
    routePreloads(root),
    signInShell(root),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: `${root}/dist/client`,
    emptyOutDir: true,
    reportCompressedSize: true,
    // The app, and the statechart viewer served at /statecharts outside the app's routes.
    rolldownOptions: {
      input: [`${root}/client/index.html`, `${root}/client/statecharts.html`],
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    // `npm run dev` proxies data calls to the server started beside Vite.
    proxy: {
      '/graphql': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/export': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/import': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
  test: {
    root,
    projects: [
      // The server's tests share their modules within a worker (`isolate: false`): each file
      // used to load the API, the gateway and their libraries afresh, about half of the server
      // suite's time (docs/benchmarks.md, "CI time"). They can, as none changes a module's
      // state; the few that replace a module with `vi.mock` run apart, each in its own realm.
      serverProject('server', { exclude: MOCKING_TESTS, isolate: false }),
      serverProject('server-mocks', { include: MOCKING_TESTS, isolate: true }),
      {
        extends: true,
        test: {
          name: 'client',
          root,
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The client's tests share their modules within a worker too: setting up React, Apollo
          // Client and the screens afresh for each of 117 files was more than half of the
          // project's time (4.7 → 2.1 min, docs/benchmarks.md "CI time"). Each test cleans up
          // after itself (setup.ts); processes rather than threads, as a worker thread cannot
          // change its time zone and the statechart viewer's test must.
          isolate: false,
          ...patientWaits,
          setupFiles: [`${root}/client/src/test/setup.ts`],
          // A real Ghala server (API, gateway, fresh SQLite file) for component tests.
          globalSetup: [`${root}/testing/test-server.ts`],
        },
      },
    ],
  },
});
