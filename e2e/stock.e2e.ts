import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  pickFrom,
  rest,
  rowMenuItem,
  screenshotBothWidths,
  searchList,
  signedInPage,
} from './browser.ts';

// Stock that comes in as well as out (issue 17), in Debian's Chromium against the real server:
// a delivery received on the Purchases screen, its movement in the item's stock ledger with an
// adjustment beside it, and a stock count posted. Names carry this run's tag.
const tag = randomUUID().slice(0, 6);
const named = (name: string) => `${name} ${tag}`;

type Item = { id: number; name: string; quantity: number; cost_price: number };

describe('stock: goods received, the ledger, adjustments and counts', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let token: string;
  let supplier: { id: number; name: string };
  let cement: Item;
  let wire: Item;

  beforeAll(async () => {
    browser = await openBrowser();
    ({ page, token } = await signedInPage(browser.context, '/dashboard'));
    supplier = await rest(token, 'POST', '/api/v1/suppliers', {
      name: named('Bamburi Cement'),
      contact: '0722 100 100',
      address: null,
    });
    cement = await rest<Item>(token, 'POST', '/api/v1/inventory', {
      name: named('Nguvu Cement 50kg'),
      quantity: 20,
      unit_price: 890,
      cost_price: 760,
      supplier_id: supplier.id,
    });
    wire = await rest<Item>(token, 'POST', '/api/v1/inventory', {
      name: named('Binding wire roll'),
      quantity: 6,
      unit_price: 3900,
      cost_price: 3350,
      supplier_id: supplier.id,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('receives a delivery: stock up, cost at the weighted average, the note listed', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Purchases' })
      .click();
    await page.getByRole('heading', { name: 'Purchases' }).waitFor();
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const dialog = page.getByRole('dialog', { name: 'Receive goods' });
    await pickFrom(dialog, 'Supplier', supplier.name);
    await pickFrom(dialog, 'Add item', cement.name);
    await pickFrom(dialog, 'Add item', wire.name);
    await dialog.getByLabel(`Quantity of ${cement.name}`).fill('60');
    await dialog.getByLabel(`Unit cost of ${cement.name}`).fill('800');
    await dialog.getByLabel(`Quantity of ${wire.name}`).fill('4');
    await dialog.getByLabel("Supplier's invoice no. (optional)").fill(`BCL-${tag}`);
    // 60 × 800 + 4 × 3,350
    await dialog.getByText('KSh 61,400.00').waitFor();
    await screenshotBothWidths(page, 'purchases-receive-goods');
    await expectAccessible(page, 'Receive goods');

    // Escape on typed work asks before throwing it away; Keep editing finds it all as it was.
    const invoiceNo = dialog.getByLabel("Supplier's invoice no. (optional)");
    await invoiceNo.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard this delivery?' });
    await question
      .getByText('It has not been posted yet. What you entered will be lost.')
      .waitFor();
    await screenshotBothWidths(page, 'purchases-receive-goods-discard');
    await expectAccessible(page, 'Discard this delivery?');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    await expect
      .poll(() => invoiceNo.evaluate((field) => field === document.activeElement))
      .toBe(true);
    expect(await invoiceNo.inputValue()).toBe(`BCL-${tag}`);
    expect(await dialog.getByLabel(`Quantity of ${cement.name}`).inputValue()).toBe('60');
    expect(await dialog.getByLabel(`Quantity of ${wire.name}`).inputValue()).toBe('4');
    await dialog.getByText('KSh 61,400.00').waitFor();
    await dialog.getByRole('button', { name: 'Post goods received' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The search settled first: axe must not judge the rows as they dim for its answer.
    await searchList(page, 'Search goods received', `BCL-${tag}`);
    const table = page.getByRole('table', { name: 'Goods received, newest first' });
    const row = table.locator('tbody tr').filter({ hasText: `BCL-${tag}` });
    await row.waitFor();
    expect(await row.innerText()).toContain('KSh 61,400.00');
    await screenshotBothWidths(page, 'purchases');
    await expectAccessible(page, 'Purchases');

    const after = await rest<Item>(token, 'GET', `/api/v1/inventory/${cement.id}`);
    // (20 × 760 + 60 × 800) ÷ 80 = 790
    expect(after).toMatchObject({ quantity: 80, cost_price: 790 });
  });

  it('shows the item’s ledger with the delivery, and adjusts stock by hand', async () => {
    await page.goto(`${baseUrl()}/inventory?q=${encodeURIComponent(cement.name)}`);
    await (await rowMenuItem(page, cement.name, `Stock of ${cement.name}`)).click();
    const dialog = page.getByRole('dialog', { name: `Stock: ${cement.name}` });
    const ledger = dialog.getByRole('table', {
      name: `Stock movements of ${cement.name}, newest first`,
    });
    await ledger.getByText(/Goods received · GRN-\d{6}/).waitFor();
    await dialog.getByLabel('Units to take out').fill('2');
    await dialog.getByLabel('Note (optional)').fill('Bags split in the rain');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await ledger.getByText('“Bags split in the rain”').waitFor();
    await dialog.getByText('In stock now: 78').waitFor();
    await screenshotBothWidths(page, 'inventory-stock-dialog');
    await expectAccessible(page, 'Stock dialog');

    // The ledger exports as CSV, the way the browser downloads it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFDate,Time,Movement,Document,Change,Quantity after,Reason,Note,By',
    );
    expect(text).toContain('Adjustment,,-2,78,Damaged,Bags split in the rain');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('counts stock: each difference and its value reviewed, then posted at once', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Stock count' })
      .click();
    await page.getByLabel('Or add every item matching').fill(tag);
    await page.getByRole('button', { name: 'Add matches' }).click();
    const sheet = page.getByRole('table', { name: 'Count sheet' });
    await sheet.getByLabel(`Counted ${cement.name}`).fill('77');
    await sheet.getByLabel(`Counted ${wire.name}`).fill('10');
    // −1 × 790 + 0
    await page.getByText(/2 counted, 1 differs/).waitFor();
    await screenshotBothWidths(page, 'stock-count');
    await expectAccessible(page, 'Stock count');
    await page.getByRole('button', { name: 'Post count' }).click();
    await page
      .getByRole('dialog', { name: 'Post stock count' })
      .getByRole('button', { name: 'Post count' })
      .click();
    await page.getByText('Count posted: 1 item adjusted').waitFor();
    expect((await rest<Item>(token, 'GET', `/api/v1/inventory/${cement.id}`)).quantity).toBe(77);
  });

  it("counts a supplier's items without a search word, and lists past counts, each openable", async () => {
    await page.getByLabel('Supplier', { exact: true }).selectOption({ label: supplier.name });
    await page.getByRole('button', { name: "Count a supplier's items" }).click();
    const sheet = page.getByRole('table', { name: 'Count sheet' });
    await sheet.getByLabel(`Counted ${wire.name}`).fill('9');
    await sheet.getByLabel(`Counted ${cement.name}`).fill('77');
    await page.getByText(/2 items on the sheet, 2 counted, 1 differs/).waitFor();
    await page.getByLabel('Note (optional)').fill(named('Supplier count'));
    await screenshotBothWidths(page, 'stock-count-supplier');
    await page.getByRole('button', { name: 'Post count' }).click();
    await page
      .getByRole('dialog', { name: 'Post stock count' })
      .getByRole('button', { name: 'Post count' })
      .click();
    // Posted: the count heads Past counts (the toast may still show the count before).
    const past = page.getByRole('table', { name: 'Past counts' });
    const row = past.getByRole('row').filter({ hasText: named('Supplier count') });
    await row.getByText('1 of 2 items').waitFor();
    // −1 wire at its cost price, whatever deliveries moved it to.
    await row.getByText(/^-KSh [\d,]+\.\d\d$/).waitFor();
    await screenshotBothWidths(page, 'stock-count-past');
    await row.getByRole('button', { name: /^Open the count of/ }).click();
    const opened = page.getByRole('dialog', { name: /^Stock count of/ });
    const wireLine = opened.getByRole('row').filter({ hasText: wire.name });
    await wireLine.getByText(/^-KSh [\d,]+\.\d\d$/).waitFor();
    await screenshotBothWidths(page, 'stock-count-past-open');
    await expectAccessible(page, 'Stock count: a past count');
    await opened.getByRole('button', { name: 'Close' }).first().click();
  });

  it('sells by the kilo: an item added in kg, 2.375 kg in the cart, priced per line', async () => {
    const nails = named('Roofing nails');
    const customer = await rest<{ id: number; name: string }>(token, 'POST', '/api/v1/customers', {
      name: named('Wanjiku Hardware'),
      contact: '0722 200 200',
      address: null,
    });
    await page.goto(`${baseUrl()}/inventory`);
    await page.getByRole('button', { name: 'Add Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Inventory Item' });
    await add.getByLabel('Name', { exact: true }).fill(nails);
    // A measured unit ticks "Sells in fractions" by itself.
    await add.getByLabel('Unit', { exact: true }).fill('kg');
    expect(await add.getByLabel('Sells in fractions').isChecked()).toBe(true);
    await add.getByLabel('Quantity', { exact: true }).fill('12.5');
    await add.getByLabel('Unit Price (KSh, incl. VAT)').fill('333.33');
    await add.getByLabel('Cost Price (KSh)').fill('250');
    await screenshotBothWidths(page, 'inventory-add-item-by-the-kilo');
    await add.getByRole('button', { name: 'Add Item' }).click();
    await page.getByText(`${nails} added`).waitFor();
    const row = page.getByRole('row').filter({ hasText: nails });
    expect(await row.innerText()).toContain('12.5 kg');

    await page.goto(`${baseUrl()}/orders`);
    await page.getByRole('button', { name: 'New Order' }).click();
    await page.getByRole('form', { name: 'Create order' }).waitFor();
    await pickFrom(page, 'Customer', customer.name);
    await page.getByLabel('Payment method').selectOption({ label: 'Cash' });
    await page.getByLabel('Search items').fill(nails);
    await page.getByRole('button', { name: `Add ${nails} to the cart` }).click();
    await page.getByLabel(`Quantity of ${nails}`, { exact: true }).fill('2.375');
    // 2.375 kg × 333.33 = 791.65875 → KSh 791.66, the figure the server stores.
    await page.getByLabel('Order summary').getByText('KSh 791.66').last().waitFor();
    expect(await page.locator('.cart-line__meta').innerText()).toContain('12.5 kg in stock');
    await screenshotBothWidths(page, 'orders-cart-by-the-kilo');
    await page.getByRole('button', { name: 'Create Order' }).click();
    await page.getByText(/^Order ORD-\d{6} created$/).waitFor();
    const items = await rest<{ items: Item[] }>(
      token,
      'GET',
      `/api/v1/inventory?q=${encodeURIComponent(nails)}&limit=5`,
    );
    expect(items.items[0]).toMatchObject({ quantity: 10.125 });
  });
});
