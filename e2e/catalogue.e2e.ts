import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
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

// The catalogue screens (spec §2 Inventory, Customers, Suppliers) in Debian's Chromium against
// the real server. Other journeys share the database, so every name carries this run's tag and
// each list is narrowed to it with the screen's own search box.
const tag = randomUUID().slice(0, 6);
const named = (name: string) => `${name} ${tag}`;

type Party = { id: number; name: string };

/** The table row whose first cell is `name`. */
function row(page: Page, name: string): Locator {
  return page.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) });
}

async function cells(locator: Locator): Promise<string[]> {
  return (await locator.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

/** Looks at the page at both widths and runs axe on it. */
async function check(page: Page, name: string, what: string) {
  await expectAccessible(page, what);
  await screenshotBothWidths(page, name);
}

describe('catalogue: inventory, customers and suppliers', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let email: string;
  let token: string;
  let mabati: Party;

  beforeAll(async () => {
    browser = await openBrowser();
    ({ page, email, token } = await signedInPage(browser.context, '/dashboard'));
    mabati = await rest<Party>(token, 'POST', '/api/v1/suppliers', {
      name: named('Mabati Rolling Mills'),
      contact: '0722 410 410',
      address: 'Mariakani, Mombasa Road',
    });
    await rest(token, 'POST', '/api/v1/suppliers', {
      name: named('Bamburi Cement'),
      contact: 'sales@bamburi.example',
      address: '',
    });
    await rest(token, 'POST', '/api/v1/inventory', {
      name: named('Iron Sheet G30'),
      quantity: 40,
      unit_price: 1250,
      cost_price: 1000,
      supplier_id: mabati.id,
    });
    await rest(token, 'POST', '/api/v1/inventory', {
      name: named('Free Sample Paint'),
      quantity: 3,
      unit_price: 150,
      cost_price: 0,
      supplier_id: null,
    });
    await rest(token, 'POST', '/api/v1/customers', {
      name: named('Wanjiku Hardware'),
      contact: '0711 222 333',
      address: null,
    });
  });
  afterAll(() => browser.close());

  it('inventory: the table, margins, N/A and low stock, with exact texts', async () => {
    await page.goto(`${baseUrl()}/inventory`);
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await searchList(page, 'Search inventory', tag);
    await row(page, named('Iron Sheet G30')).waitFor();
    expect(await cells(row(page, named('Iron Sheet G30')))).toEqual([
      named('Iron Sheet G30'),
      '40',
      'KSh 1,250.00',
      'KSh 1,000.00',
      'KSh 50,000.00',
      named('Mabati Rolling Mills'),
      '25.0%',
      // KRA's tax band and units: the defaults, the spec's POST named none.
      'Tax band\nB',
      // The rest behind the row's More button, its three dots (its words are for phones).
      'Edit',
    ]);
    const more = row(page, named('Iron Sheet G30')).getByRole('button', {
      name: `More actions for ${named('Iron Sheet G30')}`,
    });
    await more.click();
    const menu = page.getByRole('menu', { name: `More actions for ${named('Iron Sheet G30')}` });
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Update prices',
      'Price history',
      'Stock',
      'Barcode',
      'Delete',
    ]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // Low stock is the server's rule, read with the counts above the list.
    await page.getByText(/at or below their reorder level/).waitFor();
    const sample = await cells(row(page, named('Free Sample Paint')));
    expect(sample[0]).toBe(`${named('Free Sample Paint')}Low stock`);
    expect(sample.slice(1, 7)).toEqual([
      '3',
      'KSh 150.00',
      'KSh 0.00',
      'KSh 450.00',
      'None',
      'N/A',
    ]);
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'NAME',
      'QTY',
      'UNIT PRICE',
      'COST PRICE',
      'TOTAL VALUE',
      'SUPPLIER',
      'MARGIN %',
      'TAX',
      'ACTIONS',
    ]);
    await check(page, 'inventory', 'inventory screen');
  });

  it('inventory: the add-item dialog shows the VAT breakdown and margin as prices are typed', async () => {
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
    await dialog.getByLabel('Name').fill(named('Water Pump 1HP'));
    await dialog.getByLabel('Quantity').fill('6');
    await pickFrom(dialog, 'Supplier', named('Mabati Rolling Mills'));
    await dialog.getByLabel('Unit Price (KSh, incl. VAT)').fill('11600');
    await dialog.getByLabel('Cost Price (KSh)').fill('8000');
    const breakdown = dialog.getByRole('region', { name: 'Price breakdown' });
    expect(await breakdown.textContent()).toContain(
      'Net price (excl. VAT)KSh 10,000.00VAT (16%)KSh 1,600.00Margin45.0%',
    );
    await check(page, 'inventory-add-item', 'add-item dialog');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await page.getByText(`${named('Water Pump 1HP')} added`).waitFor();
    expect(await cells(row(page, named('Water Pump 1HP')))).toContain('45.0%');
  });

  it('inventory: a price change needs a reason and shows in the history with its author', async () => {
    await searchList(page, 'Search inventory', tag);
    const sheet = named('Iron Sheet G30');
    await (await rowMenuItem(page, sheet, `Update prices of ${sheet}`)).click();
    const dialog = page.getByRole('dialog', { name: `Update Prices: ${named('Iron Sheet G30')}` });
    const submit = dialog.getByRole('button', { name: 'Update Prices' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('New Unit Price (KSh, incl. VAT)').fill('1350');
    await dialog.getByLabel('New Cost Price (KSh)').fill('1080');
    await dialog.getByLabel('Reason for the change').fill('  ');
    await submit.click();
    expect(await dialog.getByRole('alert').textContent()).toBe(
      'Please provide a reason for the price change.',
    );
    await dialog.getByLabel('Reason for the change').fill('Mabati raised gauge 30 prices');
    await check(page, 'inventory-update-prices', 'update-prices dialog');
    await submit.click();
    await page.getByText(`Prices of ${named('Iron Sheet G30')} updated`).waitFor();
    expect((await cells(row(page, named('Iron Sheet G30')))).slice(2, 7)).toEqual([
      'KSh 1,350.00',
      'KSh 1,080.00',
      'KSh 54,000.00',
      named('Mabati Rolling Mills'),
      '25.0%',
    ]);

    await (await rowMenuItem(page, sheet, `Price history of ${sheet}`)).click();
    const history = page.getByRole('dialog', { name: `Price History: ${named('Iron Sheet G30')}` });
    const entry = history.locator('tbody tr').first();
    await entry.getByText('Mabati raised gauge 30 prices').waitFor();
    expect((await cells(entry)).slice(1)).toEqual([
      'KSh 1,250.00 → KSh 1,350.00',
      'KSh 1,000.00 → KSh 1,080.00',
      'Mabati raised gauge 30 prices',
      email,
    ]);
    await check(page, 'inventory-price-history', 'price-history dialog');
    await page.keyboard.press('Escape');
    expect(await history.count()).toBe(0);

    const sample = named('Free Sample Paint');
    await (await rowMenuItem(page, sample, `Price history of ${sample}`)).click();
    await page
      .getByText(`No price changes recorded for ${named('Free Sample Paint')} yet.`)
      .waitFor();
    await page.keyboard.press('Escape');
  });

  it('inventory: inline edit records the fixed reason; delete asks first', async () => {
    await page.getByRole('button', { name: `Edit ${named('Free Sample Paint')}` }).click();
    const editing = page.locator('tr.data-table__row--editing');
    await editing.getByLabel('Qty').fill('25');
    await editing.getByLabel('Cost Price').fill('100');
    await check(page, 'inventory-inline-edit', 'inventory row being edited');
    await editing.getByRole('button', { name: `Save ${named('Free Sample Paint')}` }).click();
    await page.getByText(`${named('Free Sample Paint')} saved`).waitFor();
    expect((await cells(row(page, named('Free Sample Paint')))).slice(1, 7)).toEqual([
      '25',
      'KSh 150.00',
      'KSh 100.00',
      'KSh 3,750.00',
      'None',
      '50.0%',
    ]);
    const [item] = (
      await rest<Array<{ id: number; name: string }>>(token, 'GET', '/api/v1/inventory')
    ).filter((i) => i.name === named('Free Sample Paint'));
    const entries = await rest<Array<{ change_reason: string; changed_by_email: string }>>(
      token,
      'GET',
      `/api/v1/inventory/${item?.id}/price-history`,
    );
    expect(entries.map((e) => [e.change_reason, e.changed_by_email])).toEqual([
      ['Manual update via edit', email],
    ]);

    const paint = named('Free Sample Paint');
    await (await rowMenuItem(page, paint, `Delete ${paint}`)).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Item' });
    expect(await confirm.textContent()).toContain(`Delete ${named('Free Sample Paint')}?`);
    await check(page, 'inventory-delete', 'delete-item confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${named('Free Sample Paint')} deleted`).waitFor();
    expect(await row(page, named('Free Sample Paint')).count()).toBe(0);
  });

  it('suppliers: list with N/A, add, edit, and a delete refused while items use the supplier', async () => {
    await page.getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    await searchList(page, 'Search suppliers', tag);
    await row(page, named('Bamburi Cement')).waitFor();
    expect((await cells(row(page, named('Bamburi Cement')))).slice(0, 3)).toEqual([
      named('Bamburi Cement'),
      'sales@bamburi.example',
      'N/A',
    ]);
    expect((await cells(row(page, named('Mabati Rolling Mills')))).slice(0, 3)).toEqual([
      named('Mabati Rolling Mills'),
      '0722 410 410',
      'Mariakani, Mombasa Road',
    ]);
    await check(page, 'suppliers', 'suppliers screen');

    await page.getByRole('button', { name: 'Add Supplier' }).click();
    const add = page.getByRole('dialog', { name: 'Add Supplier' });
    await add.getByLabel('Name').fill(named('Crown Paints'));
    await add.getByLabel('Contact').fill('0733 600 600');
    await check(page, 'suppliers-add', 'add-supplier dialog');
    await add.getByRole('button', { name: 'Add Supplier' }).click();
    await page.getByText(`${named('Crown Paints')} added`).waitFor();
    expect((await cells(row(page, named('Crown Paints')))).slice(0, 3)).toEqual([
      named('Crown Paints'),
      '0733 600 600',
      'N/A',
    ]);

    await page.getByRole('button', { name: `Edit ${named('Crown Paints')}` }).click();
    await page.locator('tr.data-table__row--editing').getByLabel('Address').fill('Baba Dogo Road');
    await page.getByRole('button', { name: `Save ${named('Crown Paints')}` }).click();
    await page.getByText(`${named('Crown Paints')} saved`).waitFor();
    expect(await cells(row(page, named('Crown Paints')))).toContain('Baba Dogo Road');

    await searchList(page, 'Search suppliers', tag);
    await page.getByRole('button', { name: `Delete ${named('Mabati Rolling Mills')}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Supplier' });
    await check(page, 'suppliers-delete', 'delete-supplier confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Cannot delete' });
    expect(await refusal.textContent()).toContain(
      `Cannot delete ${named('Mabati Rolling Mills')}: 2 inventory items are still supplied by them. Move or delete those items first.`,
    );
    await screenshotBothWidths(page, 'suppliers-delete-refused');
    expect(await row(page, named('Mabati Rolling Mills')).count()).toBe(1);

    await page.getByRole('button', { name: `Delete ${named('Bamburi Cement')}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${named('Bamburi Cement')} deleted`).waitFor();
    expect(await row(page, named('Bamburi Cement')).count()).toBe(0);
  });

  it('customers: list with N/A, add, edit and delete with confirmation', async () => {
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await searchList(page, 'Search customers', tag);
    await row(page, named('Wanjiku Hardware')).waitFor();
    expect((await cells(row(page, named('Wanjiku Hardware')))).slice(0, 3)).toEqual([
      named('Wanjiku Hardware'),
      '0711 222 333',
      'N/A',
    ]);
    await check(page, 'customers', 'customers screen');

    await page.getByRole('button', { name: 'Add Customer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Customer' });
    await add.getByLabel('Name').fill(named('Otieno Builders'));
    await add.getByLabel('Contact').fill('otieno@builders.example');
    await add.getByLabel('Address').fill('Oginga Odinga St, Kisumu');
    await check(page, 'customers-add', 'add-customer dialog');
    await add.getByRole('button', { name: 'Add Customer' }).click();
    await page.getByText(`${named('Otieno Builders')} added`).waitFor();

    await searchList(page, 'Search customers', tag);
    await page.getByRole('button', { name: `Edit ${named('Wanjiku Hardware')}` }).click();
    const editing = page.locator('tr.data-table__row--editing');
    await editing.getByLabel('Address').fill('Luthuli Avenue, Nairobi');
    await check(page, 'customers-inline-edit', 'customer row being edited');
    await editing.getByRole('button', { name: `Save ${named('Wanjiku Hardware')}` }).click();
    await page.getByText(`${named('Wanjiku Hardware')} saved`).waitFor();
    expect(await cells(row(page, named('Wanjiku Hardware')))).toContain('Luthuli Avenue, Nairobi');

    await page.getByRole('button', { name: `Delete ${named('Otieno Builders')}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Customer' });
    expect(await confirm.textContent()).toContain(
      `Delete ${named('Otieno Builders')}? This cannot be undone.`,
    );
    await check(page, 'customers-delete', 'delete-customer confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${named('Otieno Builders')} deleted`).waitFor();
    expect(await row(page, named('Otieno Builders')).count()).toBe(0);
  });
});
