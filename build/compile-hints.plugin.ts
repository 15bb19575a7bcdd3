import type { Plugin } from 'vite';
import {
  APOLLO_CLIENT_MODULE,
  chunksOf,
  REPORT_CHARTS_MODULE,
  SCREEN_MODULE,
} from './bundle-chunks.ts';
import { appEntryChunk, withStaticImports } from './chunk-graph.ts';

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other
 * browsers read a comment), at the top of the chunks a page load runs: the app's entry with what
 * it imports, Apollo Client's chunk, each screen's chunk with what it imports, and the Reports
 * screen's charts (recharts), which that screen starts at once. V8 then
 * compiles their functions on the background thread that streams the file in, instead of one by
 * one on the main thread as each is first called: on every warm page load that was about 1,300
 * functions and 35 to 47 ms of the main thread at full speed, four times that on a phone-class
 * CPU, and the first row now comes 7 to 14 % sooner (docs/benchmarks.md, "List screens: where
 * the main thread's time goes"). The other chunks (dialogs, the cart, the statechart viewer)
 * stay compiled lazily, as their code may never run.
 */
export function compileHints(): Plugin {
  return {
    name: 'ghala-compile-hints',
    apply: 'build',
    // After Vite's own, which rewrites the chunks that import others lazily.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const onLoad = new Set<string>();
        const entry = appEntryChunk(chunks);
        if (entry) withStaticImports(chunks, entry.fileName, onLoad);
        for (const chunk of chunks.values()) {
          const facade = chunk.facadeModuleId ?? '';
          const runsOnLoad =
            SCREEN_MODULE.test(facade) ||
            APOLLO_CLIENT_MODULE.test(facade) ||
            REPORT_CHARTS_MODULE.test(facade);
          if (chunk.isDynamicEntry && runsOnLoad) withStaticImports(chunks, chunk.fileName, onLoad);
        }
        for (const fileName of onLoad) {
          const chunk = chunks.get(fileName);
          if (chunk) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}
