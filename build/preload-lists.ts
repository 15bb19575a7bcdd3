import type { Rolldown } from 'vite';
import {
  APOLLO_CLIENT_MODULE,
  chunksOf,
  REPORT_CHARTS_MODULE,
  SCREEN_MODULE,
} from './bundle-chunks.ts';
import { appEntryChunk, withStaticImports } from './chunk-graph.ts';

/** What the page's script asks for beyond the entry: on every signed-in load, and per address. */
export type PreloadLists = { shared: string[]; routes: Record<string, string[]> };

/**
 * The files each address needs beyond the entry's own, from the build's chunks: signed in,
 * Apollo Client's chunk with what it imports (`shared`); per screen, its chunk with what it
 * imports and their stylesheets (`routes['/orders']`…), each list largest first. Null when the
 * bundle has no app entry.
 */
export function preloadLists(bundle: Rolldown.OutputBundle): PreloadLists | null {
  const chunks = chunksOf(bundle);
  const closure = (fileName: string) => withStaticImports(chunks, fileName);
  const entry = appEntryChunk(chunks);
  if (!entry) return null;
  const initial = closure(entry.fileName);
  // The stylesheets of those chunks too, which Vite's loader asks for only once the screen's
  // chunk has run (a round trip later).
  const styles = (files: Iterable<string>) =>
    [...files].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]);
  const initialStyles = new Set(styles(initial));
  // Largest first: the browser opens six connections at most, and each answer waits a round
  // trip, so a large file asked for last would be the last to come in.
  const size = (name: string) => {
    const file = bundle[name];
    if (file?.type === 'chunk') return file.code.length;
    return file?.type === 'asset' ? file.source.length : 0;
  };
  const largestFirst = (names: Iterable<string>) => [...names].sort((a, b) => size(b) - size(a));
  const beyondEntry = (fileName: string) => {
    const files = [...closure(fileName)].filter((name) => !initial.has(name));
    const css = styles(files).filter((name) => !initialStyles.has(name));
    return largestFirst(new Set([...files, ...css])).map((name) => `/${name}`);
  };
  // A chunk a screen starts as soon as its own runs (the Reports screen's charts): asked for
  // after the screen's own files, so that it is in, and compiled, by the time the screen asks
  // for it, rather than a fetch and a compile after the screen has run. Other lazy chunks
  // (dialogs, the cart) may never run on that load: left to be asked for when they do.
  const startedWith = (fileName: string) =>
    [...closure(fileName)].flatMap((name) =>
      (chunks.get(name)?.dynamicImports ?? []).filter((lazy) =>
        REPORT_CHARTS_MODULE.test(chunks.get(lazy)?.facadeModuleId ?? ''),
      ),
    );
  const shared: string[] = [];
  const routes: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    const facade = chunk.facadeModuleId ?? '';
    if (!chunk.isDynamicEntry) continue;
    if (APOLLO_CLIENT_MODULE.test(facade)) shared.push(...beyondEntry(chunk.fileName));
    const screen = SCREEN_MODULE.exec(facade)?.[1];
    if (!screen) continue;
    const started = startedWith(chunk.fileName).flatMap(beyondEntry);
    routes[`/${screen}`] = [...new Set([...beyondEntry(chunk.fileName), ...started])];
  }
  return { shared, routes };
}
