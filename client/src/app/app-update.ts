/// <reference types="vite-plugin-pwa/vanillajs" />

/*
 * The app's service worker (client/src/service-worker/sw.ts): registered once a page load is
 * over, and a new build's worker offered to the user rather than swapped in under their hands
 * (app-update-prompt.tsx). Workbox's window library, which does the registering, is a chunk of
 * its own fetched then, never part of a first visit's download.
 */

/** Whether a new version waits for the user, and how to take it. */
export class AppUpdate {
  #apply: (() => Promise<void>) | null = null;
  readonly #listeners = new Set<() => void>();

  get ready(): boolean {
    return this.#apply !== null;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /** A new version is installed and waits; `apply` activates it and reloads the page. */
  offer(apply: () => Promise<void>) {
    this.#apply = apply;
    for (const listener of this.#listeners) listener();
  }

  apply(): Promise<void> {
    return this.#apply?.() ?? Promise.resolve();
  }
}

export const appUpdate = new AppUpdate();

// A till left open all day never navigates: it asks for a new release this often, and whenever
// the tab comes back into view.
const updateCheckEveryMs = 60 * 60 * 1000;

/**
 * Registers the worker once this page load is over and the browser is idle, so that its
 * downloads never compete with the first visit's own.
 */
export function registerAppWorker(update: AppUpdate = appUpdate) {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const updateWorker = registerSW({
          onNeedRefresh: () => update.offer(() => updateWorker(true)),
          onRegisteredSW: (_url, registration) => {
            if (!registration) return;
            const check = () => void registration.update().catch(() => undefined);
            setInterval(check, updateCheckEveryMs);
            document.addEventListener('visibilitychange', () => {
              if (document.visibilityState === 'visible') check();
            });
          },
        });
      })
      .catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
