import { join } from 'node:path';
import { createServer } from 'vite';

/**
 * The client's own modules run in Node at build time, through a Vite module runner over
 * `client/`: the boot requests are captured by running the screens' code (boot-requests.ts),
 * the sign-in shell is rendered by the app's components (build/sign-in-shell.plugin.ts). What
 * they run needs no stylesheet: each import of one is an empty module, as Vite's CSS plugins
 * do not run outside a page build. `loadAsset` gives the module any other file stands for
 * (an image as the data address the build inlines it as), or null to leave it to Vite.
 */
export async function withClientModules<T>(
  root: string,
  work: (load: <M>(path: string) => Promise<M>) => Promise<T>,
  loadAsset: (id: string) => string | null = () => null,
): Promise<T> {
  // A module runner that stays open while the modules run, for the chunks they import lazily.
  const server = await createServer({
    root: join(root, 'client'),
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Node runs the modules; nothing is served to a browser, so no browser dependencies to scan
    // (the scan would also meet the service worker's virtual module, which only the build has).
    optimizeDeps: { noDiscovery: true },
    plugins: [
      {
        name: 'ghala-client-modules-no-css',
        enforce: 'pre',
        resolveId: (id) => (/\.css(?:\?|$)/.test(id) ? NO_CSS : null),
        load: (id) => (id === NO_CSS ? 'export {};' : loadAsset(id)),
      },
    ],
  });
  try {
    return await work(
      async <M>(path: string) => (await server.ssrLoadModule(join(root, path))) as M,
    );
  } finally {
    await server.close();
  }
}

const NO_CSS = '\0ghala-no-css';
