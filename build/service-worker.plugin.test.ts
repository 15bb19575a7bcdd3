import { expect, it } from 'vitest';
import { appPagePaths } from './service-worker.plugin.ts';

const root = `${import.meta.dirname}/..`;

it("routes every page of the app through the service worker: the sign-in pages and each signed-in screen's", () => {
  const paths = appPagePaths(root);
  for (const page of [
    '',
    'login',
    'signup',
    'dashboard',
    'inventory',
    'customers',
    'orders',
    'invoices',
    'payments',
    'settings',
  ]) {
    expect(paths).toContain(page);
  }
  // A screen reached from another one (/customers/:id/statement) is its first segment's page.
  expect(paths.filter((path) => path === 'customers')).toHaveLength(1);
  for (const path of paths) expect(path).toMatch(/^[a-z0-9-]*$/);
});
