import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKraSimulator } from '../simulators/kra/kra-simulator.ts';
import { startTestServer } from '../testing/test-server.ts';
import {
  artifactFile,
  builtClientDir,
  changeShopDetails,
  openBrowser,
  ownerSession,
  rest,
  screenshotBothWidths,
  useServer,
} from './browser.ts';
import { journeyDatabase } from './journey-database.ts';

type EtimsAnswer = {
  state: 'waiting' | 'signed' | 'refused';
  receipt: { cu_invoice_number: string; rcpt_sign: string; qr_url: string | null } | null;
} | null;

/*
 * Issue 21 end to end: a shop with eTIMS on (the simulator mode, against the KRA simulator in
 * the repo) issues an invoice; it is signed, and the printed PDF carries the SCU block and a QR
 * code that decodes to KRA's receipt address for this shop's PIN, branch and signature.
 */
describe('KRA eTIMS: a signed invoice on paper', () => {
  let kra: Awaited<ReturnType<typeof startKraSimulator>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    kra = await startKraSimulator({ port: 0 });
    // This file's own Ghala, pointed at the simulator (the shared setup's has no KRA).
    server = await startTestServer({
      database: journeyDatabase(),
      clientDir: builtClientDir(),
      kraSimulatorUrl: kra.url,
    });
    useServer(server.url, server.owner.token);
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await kra?.close();
  });

  it('signs the invoice and prints its SCU block and a QR code of the receipt address', async () => {
    const owner = ownerSession();
    await changeShopDetails(owner, {
      kra_pin: 'P051234567X',
      etims_mode: 'simulator',
      kra_device_serial: 'GHALA-TILL-01',
      kra_typed_line_class_code: '78100000',
    });
    const customer = await rest<{ id: number }>(owner, 'POST', '/api/v1/customers', {
      name: 'Baraka Builders Ltd',
      contact: '0722 000 111',
      address: 'Kitengela',
      kra_pin: 'A012345678Z',
    });
    const invoice = await rest<{ id: number; invoice_number: string }>(
      owner,
      'POST',
      '/api/v1/invoices',
      {
        customer_id: customer.id,
        order_id: null,
        items: [
          { id: null, description: 'Mabati roofing sheet 3m', quantity: 10, unit_price: 1160 },
          { id: null, description: 'Delivery to Kitengela', quantity: 1, unit_price: 580 },
        ],
        created_at: null,
        vat_rate: 0.16,
        vat_amount: 1680,
        total: 12180,
      },
    );
    const etimsOf = async () =>
      (await rest<{ etims: EtimsAnswer }>(owner, 'GET', `/api/v1/invoices/${invoice.id}`)).etims;
    await expect.poll(async () => (await etimsOf())?.state, { timeout: 60_000 }).toBe('signed');
    const receipt = (await etimsOf())?.receipt;
    expect(receipt?.qr_url).toMatch(/^https:\/\/etims-sbx\.kra\.go\.ke\//);

    page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/invoices?invoice=${invoice.id}`);
    const preview = page.getByRole('dialog', { name: `Invoice ${invoice.invoice_number}` });
    await preview.getByRole('region', { name: 'KRA eTIMS' }).waitFor();
    await screenshotBothWidths(page, 'etims-signed-invoice');
    rmSync(artifactFile('etims-invoice-1.png'), { force: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({
      path: artifactFile('etims-invoice.pdf'),
      preferCSSPageSize: true,
      printBackground: true,
    });
    await page.emulateMedia({ media: 'screen' });
    const info = execFileSync('pdfinfo', [artifactFile('etims-invoice.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
    const text = execFileSync('pdftotext', ['-raw', artifactFile('etims-invoice.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(text).toContain('KRA PIN P051234567X');
    expect(text).toContain('KRA PIN A012345678Z');
    expect(text).toContain(`CU invoice number ${receipt?.cu_invoice_number}`);
    expect(text).toContain('Receipt number 1/1');

    // The QR as a phone would read it off the paper: the page as an image, decoded.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-singlefile',
      artifactFile('etims-invoice.pdf'),
      artifactFile('etims-invoice'),
    ]);
    const image = PNG.sync.read(readFileSync(artifactFile('etims-invoice.png')));
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code?.data).toBe(receipt?.qr_url);
    expect(code?.data).toBe(
      `https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00${receipt?.rcpt_sign}`,
    );
    await page.close();
  });
});
