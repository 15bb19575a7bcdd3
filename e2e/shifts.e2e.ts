import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  openBrowser,
  ownerSession,
  PHONE,
  rest,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

type Created = { id: number; name: string };

/** How far right a table reaches on a phone: within the screen, its rows are cards, not columns. */
async function rightEdgeOnPhone(page: Page, table: Locator): Promise<number> {
  await page.setViewportSize(PHONE);
  const right = await table.evaluate((element) => element.getBoundingClientRect().right);
  await page.setViewportSize(DESKTOP);
  return right;
}

/** A cash sale of KSh 1,160.00 by the signed-in cashier: the order, then its cash payment. */
async function sellForCash(token: string) {
  const run = Date.now().toString(36).slice(-5);
  const customer = await rest<Created>(token, 'POST', '/api/v1/customers', {
    name: `Counter customer ${run}`,
    contact: '+254 722 000 150',
  });
  const paint = await rest<Created>(token, 'POST', '/api/v1/inventory', {
    name: `Crown Paint 4L ${run}`,
    quantity: 20,
    unit_price: 1160,
    cost_price: 900,
    supplier_id: null,
  });
  const order = await rest<Created>(token, 'POST', '/api/v1/orders', {
    customer_id: customer.id,
    items: [{ id: paint.id, quantity: 1, unit_price: 1160 }],
    payment_method: 'cash',
    subtotal: 1000,
    vat_rate: 0.16,
    vat_amount: 160,
    total_amount: 1160,
  });
  await rest(token, 'POST', `/api/v1/orders/${order.id}/payments`, {
    amount: 1160,
    method: 'cash',
  });
}

/** A cashier let in through the owner's invite, signed in over REST. */
async function newCashier() {
  const email = `cashier-${Date.now()}@example.co.ke`;
  const password = 'till-number-2026';
  const invite = await rest<{ token: string }>(ownerSession(), 'POST', '/api/v1/staff/invites', {
    role: 'cashier',
  });
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/signup', { email, password, invite_token: invite.token });
  const { token } = (await (await post('/api/login', { email, password })).json()) as {
    token: string;
  };
  return { email, token };
}

const me = (token: string) => rest<{ email: string }>(token, 'GET', '/api/v1/me');

/** Prints the page to `name`.pdf as Chromium would for the print dialog; its size and text. */
async function printToPdf(page: Page, name: string) {
  mkdirSync('artifacts', { recursive: true });
  const pdf = `artifacts/${name}.pdf`;
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  rmSync(`artifacts/${name}.png`, { force: true });
  execFileSync('pdftoppm', ['-png', '-r', '120', '-singlefile', pdf, `artifacts/${name}`]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    widthMm: (Number(size?.[1]) * 25.4) / 72,
    heightMm: (Number(size?.[2]) * 25.4) / 72,
    text: text.replace(/[ \t]+/g, ' '),
  };
}

describe('a shift: open, sell for cash, pay out, count short, the Z report on 80 mm and A4', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    browser = await openBrowser();
    ({ page, token } = await signedInPage(browser.context, '/shifts'));
  });
  afterAll(() => browser.close());

  it('balances the drawer against the ledger and prints the Z report', async () => {
    await page.getByRole('heading', { name: 'Open a shift' }).waitFor();
    await page.getByLabel('Opening float (KSh)').fill('2,000');
    await screenshotBothWidths(page, 'shift-open');
    await page.getByRole('button', { name: 'Open shift' }).click();
    await page.getByRole('heading', { name: /^Shift open since / }).waitFor();

    await sellForCash(token);

    // A pay-out needs its reason; then it is listed.
    await page.getByLabel('Amount (KSh)').fill('150');
    await page.getByRole('button', { name: 'Record' }).click();
    await page.getByText('Say why the cash moved.').waitFor();
    await page.getByLabel('Reason').fill('Tea and mandazi for the loaders');
    await page.getByRole('button', { name: 'Record' }).click();
    const movements = page.getByRole('table', { name: 'Pay-ins and pay-outs' });
    await movements.getByText('Tea and mandazi for the loaders').waitFor();
    expect(await movements.textContent()).toContain('KSh 150.00');
    expect(await rightEdgeOnPhone(page, movements)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'open shift');
    await screenshotBothWidths(page, 'shift-trading');

    // 2,000 + 1,160 − 150 = 3,010.00 expected; 3,000.00 counted.
    await page.getByRole('button', { name: 'Count and close' }).click();
    await page.getByLabel('Cash counted (KSh)').fill('3000');
    await page.getByRole('button', { name: 'Close shift' }).click();
    const report = page.getByRole('article', { name: 'Z report' });
    await report.waitFor();
    const text = (await report.textContent()) ?? '';
    expect(text).toMatch(/Opening float\s*KSh 2,000\.00/);
    expect(text).toMatch(/Cash taken\s*KSh 1,160\.00/);
    expect(text).toMatch(/Less pay-outs\s*KSh 150\.00/);
    expect(text).toMatch(/Expected cash\s*KSh 3,010\.00/);
    expect(text).toMatch(/Counted cash\s*KSh 3,000\.00/);
    expect(text).toMatch(/Difference\s*-KSh 10\.00/);
    expect(text).toContain('Short by KSh 10.00');
    await expectAccessible(page, 'Z report');
    await screenshotBothWidths(page, 'shift-z-report');

    // The print buttons set the page up for the paper; Chromium's print stand-in records the
    // title and leaves the page as the print dialog would see it, then it is printed to PDF.
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', { name: 'Print 80 mm' }).click();
    const roll = await printToPdf(page, 'shift-z-report-80mm');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(roll.pages).toBe(1);
    expect(Math.round(roll.widthMm)).toBe(80);
    // One slip as tall as the report, not a page of blank roll.
    expect(roll.heightMm).toBeGreaterThan(60);
    expect(roll.heightMm).toBeLessThan(200);
    expect(roll.text).toContain('Z report');
    expect(roll.text).toMatch(/Expected cash\s+KSh 3,010\.00/);
    expect(roll.text).not.toContain('Count and close');

    await page.getByRole('button', { name: 'Print A4' }).click();
    const a4 = await printToPdf(page, 'shift-z-report-a4');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(a4.pages).toBe(1);
    expect(Math.round(a4.widthMm)).toBe(210);
    expect(Math.round(a4.heightMm)).toBe(297);
    expect(a4.text).toMatch(/Difference\s+-KSh 10\.00/);

    // The shift is in the managers' list, short by 10.00.
    const list = page.getByRole('region', { name: /All shifts/ });
    await list.getByText('Short by KSh 10.00').waitFor();
    expect(await rightEdgeOnPhone(page, list.getByRole('table'))).toBeLessThanOrEqual(PHONE.width);
  });

  it('names a cashier’s shift left open to the manager, who counts and closes it', async () => {
    const cashier = await newCashier();
    await rest(cashier.token, 'POST', '/api/v1/shifts', { opening_float: 500 });
    // The next sign-in (a page load) says so, on whatever screen it opens.
    await page.goto(`${baseUrl()}/dashboard`);
    const banner = page.getByRole('status').filter({ hasText: 'is still open' });
    await banner.getByText(`The shift of ${cashier.email}`).waitFor();
    await screenshotBothWidths(page, 'shift-left-open-banner');
    await banner.getByRole('link', { name: 'See shifts' }).click();
    const row = page.getByRole('row').filter({ hasText: cashier.email });
    await row.getByRole('button', { name: 'Close' }).click();
    const dialog = page.getByRole('dialog', { name: `Close the shift of ${cashier.email}` });
    await dialog.getByLabel('Cash counted (KSh)').fill('500');
    await dialog.getByRole('button', { name: 'Close shift' }).click();
    const report = page.getByRole('dialog', { name: 'Z report' });
    await report.getByText('Balanced').waitFor();
    expect(await report.textContent()).toContain(`Closed by${(await me(token)).email}`);
    await expectAccessible(page, 'Z report of a shift closed by a manager');
  });
});
