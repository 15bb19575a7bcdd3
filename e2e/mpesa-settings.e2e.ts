import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MpesaSimulator,
  SANDBOX_PASSKEY,
  SANDBOX_SHORTCODE,
  startMpesaSimulator,
} from '../simulators/mpesa/mpesa-simulator.ts';
import { startTestServer } from '../testing/test-server.ts';
import {
  artifactFile,
  builtClientDir,
  changeShopDetails,
  DESKTOP,
  expectAccessible,
  nextFrames,
  openBrowser,
  ownerSession,
  PHONE,
  pickFrom,
  rest,
  screenshotBothWidths,
  useServer,
} from './browser.ts';
import { journeyDatabase } from './journey-database.ts';

/*
 * Issue 22 in the browser: an owner fills in M-Pesa on the Settings screen (against the Daraja
 * simulator in the repo) and registers the C2B addresses; a customer then pays the paybill with
 * an account number Ghala does not know, and a member of staff finds the payment under
 * Unmatched M-Pesa payments and assigns it to the order it was for.
 */
/** One part of the screen at 1280 and 375 px: the full pages are too tall to review it in. */
async function partAtBothWidths(page: Page, part: Locator, name: string): Promise<void> {
  for (const { width } of [DESKTOP, PHONE]) {
    // Tall enough for the whole part: the app scrolls inside its layout, which clips the shot.
    await page.setViewportSize({ width, height: 2000 });
    await nextFrames(page);
    await part.screenshot({ path: artifactFile(`screenshots/${name}-${width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

describe('M-Pesa: settings, and a payment nobody matched', () => {
  let daraja: MpesaSimulator;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    daraja = await startMpesaSimulator({ port: 0 });
    // This file's own Ghala, pointed at the simulator (the shared setup's has no Daraja).
    server = await startTestServer({
      database: journeyDatabase(),
      clientDir: builtClientDir(),
      mpesaSimulatorUrl: daraja.url,
    });
    useServer(server.url, server.owner.token);
    browser = await openBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await daraja?.close();
  });

  it('saves the keys without ever showing them, and registers the C2B addresses', async () => {
    const owner = ownerSession();
    await changeShopDetails(owner, { mpesa_type: 'paybill', mpesa_number: SANDBOX_SHORTCODE });

    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/settings`);
    const form = page.getByRole('form', { name: 'M-Pesa settings' });
    await form.getByText(`Paybill number: ${SANDBOX_SHORTCODE}`).waitFor();
    await form.getByRole('radio', { name: /^Simulator/ }).check();
    await form.getByLabel('Passkey').fill(SANDBOX_PASSKEY);
    await form.getByLabel('Consumer key').fill('ghala-daraja-app');
    await form.getByLabel('Consumer secret').fill('ghala-daraja-secret');
    await form.getByLabel('Callback address').fill(server.url);
    await form.getByRole('button', { name: 'Save M-Pesa settings' }).click();
    await page.getByText('M-Pesa settings saved.').waitFor();
    await expect.poll(() => form.getByLabel('Passkey').inputValue()).toBe('');
    expect(await form.getByLabel('Passkey').getAttribute('placeholder')).toBe(
      'Saved — type to replace',
    );
    expect(await page.content()).not.toContain('ghala-daraja-secret');

    await form.getByRole('button', { name: 'Register C2B URLs' }).click();
    await form.getByText(/^Registered with Safaricom /).waitFor();
    const confirmation = await form
      .getByRole('textbox', { name: 'C2B confirmation address' })
      .inputValue();
    expect(confirmation.startsWith(server.url)).toBe(true);
    expect(daraja.control.registrations()).toEqual([
      expect.objectContaining({ ShortCode: SANDBOX_SHORTCODE, ConfirmationURL: confirmation }),
    ]);

    await expectAccessible(page, 'Settings with M-Pesa');
    await form.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'mpesa-settings');
  });

  it('lists a paybill payment naming no document, and assigns it to its order', async () => {
    const owner = ownerSession();
    const customer = await rest<{ id: number }>(owner, 'POST', '/api/v1/customers', {
      name: 'Kamau Builders',
      contact: '0733 100 200',
    });
    const item = await rest<{ id: number }>(owner, 'POST', '/api/v1/inventory', {
      name: 'Mabati roofing sheet 3m',
      quantity: 50,
      unit_price: 1160,
      cost_price: 900,
    });
    const order = (await rest<{ id: number; order_number: string }>(
      owner,
      'POST',
      '/api/v1/orders',
      {
        customer_id: customer.id,
        payment_method: 'mpesa',
        vat_rate: 0.16,
        items: [{ id: item.id, quantity: 1, unit_price: 1160 }],
        subtotal: 1000,
        vat_amount: 160,
        total_amount: 1160,
      },
    )) as { id: number; order_number: string };

    // Before anything arrives, the list says what lands in it.
    await page.goto(`${server.url}/payments`);
    await page.getByRole('link', { name: 'Unmatched M-Pesa' }).click();
    await page.getByRole('heading', { level: 1, name: 'Unmatched M-Pesa payments' }).waitFor();
    await page.getByText(/^Nothing to match\./).waitFor();
    await screenshotBothWidths(page, 'mpesa-unmatched-empty');

    // Safaricom confirms a payment whose account number names nothing Ghala knows.
    const [, delivered] = await daraja.control.simulateC2B({
      BusinessShortCode: SANDBOX_SHORTCODE,
      TransAmount: 1160,
      BillRefNumber: 'KAMAU SITE 2',
      MSISDN: '254733100999',
      TransID: 'TKA1B2C3D4',
      FirstName: 'Peter',
      LastName: 'Kamau',
    });
    expect(delivered?.delivered).toBe(true);

    // The dashboard says money waits, and leads to where it is matched.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page
      .getByText('KSh 1,160.00 paid by M-Pesa (1 payment) waits to be matched to a sale.')
      .waitFor();
    await page.getByRole('link', { name: 'Match M-Pesa payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Unmatched M-Pesa payments' }).waitFor();
    const row = page.getByRole('row', { name: /TKA1B2C3D4/ });
    await row.waitFor();
    await expectAccessible(page, 'Unmatched M-Pesa payments');
    await screenshotBothWidths(page, 'mpesa-unmatched');

    await row.getByRole('button', { name: 'Assign TKA1B2C3D4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign TKA1B2C3D4' });
    await dialog.getByRole('radio', { name: /^An order/ }).check();
    await pickFrom(dialog, 'Order', order.order_number);
    await screenshotBothWidths(page, 'mpesa-assign-dialog');
    await dialog.getByRole('button', { name: 'Assign payment' }).click();
    await page.getByText('TKA1B2C3D4 assigned in full.').waitFor();
    await page.getByText(/^Nothing to match\./).waitFor();

    const paid = await rest<{ status: string }>(owner, 'GET', `/api/v1/orders/${order.id}`);
    expect(paid.status).toBe('paid');
    const payments = await rest<{ method: string; reference: string; amount: number }[]>(
      owner,
      'GET',
      `/api/v1/payments?order_ids=${order.id}`,
    );
    expect(payments).toEqual([
      expect.objectContaining({ amount: 1160, method: 'mpesa', reference: 'TKA1B2C3D4' }),
    ]);

    // Money paid to another till (one whose C2B addresses still point here, as an old till's
    // may), which Safaricom reversed: flagged not ours, marked returned, it leaves the list.
    const { confirmation_url } = await rest<{ confirmation_url: string }>(
      owner,
      'GET',
      '/api/v1/mpesa/settings',
    );
    const confirmed = await fetch(confirmation_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        TransactionType: 'Pay Bill',
        TransID: 'TKW9X8Y7Z6',
        TransTime: '20261207093000',
        TransAmount: '500.00',
        BusinessShortCode: '600999',
        BillRefNumber: 'SCHOOL FEES',
        InvoiceNumber: '',
        OrgAccountBalance: '',
        ThirdPartyTransID: '',
        MSISDN: '254733100888',
        FirstName: 'Amina',
        MiddleName: '',
        LastName: 'Hassan',
      }),
    });
    expect(await confirmed.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const wrong = page.getByRole('row', { name: /TKW9X8Y7Z6/ });
    await wrong.getByText('Paid to 600999: not ours').waitFor();
    await screenshotBothWidths(page, 'mpesa-unmatched-not-ours');
    await wrong.getByRole('button', { name: 'Mark returned TKW9X8Y7Z6' }).click();
    const returning = page.getByRole('dialog', { name: 'Returned to the payer' });
    await returning
      .getByRole('textbox', { name: 'Reason' })
      .fill('Reversed by Safaricom: wrong till');
    await expectAccessible(page, 'Returned to the payer');
    await returning.getByRole('button', { name: 'Mark returned' }).click();
    await page.getByText('TKW9X8Y7Z6 marked returned to the payer.').waitFor();
    await page.getByText(/^Nothing to match\./).waitFor();
    const receipts = await rest<{ items: { receipt_number: string; returned: number }[] }>(
      owner,
      'GET',
      '/api/v1/mpesa/receipts',
    );
    expect(receipts.items).toContainEqual(
      expect.objectContaining({ receipt_number: 'TKW9X8Y7Z6', returned: 500 }),
    );

    // The owner finds it later with why it went back.
    await page.getByRole('link', { name: 'Returned to the payer' }).click();
    const returnedRow = page.getByRole('row').filter({ hasText: 'TKW9X8Y7Z6' });
    await returnedRow.waitFor();
    const returnedText = await returnedRow.textContent();
    expect(returnedText).toContain('KSh 500.00');
    expect(returnedText).toContain('Reversed by Safaricom: wrong till');
    await expectAccessible(page, 'M-Pesa money returned to the payer');
  });

  it('replaces the callback addresses: asked first, the old ones dead, the new ones registered', async () => {
    await page.goto(`${server.url}/settings`);
    const form = page.getByRole('form', { name: 'M-Pesa settings' });
    const confirmationField = form.getByRole('textbox', { name: 'C2B confirmation address' });
    const old = await confirmationField.inputValue();
    await form.getByRole('button', { name: 'Replace callback addresses' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace the callback addresses?' });
    await dialog.getByText(/the old ones stop working at once/).waitFor();
    await expectAccessible(page, 'Replace the callback addresses?');
    await partAtBothWidths(page, dialog, 'mpesa-replace-addresses-dialog');
    await dialog.getByRole('button', { name: 'Replace addresses' }).click();
    await page.getByText('Callback addresses replaced and registered with Safaricom.').waitFor();
    await expect.poll(() => confirmationField.inputValue()).not.toBe(old);
    const fresh = await confirmationField.inputValue();
    expect(daraja.control.registrations()).toEqual([
      expect.objectContaining({ ShortCode: SANDBOX_SHORTCODE, ConfirmationURL: fresh }),
    ]);
    // Whoever kept the old address can no longer report a payment.
    const forged = await fetch(old, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ TransID: 'TKFORGED01', TransAmount: '1160.00' }),
    });
    expect(forged.status).toBe(404);
    await form.getByText(/^Registered with Safaricom /).waitFor();
    const addresses = form.getByRole('region', { name: 'Addresses Safaricom calls back' });
    await partAtBothWidths(page, addresses, 'mpesa-replaced-addresses');
  });
});
