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
 * What the screens share: UI kit, GraphQL documents, statecharts and their library, messages,
 * the virtualiser.
 */
const SCREEN_KIT_MODULE =
  /[\\/]client[\\/]src[\\/](?:shared|graphql)[\\/]|\.(?:machine|messages)\.ts$|[\\/]node_modules[\\/](?:xstate|@xstate|use-sync-external-store|@tanstack)[\\/]/;

/** The sign-in and sign-up screens, the first screen of every visitor who is not signed in. */
const SIGN_IN_PAGE = /[\\/]client[\\/]src[\\/]features[\\/]auth[\\/](?:login|signup)-page\.tsx$/;

/** Apollo Client and the libraries it brings. */
const APOLLO_PACKAGE =
  /[\\/]node_modules[\\/](?:@apollo|rxjs|graphql|optimism|@wry|tslib|ts-invariant|zen-observable)[\\/]/;

/** A module of a feature (client/src/features/…). */
const FEATURE_MODULE = /[\\/]client[\\/]src[\\/]features[\\/]/;

/** React itself (not React DOM). */
const REACT_PACKAGE = /[\\/]node_modules[\\/]react[\\/]/;

/** The app's entry module itself: it starts the app, so no other page may import its chunk. */
const APP_ENTRY_MODULE = /[\\/]client[\\/]src[\\/]main\.tsx$/;

/**
 * The app's code in fewer files. Over a phone's line every file costs: a browser opens at most
 * six connections to the server, and on Slow 4G each answer waits 562 ms, so the 18 scripts of
 * a signed-out first visit came in three to four waves (docs/benchmarks.md, "First visit on a
 * phone"). Left to Rolldown, each set of chunks sharing some modules got a chunk of its own.
 * Now, of the modules the statechart viewer (statecharts.html) does not load:
 * - `app-boot`: what the entry imports (the router, the frame, the app's providers), all but
 *   the entry module, which stays in the entry's chunk so that nothing imports it;
 * - `sign-in`: what the sign-in and sign-up screens import beyond that;
 * and, as before:
 * - `machines`: what the viewer shares with the screens (the statecharts, XState, what they
 *   import), so that the viewer never imports a chunk of the app's;
 * - `screen-kit`: the rest of what the screens share (UI kit, GraphQL documents, messages, the
 *   virtualiser). A page load of a list screen used to run 23 to 43 files after the entry's,
 *   and the first row came 2 to 19 % sooner with the kit in one (docs/benchmarks.md, "List
 *   screens: where the main thread's time goes").
 * React, React DOM (the viewer's too) and Apollo Client's packages stay where Rolldown puts
 * them (see below). Each screen's own module stays the chunk its route loads
 * (build/route-preloads.plugin.ts finds them by it). `includeDependenciesRecursively: false`
 * keeps each group to the modules named here.
 */
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
  // Apollo Client's packages are left to Rolldown: the entry imports a few of their parts (the
  // context, `useQuery`), and a group would bring the rest, which only Apollo Client's own
  // chunk runs, into the first download of the sign-in screen. React too, which those parts
  // import: in the group, its chunk and theirs would import each other, and whichever ran
  // first would call into the other before it had run.
  if (APOLLO_PACKAGE.test(id) || REACT_PACKAGE.test(id)) return null;
  // What the viewer loads stays out of both: it must never import the app's chunks.
  const viewer = importedFrom(VIEWER_PAGE, id);
  if (!viewer && importedFrom(APP_PAGE, id)) return 'app-boot';
  if (!viewer && importedFrom(SIGN_IN_PAGE, id)) return 'sign-in';
  // The viewer shares the statecharts and what they import (the cart's rules...).
  if (FEATURE_MODULE.test(id) && viewer) return 'machines';
  if (!SCREEN_KIT_MODULE.test(id)) return null;
  return viewer ? 'machines' : 'screen-kit';
}
