import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { captureBootRequests } from './client/scripts/boot-requests.ts';
import { serviceWorkerSource } from './client/scripts/service-worker.ts';
import { TOKEN_KEY } from './client/src/shared/session/session-token.ts';

const root = import.meta.dirname;

/**
 * Every built text file of 1 KiB or more also as `.br` (brotli at its best, 11) and `.gz`: the
 * server sends those to browsers that take them (serveStatic's `precompressed`), so the app's
 * scripts cost no compression per visit and arrive smaller than a per-request encoder makes them.
 */
function precompress(): Plugin {
  return {
    name: 'ghala-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(?:js|css|html|svg|json|txt|map)$/.test(file)) continue;
        const path = join(options.dir ?? '', file);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** The page of the app itself, and the statechart viewer's, as Rolldown names their modules. */
const APP_PAGE = /[\\/]client[\\/]index\.html$/;
const VIEWER_PAGE = /[\\/]client[\\/]statecharts\.html$/;

/** A screen's own module: its chunk runs on every page load of that screen. */
const SCREEN_MODULE = /[\\/]client[\\/]src[\\/]features[\\/][^\\/]+[\\/]([^\\/]+)-page\.tsx$/;

/** The app's Apollo Client, a chunk of its own that every page load needs (client/src/main.tsx). */
const APOLLO_CLIENT_MODULE = /[\\/]client[\\/]src[\\/]app[\\/]apollo-client\.ts$/;

/** A build's chunks by file name (the bundle also holds assets). */
function chunksOf(bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  return chunks;
}

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other
 * browsers read a comment), at the top of the chunks a page load runs: the app's entry with what
 * it imports, Apollo Client's chunk, and each screen's chunk with what it imports. V8 then
 * compiles their functions on the background thread that streams the file in, instead of one by
 * one on the main thread as each is first called: on every warm page load that was about 1,300
 * functions and 35 to 47 ms of the main thread at full speed, four times that on a phone-class
 * CPU, and the first row now comes 7 to 14 % sooner (docs/benchmarks.md, "List screens: where
 * the main thread's time goes"). The other chunks (dialogs, the cart, the statechart viewer)
 * stay compiled lazily, as their code may never run.
 */
function compileHints(): Plugin {
  return {
    name: 'ghala-compile-hints',
    apply: 'build',
    // After Vite's own, which rewrites the chunks that import others lazily.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const onLoad = new Set<string>();
        const add = (fileName: string) => {
          if (onLoad.has(fileName)) return;
          onLoad.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
        };
        for (const chunk of chunks.values()) {
          const facade = chunk.facadeModuleId ?? '';
          const appEntry = chunk.isEntry && APP_PAGE.test(facade);
          const runsOnLoad = SCREEN_MODULE.test(facade) || APOLLO_CLIENT_MODULE.test(facade);
          if (appEntry || (chunk.isDynamicEntry && runsOnLoad)) add(chunk.fileName);
        }
        for (const fileName of onLoad) {
          const chunk = chunks.get(fileName);
          if (chunk) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * A small script at the top of index.html that asks, while the page is still being read, for
 * what this address needs beyond the entry: signed in, Apollo Client and the screen's own chunk
 * with what it imports (`/orders`: features/orders/orders-page.tsx); signed out, the sign-in or
 * sign-up page's (the form shows without Apollo Client, shared/graphql/app-client.tsx). Left
 * to the entry, each of those was asked for only once the entry had arrived and run, a round
 * trip later (562 ms on Slow 4G). The entry then starts the screen's data as it runs (main.tsx,
 * prepareScreen) and finds the code in or on its way. The page's Content-Security-Policy allows
 * this script by its hash (server/http-server.ts, pagePolicy). The entry's own modulepreload
 * links are the first download every page shares (client/scripts/bundle-budget.ts); these
 * depend on the address, so they are added by script rather than written into the page.
 *
 * Signed in, the script also sends the screen's first GraphQL requests itself (who is signed
 * in, the list's first page…), with the session token as the app sends it: the very requests
 * the app's own code sends on a page load at that address, captured at build time by running
 * it (client/scripts/boot-requests.ts), so they cannot drift from the screens'. The app's
 * Apollo Client takes their answers instead of asking again (app/boot-data.ts). On an address
 * with a search (`?q=…`) only the requests no address changes are sent; the list is asked for
 * by the app as before. The inventory's list depends on the role: it is sent once the answer
 * to who is signed in has come.
 */
function routePreloads(): Plugin {
  return {
    name: 'ghala-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle || !APP_PAGE.test(ctx.filename)) return html;
        const chunks = chunksOf(ctx.bundle);
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const entry = [...chunks.values()].find(
          (chunk) => chunk.isEntry && APP_PAGE.test(chunk.facadeModuleId ?? ''),
        );
        if (!entry) return html;
        const initial = closure(entry.fileName);
        const beyondEntry = (fileName: string) =>
          [...closure(fileName)].filter((name) => !initial.has(name)).map((name) => `/${name}`);
        const shared: string[] = [];
        const routes: Record<string, string[]> = {};
        for (const chunk of chunks.values()) {
          const facade = chunk.facadeModuleId ?? '';
          if (!chunk.isDynamicEntry) continue;
          if (APOLLO_CLIENT_MODULE.test(facade)) shared.push(...beyondEntry(chunk.fileName));
          const screen = SCREEN_MODULE.exec(facade)?.[1];
          if (screen) routes[`/${screen}`] = beyondEntry(chunk.fileName);
        }
        const boot = await captureBootRequests(root);
        const script = `(() => {
  const shared = ${JSON.stringify(shared)};
  const routes = ${JSON.stringify(routes)};
  const boot = ${JSON.stringify(boot)};
  let token = null;
  try { token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)}); } catch {}
  const path = location.pathname;
  const files = token
    ? [...shared, ...(routes[path] || [])]
    : routes[path === '/signup' ? '/signup' : '/login'];
  for (const href of new Set(files)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const route = token && boot.routes[path];
  if (!route || !window.fetch) return;
  const sent = (window.ghalaBoot = []);
  const send = (index) => {
    const body = boot.requests[index];
    const answer = fetch('/graphql', {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
        authorization: 'Bearer ' + token,
      },
      body: JSON.stringify(body),
    }).then((r) => (r.status === 200 ? r.json() : null)).catch(() => null);
    sent.push({ operationName: body.operationName, query: body.query, variables: body.variables || {}, token, sentAt: performance.now(), answer });
    return answer;
  };
  const plain = location.search === '';
  const first = plain ? route.always : boot.common;
  const answers = first.map(send);
  const whoIs = answers[first.indexOf(boot.whoIs)];
  if (plain && route.byRole && whoIs) {
    whoIs.then((a) => {
      const more = route.byRole[a && a.data && a.data.me && a.data.me.role];
      if (more) more.forEach(send);
    });
  }
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * The app's service worker as dist/client/sw.js (client/scripts/service-worker.ts says what it
 * answers and why): it precaches the app's page and every file the page can load (the entry,
 * every chunk it imports at once or lazily, their stylesheets and images), not the statechart
 * viewer's, which is a page of its own. The app's pages are the first path segments of
 * app-routes.tsx's routes, read from the source so that a new screen is covered by the next
 * build.
 */
function serviceWorker(): Plugin {
  return {
    name: 'ghala-service-worker',
    apply: 'build',
    // After Vite's own, which writes index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const entry = [...chunks.values()].find(
          (chunk) => chunk.isEntry && APP_PAGE.test(chunk.facadeModuleId ?? ''),
        );
        const page = bundle['index.html'];
        if (!entry || page?.type !== 'asset') throw new Error('No app page to precache');
        const html = String(page.source);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.get(fileName);
          if (!chunk) return;
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        };
        visit(entry.fileName);
        for (const match of html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)) {
          if (match[1]) files.add(match[1]);
        }
        const routes = readFileSync(join(root, 'client/src/app/app-routes.tsx'), 'utf8');
        const pagePaths = [
          '',
          ...[...routes.matchAll(/path="\/([^"/:*]+)/g)].map((match) => match[1] ?? ''),
        ];
        this.emitFile({
          type: 'asset',
          fileName: 'sw.js',
          source: serviceWorkerSource({
            files: [...files].map((file) => `/${file}`),
            page: html,
            pagePaths,
          }),
        });
      },
    },
  };
}

/**
 * What the screens share: UI kit, GraphQL documents, statecharts and their library, messages,
 * the virtualiser.
 */
const SCREEN_KIT_MODULE =
  /[\\/]client[\\/]src[\\/](?:shared|graphql)[\\/]|\.(?:machine|messages)\.ts$|[\\/]node_modules[\\/](?:xstate|@xstate|use-sync-external-store|@tanstack)[\\/]/;

/** The sign-in and sign-up screens, the first screen of every visitor who is not signed in. */
const SIGN_IN_PAGE = /[\\/]client[\\/]src[\\/]features[\\/]auth[\\/](?:login|signup)-page\.tsx$/;

/**
 * The screens' shared code in three chunks rather than dozens: `machines`, what the statechart
 * viewer (statecharts.html) shares with them, `sign-in-kit`, what of the rest the sign-in and
 * sign-up screens use (a few KiB: in the whole kit they downloaded 39 KiB gzipped they never
 * ran), and `screen-kit`, the rest. Left to Rolldown, each
 * set of screens sharing some modules got a chunk of its own, and a page load of a list screen
 * ran 23 to 43 files after the entry's: on a phone-class CPU each cost a preload link, a fetch
 * and a module record on the main thread. Now it runs a handful, and the first row came 2 to
 * 19 % sooner at p50, depending on the screen (docs/benchmarks.md, "List screens: where the
 * main thread's time goes"). A module the app's entry imports stays where Rolldown puts it,
 * so the first download is unchanged (`includeDependenciesRecursively: false` keeps React and
 * Apollo Client, which the kit imports, out of it). The viewer's share is apart so that the
 * viewer never loads a chunk that imports the app's entry (which would start the app in the
 * viewer's page).
 */
function screenKitChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (!SCREEN_KIT_MODULE.test(id)) return null;
  // Whether the page loads the module at once: through static imports, not lazy ones.
  const importedFrom = (page: RegExp, moduleId: string, seen = new Set<string>()): boolean => {
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    const info = ctx.getModuleInfo(moduleId);
    if (!info) return false;
    if ((info.isEntry || page === SIGN_IN_PAGE) && page.test(moduleId)) return true;
    return info.importers.some((importer) => importedFrom(page, importer, seen));
  };
  if (importedFrom(APP_PAGE, id)) return null;
  if (importedFrom(VIEWER_PAGE, id)) return 'machines';
  return importedFrom(SIGN_IN_PAGE, id) ? 'sign-in-kit' : 'screen-kit';
}

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
  plugins: [react(), compileHints(), routePreloads(), serviceWorker(), precompress()],
  build: {
    outDir: `${root}/dist/client`,
    emptyOutDir: true,
    reportCompressedSize: true,
    // The app, and the statechart viewer served at /statecharts outside the app's routes.
    rolldownOptions: {
      input: [`${root}/client/index.html`, `${root}/client/statecharts.html`],
      output: {
        codeSplitting: {
          groups: [
            {
              name: screenKitChunk,
              // How the bundler's timing report names the group, its name being a function.
              debugName: 'screen-kit and machines',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
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
          ...patientWaits,
          setupFiles: [`${root}/client/src/test/setup.ts`],
          // A real Ghala server (API, gateway, fresh SQLite file) for component tests.
          globalSetup: [`${root}/testing/test-server.ts`],
        },
      },
    ],
  },
});
