import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  changeShopDetails,
  openBrowser,
  ownerSession,
  rest,
  rowMenuItem,
  screenshotBothWidths,
} from './browser.ts';

// Issue 50: a paid sale's receipt on an 80 mm roll, and a document shared by link and WhatsApp
// that a customer opens without signing in. This file has its own server and fresh database.

const PT_PER_MM = 72 / 25.4;

describe('receipts on 80 mm and documents shared by link', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let invoiceNumber: string;
  let orderNumber: string;

  beforeAll(async () => {
    const token = ownerSession();
    await changeShopDetails(token, {
      name: 'Duka la Mama Hardware',
      registration_number: 'PVT-DLM2026',
      email: 'mama@duka.co.ke',
      address: 'Tom Mboya Street, Nairobi',
      phone: '0722 410 410',
      kra_pin: 'P051234567X',
      public_address: null,
    });
    const customer = await rest<{ id: number }>(token, 'POST', '/api/v1/customers', {
      name: 'Akinyi Stores',
      contact: '0712 345 678',
      address: 'Kisumu',
    });
    const cement = await rest<{ id: number }>(token, 'POST', '/api/v1/inventory', {
      name: 'Cement 50kg Bamburi Nguvu (long name that wraps on a receipt)',
      quantity: 40,
      unit_price: 1160,
      cost_price: 900,
      supplier_id: null,
    });
    const nails = await rest<{ id: number }>(token, 'POST', '/api/v1/inventory', {
      name: 'Nails 3in',
      quantity: 40,
      unit_price: 232,
      cost_price: 150,
      supplier_id: null,
    });
    // 2 × 1,160 + 3 × 232 = 3,016 with 16 % VAT in it: 2,600 net and 416 VAT.
    const order = await rest<{ id: number; order_number: string }>(
      token,
      'POST',
      '/api/v1/orders',
      {
        customer_id: customer.id,
        items: [
          { id: cement.id, quantity: 2, unit_price: 1160 },
          { id: nails.id, quantity: 3, unit_price: 232 },
        ],
        payment_method: 'cash',
        subtotal: 2600,
        vat_rate: 0.16,
        vat_amount: 416,
        total_amount: 3016,
      },
    );
    orderNumber = order.order_number;
    await rest(token, 'PATCH', `/api/v1/orders/${order.id}`, { status: 'paid', paid_amount: 3016 });
    const invoice = await rest<{ invoice_number: string }>(
      token,
      'POST',
      `/api/v1/orders/${order.id}/generate-invoice`,
    );
    invoiceNumber = invoice.invoice_number;
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    mkdirSync('artifacts', { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("prints a paid sale's receipt on one 80 mm page as long as the receipt", async () => {
    await page.goto(`${baseUrl()}/orders`);
    await (await rowMenuItem(page, orderNumber, `Print receipt for ${orderNumber}`)).click();
    const dialog = page.getByRole('dialog', { name: `Receipt ${orderNumber}` });
    const receipt = dialog.getByRole('article', { name: `Receipt ${orderNumber}` });
    await receipt.getByText('Served by').waitFor();
    const text = (await receipt.textContent()) ?? '';
    for (const part of ['Duka la Mama Hardware', 'PIN P051234567X', invoiceNumber, 'Nails 3in']) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/VAT B 16% on KSh 2,600\.00\s*KSh 416\.00/);
    expect(text).toMatch(/TOTAL\s*KSh 3,016\.00/);
    // Readable at 42 characters a line, as a thermal printer's font A: 42 of the receipt's
    // characters fill the printed width between its margins, and no fewer would.
    const filled = await receipt.evaluate((paper) => {
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'pre';
      probe.textContent = '0'.repeat(42);
      paper.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(paper);
      const printed =
        paper.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      return width / printed;
    });
    expect(filled).toBeLessThanOrEqual(1);
    expect(filled).toBeGreaterThan(41 / 42);
    await screenshotBothWidths(page, 'receipt-dialog');
    // The browser's print dialog is counted, not opened: headless Chromium keeps a print job
    // open after window.print(), and the PDF below is the same print rendering.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: number }).printed = 1;
      };
    });
    await dialog.getByRole('button', { name: 'Print receipt' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const heightMm = (await receipt.boundingBox())!.height / (96 / 25.4);
    const pdfFile = 'artifacts/receipt.pdf';
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: pdfFile, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const info = execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    expect(Number(width) / PT_PER_MM).toBeCloseTo(80, 0);
    // The page is the receipt's height, with a few millimetres to spare, not an A4 sheet.
    expect(Number(height) / PT_PER_MM).toBeGreaterThanOrEqual(heightMm);
    expect(Number(height) / PT_PER_MM).toBeLessThan(heightMm + 8);
    const printed = execFileSync('pdftotext', ['-raw', pdfFile, '-'], { encoding: 'utf8' });
    expect(printed).toContain(orderNumber);
    expect(printed).toContain('Served by');
    expect(printed).not.toContain('Print receipt');
    execFileSync('pdftoppm', ['-png', '-r', '150', pdfFile, 'artifacts/receipt']);
    await page.keyboard.press('Escape');
  });

  it('shares an invoice: first asks for the public address, then a link and WhatsApp', async () => {
    await page.goto(`${baseUrl()}/invoices`);
    await page.getByRole('button', { name: `View ${invoiceNumber}` }).click();
    const preview = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` });
    await preview.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: `Share ${invoiceNumber}` });
    await share.getByText("Sharing needs the shop's public address").waitFor();
    await screenshotBothWidths(page, 'share-needs-address');
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'detached' });

    // The owner sets it in Settings: a page address is refused, the bare address saved.
    const invoiceAddress = page.url();
    await page.goto(`${baseUrl()}/settings`);
    const field = page.getByLabel('Public address (optional)');
    await field.fill(`${baseUrl()}/invoices`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .getByText('Enter a web address with nothing after it, e.g. https://duka.example.co.ke.')
      .waitFor();
    await field.fill(baseUrl());
    await field.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'settings-public-address');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.locator('.toast__message').filter({ hasText: 'Settings saved.' }).waitFor();
    // The open invoice is in its screen's address, so going back opens it again.
    await page.goto(invoiceAddress);
    await preview.waitFor();
    await preview.getByRole('button', { name: 'Share' }).click();
    await share.getByRole('button', { name: 'Make a link' }).click();
    const link = await share.getByLabel(/^Link/).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/s/[A-Za-z0-9_-]{22}$`));
    const whatsApp = await share
      .getByRole('link', { name: 'Send on WhatsApp' })
      .getAttribute('href');
    expect(whatsApp).toBe(
      `https://wa.me/254712345678?text=${encodeURIComponent(`Invoice ${invoiceNumber} from Duka la Mama Hardware: ${link}`)}`,
    );
    await screenshotBothWidths(page, 'share-link');

    // A customer's browser: a fresh profile, never signed in.
    const stranger = await openBrowser();
    try {
      const customerPage = await stranger.context.newPage();
      const answer = await customerPage.goto(link);
      expect(answer?.status()).toBe(200);
      const headers = answer!.headers();
      expect(headers['x-robots-tag']).toContain('noindex');
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['referrer-policy']).toBe('no-referrer');
      const documentText = (await customerPage.getByRole('main').textContent()) ?? '';
      expect(documentText).toContain(invoiceNumber);
      expect(documentText).toContain('Akinyi Stores');
      expect(documentText).toContain('KSh 3,016.00');
      await customerPage.getByRole('button', { name: 'Download PDF' }).waitFor();
      expect(await customerPage.getByRole('link').count()).toBe(0);
      await screenshotBothWidths(customerPage, 'shared-invoice');

      await share.getByRole('button', { name: 'Revoke link' }).click();
      await share.getByText('Link revoked').waitFor();
      const gone = await customerPage.goto(link);
      expect(gone?.status()).toBe(404);
      await customerPage.getByText('This link is no longer valid').waitFor();
    } finally {
      await stranger.close();
    }
  });

  it("shares an order from its row, to the customer's WhatsApp number", async () => {
    await page.goto(`${baseUrl()}/orders`);
    await (await rowMenuItem(page, orderNumber, `Share ${orderNumber}`)).click();
    const share = page.getByRole('dialog', { name: `Share ${orderNumber}` });
    await share.getByRole('button', { name: 'Make a link' }).click();
    const link = await share.getByLabel(/^Link/).inputValue();
    const text = `Receipt ${orderNumber} from Duka la Mama Hardware: ${link}`;
    await expect
      .poll(() => share.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))
      .toBe(`https://wa.me/254712345678?text=${encodeURIComponent(text)}`);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(orderNumber);
  });
});
