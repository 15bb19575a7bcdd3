import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../api/src/test/csv-reader.ts';
import { baseUrl, openBrowser, rest, screenshotBothWidths, signedInPage } from './browser.ts';

type Created = { id: number; name: string };

// More than one page (50) of orders, and a customer whose name needs quoting in CSV.
const KAMAU_ORDERS = 45;
const WANJIRU_ORDERS = 15;
const WANJIRU = 'Wanjirũ Ng’ang’a, "Mama Mboga"';

/** Rows of the orders table, as drawn (a virtual list draws only those near the view). */
const drawnRows = (page: Page) => page.locator('table tbody tr.data-table__row');

describe('long lists: paging, filters in the URL, CSV export', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser();
    const signedIn = await signedInPage(browser.context, '/dashboard');
    page = signedIn.page;
    const { token } = signedIn;
    const kamau = await rest<Created>(token, 'POST', '/api/v1/customers', {
      name: 'Kamau Builders',
      contact: '+254 711 000 222',
      address: '',
    });
    const wanjiru = await rest<Created>(token, 'POST', '/api/v1/customers', {
      name: WANJIRU,
      contact: '+254 722 333 444',
      address: 'Gikomba, Nairobi',
    });
    const cement = await rest<Created>(token, 'POST', '/api/v1/inventory', {
      name: 'Simba Cement 50kg',
      quantity: 10_000,
      unit_price: 1000,
      cost_price: 800,
      supplier_id: null,
    });
    // n bags at KSh 1,000: subtotal n × 1,000, VAT n × 160, total n × 1,160, all exact.
    for (let n = 1; n <= KAMAU_ORDERS + WANJIRU_ORDERS; n++) {
      await rest(token, 'POST', '/api/v1/orders', {
        customer_id: n <= KAMAU_ORDERS ? kamau.id : wanjiru.id,
        items: [{ id: cement.id, quantity: n, unit_price: 1000 }],
        payment_method: 'cash',
        subtotal: n * 1000,
        vat_rate: 0.16,
        vat_amount: n * 160,
        total_amount: n * 1160,
      });
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows 60 orders one line each, drawing only those in view, and loads the rest on scroll', async () => {
    await page.goto(`${baseUrl()}/orders`);
    await page.getByText('60 orders').waitFor();
    // Newest first: the 60th order on top.
    await page.getByRole('row', { name: /ORD-000060/ }).waitFor();
    // One line per order: at least 12 of them fit an 800 px tall window.
    const inView = await drawnRows(page).evaluateAll(
      (rows) =>
        rows.filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    expect(inView).toBeGreaterThanOrEqual(12);
    expect(await drawnRows(page).count()).toBeLessThan(60);
    await screenshotBothWidths(page, 'orders-list');

    // Scrolling to the end brings the next page: the first order ever made.
    const scroller = page.locator('.data-table--virtual');
    await expect
      .poll(async () => {
        await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
        return page.getByRole('row', { name: /ORD-000001/ }).count();
      })
      .toBe(1);
  });

  it('keeps the search and filters in the URL through a reload, and Back undoes a filter', async () => {
    await page.getByLabel('Search orders').fill('wanjir');
    await page.getByText(`${WANJIRU_ORDERS} orders`).waitFor();
    await page.getByLabel('Status').selectOption({ label: 'Pending' });
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('pending');
    expect(new URL(page.url()).searchParams.get('q')).toBe('wanjir');

    await page.reload();
    expect(await page.getByLabel('Search orders').inputValue()).toBe('wanjir');
    expect(await page.getByLabel('Status').inputValue()).toBe('pending');
    await page.getByText(`${WANJIRU_ORDERS} orders`).waitFor();

    await page.goBack();
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('');
    expect(await page.getByLabel('Search orders').inputValue()).toBe('wanjir');
  });

  it('exports exactly the orders the search matches as CSV that reads back', async () => {
    await page.getByText(`${WANJIRU_ORDERS} orders`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    // UTF-8 with a byte-order mark, so Excel reads ũ and ’ right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(bytes.subarray(3).toString('utf8'));
    expect(header?.slice(0, 3)).toEqual(['Order number', 'Date', 'Customer']);
    expect(rows).toHaveLength(WANJIRU_ORDERS);
    const column = (name: string) => header!.indexOf(name);
    for (const row of rows) {
      expect(row[column('Customer')]).toBe(WANJIRU);
      expect(row[column('Date')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    // Newest first, amounts as plain numbers: order 60 is 60 bags, KSh 69,600.00.
    expect(rows[0]?.[column('Order number')]).toBe('ORD-000060');
    expect(rows[0]?.[column('Total (KSh)')]).toBe('69600.00');
  });
});
