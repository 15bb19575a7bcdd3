import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactFile,
  baseUrl,
  expectAccessible,
  openBrowser,
  rest,
  screenshotBothWidths,
  searchList,
  signedInPage,
} from './browser.ts';

// Purchase orders (issue 51), in Debian's Chromium against the real server: a supplier's group
// on To reorder made a purchase order in one step, marked sent, part of it received against the
// order (partially received), and more than ordered asked about first. Names carry this run's tag.
const tag = randomUUID().slice(0, 6);
const named = (name: string) => `${name} ${tag}`;

type Item = { id: number; name: string };

describe('purchase orders: from To reorder to a delivery received against one', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let supplier: { id: number; name: string };
  let sheets: Item;
  let nails: Item;
  let token: string;

  beforeAll(async () => {
    browser = await openBrowser();
    ({ page, token } = await signedInPage(browser.context, '/dashboard'));
    supplier = await rest(token, 'POST', '/api/v1/suppliers', {
      name: named('Mabati Rolling Mills'),
      contact: '0722 200 300',
      address: null,
    });
    const lowItem = (name: string, costPrice: number) =>
      rest<Item>(token, 'POST', '/api/v1/inventory', {
        name: named(name),
        quantity: 2,
        unit_price: costPrice * 1.3,
        cost_price: costPrice,
        supplier_id: supplier.id,
        reorder_level: 10,
      });
    sheets = await lowItem('Mabati sheet 3m', 850);
    nails = await lowItem('Roofing nails 1kg', 240);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('makes a purchase order from a supplier’s group on To reorder in one step', async () => {
    await page.goto(`${baseUrl()}/to-reorder`);
    const group = page.getByRole('region', { name: supplier.name });
    await group.waitFor();
    await screenshotBothWidths(page, 'to-reorder-create-purchase-order');
    await group.getByRole('button', { name: 'Create purchase order' }).click();
    await page.waitForURL(/\/purchase-orders\/\d+$/);
    const heading = page.getByRole('heading', { name: /^Purchase order PO-\d{6}$/ });
    await heading.waitFor();
    const paper = page.getByRole('article', { name: /^Purchase order PO-/ });
    await expect.poll(() => paper.getByText('Draft').count()).toBe(1);
    await paper.getByText(sheets.name).waitFor();
    await paper.getByText(nails.name).waitFor();
    await screenshotBothWidths(page, 'purchase-order-draft');
    await expectAccessible(page, 'a draft purchase order');

    await page.getByRole('button', { name: 'Mark sent' }).click();
    await paper.getByText('Sent', { exact: true }).waitFor();
  });

  it('receives part of it against the order: partially received, the rest outstanding', async () => {
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const dialog = page.getByRole('dialog', { name: /^Receive against PO-/ });
    // Each line starts at what is still outstanding.
    const sheetsField = dialog.getByLabel(`Quantity of ${sheets.name} received`);
    expect(Number(await sheetsField.inputValue())).toBeGreaterThan(1);
    await sheetsField.fill('1');
    await dialog.getByLabel(`Quantity of ${nails.name} received`).fill('0');
    await screenshotBothWidths(page, 'purchase-order-receive');
    await expectAccessible(page, 'receiving against a purchase order');
    await dialog.getByRole('button', { name: 'Post goods received' }).click();
    await dialog.waitFor({ state: 'detached' });
    const paper = page.getByRole('article', { name: /^Purchase order PO-/ });
    await paper.getByText('Partially received').waitFor();
    await page
      .getByRole('note')
      .getByText(/cannot be cancelled/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await screenshotBothWidths(page, 'purchase-order-partially-received');
  });

  it('asks before receiving more than ordered', async () => {
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const dialog = page.getByRole('dialog', { name: /^Receive against PO-/ });
    await dialog.getByLabel(`Quantity of ${nails.name} received`).fill('999');
    await dialog.getByRole('button', { name: 'Post goods received' }).click();
    const ask = page.getByRole('dialog', { name: 'Receive more than ordered?' });
    await ask.getByText(new RegExp(`${nails.name}: 999`)).waitFor();
    await screenshotBothWidths(page, 'purchase-order-over-receipt');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard this delivery?' });
    await discard.getByRole('button', { name: /Discard/ }).click();
  });

  it('lists the order with its status, searched by supplier', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Purchase orders' })
      .click();
    await page.getByRole('heading', { name: 'Purchase orders' }).waitFor();
    await searchList(page, 'Search purchase orders', supplier.name);
    const table = page.getByRole('table', { name: 'Purchase orders, newest first' });
    await table.getByText('Partially received').waitFor();
    await screenshotBothWidths(page, 'purchase-orders-list');
    await expectAccessible(page, 'the purchase orders list');
  });

  it('prints the order for the supplier: shop, supplier, number, lines, total excluding VAT, delivery day and note', async () => {
    const order = await rest<{ id: number; po_number: string }>(
      token,
      'POST',
      '/api/v1/purchase-orders',
      {
        supplier_id: supplier.id,
        expected_on: '2099-03-14',
        note: 'Deliver to the back gate, Ruiru',
        lines: [
          { inventory_id: sheets.id, quantity: 12, unit_cost: 850 },
          { inventory_id: nails.id, quantity: 5, unit_cost: 240.5 },
        ],
      },
    );
    const shop = await rest<{ name: string; kra_pin: string | null }>(
      token,
      'GET',
      '/api/v1/company',
    );
    await page.goto(`${baseUrl()}/purchase-orders/${order.id}`);
    await page.getByRole('article', { name: `Purchase order ${order.po_number}` }).waitFor();
    const pdfFile = artifactFile('purchase-order.pdf');
    rmSync(artifactFile('purchase-order-1.png'), { force: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: pdfFile, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    execFileSync('pdftoppm', ['-png', '-r', '80', pdfFile, artifactFile('purchase-order')]);
    expect(readFileSync(pdfFile, 'latin1').match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(1);
    const text = execFileSync('pdftotext', ['-raw', pdfFile, '-'], { encoding: 'utf8' });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(shop.name);
    expect(flat).toContain(`No. ${order.po_number}`);
    expect(flat).toContain('Deliver by 14/03/2099');
    expect(flat).toContain(supplier.name);
    expect(flat).toContain('0722 200 300');
    expect(flat).toContain(`${sheets.name} 12 KSh 850.00 KSh 10,200.00`);
    expect(flat).toContain(`${nails.name} 5 KSh 240.50 KSh 1,202.50`);
    expect(flat).toContain('Total excluding VAT KSh 11,402.50');
    expect(flat).toContain('Unit costs and amounts exclude VAT: your invoice adds it.');
    expect(flat).toMatch(/Note Deliver to the back gate, Ruiru/i);
    // What is for the shop's own eyes stays on the screen.
    expect(flat).toContain('Item Ordered Unit cost Amount');
    expect(flat).not.toContain('Outstanding');
    expect(flat).not.toContain('Draft');
    expect(flat).not.toContain('Print / Export PDF');
    expect(flat).not.toContain('Logout');
  });
});
