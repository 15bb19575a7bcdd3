import type { Rolldown } from 'vite';

/** How the build finds its pages, screens and shared code among Rolldown's modules and chunks. */

/** The page of the app itself, and the statechart viewer's, as Rolldown names their modules. */
export const APP_PAGE = /[\\/]client[\\/]index\.html$/;
const VIEWER_PAGE = /[\\/]client[\\/]statecharts\.html$/;

/** A screen's own module: its chunk runs on every page load of that screen. */
export const SCREEN_MODULE =
  /[\\/]client[\\/]src[\\/]features[\\/][^\\/]+[\\/]([^\\/]+)-page\.tsx$/;

/** The app's Apollo Client, a chunk of its own that every page load needs (client/src/main.tsx). */
export const APOLLO_CLIENT_MODULE = /[\\/]client[\\/]src[\\/]app[\\/]apollo-client\.ts$/;

/**
 * The Reports screen's charts (recharts): a chunk of their own that the Reports chunk starts at
 * once, so it runs on every load of that screen.
 */
export const REPORT_CHARTS_MODULE =
  /[\\/]client[\\/]src[\\/]features[\\/]reports[\\/]report-charts\.tsx$/;

/** A build's chunks by file name (the bundle also holds assets). */
export function chunksOf(bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  return chunks;
}

/**
 * What the screens share: UI kit, shared GraphQL documents (a screen's own come with its chunk),
 * statecharts and their library, messages, the virtualiser.
 */
const SCREEN_KIT_MODULE =
  /[\\/]client[\\/]src[\\/](?:shared|graphql)[\\/]|\.(?:machine|messages)\.ts$|[\\/]node_modules[\\/](?:xstate|@xstate|use-sync-external-store|@tanstack|idb)[\\/]/;

/** The sign-in and sign-up screens, the first screen of every visitor who is not signed in. */
const SIGN_IN_PAGE = /[\\/]client[\\/]src[\\/]features[\\/]auth[\\/](?:login|signup)-page\.tsx$/;

/** Apollo Client and the libraries it brings. */
const APOLLO_PACKAGE =
  /[\\/]node_modules[\\/](?:@apollo|rxjs|graphql|optimism|@wry|tslib|ts-invariant|zen-observable)[\\/]/;

/** Apollo Client's error classes, which the statecharts read (the viewer's too). */
const APOLLO_ERRORS = /[\\/]node_modules[\\/]@apollo[\\/]client[\\/]errors[\\/]/;

/** A module of a feature (client/src/features/…). */
const FEATURE_MODULE = /[\\/]client[\\/]src[\\/]features[\\/]/;

/** React, React DOM, the scheduler they share, and Vite's helpers for lazy chunks. */
const REACT_LIBRARY =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]|^\0vite\/(?:preload-helper|modulepreload-polyfill)/;

/** The app's entry module itself: it starts the app, so no other page may import its chunk. */
const APP_ENTRY_MODULE = /[\\/]client[\\/]src[\\/]main\.tsx$/;

/**
 * The app's code in fewer files. Over a phone's line every file costs: a browser opens at most
 * six connections to the server, and on Slow 4G each answer waits 562 ms with the line idle, so
 * a signed-in first visit to Orders that fetched 22 files before its first row spent most of it
 * waiting (docs/benchmarks.md, "First visit on a phone"). Left to Rolldown, each set of chunks
 * sharing some modules gets a chunk of its own: eight of Apollo Client's parts came in files of
 * 0.4 to 5 KB. The groups, in the order they take their modules:
 * - `react`: React, React DOM and Vite's helpers, which the app and the statechart viewer
 *   (statecharts.html) both load first;
 * - `machines`: what the viewer shares with the screens (the statecharts, XState, what they
 *   import, Apollo Client's error classes), so that the viewer never imports a chunk of the
 *   app's;
 * - `app-boot`: what the entry imports (the router, the frame, the app's providers), all but
 *   the entry module, which stays in the entry's chunk so that nothing imports it;
 * - `sign-in`: what the sign-in and sign-up screens import beyond that;
 * - `screen-kit`: the rest of what the screens share (UI kit, shared GraphQL documents, messages,
 *   the virtualiser). A page load of a list screen used to run 23 to 43 files after the entry's,
 *   and the first row came 2 to 19 % sooner with the kit in one (docs/benchmarks.md, "List
 *   screens: where the main thread's time goes").
 * The last three also take the library modules they import that no group before them took
 * (Apollo Client's hooks and links, rxjs, idb): which of a library's modules a chunk needs is
 * known only to Rolldown, once it has dropped what nothing uses. Apollo Client's cache and
 * client stay in the chunk of `client/src/app/apollo-client.ts`, which no sign-in screen loads.
 * Each screen's own module stays the chunk its route loads (build/route-preloads.plugin.ts
 * finds them by it).
 */
export const CHUNK_GROUPS = (
  [
    ['react', false],
    ['machines', false],
    ['app-boot', true],
    ['sign-in', true],
    ['screen-kit', true],
  ] as const
).map(([group, withImports], index, all) => ({
  name: (id: string, ctx: Rolldown.ChunkingContext) =>
    sharedChunk(id, ctx) === group ? group : null,
  // How the bundler's timing report names the group, its name being a function.
  debugName: group,
  priority: all.length - index,
  includeDependenciesRecursively: withImports,
}));

/** Which group of CHUNK_GROUPS a module belongs to by itself, or null for Rolldown to place. */
export function sharedChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  // Whether the page loads the module at once: through static imports, not lazy ones.
  const importedFrom = (page: RegExp, moduleId: string, seen = new Set<string>()): boolean => {
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    const info = ctx.getModuleInfo(moduleId);
    if (!info) return false;
    if ((info.isEntry || page === SIGN_IN_PAGE) && page.test(moduleId)) return true;
    return info.importers.some((importer) => importedFrom(page, importer, seen));
  };
  // The pages and the entry module stay where they are: in a group, the page's module (which
  // imports the entry module) would have the group import the entry's chunk.
  if (APP_PAGE.test(id) || VIEWER_PAGE.test(id) || APP_ENTRY_MODULE.test(id)) return null;
  if (SCREEN_MODULE.test(id)) return null;
  if (REACT_LIBRARY.test(id)) return 'react';
  if (APOLLO_ERRORS.test(id)) return 'machines';
  // The rest of Apollo Client goes with the groups that import it (CHUNK_GROUPS). By its
  // imports alone every module of the package would seem loaded at once, through its index.
  if (APOLLO_PACKAGE.test(id)) return null;
  // What the viewer loads stays out of the app's groups: it must never import the app's chunks.
  const viewer = importedFrom(VIEWER_PAGE, id);
  if (!viewer && importedFrom(APP_PAGE, id)) return 'app-boot';
  if (!viewer && importedFrom(SIGN_IN_PAGE, id)) return 'sign-in';
  // The viewer shares the statecharts and what they import (the cart's rules...).
  if (FEATURE_MODULE.test(id) && viewer) return 'machines';
  if (!SCREEN_KIT_MODULE.test(id)) return null;
  return viewer ? 'machines' : 'screen-kit';
}
