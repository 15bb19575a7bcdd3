import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  ownerSession,
  rest,
  screenshotBothWidths,
  sidewaysOverflow,
} from './browser.ts';

// Issue 53 in Debian's Chromium against the real server: the owner brings in items from a
// spreadsheet exported by another tool, sees the one bad row's reason beside it, fixes the file,
// chooses it again and imports; the items are then on the Inventory screen with their stock.

const HEADER = 'Item Name,Selling Price,Purchase Cost,Qty On Hand,Unit,Barcode';
const GOOD = [
  'Import Cement 50kg,"1,250.00",980,40,bag,IMP-0001',
  'Import Nails 3in,320.50,250,12,kg,',
  'Import Wheelbarrow,"4,500",3800,3,,',
];
const csvOf = (...rows: string[]) => Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`);

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('import: a spreadsheet of items, one bad row fixed, then imported', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the bad row with its reason, then imports the fixed file whole', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate((value) => localStorage.setItem('token', value), ownerSession());
    await page.goto(`${baseUrl()}/dashboard`);
    // A new shop's first-run checklist offers the import beside adding items one by one.
    const checklist = page.getByRole('region', { name: 'Get your shop ready' });
    await checklist.getByRole('link', { name: 'Import a spreadsheet' }).waitFor();
    await screenshotBothWidths(page, 'import-offered-by-checklist');
    await checklist.getByRole('link', { name: 'Import a spreadsheet' }).click();
    await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
    // The menu marks the screen once the navigation is through, not at the click.
    await expect
      .poll(() => menu(page).getByRole('link', { name: 'Import' }).getAttribute('aria-current'))
      .toBe('page');

    const bad = 'Import Paint 4L,cheap,900,5,tin,';
    await page.getByLabel('Spreadsheet').setInputFiles({
      name: 'items.csv',
      mimeType: 'text/csv',
      buffer: csvOf(GOOD[0]!, bad, GOOD[1]!, GOOD[2]!),
    });
    await page.getByText('3 rows ready, 1 row with problems').waitFor();
    // The columns as matched from another tool's headers, each editable.
    expect(await page.getByLabel('Selling Price').inputValue()).toBe('unit_price');
    expect(await page.getByLabel('Qty On Hand').inputValue()).toBe('quantity');
    const badRow = page.getByRole('row').filter({ hasText: 'Import Paint 4L' });
    expect(await badRow.textContent()).toContain('Selling Price: must be a number');
    expect(await badRow.textContent()).toMatch(/^3/);
    const importButton = page.getByRole('button', { name: /^Import/ });
    expect(await importButton.isDisabled()).toBe(true);
    await expectAccessible(page, 'import preview with a bad row');
    await screenshotBothWidths(page, 'import-preview-bad-row');
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await sidewaysOverflow(page.locator('main'))).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Fixed in the file and chosen again.
    await page.getByLabel('Spreadsheet').setInputFiles({
      name: 'items.csv',
      mimeType: 'text/csv',
      buffer: csvOf(GOOD[0]!, 'Import Paint 4L,"1,100",900,5,tin,', GOOD[1]!, GOOD[2]!),
    });
    await page.getByText('4 rows ready.').waitFor();
    await page.getByRole('button', { name: 'Import 4 rows' }).click();
    await page.getByText(/Imported: 4 new records, 0 updated, 0 left as they were/).waitFor();
    await screenshotBothWidths(page, 'import-done');

    const items = await rest<{ name: string; quantity: number; unit_price: number }[]>(
      ownerSession(),
      'GET',
      '/api/v1/inventory',
    );
    const imported = items.filter((item) => item.name.startsWith('Import '));
    expect(imported.map(({ name, quantity, unit_price }) => [name, quantity, unit_price])).toEqual([
      ['Import Cement 50kg', 40, 1250],
      ['Import Nails 3in', 12, 320.5],
      ['Import Paint 4L', 5, 1100],
      ['Import Wheelbarrow', 3, 4500],
    ]);
    await page.getByRole('link', { name: 'Open Items' }).click();
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await page.getByText('Import Cement 50kg').first().waitFor();
  });

  it('brings customers in with what they owe: an opening balance on their statement, its preview without VAT or credit note', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate((value) => localStorage.setItem('token', value), ownerSession());
    await page.goto(`${baseUrl()}/import`);
    await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Customers' }).check();
    const suffix = Date.now().toString(36);
    const owing = `Otieno Builders ${suffix}`;
    await page.getByLabel('Spreadsheet').setInputFiles({
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Customer Name,Phone,Open Balance',
          `${owing},0722 555 010,"12,500.00"`,
          `Akinyi Kiosk ${suffix},0722 555 011,0`,
        ].join('\r\n'),
      ),
    });
    await page.getByText('2 rows ready.').waitFor();
    expect(await page.getByLabel('Open Balance').inputValue()).toBe('opening_balance');
    await screenshotBothWidths(page, 'import-customers-opening-balance');
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText(/Imported: 2 new records/).waitFor();

    const customers = await rest<{ id: number; name: string }[]>(
      ownerSession(),
      'GET',
      '/api/v1/customers',
    );
    const customer = customers.find((each) => each.name === owing)!;
    await page.goto(`${baseUrl()}/customers/${customer.id}/statement`);
    const statement = page.getByRole('article', { name: `Statement for ${owing}` });
    await statement.getByText(/^Opening balance OB-\d{6}$/).waitFor();
    expect(await statement.getByRole('row').last().textContent()).toContain(
      'Balance dueKSh 12,500.00',
    );
    await screenshotBothWidths(page, 'statement-opening-balance');

    const { lines } = await rest<{ lines: { invoice_id: number; invoice_number: string }[] }>(
      ownerSession(),
      'GET',
      `/api/v1/customers/${customer.id}/statement`,
    );
    await page.goto(`${baseUrl()}/invoices?invoice=${lines[0]!.invoice_id}`);
    const preview = page.getByRole('dialog', { name: new RegExp(lines[0]!.invoice_number) });
    const document = preview.getByRole('article', {
      name: `Opening balance ${lines[0]!.invoice_number}`,
    });
    await document.getByText('Not a sale: no VAT is charged on it.', { exact: false }).waitFor();
    expect(await document.textContent()).not.toContain('VAT (16%)');
    expect(await preview.getByRole('button', { name: 'Credit note' }).count()).toBe(0);
    await expectAccessible(page, 'opening balance preview');
    await screenshotBothWidths(page, 'opening-balance-preview', document);
  });
});
