import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../api/src/test/csv-reader.ts';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  pickFrom,
  rest,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

// What the shop owes (issue 51) in Debian's Chromium against the real server: goods received
// on Purchases, billed from that note on Bills, paid in part, and the rest on Reports' aged
// creditors, the supplier's statement and the VAT return's section F. Names carry this run's tag.
const tag = randomUUID().slice(0, 6);
const named = (name: string) => `${name} ${tag}`;
const PIN = 'P051234567X';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('bills: a delivery billed, paid in part, the rest owed', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let supplier: { id: number; name: string };
  let cement: { id: number; name: string };
  let token: string;

  beforeAll(async () => {
    browser = await openBrowser();
    ({ page, token } = await signedInPage(browser.context, '/dashboard'));
    supplier = await rest(token, 'POST', '/api/v1/suppliers', {
      name: named('Mabati Rolling'),
      contact: '0722 900 900',
      address: null,
      kra_pin: PIN,
    });
    cement = await rest(token, 'POST', '/api/v1/inventory', {
      name: named('Iron sheet G30'),
      quantity: 0,
      unit_price: 1400,
      cost_price: 1000,
      supplier_id: supplier.id,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('receives goods, bills the note, pays part, and ages the rest', async () => {
    // 10 sheets at KSh 1,000.00 net of VAT.
    await menu(page).getByRole('link', { name: 'Purchases' }).click();
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive goods' });
    await pickFrom(receive, 'Supplier', supplier.name);
    await pickFrom(receive, 'Add item', cement.name);
    await receive.getByLabel(`Quantity of ${cement.name}`).fill('10');
    await receive.getByLabel(`Unit cost of ${cement.name}`).fill('1000');
    await receive.getByLabel("Supplier's invoice no. (optional)").fill(`MR-${tag}`);
    await receive.getByRole('button', { name: 'Post goods received' }).click();
    await receive.waitFor({ state: 'detached' });

    await menu(page).getByRole('link', { name: 'Bills' }).click();
    await page.getByRole('heading', { name: 'Bills', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New bill' }).click();
    const form = page.getByRole('dialog', { name: 'New bill' });
    await pickFrom(form, 'Supplier', supplier.name);
    await form.getByRole('checkbox', { name: /GRN-\d{6}/ }).check();
    expect(await form.getByLabel("Supplier's invoice no.").inputValue()).toBe(`MR-${tag}`);
    // The supplier's KRA PIN comes with them (still changeable, as their invoice prints it).
    expect(await form.getByLabel("Supplier's KRA PIN (optional)").inputValue()).toBe(PIN);
    await form.getByRole('button', { name: 'Add service line' }).click();
    await form.getByLabel('Service line 1: what it is for').fill('Delivery to the shop');
    await form.getByLabel('Service line 1: amount').fill('500');
    await screenshotBothWidths(page, 'bills-new-bill');
    await expectAccessible(page, 'New bill');
    await form.getByRole('button', { name: 'Record bill' }).click();

    // 10,000 + 500 net, 16 % VAT: 12,180.00.
    const bill = page.getByRole('dialog', { name: /^Bill BILL-\d{6}$/ });
    await bill.getByText(/Bill BILL-\d{6} recorded\./).waitFor();
    await bill.getByText('KSh 12,180.00').first().waitFor();
    await screenshotBothWidths(page, 'bills-bill');
    await expectAccessible(page, 'One bill');

    await bill.getByRole('button', { name: 'Pay' }).click();
    const pay = page.getByRole('dialog', { name: /^Pay / });
    const amount = pay.getByLabel('Amount paid (KSh)');
    expect(await amount.inputValue()).toBe('12180.00');
    await amount.fill('5000');
    await pay.getByLabel('Method').selectOption('bank_transfer');
    await pay.getByLabel('Reference (bank reference)').fill(`TRF-${tag}`);
    await screenshotBothWidths(page, 'bills-pay');
    await expectAccessible(page, 'Pay a bill');
    await pay.getByRole('button', { name: 'Pay' }).click();
    await bill.getByText('Payment of KSh 5,000.00 recorded.').waitFor();
    await bill.getByText('KSh 7,180.00').first().waitFor();
    await screenshotBothWidths(page, 'bills-bill-part-paid');
    await bill.getByRole('button', { name: 'Done' }).click();

    const table = page.getByRole('table', { name: 'Bills' });
    const row = table.getByRole('row').filter({ hasText: supplier.name });
    await expect.poll(() => row.textContent()).toContain('Partially paid');
    expect(await row.textContent()).toContain('KSh 7,180.00');
    await screenshotBothWidths(page, 'bills-list');
    await expectAccessible(page, 'Bills');

    // The rest, not yet due, on aged creditors; its supplier's statement one click away.
    await menu(page).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('button', { name: 'Aged creditors' }).click();
    const creditors = page.getByRole('table', { name: /^Aged creditors as at / });
    const owed = creditors.getByRole('row').filter({ hasText: supplier.name });
    await expect.poll(() => owed.textContent()).toContain('KSh 7,180.00');
    await screenshotBothWidths(page, 'reports-aged-creditors');
    await expectAccessible(page, 'Aged creditors');

    await page.getByRole('button', { name: 'VAT return' }).click();
    const sectionF = page.getByRole('table', { name: /^Section F purchases / });
    const purchase = sectionF.getByRole('row').filter({ hasText: supplier.name });
    await expect.poll(() => purchase.textContent()).toContain('KSh 1,680.00');
    expect(await purchase.textContent()).toContain(PIN);
    await screenshotBothWidths(page, 'reports-vat-section-f');

    await page.getByRole('button', { name: 'Aged creditors' }).click();
    await owed.getByRole('link', { name: supplier.name }).click();
    const statement = page.getByRole('article', {
      name: `Supplier statement for ${supplier.name}`,
    });
    await statement.getByText(`TRF-${tag}`, { exact: false }).waitFor();
    await screenshotBothWidths(page, 'suppliers-statement');
    await expectAccessible(page, 'Supplier statement');
  });

  it("exports the supplier's bills as CSV from Bills, with the list's filter", async () => {
    await page.goto(`${baseUrl()}/bills?supplier=${supplier.id}`);
    const table = page.getByRole('table', { name: 'Bills' });
    await table.getByRole('row').filter({ hasText: supplier.name }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^supplier-bills-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    const [header, ...rows] = readCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toContain('Supplier KRA PIN');
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]?.[header!.indexOf(name)];
    expect(cell('Supplier')).toBe(supplier.name);
    expect(cell('Supplier KRA PIN')).toBe(PIN);
    expect(cell('Balance (KSh)')).toBe('7180.00');
    expect(cell('Status')).toBe('Partially paid');
  });

  it("lists a bill falling due this week on the dashboard's We owe, opening it on Bills", async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
    const due = await rest<{ id: number; bill_number: string }>(
      token,
      'POST',
      '/api/v1/supplier-bills',
      {
        supplier_id: supplier.id,
        supplier_invoice_number: `RENT-${tag}`,
        due_on: day,
        lines: [{ description: 'Store rent', amount: 3000, tax_band: 'A' }],
      },
    );
    await page.goto(`${baseUrl()}/dashboard`);
    const list = page.getByRole('list', { name: 'Bills due this week' });
    const link = list.getByRole('link', { name: new RegExp(`^${due.bill_number}, `) });
    await link.waitFor();
    await list.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'dashboard-we-owe');
    await link.click();
    await page.getByRole('dialog', { name: `Bill ${due.bill_number}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/bills');
    await page.keyboard.press('Escape');
  });

  it("keeps the supplier's KRA PIN on Suppliers, asked for when adding one", async () => {
    await menu(page).getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    await page.getByLabel('Search suppliers').fill(supplier.name);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: supplier.name });
    await expect.poll(() => row.textContent()).toContain(PIN);
    await screenshotBothWidths(page, 'suppliers-kra-pin');
    await page.getByRole('button', { name: 'Add Supplier' }).click();
    const add = page.getByRole('dialog', { name: 'Add Supplier' });
    await add.getByLabel('KRA PIN (optional)').waitFor();
    await screenshotBothWidths(page, 'suppliers-add-with-kra-pin');
    await expectAccessible(page, 'Add Supplier with a KRA PIN');
    await page.keyboard.press('Escape');
  });
});
