import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { NOT_APP_PAGES } from '../client/src/service-worker/app-pages.ts';

const root = `${import.meta.dirname}/..`;

/** Where the app declares its routes: the sign-in pages, and every signed-in screen. */
const ROUTE_SOURCES = ['client/src/app/app-routes.tsx', 'client/src/app/screens.ts'];

/** The app's page paths as declared (`path="/login"` in JSX, `path: '/orders'` in a list). */
const appPagePaths = () =>
  ROUTE_SOURCES.flatMap((file) =>
    [
      ...readFileSync(join(root, file), 'utf8').matchAll(
        /\bpath(?:=|:\s*)["'`](\/[a-z0-9-]*)(?=["'`/])/g,
      ),
    ].map((match) => match[1] ?? '/'),
  );

const answeredWithApp = (path: string) => !NOT_APP_PAGES.some((pattern) => pattern.test(path));

it("answers a navigation to every page of the app with the app's page, offline too", () => {
  const paths = appPagePaths();
  for (const page of ['/login', '/signup', '/dashboard', '/inventory', '/customers', '/import']) {
    expect(paths).toContain(page);
  }
  for (const path of [...paths, '/', '/customers/7/statement', '/orders?status=pending']) {
    expect(answeredWithApp(path), path).toBe(true);
  }
});

it('leaves GraphQL, the REST API, downloads, shared documents and the viewer to the network', () => {
  for (const path of [
    '/graphql',
    '/graphql?query=x',
    '/api/login',
    '/api/v1/orders/3/receipt.pdf',
    '/export/customers.csv?q=njeri',
    '/import/template',
    '/s/3f9a',
    '/statecharts',
    '/healthz',
    '/readyz',
    '/sw.js',
    '/manifest.webmanifest',
  ]) {
    expect(answeredWithApp(path), path).toBe(false);
  }
});
