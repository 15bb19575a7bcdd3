import type { Rolldown } from 'vite';
import { APP_PAGE } from './bundle-chunks.ts';

/** How a build's chunks reach each other, as the plugins that read the bundle walk them. */

type Chunks = Map<string, Rolldown.OutputChunk>;

/** The chunk of the app's page (index.html), or undefined in a bundle without it. */
export function appEntryChunk(chunks: Chunks): Rolldown.OutputChunk | undefined {
  return [...chunks.values()].find(
    (chunk) => chunk.isEntry && APP_PAGE.test(chunk.facadeModuleId ?? ''),
  );
}

/**
 * `fileName` and every chunk it imports at once (static imports, through their own in turn),
 * added to `into`: what the browser loads with it. Lazy imports are left to when they run.
 */
export function withStaticImports(
  chunks: Chunks,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? [])
    withStaticImports(chunks, imported, into);
  return into;
}
