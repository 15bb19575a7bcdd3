/** Which navigations the service worker (sw.ts) answers with the app's precached page. */

/** The app's page as the build precaches it: every route of the app is this one page. */
export const APP_PAGE = 'index.html';

/**
 * Navigations that are never the app's page, left to the network: GraphQL and its playground,
 * the REST API, exports and imports, shared documents (/s/…), the statechart viewer, the health
 * probes, and any path naming a file (a download, /sw.js itself). Offline they fail as they
 * would without a worker, instead of showing the app where a file or an answer was asked for.
 */
export const NOT_APP_PAGES: readonly RegExp[] = [
  /^\/(?:graphql|api|s|statecharts|healthz|readyz)(?:[/?#]|$)/,
  // The gateway's downloads and uploads; `/import` itself is the app's Import screen.
  /^\/(?:export|import)\//,
  /\/[^/?#]+\.[a-z0-9]+(?:[?#]|$)/i,
];
