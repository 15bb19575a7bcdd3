import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../api/src/test/csv-reader.ts';
import { centsToKsh, documentTotals } from '../client/src/shared/money/cents.ts';
import { formatKsh } from '../client/src/shared/money/money-format.ts';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  openBrowser,
  PHONE,
  rest,
  rowMenuItem,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

type Created = { id: number; name: string };
type Order = { id: number; order_number: string; total_amount: number };

/** What a stat card shows beside its label. */
const statValue = (page: Page, label: string) =>
  page
    .locator('.stat-card', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();

const drawnRows = (page: Page) => page.locator('table tbody tr.data-table__row');

/**
 * The payment ledger as staff see it: the dashboard's Cash collected opens the Payments screen
 * on its period (and the two totals agree), the list is searched, filtered and exported; Owed
 * to us opens the customers by what they owe, each balance leading to its statement.
 */
describe('payments and balances', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let token: string;
  const orders: Record<string, Order> = {};

  beforeAll(async () => {
    browser = await openBrowser();
    ({ page, token } = await signedInPage(browser.context, '/dashboard'));
    const customer = (name: string) =>
      rest<Created>(token, 'POST', '/api/v1/customers', {
        name,
        contact: '+254 711 000 222',
        address: '',
      });
    const njeri = await customer('Njeri Builders');
    const otieno = await customer('Otieno Fundi');
    await customer('Zawadi Paid Up');
    const cement = await rest<Created>(token, 'POST', '/api/v1/inventory', {
      name: 'Simba Cement 50kg',
      quantity: 1000,
      unit_price: 1160,
      cost_price: 800,
      supplier_id: null,
    });
    const sell = async (key: string, customerId: number, bags: number) => {
      const totals = documentTotals([{ quantity: bags, unitPriceCents: 1160_00 }], 1600);
      orders[key] = await rest<Order>(token, 'POST', '/api/v1/orders', {
        customer_id: customerId,
        items: [{ id: cement.id, quantity: bags, unit_price: 1160 }],
        payment_method: 'mpesa',
        subtotal: centsToKsh(totals.subtotalCents),
        vat_rate: 0.16,
        vat_amount: centsToKsh(totals.vatCents),
        total_amount: centsToKsh(totals.totalCents),
      });
    };
    // Njeri: 10 bags (11,600.00), 4,000.00 by M-Pesa and a 1,000.00 cheque that bounced.
    // Otieno: 3 bags (3,480.00), invoiced, 480.00 in cash on the invoice.
    await sell('njeri', njeri.id, 10);
    await sell('otieno', otieno.id, 3);
    const pay = (path: string, body: object) =>
      rest<{ payments: { id: number }[] }>(token, 'POST', `${path}/payments`, body);
    await pay(`/api/v1/orders/${orders.njeri!.id}`, {
      amount: 4000,
      method: 'mpesa',
      reference: 'QK7H2M9XLP',
    });
    const cheque = await pay(`/api/v1/orders/${orders.njeri!.id}`, {
      amount: 1000,
      method: 'cheque',
      reference: '000123',
    });
    await rest(token, 'POST', `/api/v1/payments/${cheque.payments.at(-1)!.id}/reversal`, {
      reason: 'Cheque bounced',
    });
    const invoice = await rest<Created>(
      token,
      'POST',
      `/api/v1/orders/${orders.otieno!.id}/generate-invoice`,
    );
    await pay(`/api/v1/invoices/${invoice.id}`, { amount: 480, method: 'cash' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the payments of this month from Cash collected, with the same total', async () => {
    await page.goto(`${baseUrl()}/dashboard`);
    const cash = statValue(page, 'Cash collected');
    // 4,000 + 1,000 − 1,000 + 480.
    await expect.poll(() => cash.textContent()).toBe(formatKsh(4480));
    await page.getByRole('link', { name: 'Payments in this period' }).click();
    await page.waitForURL(/\/payments\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    await page.getByText('4 entries').waitFor();
    await expect
      .poll(() => page.locator('.payments-total dd').first().textContent())
      .toBe(formatKsh(4480));
    // The first of the month, as dd/mm/yyyy.
    expect(await page.getByLabel('From').inputValue()).toMatch(/^01\/\d{2}\/\d{4}$/);
    // Newest first: the cash payment on Otieno's invoice, then the reversal of the cheque.
    const first = drawnRows(page).first();
    await expect.poll(() => first.textContent()).toContain('Otieno Fundi');
    await expect(first.getByRole('link', { name: /^INV-/ }).count()).resolves.toBe(1);
    const reversed = page.getByRole('row', { name: /Reversed/ });
    await expect.poll(() => reversed.textContent()).toContain('000123');
    await expect(
      page.getByRole('link', { name: 'Payments', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expectAccessible(page, 'payments list');
    await screenshotBothWidths(page, 'payments-list');
  });

  it('finds a payment by its M-Pesa code and filters by method, keeping both in the URL', async () => {
    await page.getByLabel('Search payments').fill('qk7h2');
    await page.getByText('1 entry').waitFor();
    expect(await drawnRows(page).first().textContent()).toContain(orders.njeri!.order_number);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('qk7h2');

    await page.getByLabel('Search payments').fill('');
    await page.getByText('4 entries').waitFor();
    await page.getByLabel('Method').selectOption({ label: 'Cheque' });
    await page.getByText('2 entries').waitFor();
    expect(new URL(page.url()).searchParams.get('method')).toBe('cheque');
    // A payment and its reversal: nothing came in by cheque.
    await expect
      .poll(() => page.locator('.payments-total dd').first().textContent())
      .toBe(formatKsh(0));
    await page.reload();
    expect(await page.getByLabel('Method').inputValue()).toBe('cheque');
    await page.getByText('2 entries').waitFor();
  });

  it('exports the filtered payments as CSV that reads back', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(bytes.subarray(3).toString('utf8'));
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => [row[column('Kind')], row[column('Amount (KSh)')]])).toEqual([
      ['Reversal', '-1000.00'],
      ['Payment', '1000.00'],
    ]);
    expect(rows[1]![column('Reversed')]).toBe('Yes');
    expect(rows[1]![column('Order number')]).toBe(orders.njeri!.order_number);
  });

  it('shows each payment as a card on a phone, with its amount', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/payments?q=njeri`);
    await page.getByText('3 entries').waitFor();
    const amount = drawnRows(page).first().locator('td[data-label="Amount"]');
    await expect.poll(() => amount.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.setViewportSize(DESKTOP);
  });

  it('opens the customers by what they owe from Owed to us; a balance leads to the statement', async () => {
    await page.goto(`${baseUrl()}/dashboard`);
    // 11,600 − 4,000 still owed by Njeri, 3,480 − 480 by Otieno.
    await expect.poll(() => statValue(page, 'Owed to us').textContent()).toBe(formatKsh(10600));
    await page.getByRole('link', { name: 'By customer' }).click();
    await page.waitForURL(/\/customers\?sort=balance&dir=desc$/);
    // The three here and the shop's walk-in customer (issue 50), who owes nothing.
    await page.getByText('4 customers').waitFor();
    const balances = async () =>
      (await drawnRows(page).locator('td[data-label="Balance"]').allInnerTexts()).map((text) =>
        text.trim(),
      );
    await expect
      .poll(balances)
      .toEqual([formatKsh(7600), formatKsh(3000), formatKsh(0), formatKsh(0)]);
    expect(
      await page.getByRole('columnheader', { name: /Balance/ }).getAttribute('aria-sort'),
    ).toBe('descending');
    await expectAccessible(page, 'customers by balance');
    await screenshotBothWidths(page, 'customers-balances');

    await page.setViewportSize(PHONE);
    const card = drawnRows(page).first();
    await expect.poll(() => card.locator('td[data-label="Balance"]').isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);

    await page
      .getByRole('link', { name: `${formatKsh(7600)}: statement of Njeri Builders` })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Statement: Njeri Builders' }).waitFor();

    // On a phone each line is a card: every figure shows, labelled, with nothing off the side.
    await page.setViewportSize(PHONE);
    const closing = page.locator('.statement-doc__closing td[data-label="Amount"]');
    await expect.poll(() => closing.innerText()).toBe(formatKsh(7600));
    expect(await closing.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
      '"Amount"',
    );
    const box = await closing.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(
      await page
        .locator('.statement-doc__lines')
        .evaluate((table) => table.scrollWidth <= table.clientWidth),
    ).toBe(true);
    await screenshotBothWidths(page, 'statement-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('gives suppliers no balance column', async () => {
    await page.goto(`${baseUrl()}/suppliers`);
    await page.getByRole('heading', { level: 1, name: 'Suppliers' }).waitFor();
    await page.getByRole('columnheader', { name: /Name/ }).waitFor();
    expect(await page.getByRole('columnheader', { name: /Balance/ }).count()).toBe(0);
  });

  it('refuses an M-Pesa code typed again unless it is a part of a split payment, and lists the code for review', async () => {
    await page.setViewportSize(DESKTOP);
    const number = orders.otieno!.order_number;
    await page.goto(`${baseUrl()}/orders?q=${number}`);
    await (await rowMenuItem(page, number, `Partial payment for ${number}`)).click();
    const prompt = page.getByRole('dialog', { name: `Partial payment on ${number}` });
    await prompt.getByLabel('Amount received (KSh)').fill('1000');
    // Njeri's order was paid with this code; typed in lower case, it is the same code.
    await prompt.getByLabel('Reference (M-Pesa code)').fill('qk7h2m9xlp');
    await prompt.getByRole('button', { name: 'Record payment' }).click();
    await expect
      .poll(() => prompt.getByRole('alert').textContent())
      .toBe(
        `Failed to record the payment: M-Pesa code QK7H2M9XLP already paid ${orders.njeri!.order_number}; if that one M-Pesa payment paid this sale too, record this as part of a split payment`,
      );
    const split = prompt.getByRole('checkbox', {
      name: /Part of one M-Pesa payment split across sales/,
    });
    await split.check();
    await expectAccessible(page, 'payment dialog with a split M-Pesa payment');
    await screenshotBothWidths(page, 'payments-split-mpesa-dialog');
    await prompt.getByRole('button', { name: 'Record payment' }).click();
    await prompt.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl()}/payments`);
    await page.getByRole('link', { name: 'Codes used twice' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'M-Pesa codes used more than once' })
      .waitFor();
    const row = drawnRows(page).filter({ hasText: 'QK7H2M9XLP' });
    await expect.poll(() => row.textContent()).toContain('Split M-Pesa');
    const text = await row.textContent();
    expect(text).toContain(orders.njeri!.order_number);
    // Otieno's order was invoiced: its part shows under the invoice, as on the Payments list.
    expect(text).toMatch(/INV-\d{6}KSh 1,000\.00/);
    expect(text).toContain(formatKsh(5000));
    expect(text).toContain('Not reported');
    await expectAccessible(page, 'M-Pesa codes used more than once');
    await screenshotBothWidths(page, 'payments-repeated-mpesa-codes');
  });
});
