import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';
import {
  builtClientDir,
  expectAccessible,
  openBrowser,
  rest,
  screenshotBothWidths,
  useServer,
} from './browser.ts';
import { journeyDatabase } from './journey-database.ts';

// Issue 54, the installable app shell and the read cache: signed in, the owner looks at the
// inventory and the customers; then the server is switched off (its port closed, and the
// browser offline too, as a service worker's own requests may ignore the browser's offline
// switch) and the page reloaded: the app comes from the device, and each screen shows what it
// last saw, saying how old it is. Then a new build is deployed: the running app offers it, and
// Reload takes it. The server of this file is its own, so that it can be stopped and started
// again at the same address (the same origin keeps the same service worker).
const tag = randomUUID().slice(0, 6);
const named = (name: string) => `${name} ${tag}`;

/** The table row whose first cell is `name`. */
const row = (page: Page, name: string): Locator =>
  page.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) });

const cellTexts = async (locator: Locator) =>
  (await locator.getByRole('cell').allInnerTexts()).map((text) => text.trim());

/** What the device kept for offline use: the operations of its IndexedDB's answers. */
const keptOperations = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('ghala-cache');
        opening.onsuccess = () => {
          const db = opening.result;
          // Closed again at once: an open connection would hold up the app's own upgrade.
          if (!db.objectStoreNames.contains('answers')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { operationName: string }[]).map((a) => a.operationName));
          };
        };
        opening.onerror = () => resolve([]);
      }),
  );

/** HH:mm in Nairobi, as the app shows times, of each minute from `since` to now. */
function nairobiMinutesSince(since: number): string[] {
  const minutes: string[] = [];
  const minute = 60_000;
  for (let at = Math.floor(since / minute) * minute; at <= Date.now(); at += minute) {
    minutes.push(new Date(at + 3 * 60 * minute).toISOString().slice(11, 16));
  }
  return minutes;
}

describe('offline: the app shell and the last-seen catalogue and customers', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  /** When the customers were first asked for, online: the list kept is as of then or later. */
  let customersAskedAt = 0;
  // The served build: a copy, so that a new build can be deployed into it without touching
  // the one the other journeys use.
  const clientDir = mkdtempSync(join(tmpdir(), 'ghala-offline-client-'));

  beforeAll(async () => {
    cpSync(builtClientDir(), clientDir, { recursive: true });
    server = await startTestServer({ database: journeyDatabase(), clientDir });
    useServer(server.url, server.owner.token);
    const token = server.owner.token;
    await rest(token, 'POST', '/api/v1/inventory', {
      name: named('Iron Sheet G30'),
      quantity: 40,
      unit_price: 1250,
      cost_price: 1000,
      supplier_id: null,
    });
    await rest(token, 'POST', '/api/v1/customers', {
      name: named('Wanjiku Hardware'),
      contact: '0711 222 333',
      address: null,
    });
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('installs: a web manifest a phone can install from, and a service worker', async () => {
    await page.goto(`${server.url}/login`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await rest<Record<string, unknown>>(
      server.owner.token,
      'GET',
      manifestHref ?? '/missing',
    );
    expect(manifest).toMatchObject({
      name: 'Ghala',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b6e4f',
    });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const answer = await fetch(`${server.url}${icon.src}`);
      expect(answer.headers.get('Content-Type'), icon.src).toBe('image/png');
    }
  });

  it('signed in, the inventory and the customers are kept on the device as they are seen', async () => {
    await page.getByLabel('Email').fill(server.owner.email);
    await page.getByLabel('Password').fill(server.owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(`${server.url}/inventory`);
    await row(page, named('Iron Sheet G30')).waitFor();
    // An answer is written to the device as it comes: a page load straight after the rows show
    // could cut that write short, so the next address waits for it.
    await expect.poll(() => keptOperations(page)).toContain('InventoryList');
    customersAskedAt = Date.now();
    await page.goto(`${server.url}/customers`);
    await row(page, named('Wanjiku Hardware')).waitFor();
    // The worker has precached the app once it is active; the answers are kept as they come.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(async () => (await keptOperations(page)).sort())
      .toEqual(expect.arrayContaining(['CurrentUser', 'CustomersList', 'InventoryList']));
    // What the worker keeps: the app's page and files, never an answer of GraphQL or the API.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(20);
    expect(cached.filter((path) => /^\/(graphql|api|export|s)\b/.test(path))).toEqual([]);
    // Online, no screen says it is offline.
    expect(await page.getByText(/^Offline/).count()).toBe(0);
  });

  it('with the server stopped, a reload shows the app and the last-seen customers and items, with their age', async () => {
    await server.stopListening();
    await browser.context.setOffline(true);
    // The server is really gone: nothing answers at its address.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    await page.reload();
    // Still signed in: the frame and its menu, not the sign-in page.
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customers');
    await row(page, named('Wanjiku Hardware')).waitFor();
    const notice = page.getByRole('status').filter({ hasText: /^Offline/ });
    await expect.poll(() => notice.textContent()).toMatch(/^Offline — showing customers as of /);
    // Seen moments ago: today's time, in a minute since the list was asked for online.
    const shownAt = /as of (\d\d:\d\d)\.$/.exec((await notice.textContent()) ?? '')?.[1];
    expect(nairobiMinutesSince(customersAskedAt)).toContain(shownAt);
    await expectAccessible(page, 'customers offline');
    await screenshotBothWidths(page, 'offline-customers');

    // Another screen whose data the device kept, reached through the menu.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Inventory', exact: true })
      .click();
    await row(page, named('Iron Sheet G30')).waitFor();
    // Prices and stock as last seen.
    const cells = await cellTexts(row(page, named('Iron Sheet G30')));
    expect(cells.slice(0, 3)).toEqual([named('Iron Sheet G30'), '40', 'KSh 1,250.00']);
    await expect
      .poll(() => notice.textContent())
      .toMatch(/^Offline — showing items as of \d\d:\d\d\.$/);

    // A reload there too: the screen the user was on, from the device.
    await page.reload();
    await row(page, named('Iron Sheet G30')).waitFor();
    await expect.poll(() => notice.textContent()).toMatch(/^Offline — showing items as of /);
    await screenshotBothWidths(page, 'offline-inventory');

    // A screen that needs the whole shop's data says it cannot have it offline.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Reports', exact: true })
      .click();
    await expect
      .poll(() => notice.textContent())
      .toBe(
        'Offline — this screen needs the server. Items and customers you have seen are still here.',
      );
    await screenshotBothWidths(page, 'offline-reports');
  });

  it('a new build deployed meanwhile is offered, and Reload applies it', async () => {
    // The next release: a page that differs, and so a worker that differs (what the build
    // writes when anything changed).
    const page0 = readFileSync(join(clientDir, 'index.html'), 'utf8');
    writeFileSync(
      join(clientDir, 'index.html'),
      page0.replace('<head>', '<head><meta name="ghala-release" content="next">'),
    );
    const worker = readFileSync(join(clientDir, 'sw.js'), 'utf8');
    const revised = worker.replace(
      /"revision":"[^"]+","url":"index\.html"/,
      `"revision":"next-${tag}","url":"index.html"`,
    );
    expect(revised).not.toBe(worker);
    writeFileSync(join(clientDir, 'sw.js'), revised);
    await server.listenAgain();
    await browser.context.setOffline(false);

    await page.goto(`${server.url}/customers`);
    await row(page, named('Wanjiku Hardware')).waitFor();
    // Back online: the screen's data is current again, and says nothing of being offline.
    await expect.poll(() => page.getByText(/^Offline/).count()).toBe(0);
    // The running version stays until the user chooses.
    expect(await page.locator('meta[name="ghala-release"]').count()).toBe(0);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Ghala is ready.' });
    await prompt.waitFor();
    await screenshotBothWidths(page, 'update-ready');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.locator('meta[name="ghala-release"][content="next"]').waitFor({ state: 'attached' });
    await row(page, named('Wanjiku Hardware')).waitFor();
    expect(await prompt.count()).toBe(0);
  });

  it('signing out forgets what the device kept, for the next person on it', async () => {
    expect((await keptOperations(page)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await keptOperations(page)).toEqual([]);
  });
});
