import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKraSimulator } from '../simulators/kra/kra-simulator.ts';
import { startTestServer } from '../testing/test-server.ts';
import {
  builtClientDir,
  changeShopDetails,
  openBrowser,
  ownerSession,
  rest,
  screenshotBothWidths,
  useServer,
} from './browser.ts';
import { journeyDatabase } from './journey-database.ts';

type Etims = { state: 'waiting' | 'signed' | 'refused'; invc_no: number | null } | null;

/*
 * Issue 21: a credit note carries KRA's reason, chosen by staff in the credit-note dialog and
 * sent to KRA as rfdRsnCd; and with eTIMS turned off, documents still waiting say so, on the
 * document and in Settings, rather than showing KRA's last (stale) message.
 */
describe('KRA eTIMS: a credit note’s reason, and documents waiting while eTIMS is off', () => {
  let kra: Awaited<ReturnType<typeof startKraSimulator>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let owner: string;
  let customerId: number;

  beforeAll(async () => {
    kra = await startKraSimulator({ port: 0 });
    server = await startTestServer({
      database: journeyDatabase(),
      clientDir: builtClientDir(),
      kraSimulatorUrl: kra.url,
    });
    useServer(server.url, server.owner.token);
    browser = await openBrowser();
    owner = ownerSession();
    await changeShopDetails(owner, {
      kra_pin: 'P051234567X',
      etims_mode: 'simulator',
      kra_device_serial: 'GHALA-TILL-01',
      kra_typed_line_class_code: '78100000',
    });
    customerId = (
      await rest<{ id: number }>(owner, 'POST', '/api/v1/customers', {
        name: 'Baraka Builders Ltd',
        contact: '0722 000 111',
        address: 'Kitengela',
      })
    ).id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await kra?.close();
  });

  const issueInvoice = () =>
    rest<{ id: number; invoice_number: string; etims: Etims }>(owner, 'POST', '/api/v1/invoices', {
      customer_id: customerId,
      order_id: null,
      items: [{ id: null, description: 'Mabati roofing sheet 3m', quantity: 10, unit_price: 1160 }],
      created_at: null,
      vat_rate: 0.16,
      vat_amount: 1600,
      total: 11600,
    });

  async function openInvoice(invoiceId: number, invoiceNumber: string): Promise<Page> {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/invoices?invoice=${invoiceId}`);
    await page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` }).waitFor();
    return page;
  }

  it('sends the reason chosen in the credit-note dialog to KRA', async () => {
    const invoice = await issueInvoice();
    const etimsOf = async (path: string) =>
      (await rest<{ etims: Etims }>(owner, 'GET', path)).etims;
    await expect
      .poll(async () => (await etimsOf(`/api/v1/invoices/${invoice.id}`))?.state, {
        timeout: 60_000,
      })
      .toBe('signed');

    const page = await openInvoice(invoice.id, invoice.invoice_number);
    await page.getByRole('button', { name: 'Credit note', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Credit note for ${invoice.invoice_number}` });
    await dialog.getByLabel('Quantity of Mabati roofing sheet 3m to credit').fill('2');
    await dialog.getByLabel('Reason', { exact: true }).fill('Two sheets bent in delivery');
    const kraReason = dialog.getByLabel('Reason for KRA');
    // Refund, what every credit note was sent as before, unless staff choose otherwise.
    expect(await kraReason.inputValue()).toBe('06');
    await kraReason.selectOption({ label: 'Damaged' });
    await screenshotBothWidths(page, 'etims-credit-note-reason');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const notes = await rest<{ items: { id: number; reason_code: string }[] }>(
      owner,
      'GET',
      `/api/v1/credit-notes?invoice_ids=${invoice.id}`,
    );
    const note = notes.items[0]!;
    expect(note.reason_code).toBe('03');
    await expect
      .poll(async () => (await etimsOf(`/api/v1/credit-notes/${note.id}`))?.state, {
        timeout: 60_000,
      })
      .toBe('signed');
    const { invc_no } = (await etimsOf(`/api/v1/credit-notes/${note.id}`))!;
    expect(kra.control.saves({ invcNo: invc_no! })).toMatchObject([
      { stored: true, rcptTyCd: 'R', rfdRsnCd: '03' },
    ]);
    await page.close();
  });

  it('says a waiting document waits for eTIMS, not KRA, once eTIMS is off, and Settings counts them', async () => {
    kra.control.inject({ fault: 'down' });
    const invoice = await issueInvoice();
    const waiting = async () =>
      (
        await rest<{ etims: { attempts: number; state: string } }>(
          owner,
          'GET',
          `/api/v1/invoices/${invoice.id}`,
        )
      ).etims;
    // KRA could not be reached: the invoice waits with KRA's failure on it.
    await expect
      .poll(async () => (await waiting()).attempts, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await changeShopDetails(owner, { etims_mode: 'off' });

    const page = await openInvoice(invoice.id, invoice.invoice_number);
    const status = page.getByText('eTIMS is off; it is sent when eTIMS is on again');
    await status.waitFor();
    expect(await page.getByText(/KRA could not be reached/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Retry eTIMS/ }).count()).toBe(0);
    await screenshotBothWidths(page, 'etims-waiting-while-off');

    await page.goto(`${server.url}/settings`);
    const note = page.getByRole('status').filter({ hasText: /waiting for KRA/ });
    await note.waitFor();
    expect(await note.textContent()).toMatch(
      /^1 invoice or credit note is waiting for KRA\. With eTIMS off they are not sent; they are sent when eTIMS is on again\.$/,
    );
    await note.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'etims-settings-waiting');

    // On again (and KRA back): it is signed, as every document was.
    kra.control.clearFaults();
    await changeShopDetails(owner, { etims_mode: 'simulator' });
    await expect.poll(async () => (await waiting()).state, { timeout: 60_000 }).toBe('signed');
    await page.close();
  });

  it('asks for a new item’s KRA item class while eTIMS is on, picked from KRA’s list', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/inventory`);
    await page.getByRole('button', { name: 'Add Item', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
    await dialog.getByLabel('Name').fill('Bamburi Cement 50kg');
    await dialog.getByLabel('Quantity').fill('40');
    await dialog.getByLabel('Unit Price (KSh, incl. VAT)').fill('780');
    await dialog.getByLabel('Cost Price (KSh)').fill('690');
    const itemClass = dialog.getByLabel('Item class', { exact: true });
    await dialog.getByText('eTIMS is on: choose KRA’s item class.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog
      .getByText('Choose KRA’s item class: eTIMS is on, and KRA is sent no item without one.')
      .waitFor();
    await itemClass.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'etims-item-class-required', itemClass);
    // A word finds the class in KRA's list; the code is what the field keeps.
    await itemClass.fill('cement');
    expect(
      await page
        .locator(`datalist#${await itemClass.getAttribute('list')} option`)
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).label)),
    ).toContain('30111600: Cement and lime');
    await itemClass.fill('30111600');
    await dialog.getByText('30111600: Cement and lime').waitFor();
    await screenshotBothWidths(page, 'etims-item-class-picked', itemClass);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await page.getByText('Bamburi Cement 50kg added').waitFor();
    await page.close();
  });
});
