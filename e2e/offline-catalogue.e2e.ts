import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';
import {
  builtClientDir,
  expectAccessible,
  openBrowser,
  rest,
  screenshotBothWidths,
  signedInPage,
  useServer,
} from './browser.ts';
import { journeyDatabase } from './journey-database.ts';

// Issue 54, the catalogue kept whole on the device: signed in, the cashier opens the quick sale
// and looks nothing up; then the server is switched off (its port closed, and the browser
// offline too). A scan of an item never scanned, and a search for another never searched, are
// answered from the kept catalogue; the sale is kept, and sent once when the server is back.
// The server of this file is its own, so that it can be stopped and started again.
const tag = randomUUID().slice(0, 6);
const named = (name: string) => `${name} ${tag}`;

type Created = { id: number; name: string; barcode: string | null };

/** A record of the device's kept catalogue: the items (`items`) or when they were fetched. */
const keptRecord = (page: Page, key: 'items' | 'items-stamp') =>
  page.evaluate(
    (key) =>
      new Promise<Record<string, unknown> | undefined>((resolve) => {
        const opening = indexedDB.open('ghala-cache');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('catalogue')) return resolve(undefined);
          const read = db.transaction('catalogue').objectStore('catalogue').get(key);
          read.onsuccess = () => resolve(read.result);
        };
        opening.onerror = () => resolve(undefined);
      }),
    key,
  );

/** The names of the items the device keeps in its catalogue. */
const keptCatalogue = async (page: Page) =>
  (((await keptRecord(page, 'items'))?.items ?? []) as { name: string }[]).map((item) => item.name);

describe('offline: the counter sells any item of the kept catalogue', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Awaited<ReturnType<typeof openBrowser>>;

  beforeAll(async () => {
    server = await startTestServer({ database: journeyDatabase(), clientDir: builtClientDir() });
    useServer(server.url, server.owner.token);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('scans and searches items never looked up online, and the sale syncs once', async () => {
    const owner = server.owner.token;
    const item = (name: string, unitPrice: number, barcode: string | null) =>
      rest<Created>(owner, 'POST', '/api/v1/inventory', {
        name: named(name),
        quantity: 30,
        unit_price: unitPrice,
        cost_price: unitPrice / 2,
        supplier_id: null,
        barcode,
      });
    const scanned = await item('Blue Band 500g', 260, `61${Date.now()}`.slice(0, 13));
    const searched = await item('Jogoo Maize Flour 2kg', 175, null);
    const { page, token } = await signedInPage(browser.context, '/dashboard');
    await rest(token, 'POST', '/api/v1/shifts', { opening_float: 1000 });
    await page.goto(`${server.url}/quick-sale`);
    await page.getByRole('heading', { name: 'Quick sale', level: 1 }).waitFor();
    await page.getByLabel('Search items').waitFor();
    // Kept on the device at sign-in, though the screen has shown neither.
    await expect
      .poll(() => keptCatalogue(page))
      .toEqual(expect.arrayContaining([scanned.name, searched.name]));
    // Dated by a record of its own, which an app start reads instead of the whole catalogue.
    const kept = await keptRecord(page, 'items');
    expect(await keptRecord(page, 'items-stamp')).toEqual({
      key: 'items-stamp',
      savedAt: kept?.savedAt,
    });

    await server.stopListening();
    await browser.context.setOffline(true);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    // A scan: the barcode typed fast, ending in Enter, in the search.
    await page.getByLabel('Search items').focus();
    await page.keyboard.type(scanned.barcode ?? '', { delay: 4 });
    await page.keyboard.press('Enter');
    await page.getByText(`Added ${scanned.name}`).waitFor();
    // A search typed by hand: a few letters of the name, in another case.
    await page.getByLabel('Search items').fill(`maize FLOUR 2kg ${tag}`);
    const matches = page.getByRole('list', { name: 'Items to sell' }).getByRole('listitem');
    await expect
      .poll(() => matches.allInnerTexts())
      .toEqual([expect.stringContaining(searched.name)]);
    await page.getByRole('button', { name: `Add ${searched.name} to the cart` }).click();
    const notice = page.getByRole('status').filter({ hasText: /^Offline/ });
    await expect.poll(() => notice.textContent()).toMatch(/^Offline — showing items as of /);
    await expectAccessible(page, 'quick sale offline from the kept catalogue');
    await screenshotBothWidths(page, 'offline-catalogue-quick-sale');

    // Finished as paid in cash, exact: kept, with a provisional receipt.
    await page.getByRole('button', { name: /^Finish sale/ }).click();
    const receipt = page.getByRole('dialog', { name: /^Receipt OFF-/ });
    await receipt.getByText(scanned.name).waitFor();
    await receipt.getByText(searched.name).waitFor();
    await page.keyboard.press('Escape');
    const badge = page.locator('.side-menu').getByRole('button', { name: /waiting to sync/ });
    await badge.getByText('1').waitFor();

    // Back online, the sale is sent once, with both items.
    await server.listenAgain();
    await browser.context.setOffline(false);
    await expect.poll(() => badge.count(), { timeout: 30_000 }).toBe(0);
    const orders = await rest<{ items: { id: number }[] }>(
      token,
      'GET',
      '/api/v1/orders?limit=200',
    );
    const lines = await rest<{ order_id: number; inventory_id: number | null }[]>(
      token,
      'GET',
      `/api/v1/order-items?order_ids=${orders.items.map((order) => order.id).join(',')}`,
    );
    const selling = (id: number) => lines.filter((line) => line.inventory_id === id);
    expect(selling(scanned.id)).toHaveLength(1);
    expect(selling(searched.id)).toHaveLength(1);
    expect(selling(scanned.id)[0]?.order_id).toBe(selling(searched.id)[0]?.order_id);
  });
});
