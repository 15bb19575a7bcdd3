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
export function screenKitChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
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
