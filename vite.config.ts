import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  root: `${root}/client`,
  plugins: [react()],
  build: {
    outDir: `${root}/dist/client`,
    emptyOutDir: true,
    reportCompressedSize: true,
    // The app, and the statechart viewer served at /statecharts outside the app's routes.
    rolldownOptions: {
      input: [`${root}/client/index.html`, `${root}/client/statecharts.html`],
    },
  },
  server: {
    // `npm run dev` proxies data calls to the server started beside Vite.
    proxy: {
      '/graphql': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/export': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
  test: {
    root,
    projects: [
      {
        // Node loads graphql's CommonJS build (as graphql-yoga does); Vite would pick the .mjs one
        // and graphql-js refuses to mix the two realms.
        resolve: {
          alias: [{ find: /^graphql$/, replacement: `${root}/node_modules/graphql/index.js` }],
        },
        test: {
          name: 'server',
          root,
          include: [
            'api/**/*.test.ts',
            'gateway/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
            // Issue 16's probes against the real server over HTTP.
            'security/**/*.test.ts',
          ],
          environment: 'node',
          ...patientWaits,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          root,
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          ...patientWaits,
          setupFiles: [`${root}/client/src/test/setup.ts`],
          // A real Ghala server (API, gateway, fresh SQLite file) for component tests.
          globalSetup: [`${root}/testing/test-server.ts`],
        },
      },
    ],
  },
});
