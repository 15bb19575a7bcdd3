import type { Plugin } from 'vite';
import {
  captureBootRequests,
  NAIROBI_DAY,
  NAIROBI_MONTH,
} from '../client/scripts/boot-requests.ts';
import { TOKEN_KEY } from '../client/src/shared/session/session-token.ts';
import { appPageTransform } from './app-page-transform.ts';
import { preloadLists } from './preload-lists.ts';

/**
 * A small script at the top of index.html that asks, while the page is still being read, for
 * what this address needs beyond the entry: signed in, Apollo Client and the screen's own chunk
 * with what it imports (`/orders`: features/orders/orders-page.tsx); signed out, the sign-in or
 * sign-up page's (the form shows without Apollo Client, shared/graphql/app-client.tsx). Left
 * to the entry, each of those was asked for only once the entry had arrived and run, a round
 * trip later (562 ms on Slow 4G). The entry then starts the screen's data as it runs (main.tsx,
 * prepareScreen) and finds the code in or on its way. The page's Content-Security-Policy allows
 * this script by its hash (server/security-headers.ts, pagePolicy). The entry's own modulepreload
 * links are the first download every page shares (client/scripts/bundle-budget.ts); these
 * depend on the address, so they are added by script rather than written into the page.
 *
 * Signed in, the script also sends the screen's first GraphQL requests itself (who is signed
 * in, the list's first page…), with the session token as the app sends it: the very requests
 * the app's own code sends on a page load at that address, captured at build time by running
 * it (client/scripts/boot-requests.ts), so they cannot drift from the screens'. The app's
 * Apollo Client takes their answers instead of asking again (app/boot-data.ts). On an address
 * with a search (`?q=…`) only the requests no address changes are sent; the list is asked for
 * by the app as before. The inventory's list depends on the role: it is sent once the answer
 * to who is signed in has come.
 */
export function routePreloads(root: string): Plugin {
  return appPageTransform('ghala-route-preloads', async (html, bundle) => {
    const lists = preloadLists(bundle);
    if (!lists) return html;
    const { shared, routes } = lists;
    const boot = await captureBootRequests(root);
    const script = `(() => {
  const shared = ${JSON.stringify(shared)};
  const routes = ${JSON.stringify(routes)};
  const boot = ${JSON.stringify(boot)};
  let token = null;
  try { token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)}); } catch {}
  const path = location.pathname;
  if (!token && path !== '/signup') {
    // Signed out, every address but /signup comes to the sign-in screen: the page shows it at
    // once (sign-in-shell.plugin.ts), and a press of Login waits for the form's code.
    document.documentElement.setAttribute('data-sign-in-shell', '');
    addEventListener('submit', (event) => {
      if (!event.target.closest('#root > [data-sign-in-shell]')) return;
      event.preventDefault();
      window.ghalaShellSubmitted = true;
    }, true);
  }
  const files = token
    ? [...shared, ...(routes[path] || [])]
    : routes[path === '/signup' ? '/signup' : '/login'];
  for (const href of new Set(files)) {
    const link = document.createElement('link');
    // As Vite's loader asks for them (crossorigin), so that it finds them preloaded.
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const route = token && boot.routes[path];
  if (!route || !window.fetch) return;
  const sent = (window.ghalaBoot = []);
  // Today where the shop is, reckoned as the app does (shared/format/date.ts): Kenya is UTC+3
  // all year, so plain arithmetic; Intl with a time zone would first load the zone database
  // (15 ms of this page's first task unthrottled, four times that on a phone).
  const today = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const send = (index) => {
    let body = boot.requests[index];
    const text = JSON.stringify(body);
    if (text.includes(${JSON.stringify(NAIROBI_MONTH)}) || text.includes(${JSON.stringify(NAIROBI_DAY)})) {
      if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(today || '')) return null;
      body = JSON.parse(text.split(${JSON.stringify(NAIROBI_DAY)}).join(today).split(${JSON.stringify(NAIROBI_MONTH)}).join(today.slice(0, 7)));
    }
    const answer = fetch('/graphql', {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
        authorization: 'Bearer ' + token,
      },
      body: JSON.stringify(body),
    }).then((r) => (r.status === 200 ? r.json() : null)).catch(() => null);
    sent.push({ operationName: body.operationName, query: body.query, variables: body.variables || {}, token, sentAt: performance.now(), answer });
    return answer;
  };
  const plain = location.search === '';
  const first = plain ? route.always : boot.common;
  const answers = first.map(send);
  const whoIs = answers[first.indexOf(boot.whoIs)];
  if (plain && route.byRole && whoIs) {
    whoIs.then((a) => {
      const more = route.byRole[a && a.data && a.data.me && a.data.me.role];
      if (more) more.forEach(send);
    });
  }
})();`;
    return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
  });
}
