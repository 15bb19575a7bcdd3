import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_PAGE, NOT_APP_PAGES } from './app-pages.ts';

/*
 * The app's service worker, built by vite-plugin-pwa (vite.config.ts) as dist/client/sw.js with
 * the build's files listed in `self.__WB_MANIFEST` (build/service-worker.plugin.ts chooses them:
 * the app's page and every file it can load, not the statechart viewer's), and registered by
 * client/src/app/app-update.ts once a page load is over.
 *
 * Why: on a phone on Slow 4G every request costs a round trip of 562 ms, and with the network
 * gone a reload showed the browser's error page. With the worker, the app's page and scripts
 * come from the device, and only the data travels (or, offline, the last-seen data comes from
 * the device too: client/src/shared/offline/, through Apollo as always).
 *
 * What it answers, and nothing else:
 * - a navigation to one of the app's pages with the page it precached, headers and all (its
 *   Content-Security-Policy allows its own inline script by hash);
 * - a GET of a precached file (the build's hashed files under /assets/, the icons) from its
 *   cache.
 * GraphQL, the REST API, exports, imports, shared documents, /healthz and every other request go
 * to the network as if there were no worker: never from its cache (no runtime caching at all).
 *
 * Updates wait: a new build's worker installs beside the running one and waits until the user
 * takes it ("A new version of Ghala is ready", Reload: client/src/app/app-update-prompt.tsx
 * sends SKIP_WAITING), so a screen in use never changes under the user's hands.
 */

type PrecacheEntry = { url: string; revision: string | null };
type ServiceWorkerScope = {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install',
    listener: (event: { addRoutes?: (routes: readonly object[]) => Promise<void> }) => void,
  ): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil: (work: Promise<unknown>) => void }) => void,
  ): void;
};
declare const self: ServiceWorkerScope;

self.addEventListener('install', (event) => {
  // Where the browser can route without running this script (Chromium's static routing): the
  // build's hashed files straight from the caches (the network on a miss), navigations to the
  // handlers below, and every other request (GraphQL, the REST API) straight to the network.
  // Without it, each of a warm page load's requests waited for this script to start and run.
  void event.addRoutes?.([
    { condition: { urlPattern: '/assets/*', requestMethod: 'get' }, source: 'cache' },
    { condition: { requestMode: 'navigate' }, source: 'fetch-event' },
    { condition: { urlPattern: '/*' }, source: 'network' },
  ]);
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The worker before this one kept its files in caches of its own (`ghala-app-<version>`); a
// device that had it keeps none of them once this one runs.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('ghala-app-')).map((n) => caches.delete(n))),
      ),
  );
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(APP_PAGE), { denylist: [...NOT_APP_PAGES] }),
);
