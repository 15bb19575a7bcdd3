import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { serviceWorkerSource } from '../client/scripts/service-worker.ts';
import { APP_PAGE, chunksOf } from './bundle-chunks.ts';

/**
 * The app's service worker as dist/client/sw.js (client/scripts/service-worker.ts says what it
 * answers and why): it precaches the app's page and every file the page can load (the entry,
 * every chunk it imports at once or lazily, their stylesheets and images), not the statechart
 * viewer's, which is a page of its own. The app's pages are `appPagePaths`.
 */
export function serviceWorker(root: string): Plugin {
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
        const pagePaths = appPagePaths(root);
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

/** Where the app declares its routes: the sign-in pages, and every signed-in screen. */
const ROUTE_SOURCES = ['client/src/app/app-routes.tsx', 'client/src/app/screens.ts'];

/**
 * The first path segments of the app's pages ('' for `/`), read from the route declarations'
 * source (`path="/login"` in JSX, `path: '/orders'` in the screens' list) so that a new screen
 * is covered by the next build without a list of its own here.
 */
export function appPagePaths(root: string): string[] {
  const segments = ROUTE_SOURCES.flatMap((file) =>
    [
      ...readFileSync(join(root, file), 'utf8').matchAll(
        /\bpath(?:=|:\s*)["'`]\/([a-z0-9-]+)(?=["'`/])/g,
      ),
    ].map((match) => match[1] ?? ''),
  );
  return ['', ...new Set(segments)];
}
