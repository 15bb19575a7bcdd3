import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunksOf } from './bundle-chunks.ts';
import { appEntryChunk } from './chunk-graph.ts';

/**
 * The app's service worker and web manifest (vite-plugin-pwa, Workbox): client/src/service-worker/
 * sw.ts says what the worker answers and why; client/src/app/app-update.ts registers it.
 *
 * It precaches the app's page and every file the page can load (the entry, every chunk it
 * imports at once or lazily, their stylesheets and images) and the icons, not the statechart
 * viewer's files: that page's diagrams library alone is megabytes no shop needs on its phone.
 * Which files are the app's is read from the bundle (appFiles, below), not from a list kept
 * by hand, so a new screen is precached by the next build.
 */
export function serviceWorker(): Plugin[] {
  const appFiles = new Set<string>();
  return [
    appFilesOf(appFiles),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The update waits for the user's Reload (client/src/app/app-update-prompt.tsx).
      registerType: 'prompt',
      // Registered by the app itself, late and lazily (client/src/app/app-update.ts).
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: true,
      manifest: {
        id: '/',
        name: 'Ghala',
        short_name: 'Ghala',
        description: 'Stock, customers, suppliers, orders and invoices for your shop',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The house green (client/src/shared/styles/tokens.css, --color-primary).
        theme_color: '#0b6e4f',
        background_color: '#f4f6f5',
        icons: [
          { src: '/icons/ghala-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/ghala-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/ghala-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The icons come with the manifest (includeManifestIcons).
        globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,woff2}'],
        // The largest chunk an app page loads is well under this; the viewer's are left out.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || appFiles.has(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}

/** Records in `files` what the app's page can load, as paths from the build's folder. */
function appFilesOf(files: Set<string>): Plugin {
  return {
    name: 'ghala-app-files',
    apply: 'build',
    // After Vite's own, which writes index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const entry = appEntryChunk(chunks);
        const page = bundle['index.html'];
        if (!entry || page?.type !== 'asset') throw new Error('No app page to precache');
        files.clear();
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
        for (const match of String(page.source).matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)) {
          if (match[1]) files.add(match[1]);
        }
      },
    },
  };
}
