import { createHash } from 'node:crypto';

/*
 * The app's service worker, written by the build (vite.config.ts, serviceWorker) as
 * dist/client/sw.js, and registered by client/src/main.tsx once a page load is over.
 *
 * Why: on a phone on Slow 4G every request costs a round trip of 562 ms, and the app's page
 * (index.html) is revalidated on every visit (`Cache-Control: no-cache`), so a returning
 * visitor waited one round trip for the page and another for its data, at least 1.1 s, before
 * any script could run. With the worker, a returning visit's page and scripts come from the
 * device and only the data travels: the page's inline script asks for it at once
 * (client/src/app/boot-data.ts), a single round trip.
 *
 * What it answers, and nothing else:
 * - a navigation to one of the app's pages (the paths of client/src/app/app-routes.tsx and screens.ts) with
 *   the page it precached at install, headers and all (its Content-Security-Policy allows its
 *   own inline script by hash);
 * - a GET of the build's files under /assets/ (hashed names, never changed once built) from
 *   its cache, else from the network.
 * GraphQL, the REST API, exports, /healthz and every other request go to the network as if
 * there were no worker: never from its cache. Where the browser routes requests itself
 * (Chromium's static routing, `addRoutes`), only navigations run this script; the rest never
 * waits for it to start.
 *
 * Updates: each build's worker differs (its version is a hash of the page and the files it
 * precaches), so the browser installs the new one when it next checks `/sw.js` (on each
 * navigation, `no-cache`). The new worker precaches the new page and files, then takes over at
 * once (`skipWaiting`): the visit after a deploy still shows the previous version, the next the
 * new one. It keeps the previous version's files, so that a tab still running the previous
 * version finds the chunks it loads lazily (the server only has the new build's), and deletes
 * older ones. Never a mix of one version's page with another's missing chunks; at most one
 * visit behind a deploy. An update the user is asked about belongs to the offline work.
 */

export type ServiceWorkerOptions = {
  /** The files of the app's page to precache, as paths from the site's root (`/assets/…`). */
  files: readonly string[];
  /** The built page itself, whose text decides the version with the files. */
  page: string;
  /** The first path segments of the app's pages (`''`, `login`, `orders`, …). */
  pagePaths: readonly string[];
};

export function serviceWorkerSource({ files, page, pagePaths }: ServiceWorkerOptions): string {
  const sorted = [...new Set(files)].sort();
  const version = createHash('sha256')
    .update(JSON.stringify(sorted))
    .update(page)
    .digest('hex')
    .slice(0, 16);
  return `// Ghala's service worker, written by the build (client/scripts/service-worker.ts says why).
const VERSION = ${JSON.stringify(version)};
const PREFIX = 'ghala-app-';
const CACHE = PREFIX + VERSION;
// The app's page, as the server answers any of its paths.
const PAGE = '/';
const FILES = ${JSON.stringify(sorted)};
const PAGE_PATHS = new Set(${JSON.stringify([...new Set(pagePaths)].sort())});

self.addEventListener('install', (event) => {
  // Where the browser can route without running this script (Chromium's static routing): the
  // build's files straight from the caches (the network on a miss), the app's pages to the
  // handler below, and every other request (GraphQL, the REST API) straight to the network.
  // Without it, each of a warm page load's requests waited for this script to start and run.
  if (event.addRoutes) {
    event.addRoutes([
      { condition: { urlPattern: '/assets/*', requestMethod: 'get' }, source: 'cache' },
      { condition: { requestMode: 'navigate' }, source: 'fetch-event' },
      { condition: { urlPattern: '/*' }, source: 'network' },
    ]);
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The page from the server, never from the HTTP cache; the hashed files may be.
      await cache.add(new Request(PAGE, { cache: 'reload' }));
      await cache.addAll(FILES);
      // Recorded once all is in: the order in which versions came, newest last.
      await cache.put('/.ghala-installed', new Response(String(Date.now())));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // This version and the one before it stay; older ones go.
      const installedAt = async (name) => {
        const stamp = await (await caches.open(name)).match('/.ghala-installed');
        return stamp ? Number(await stamp.text()) : 0;
      };
      const others = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE);
      const dated = await Promise.all(others.map(async (n) => [await installedAt(n), n]));
      dated.sort((a, b) => b[0] - a[0]);
      await Promise.all(dated.slice(1).map(([, n]) => caches.delete(n)));
    })(),
  );
});

const fromCaches = async (request) => {
  const own = await (await caches.open(CACHE)).match(request);
  return own || (await caches.match(request));
};

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!PAGE_PATHS.has(url.pathname.split('/')[1])) return;
    event.respondWith(
      (async () => (await (await caches.open(CACHE)).match(PAGE)) || fetch(request))(),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith((async () => (await fromCaches(request)) || fetch(request))());
  }
});
`;
}
