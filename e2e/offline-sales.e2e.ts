import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  rest,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

// Issue 54: the counter keeps selling through an outage. A sale whose answer is lost after the
// server made it, a sale made with the browser offline (DevTools' emulation), a reload while a
// sale is being sent, and two tabs sending together: each sale exists exactly once, counted
// through the API.

type Created = { id: number; name: string; barcode: string };

async function item(token: string, name: string, unitPrice: number, n: number) {
  const barcode = `5${String(Date.now()).slice(-10)}${n}${n}`;
  return rest<Created>(token, 'POST', '/api/v1/inventory', {
    name: `${name} ${Date.now().toString(36).slice(-5)}`,
    quantity: 20,
    unit_price: unitPrice,
    cost_price: Math.round(unitPrice * 70) / 100,
    supplier_id: null,
    barcode,
  });
}

/** How many orders sell the item, read through the API (each journey sale sells one item). */
async function ordersSelling(token: string, itemId: number): Promise<number> {
  const page = await rest<{ items: { id: number }[] }>(token, 'GET', '/api/v1/orders?limit=200');
  const ids = page.items.map((order) => order.id).join(',');
  const lines = await rest<{ order_id: number; inventory_id: number | null }[]>(
    token,
    'GET',
    `/api/v1/order-items?order_ids=${ids}`,
  );
  return new Set(lines.filter((line) => line.inventory_id === itemId).map((l) => l.order_id)).size;
}

const isCreateOrder = (route: Route) =>
  (route.request().postData() ?? '').includes('mutation CreateOrder');

/**
 * Scans the item at the quick sale, with the server there: these journeys are about sending
 * sales; scanning with no server is offline-catalogue.e2e.ts's.
 */
async function ringUp(page: Page, sold: Created) {
  await page.keyboard.type(sold.barcode, { delay: 4 });
  await page.keyboard.press('Enter');
  await page.getByText(`Added ${sold.name}`).waitFor();
}

/** Enter in the empty search finishes the sale (cash, exact). */
const finish = (page: Page) => page.keyboard.press('Enter');

const badge = (page: Page) =>
  page.locator('.side-menu').getByRole('button', { name: /waiting to sync/ });

describe('offline sales journey', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('makes each sale once: a lost answer, an offline sale, a reload mid-send and two tabs', async () => {
    const { page, token } = await signedInPage(browser.context, '/quick-sale');
    const lost = await item(token, 'Kimbo 1kg', 420, 1);
    const offline = await item(token, 'Omo 500g', 185, 2);
    const twoTabs = await item(token, 'Ketepa Tea 100g', 150, 3);
    // The quick sale sells into its cashier's drawer: a shift open (issue 50).
    await rest(token, 'POST', '/api/v1/shifts', { opening_float: 1000 });
    await page.reload();
    await page.getByRole('heading', { name: 'Quick sale', level: 1 }).waitFor();
    await page.getByLabel('Search items').waitFor();

    // 1. The server makes the order, and its answer is lost on the way back.
    let dropped = 0;
    await page.route('**/graphql', async (route) => {
      if (!isCreateOrder(route) || dropped > 0) return route.fallback();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await ringUp(page, lost);
    await finish(page);
    // Kept under its key, then sent again at once: the server answers the order it made, and
    // the receipt on screen becomes that order's.
    await page.getByRole('dialog', { name: /^Receipt (OFF-[A-Z0-9]{4}-\d{4}|ORD-\d+)$/ }).waitFor();
    await page.getByRole('dialog', { name: /^Receipt ORD-\d+$/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByText(/^Last sale OFF-[A-Z0-9]{4}-\d{4}/).waitFor();
    await expect.poll(() => badge(page).count()).toBe(0);
    expect(dropped).toBe(1);
    expect(await ordersSelling(token, lost.id)).toBe(1);
    await page.unroute('**/graphql');

    // 2. DevTools' offline emulation: the sale is kept, with a provisional receipt.
    await ringUp(page, offline);
    await browser.context.setOffline(true);
    await finish(page);
    const receipt = page.getByRole('dialog', { name: /^Receipt OFF-/ });
    await receipt.getByText('PROVISIONAL RECEIPT - made offline, waiting to sync').waitFor();
    await expectAccessible(page, 'provisional receipt');
    await screenshotBothWidths(page, 'offline-provisional-receipt');
    await page.keyboard.press('Escape');
    await badge(page).getByText('1').waitFor();
    await screenshotBothWidths(page, 'offline-waiting-badge');
    // Signing out would strand it: refused, naming it.
    await page.locator('.side-menu').getByRole('button', { name: 'Logout' }).click();
    const blocked = page.getByRole('dialog', { name: 'Sales wait to sync' });
    await blocked.getByText(/OFF-[A-Z0-9]{4}-\d{4}/).waitFor();
    await screenshotBothWidths(page, 'offline-sign-out-blocked');
    await blocked.getByRole('button', { name: 'Stay signed in' }).click();
    // The badge lists what this device keeps, each with its receipt.
    await badge(page).click();
    const kept = page.getByRole('dialog', { name: 'Sales made offline' });
    await kept.getByText('Waiting to sync').waitFor();
    await kept.getByText('Synced').waitFor();
    await expectAccessible(page, 'sales kept offline');
    await screenshotBothWidths(page, 'offline-kept-sales');
    await kept.getByRole('button', { name: 'Close' }).first().click();
    // Meanwhile the shelf ran out and the price went up (another till, the owner).
    const before = await rest<Record<string, unknown>>(
      token,
      'GET',
      `/api/v1/inventory/${offline.id}`,
    );
    await rest(token, 'PUT', `/api/v1/inventory/${offline.id}`, {
      name: before.name,
      quantity: 0,
      unit_price: 199,
      cost_price: before.cost_price,
      supplier_id: null,
      change_reason: 'Supplier price rise',
    });
    expect(await ordersSelling(token, offline.id)).toBe(0);

    // 3. Back online, the send reaches the server, which makes the order; the page reloads
    // before the answer arrives. The reloaded page sends it again under the same key.
    const madeOnServer = Promise.withResolvers<void>();
    const reloaded = Promise.withResolvers<void>();
    await page.route('**/graphql', async (route) => {
      if (!isCreateOrder(route)) return route.fallback();
      await route.fetch();
      madeOnServer.resolve();
      // Never answered: the page is reloaded under it, then the held request is let go.
      await reloaded.promise;
      await route.abort().catch(() => undefined);
    });
    await browser.context.setOffline(false);
    await madeOnServer.promise;
    await page.unroute('**/graphql', undefined);
    await page.reload();
    reloaded.resolve();
    await page.getByRole('heading', { name: 'Quick sale', level: 1 }).waitFor();
    await expect.poll(() => badge(page).count()).toBe(0);
    expect(await ordersSelling(token, offline.id)).toBe(1);

    // 4. Two tabs, one outbox: a sale made offline in one, both online together.
    const second = await browser.context.newPage();
    await second.goto(`${baseUrl()}/quick-sale`);
    await second.getByRole('heading', { name: 'Quick sale', level: 1 }).waitFor();
    await page.bringToFront();
    await ringUp(page, twoTabs);
    await browser.context.setOffline(true);
    await finish(page);
    await page.getByRole('dialog', { name: /^Receipt OFF-/ }).waitFor();
    await page.keyboard.press('Escape');
    await badge(second).waitFor();
    await browser.context.setOffline(false);
    await expect.poll(() => badge(page).count()).toBe(0);
    await expect.poll(() => badge(second).count()).toBe(0);
    expect(await ordersSelling(token, twoTabs.id)).toBe(1);
    await second.close();
    // Its receipt again, now with its real number.
    await page.getByRole('button', { name: 'Receipt', exact: true }).click();
    await page.getByRole('dialog', { name: /^Receipt ORD-\d+$/ }).waitFor();
    await page.keyboard.press('Escape');

    // The sale that synced with a shortfall and an old price waits for a manager.
    await page.goto(`${baseUrl()}/needs-attention`);
    const sale = page
      .getByRole('list', { name: 'Sales that need attention' })
      .locator(':scope > li')
      .filter({ hasText: offline.name });
    await sale
      .getByText(`Stock ran out: 1 of ${offline.name} sold, 0 on the shelf (1 short)`)
      .waitFor();
    await sale
      .getByText(
        `Price changed: ${offline.name} was sold at KSh 185.00, the shelf price is now KSh 199.00`,
      )
      .waitFor();
    await expectAccessible(page, 'needs attention');
    await screenshotBothWidths(page, 'offline-needs-attention', sale);
    await sale.getByRole('button', { name: 'Mark handled' }).click();
    await sale.waitFor({ state: 'detached' });
  });
});
