import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { serviceWorkerSource } from '../client/scripts/service-worker.ts';
import { APP_PAGE, chunksOf } from './bundle-chunks.ts';

/**
 * The app's service worker as dist/client/sw.js (client/scripts/service-worker.ts says what it
 * answers and why): it precaches the app's page and every file the page can load (the entry,
 * every chunk it imports at once or lazily, their stylesheets and images), not the statechart
 * viewer's, which is a page of its own. The app's pages are the first path segments of
 * app-routes.tsx's routes, read from the source so that a new screen is covered by the next
 * build.
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
