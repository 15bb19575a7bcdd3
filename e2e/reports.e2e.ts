import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  ownerSession,
  PHONE,
  rest,
  screenshot,
  screenshotBothWidths,
  sidewaysOverflow,
} from './browser.ts';

// The owner's reports (issue 49) in Debian's Chromium against the real server, on this file's
// own database: a sale made, then its figures in the VAT return and sales by item; a cashier
// has no Reports entry and the address refuses them.

type Created = { id: number };

/** Opens `path` in a new page signed in with `token`. */
async function pageWith(context: BrowserContext, token: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('reports: the VAT return and sales by item after a sale', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;

  beforeAll(async () => {
    browser = await openBrowser();
    const owner = ownerSession();
    const customer = await rest<Created>(owner, 'POST', '/api/v1/customers', {
      name: 'Kamau Builders',
      contact: '0722 300 300',
      address: null,
    });
    const item = await rest<Created>(owner, 'POST', '/api/v1/inventory', {
      name: 'Nguvu Cement 50kg',
      quantity: 40,
      unit_price: 1160,
      cost_price: 800,
      supplier_id: null,
    });
    // 5 bags at KSh 1,160.00 with VAT: KSh 5,000.00 net, KSh 800.00 VAT, costing KSh 4,000.00.
    await rest(owner, 'POST', '/api/v1/orders', {
      customer_id: customer.id,
      items: [{ id: item.id, quantity: 5, unit_price: 1160 }],
      payment_method: 'cash',
      subtotal: 5000,
      vat_rate: 0.16,
      vat_amount: 800,
      total_amount: 5800,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the owner reads the sale in the VAT return and in sales by item, and exports it', async () => {
    const page = await pageWith(browser.context, ownerSession(), '/dashboard');
    await menu(page).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();

    const vat = page.getByRole('table', { name: /^VAT return / });
    const standard = vat.getByRole('row').filter({ hasText: 'B: Standard rate (16%)' });
    await expect.poll(() => standard.textContent()).toContain('KSh 5,000.00');
    expect(await standard.textContent()).toContain('KSh 800.00');
    const netVat = page.getByRole('definition').filter({ hasText: 'KSh' }).first();
    expect(await netVat.textContent()).toBe('KSh 800.00');
    await expect.poll(() => page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await screenshotBothWidths(page, 'reports-vat-return');
    // On paper: the shop's name, the report and its figures, none of the screen around them.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Reports' }).isVisible()).toBe(false);
    await screenshot(page, 'reports-vat-return-print');
    await page.emulateMedia({ media: 'screen' });
    await expectAccessible(page, 'VAT return');

    await page.getByRole('button', { name: 'Sales & gross profit' }).click();
    const byItem = page.getByRole('table', { name: 'Sales by item' });
    const cement = byItem.getByRole('row').filter({ hasText: 'Nguvu Cement 50kg' });
    await cement.waitFor();
    const cells = await cement.getByRole('cell').allTextContents();
    expect(cells.join(' | ')).toContain('KSh 5,000.00');
    expect(cells.join(' | ')).toContain('KSh 4,000.00');
    expect(cells.join(' | ')).toContain('KSh 1,000.00');
    expect(cells.join(' | ')).toContain('20.0%');
    await screenshotBothWidths(page, 'reports-sales-by-item');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const path = await download.path();
    expect(readFileSync(path, 'utf8')).toContain('Nguvu Cement 50kg');

    await page.getByRole('button', { name: 'By day' }).click();
    await page.getByRole('table', { name: 'Sales by day' }).waitFor();
    await expect.poll(() => page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await screenshotBothWidths(page, 'reports-sales-by-day');

    await page.getByRole('button', { name: 'Stock valuation' }).click();
    const stock = page.getByRole('table', { name: /^Stock valuation as at / });
    // 35 bags left at KSh 800.00: KSh 28,000.00 at cost.
    await stock.getByRole('row').filter({ hasText: 'KSh 28,000.00' }).waitFor();
    await screenshotBothWidths(page, 'reports-stock-valuation');

    await page.getByRole('button', { name: 'Aged debtors' }).click();
    await page.getByRole('heading', { name: 'Aged debtors' }).waitFor();
    await page.getByText(/^As at the end of /).waitFor();
    // Kamau Builders' 5,800.00 is not yet due: one bar, stacked of one bucket.
    await expect.poll(() => page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const kamau = page.getByRole('table', { name: /^Aged debtors as at / }).getByRole('row', {
      name: /Kamau Builders/,
    });
    expect(await kamau.textContent()).toContain('KSh 5,800.00');
    await screenshotBothWidths(page, 'reports-aged-debtors');

    // A phone scrolls the page, never sideways.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'VAT return' }).click();
    await vat.waitFor();
    expect(await sidewaysOverflow(page.locator('html'))).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('a cashier has no Reports entry, and the address refuses them', async () => {
    const invite = await rest<{ token: string }>(ownerSession(), 'POST', '/api/v1/staff/invites', {
      role: 'cashier',
    });
    const account = { email: `cashier-${Date.now()}@example.co.ke`, password: 'hardware-2026' };
    const post = (url: string, body: object) =>
      fetch(`${baseUrl()}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('/api/signup', { ...account, invite_token: invite.token });
    const { token } = (await (await post('/api/login', account)).json()) as { token: string };

    const page = await pageWith(browser.context, token, '/dashboard');
    await menu(page).getByRole('link', { name: 'Orders', exact: true }).waitFor();
    expect(await menu(page).getByRole('link', { name: 'Reports' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/reports`);
    await page.getByRole('alert').filter({ hasText: 'Only an owner or a manager' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.close();
  });
});
