import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  rest,
  rowMenuItem,
  screenshotBothWidths,
  searchList,
  signedInPage,
} from './browser.ts';

type Created = { id: number; name: string; barcode: string };

/** Three items with barcodes of the journey's own (the server is shared between files). */
async function arrange(token: string) {
  const run = Date.now().toString(36).slice(-5);
  const code = (n: number) => `6${String(Date.now()).slice(-10)}${n}${n}`;
  const item = (name: string, unitPrice: number, barcode: string) =>
    rest<Created>(token, 'POST', '/api/v1/inventory', {
      name: `${name} ${run}`,
      quantity: 20,
      unit_price: unitPrice,
      cost_price: Math.round(unitPrice * 80) / 100,
      supplier_id: null,
      barcode,
    });
  return {
    run,
    sugar: await item('Mumias Sugar 1kg', 180, code(1)),
    milk: await item('Brookside Milk 500ml', 65, code(2)),
    soap: await item('Menengai Bar Soap', 120, code(3)),
  };
}

/** What a keyboard-wedge scanner does: the code a few milliseconds a key, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
}

const cartQuantity = (page: Page, name: string) =>
  page.getByLabel(`Quantity of ${name}`, { exact: true }).inputValue();

describe('scanner journey', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser({
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A camera that shows a test pattern, allowed without asking.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    });
  });
  afterAll(() => browser.close());

  it('adds three items to the New Order cart by scanning, and says so for an unknown code', async () => {
    const { page, token } = await signedInPage(browser.context, '/dashboard');
    const shop = await arrange(token);
    await page.goto(`${baseUrl()}/orders`);
    await page.getByRole('button', { name: 'New Order' }).click();
    await page.getByRole('form', { name: 'Create order' }).waitFor();
    await page.getByLabel('Search items').click();

    await scan(page, shop.sugar.barcode);
    await page.getByText(`Added ${shop.sugar.name}`).waitFor();
    await scan(page, shop.milk.barcode);
    await page.getByText(`Added ${shop.milk.name}`).waitFor();
    await scan(page, shop.soap.barcode);
    await page.getByText(`Added ${shop.soap.name}`).waitFor();
    await scan(page, shop.sugar.barcode);
    await expect.poll(() => cartQuantity(page, shop.sugar.name)).toBe('2');
    expect(await cartQuantity(page, shop.milk.name)).toBe('1');
    expect(await cartQuantity(page, shop.soap.name)).toBe('1');
    expect(await page.getByLabel('Search items').inputValue()).toBe('');
    // 2 × 180 + 65 + 120 = 545.00 at shelf prices.
    expect(await page.getByLabel('Order summary').textContent()).toContain('KSh 545.00');
    await expectAccessible(page, 'cart after scans');
    await screenshotBothWidths(page, 'scanner-cart');

    await scan(page, '4000000000006');
    await page
      .getByRole('alert')
      .filter({ hasText: 'No item has barcode 4000000000006' })
      .waitFor();
    expect(await page.locator('.cart-line').count()).toBe(3);
    await screenshotBothWidths(page, 'scanner-unknown-code');
  });

  it('scans into the Create Invoice dialog, and gives an item its barcode on the Add Item form', async () => {
    const { page, token } = await signedInPage(browser.context, '/dashboard');
    const shop = await arrange(token);
    await page.goto(`${baseUrl()}/invoices`);
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Invoice' });
    await dialog.getByRole('combobox', { name: 'Add from inventory' }).click();
    await scan(page, shop.soap.barcode);
    await dialog.getByText(`Added ${shop.soap.name}`).waitFor();
    await scan(page, shop.soap.barcode);
    await scan(page, shop.milk.barcode);
    await dialog.getByText(`Added ${shop.milk.name}`).waitFor();
    // Two scans of the soap are one line of 2; the milk a line of its own.
    const lines = dialog.locator('.invoice-line');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).getByLabel('Description').inputValue()).toBe(shop.soap.name);
    await expect.poll(() => lines.nth(0).getByLabel('Qty').inputValue()).toBe('2');
    expect(await lines.nth(1).getByLabel('Description').inputValue()).toBe(shop.milk.name);
    await screenshotBothWidths(page, 'scanner-invoice-dialog');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl()}/inventory`);
    await page.getByRole('button', { name: 'Add Item' }).click();
    const form = page.getByRole('dialog', { name: 'Add Inventory Item' });
    await form.getByLabel('Name').fill(`Kensalt 1kg ${shop.run}`);
    await form.getByLabel('Barcode (optional)').click();
    await scan(page, '6161234000019');
    expect(await form.getByLabel('Barcode (optional)').inputValue()).toBe('6161234000019');
    await screenshotBothWidths(page, 'scanner-add-item-barcode');
    await form.getByLabel('Quantity').fill('30');
    await form.getByLabel('Unit Price (KSh, incl. VAT)').fill('45');
    await form.getByLabel('Cost Price (KSh)').fill('35');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await page.getByText(`Kensalt 1kg ${shop.run} added`).waitFor();
    // The list's search finds an item by its whole barcode.
    await searchList(page, 'Search inventory', '6161234000019');
    // The code is in no name: the one row the search leaves is the item that carries it.
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.allInnerTexts()).toHaveLength(1);
    expect(await rows.first().textContent()).toContain(`Kensalt 1kg ${shop.run}`);
    await screenshotBothWidths(page, 'scanner-inventory-search');
  });

  it("changes an item's barcode from its row menu, saying beside the field which item has a code", async () => {
    const { page, token } = await signedInPage(browser.context, '/dashboard');
    const shop = await arrange(token);
    await page.goto(`${baseUrl()}/inventory`);
    await searchList(page, 'Search inventory', shop.milk.name);
    await (await rowMenuItem(page, shop.milk.name, `Barcode of ${shop.milk.name}`)).click();
    const dialog = page.getByRole('dialog', { name: `Barcode: ${shop.milk.name}` });
    const field = dialog.getByLabel('Barcode', { exact: true });
    expect(await field.inputValue()).toBe(shop.milk.barcode);
    // The soap's code: refused, naming the soap, under the field; the milk keeps its own.
    await field.fill(shop.soap.barcode);
    await dialog.getByRole('button', { name: 'Save barcode' }).click();
    await dialog
      .getByText(`Barcode ${shop.soap.barcode} is already on ${shop.soap.name}`)
      .waitFor();
    expect(await field.evaluate((input) => input.getAttribute('aria-describedby') ?? '')).not.toBe(
      '',
    );
    await screenshotBothWidths(page, 'item-barcode-taken');
    // A new code scanned into the field; Enter (the scanner's) saves it.
    const fresh = `8${String(Date.now()).slice(-11)}4`;
    await field.fill('');
    await scan(page, fresh);
    await page.getByText(`Barcode of ${shop.milk.name} saved`).waitFor();
    await searchList(page, 'Search inventory', fresh);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.allInnerTexts()).toHaveLength(1);
    expect(await rows.first().textContent()).toContain(shop.milk.name);
    const saved = await rest<{ items: { barcode: string | null; quantity: number }[] }>(
      token,
      'GET',
      `/api/v1/inventory?barcode=${fresh}`,
    );
    expect(saved.items).toEqual([expect.objectContaining({ barcode: fresh, quantity: 20 })]);
    await screenshotBothWidths(page, 'item-barcode-saved');
  });

  it('scans with a phone camera where the browser reads barcodes, and stops the camera', async () => {
    const { page, token } = await signedInPage(browser.context, '/dashboard');
    const shop = await arrange(token);
    // Desktop Chromium on Linux has no BarcodeDetector; this one stands in for a phone's and
    // reads the milk's code once the (fake) camera shows frames. The streams are kept to check
    // that closing stops them.
    await page.addInitScript((code: string) => {
      const opened: MediaStream[] = [];
      (window as unknown as { openedStreams: MediaStream[] }).openedStreams = opened;
      const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await getUserMedia(constraints);
        opened.push(stream);
        return stream;
      };
      (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = class {
        async detect(video: HTMLVideoElement) {
          return video.videoWidth > 0 ? [{ rawValue: code }] : [];
        }
      };
    }, shop.milk.barcode);
    await page.goto(`${baseUrl()}/orders`);
    await page.getByRole('button', { name: 'New Order' }).click();
    await page.getByRole('form', { name: 'Create order' }).waitFor();
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await page.getByText(`Added ${shop.milk.name}`).waitFor();
    expect(await cartQuantity(page, shop.milk.name)).toBe('1');
    expect(await page.getByRole('dialog', { name: 'Scan with camera' }).count()).toBe(0);
    const live = () =>
      page.evaluate(
        () =>
          (window as unknown as { openedStreams: MediaStream[] }).openedStreams
            .flatMap((stream) => stream.getTracks())
            .filter((track) => track.readyState === 'live').length,
      );
    await expect.poll(live).toBe(0);
  });
});
