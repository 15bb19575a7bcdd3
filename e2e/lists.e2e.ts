import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../api/src/test/csv-reader.ts';
import { formatDate, nairobiDay } from '../client/src/shared/format/date.ts';
import { centsToKsh, documentTotals } from '../client/src/shared/money/cents.ts';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  rest,
  screenshotBothWidths,
  sidewaysOverflow,
  signedInPage,
} from './browser.ts';

type Created = { id: number; name: string };

// More than one page (50) of orders, and a customer whose name needs quoting in CSV.
const KAMAU_ORDERS = 45;
const WANJIRU_ORDERS = 15;
const WANJIRU = 'Wanjirũ Ng’ang’a, "Mama Mboga"';
// More than one page (50) of customers found by one search, and items over a page.
const DUKA_CUSTOMERS = 70;
const BATI_ITEMS = 60;
const duka = (n: number) => `Duka la Mama ${String(n).padStart(3, '0')}`;
const bati = (n: number) => `Bati Gauge ${String(n).padStart(2, '0')}`;
// 10 units or fewer is low stock: every item whose number is a multiple of 4 (15 of them).
const batiQuantity = (n: number) => (n % 4 === 0 ? n % 9 : 20 + n);

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
      unit_price: 1160,
      cost_price: 800,
      supplier_id: null,
    });
    for (let n = 1; n <= DUKA_CUSTOMERS; n++) {
      await rest(token, 'POST', '/api/v1/customers', {
        name: duka(n),
        contact: `+254 733 ${String(n).padStart(6, '0')}`,
        address: n % 2 ? `Stall ${n}, Gikomba` : '',
      });
    }
    const mabati = await rest<Created>(token, 'POST', '/api/v1/suppliers', {
      name: 'Mabati Rolling Mills',
      contact: '0722 410 410',
      address: 'Mariakani',
      kra_pin: 'P051234567Q',
    });
    for (let n = 1; n <= BATI_ITEMS; n++) {
      await rest(token, 'POST', '/api/v1/inventory', {
        name: bati(n),
        quantity: batiQuantity(n),
        unit_price: 1000 + n,
        cost_price: 800,
        supplier_id: n % 2 ? mabati.id : null,
      });
    }
    // n bags at KSh 1,160 (VAT included): a total of n × 1,160, with the server's VAT split.
    for (let n = 1; n <= KAMAU_ORDERS + WANJIRU_ORDERS; n++) {
      const totals = documentTotals([{ quantity: n, unitPriceCents: 1160_00 }], 1600);
      await rest(token, 'POST', '/api/v1/orders', {
        customer_id: n <= KAMAU_ORDERS ? kamau.id : wanjiru.id,
        items: [{ id: cement.id, quantity: n, unit_price: 1160 }],
        payment_method: 'cash',
        subtotal: centsToKsh(totals.subtotalCents),
        vat_rate: 0.16,
        vat_amount: centsToKsh(totals.vatCents),
        total_amount: centsToKsh(totals.totalCents),
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
    // Every row's buttons are in view at 1280 px: the table does not scroll sideways.
    const table = page.locator('.data-table--virtual');
    expect(await sidewaysOverflow(table)).toBeLessThanOrEqual(0);
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

  it('on a phone, scrolls the order cards with the page, not in a box of their own', async () => {
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.goto(`${baseUrl()}/orders`);
      await page.getByRole('row', { name: /ORD-000060/ }).waitFor();
      // The cards' box is as tall as its cards: nothing scrolls inside it.
      const box = page.locator('.data-table--virtual');
      expect(await box.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
      expect(await drawnRows(page).count()).toBeLessThan(60);
      // Scrolling the page to its end draws the last cards, in view, and brings the next page.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          // Read at once (a card scrolled away is no longer drawn): its bottom, if drawn.
          const bottoms = await page
            .getByRole('row', { name: /ORD-000001/ })
            .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().bottom));
          if (bottoms.length === 0) return 'not drawn';
          return bottoms.every((bottom) => bottom <= 800) ? 'in view' : 'below the view';
        })
        .toBe('in view');
      expect(await drawnRows(page).count()).toBeLessThan(60);
    } finally {
      if (desktop) await page.setViewportSize(desktop);
    }
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

  it('orders: From and To read and show dd/mm/yyyy in an American browser, typed or picked', async () => {
    // Chromium here speaks en-US: its own date input would show and take mm/dd/yyyy.
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const today = nairobiDay();
    const yesterday = nairobiDay(new Date(Date.now() - 86_400_000));
    await page.goto(`${baseUrl()}/orders?from=${today}`);
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await expect.poll(() => from.inputValue()).toBe(formatDate(today));
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await page.getByText('60 orders').waitFor();

    // An impossible day is said beside the field, and filters nothing.
    await to.fill('31/02/2025');
    await to.blur();
    const problem = 'There is no day 31 in February 2025: it has 28 days.';
    await page.getByText(problem).waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).searchParams.get('to')).toBeNull();
    await screenshotBothWidths(page, 'orders-date-filter-error');
    await expectAccessible(page, 'orders list with a date problem');

    // Typed day first, with a phone's digits only: the list follows, the error goes.
    await to.fill(today.split('-').reverse().join(''));
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe(today);
    await to.blur();
    expect(await to.inputValue()).toBe(formatDate(today));
    expect(await page.getByText(problem).count()).toBe(0);
    await page.getByText('60 orders').waitFor();

    // The calendar button opens the browser's picker; a day picked there reads dd/mm/yyyy.
    const picker = page.locator('.date-field', { has: from }).locator('.date-field__picker');
    // Made at the first press only: a browser's date input is costly to build with the list.
    expect(await picker.count()).toBe(0);
    await page
      .locator('.date-field', { has: from })
      .getByRole('button', { name: 'Open calendar' })
      .click();
    await picker.fill(yesterday);
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(yesterday);
    expect(await from.inputValue()).toBe(formatDate(yesterday));
    await screenshotBothWidths(page, 'orders-date-filter');
  });

  it('customers: the search in the URL survives a reload, and the pages scrolled to come back', async () => {
    await page.goto(`${baseUrl()}/customers`);
    await page.getByLabel('Search customers').fill('duka la');
    await page.getByText(`${DUKA_CUSTOMERS} customers`).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('duka la');
    await page.getByRole('row', { name: new RegExp(duka(1)) }).waitFor();
    expect(await drawnRows(page).count()).toBeLessThan(50);

    // Scrolling to the end brings page 2, and the address records it (in place, no new entry).
    const historyLength = await page.evaluate(() => history.length);
    const scroller = page.locator('.data-table--virtual');
    await expect
      .poll(async () => {
        await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
        return page.getByRole('row', { name: new RegExp(duka(DUKA_CUSTOMERS)) }).count();
      })
      .toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // A reload (and so a shared link) asks for page 2 by itself, before any scrolling, and
    // shows the rows in the same order.
    const restored = page.waitForRequest(
      (request) =>
        request.url().endsWith('/graphql') &&
        request.postDataJSON()?.operationName === 'CustomersList' &&
        request.postDataJSON()?.variables?.after != null,
    );
    await page.reload();
    expect(await page.getByLabel('Search customers').inputValue()).toBe('duka la');
    await restored;
    await page.getByText(`${DUKA_CUSTOMERS} customers`).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const names = async () =>
      (await drawnRows(page).locator('.party-name').allInnerTexts()).map((name) => name.trim());
    expect((await names())[0]).toBe(duka(1));
    // Page 2's answer may still be on its way: scroll to the end again until its last row shows.
    await expect
      .poll(async () => {
        await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
        return (await names()).at(-1);
      })
      .toBe(duka(DUKA_CUSTOMERS));
    await screenshotBothWidths(page, 'customers-paged');

    // Another search starts again at the first page.
    await page.getByLabel('Search customers').fill('duka la mama 00');
    await page.getByText('9 customers').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  it('customers: exports exactly the customers the search matches as CSV that reads back', async () => {
    await page.getByLabel('Search customers').fill('duka la');
    await page.getByText(`${DUKA_CUSTOMERS} customers`).waitFor();
    await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dir')).toBe('desc');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(['Name', 'Contact', 'Address', 'KRA PIN', 'Balance (KSh)']);
    // Every match, not only the pages on screen, Z to A as the list is sorted.
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: DUKA_CUSTOMERS }, (_, i) => duka(DUKA_CUSTOMERS - i)),
    );
    expect(rows.at(-1)).toEqual([duka(1), '+254 733 000001', 'Stall 1, Gikomba', '', '0.00']);
  });

  it('inventory: search, stock filter and sort live in the URL; the export follows them', async () => {
    await page.goto(`${baseUrl()}/inventory`);
    await page.getByLabel('Search inventory').fill('bati');
    await page.getByText(`${BATI_ITEMS} items`).waitFor();
    await page.getByLabel('Stock', { exact: true }).selectOption({ label: 'Low stock' });
    await page.getByText('15 items').waitFor();
    await page.getByRole('columnheader', { name: /Qty/ }).getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('quantity');
    const lowStock = Array.from({ length: BATI_ITEMS }, (_, i) => i + 1)
      .filter((n) => batiQuantity(n) <= 10)
      .sort((a, b) => batiQuantity(a) - batiQuantity(b) || a - b);
    const firstRow = () => drawnRows(page).first().locator('.inventory-name').innerText();
    await expect.poll(firstRow).toBe(bati(lowStock[0]!));

    await page.reload();
    expect(await page.getByLabel('Search inventory').inputValue()).toBe('bati');
    expect(await page.getByLabel('Stock', { exact: true }).inputValue()).toBe('low');
    await page.getByText('15 items').waitFor();
    await expect.poll(firstRow).toBe(bati(lowStock[0]!));
    expect(await page.getByRole('columnheader', { name: /Qty/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await screenshotBothWidths(page, 'inventory-filtered');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(bytes.subarray(3).toString('utf8'));
    expect(header?.slice(0, 2)).toEqual(['Name', 'Quantity']);
    expect(rows.map((row) => [row[0], row[1]])).toEqual(
      lowStock.map((n) => [bati(n), String(batiQuantity(n))]),
    );
  });

  it('suppliers: a supplier added keeps the search and shows marked; the export follows the search', async () => {
    await page.goto(`${baseUrl()}/suppliers?q=mabati`);
    await page.getByText('1 supplier').waitFor();
    await page.getByRole('button', { name: 'Add Supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Supplier' });
    await dialog.getByLabel('Name').fill('Crown Paints Kenya');
    await dialog.getByLabel('Contact').fill('0733 600 600');
    await dialog.getByRole('button', { name: 'Add Supplier' }).click();
    await page.getByText('Crown Paints Kenya added').waitFor();
    expect(await page.getByLabel('Search suppliers').inputValue()).toBe('mabati');
    await page
      .getByRole('row', { name: /Crown Paints Kenya/ })
      .and(page.locator('.data-table__row--highlight'))
      .waitFor();
    await screenshotBothWidths(page, 'suppliers-added');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    const [, ...rows] = readCsv(bytes.subarray(3).toString('utf8'));
    expect(rows).toEqual([['Mabati Rolling Mills', '0722 410 410', 'Mariakani', 'P051234567Q']]);
  });

  it('audit: scrolling past the first page brings the rest once, not the same page again and again', async () => {
    const nextPages: unknown[] = [];
    const onRequest = (request: Request) => {
      const body = request.url().endsWith('/graphql') ? request.postDataJSON() : null;
      if (body?.operationName === 'AuditList' && body.variables?.after != null)
        nextPages.push(body.variables.after);
    };
    page.on('request', onRequest);
    try {
      // Each item added with its opening stock is one event: 60 of them, over two pages.
      await page.goto(`${baseUrl()}/audit?q=${encodeURIComponent('bati gauge')}`);
      await page.getByText(`${BATI_ITEMS} events`).waitFor();
      const scroller = page.locator('.data-table--virtual');
      await expect
        .poll(async () => {
          await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
          return page.getByRole('row', { name: new RegExp(`${bati(1)}: new item`) }).count();
        })
        .toBe(1);
      await expect.poll(() => page.getByText('Loading more events...').count()).toBe(0);
      expect(nextPages).toHaveLength(1);
    } finally {
      page.off('request', onRequest);
    }
  });
});
