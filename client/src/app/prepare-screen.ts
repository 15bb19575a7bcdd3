import type { ApolloClient } from '@apollo/client';
import { CurrentUserDocument } from '../shared/session/session.generated.ts';
import { readToken } from '../shared/session/session-token.ts';
import { menuEntries, menuScreen } from './screens.ts';
import { signInScreens } from './sign-in-screens.ts';

/*
 * A screen prepared before it renders: `prepareScreen` starts a menu screen's chunk and data at
 * once, as soon as the path is known: before the first render on a page load, on the click of a
 * menu entry. On a phone-class CPU the first list row used to appear 2 s after navigation, the
 * list query waiting for the chunk, the chunk for the layout's first render, and both for the
 * main script; then the frame rendered up to four times (empty, with the user, with the menu,
 * with the screen) before the screen could ask for its list (docs/benchmarks.md, "List
 * screens"). Now the list is asked for with the chunk, and the first render shows its rows.
 */

/**
 * Starts loading the screen at `path` and the first data it shows (for the address's `search`,
 * `?…`), when someone is signed in (with the app's Apollo client); signed out, the sign-in or
 * sign-up screen's code.
 * Resolves when all of it is in, or failed (the screen shows a failure when it asks again): a
 * render then shows the frame, its menu and the screen at once. Safe to call for any path, and
 * more than once: chunks come once, queries are answered from Apollo's cache or joined while in
 * flight.
 */
export async function prepareScreen(
  client: ApolloClient | undefined,
  path: string,
  search = '',
): Promise<void> {
  if (!readToken()) {
    // Signed out, every path but sign-up leads to sign-in.
    await signInScreens[path === '/signup' ? '/signup' : '/login'].preload();
    return;
  }
  // Signed in, the client is given (main.tsx waits for it).
  const screen = menuScreen(path);
  if (!client || !screen) return;
  await Promise.allSettled([screen.Screen.preload(), fetchScreenData(client, path, search)]);
}

/**
 * What a signed-in page load at `path` asks the server for first: who is signed in and the
 * screen's data. The build runs it too, to capture the very requests index.html's inline
 * script sends ahead of the app (client/scripts/boot-requests.ts, app/boot-data.ts).
 */
export function fetchScreenData(client: ApolloClient, path: string, search = '') {
  return Promise.allSettled([
    client.query({ query: CurrentUserDocument }),
    menuScreen(path)?.prefetch?.(client, search),
  ]);
}

/** Every menu screen's path: those a page load fetches ahead for. */
export const screenPaths = menuEntries.map((entry) => entry.path);

/**
 * Starts downloading a screen's code as the pointer comes onto its menu entry, or the entry
 * gets the keyboard's focus: by the click, the chunk is in or on its way. On a phone-class CPU
 * the Orders chunk's download and first run took about 0.35 s of a menu click (docs/
 * benchmarks.md). Only the code: a pointer passing over the menu asks the server nothing; the
 * click asks for the data (prepareScreen). A failed download is left to the click, which tries
 * again and shows the failure.
 */
export function preloadScreenCode(path: string): void {
  if (readToken())
    menuScreen(path)
      ?.Screen.preload()
      .catch(() => undefined);
}
