import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToKsh, documentTotals } from '../client/src/shared/money/cents.ts';
import {
  type MpesaSimulator,
  SANDBOX_PASSKEY,
  SANDBOX_SHORTCODE,
  startMpesaSimulator,
} from '../simulators/mpesa/mpesa-simulator.ts';
import { startTestServer } from '../testing/test-server.ts';
import {
  builtClientDir,
  changeShopDetails,
  expectAccessible,
  openBrowser,
  rest,
  rowMenuItem,
  screenshotBothWidths,
  useServer,
} from './browser.ts';
import { journeyDatabase } from './journey-database.ts';

type Order = { id: number; order_number: string; total_amount: number };
type SavedOrder = { status: string; balance: number };
type Payment = { kind: string; amount: number; method: string; reference: string | null };

const RECEIPT = 'TKR3XYZ12A';

/*
 * Issue 22 end to end: a shop with M-Pesa in simulator mode (against the Daraja simulator in
 * the repo, which calls the shop's own callback address back) asks a customer's phone to pay
 * an order by STK push from the Orders screen. The dialog follows the request live: waiting on
 * the phone, then paid with M-Pesa's receipt; the order is paid, and its ledger holds one
 * M-Pesa payment with the receipt as its reference.
 */
describe('M-Pesa: an order paid by STK push', () => {
  let mpesa: MpesaSimulator;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let owner: string;
  let order: Order;
  let customerId: number;
  let itemId: number;

  beforeAll(async () => {
    mpesa = await startMpesaSimulator({ port: 0 });
    // This file's own Ghala, pointed at the simulator (the shared setup's has no M-Pesa).
    server = await startTestServer({
      database: journeyDatabase(),
      clientDir: builtClientDir(),
      mpesaSimulatorUrl: mpesa.url,
    });
    owner = server.owner.token;
    useServer(server.url, owner);
    browser = await openBrowser();

    // The shop's paybill (the sandbox's shortcode, whose passkey the simulator checks), then
    // M-Pesa on in simulator mode, called back at this server's own address.
    await changeShopDetails(owner, { mpesa_type: 'paybill', mpesa_number: SANDBOX_SHORTCODE });
    await rest(owner, 'PUT', '/api/v1/mpesa/settings', {
      mode: 'simulator',
      passkey: SANDBOX_PASSKEY,
      consumer_key: 'ghala-journey-key',
      consumer_secret: 'ghala-journey-secret',
      callback_base_url: server.url,
    });

    const customer = await rest<{ id: number }>(owner, 'POST', '/api/v1/customers', {
      name: 'Wanjiku Hardware',
      contact: '0712 345 678',
      address: 'Kirinyaga Road, Nairobi',
    });
    customerId = customer.id;
    const item = await rest<{ id: number }>(owner, 'POST', '/api/v1/inventory', {
      name: 'Wheelbarrow',
      quantity: 20,
      unit_price: 500,
      cost_price: 350,
      supplier_id: null,
    });
    itemId = item.id;
    const totals = documentTotals([{ quantity: 1, unitPriceCents: 500_00 }], 1600);
    order = await rest<Order>(owner, 'POST', '/api/v1/orders', {
      customer_id: customer.id,
      items: [{ id: item.id, quantity: 1, unit_price: 500 }],
      payment_method: 'credit',
      subtotal: centsToKsh(totals.subtotalCents),
      vat_rate: 0.16,
      vat_amount: centsToKsh(totals.vatCents),
      total_amount: centsToKsh(totals.totalCents),
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mpesa?.close();
  });

  it('asks the customer’s phone, waits for the PIN, and records the payment with its receipt', async () => {
    // The customer takes a few seconds to find the prompt and type the PIN, then pays.
    mpesa.control.stkOutcome({ resultCode: 0, delayMs: 8_000, receiptNumber: RECEIPT });

    page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/orders`);
    const row = page.getByRole('row', { name: new RegExp(order.order_number) });
    await row.waitFor();
    await (
      await rowMenuItem(
        page,
        order.order_number,
        `Request M-Pesa payment for ${order.order_number}`,
      )
    ).click();

    const dialog = page.getByRole('dialog', { name: 'Request M-Pesa payment' });
    const phone = dialog.getByLabel('Customer’s M-Pesa number');
    await expect.poll(() => phone.inputValue()).toBe('0712 345 678');
    expect(await dialog.getByLabel('Amount (KSh)').inputValue()).toBe('500');
    expect(await dialog.textContent()).toContain(`Account reference ${order.order_number}`);
    await screenshotBothWidths(page, 'mpesa-request');
    await dialog.getByRole('button', { name: 'Send request' }).click();

    const status = dialog.getByRole('status');
    await expect
      .poll(() => status.textContent())
      .toBe('Waiting for the customer to enter their M-Pesa PIN on 0712 345 678');
    await screenshotBothWidths(page, 'mpesa-waiting');

    // What Daraja was asked: the customer's phone, whole shillings, the order's number.
    const [push] = mpesa.control.stkPushes();
    expect(push?.status).toBe(200);
    expect(push?.body).toMatchObject({
      BusinessShortCode: SANDBOX_SHORTCODE,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 500,
      PartyA: '254712345678',
      PhoneNumber: '254712345678',
      AccountReference: order.order_number,
    });

    await expect
      .poll(() => status.textContent(), { timeout: 90_000 })
      .toBe(`Paid: KSh 500.00, M-Pesa receipt ${RECEIPT}`);
    await screenshotBothWidths(page, 'mpesa-paid');
    await expectAccessible(page, 'M-Pesa request paid');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The row shows the order paid, and its payments the M-Pesa receipt.
    await expect.poll(() => row.getByText('Paid', { exact: true }).count()).toBe(1);
    const paymentsItem = await rowMenuItem(
      page,
      order.order_number,
      `Payments on ${order.order_number}`,
    );
    expect(
      await page
        .getByRole('menuitem', { name: `Request M-Pesa payment for ${order.order_number}` })
        .count(),
    ).toBe(0);
    await paymentsItem.click();
    const payments = page.getByRole('dialog', { name: `Payments on ${order.order_number}` });
    const entry = payments.getByRole('row', { name: new RegExp(RECEIPT) });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('M-Pesa');
    expect(await entry.textContent()).toContain('KSh 500.00');

    // The ledger as the API has it: one payment, by M-Pesa, the receipt its reference.
    await mpesa.control.whenCallbacksSettled();
    const saved = await rest<SavedOrder>(owner, 'GET', `/api/v1/orders/${order.id}`);
    expect(saved.status).toBe('paid');
    expect(saved.balance).toBe(0);
    const ledger = await rest<Payment[]>(owner, 'GET', `/api/v1/orders/${order.id}/payments`);
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount: 500,
        method: 'mpesa',
        reference: RECEIPT,
      }),
    ]);
    await page.close();
  });

  it('on an invoice: the customer cancels on the phone, and nothing is recorded; paid later, the cents M-Pesa cannot move are rounded off', async () => {
    // KSh 580.25 owed: M-Pesa asks whole shillings, so the dialog offers 580.
    const totals = documentTotals([{ quantity: 1, unitPriceCents: 580_25 }], 1600);
    const invoice = await rest<{ id: number; invoice_number: string }>(
      owner,
      'POST',
      '/api/v1/invoices',
      {
        customer_id: customerId,
        order_id: null,
        items: [
          { id: null, description: 'Delivery to Kitengela', quantity: 1, unit_price: 580.25 },
        ],
        created_at: null,
        vat_rate: 0.16,
        vat_amount: centsToKsh(totals.vatCents),
        total: centsToKsh(totals.totalCents),
      },
    );
    mpesa.control.stkOutcome({ resultCode: 1032, delayMs: 200 });

    page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/invoices?invoice=${invoice.id}`);
    const preview = page.getByRole('dialog', { name: `Invoice ${invoice.invoice_number}` });
    await preview.getByRole('button', { name: 'Request M-Pesa payment' }).click();

    const dialog = page.getByRole('dialog', { name: 'Request M-Pesa payment' });
    const amount = dialog.getByLabel('Amount (KSh)');
    await expect.poll(() => amount.inputValue()).toBe('580');
    expect(await dialog.textContent()).toContain(
      'M-Pesa takes whole shillings: the balance is KSh 580.25, so KSh 0.25 is rounded off when M-Pesa pays the rest.',
    );
    expect(await dialog.getByLabel('Customer’s M-Pesa number').inputValue()).toBe('0712 345 678');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toBe('The customer cancelled on the phone. Nothing was recorded.');
    await screenshotBothWidths(page, 'mpesa-cancelled');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await mpesa.control.whenCallbacksSettled();
    const saved = await rest<{ status: string; amount_paid: number; payments: Payment[] }>(
      owner,
      'GET',
      `/api/v1/invoices/${invoice.id}`,
    );
    expect(saved).toMatchObject({ status: 'unpaid', amount_paid: 0, payments: [] });
    // The preview offers it again: the balance is still owed.
    expect(await preview.getByRole('button', { name: 'Request M-Pesa payment' }).count()).toBe(1);

    // Asked again and paid: M-Pesa's KSh 580 leaves 0.25 it cannot collect, rounded off, and
    // the invoice is paid with its VAT and total as issued.
    mpesa.control.stkOutcome({ resultCode: 0, delayMs: 200, receiptNumber: 'TKR3ROUND1' });
    await preview.getByRole('button', { name: 'Request M-Pesa payment' }).click();
    await expect.poll(() => amount.inputValue()).toBe('580');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000 })
      .toBe('Paid: KSh 580.00, M-Pesa receipt TKR3ROUND1');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const paid = await rest<{
      status: string;
      amount_paid: number;
      balance: number;
      total: number;
      vat_amount: number;
      payments: Payment[];
    }>(owner, 'GET', `/api/v1/invoices/${invoice.id}`);
    expect(paid).toMatchObject({
      status: 'paid',
      amount_paid: 580.25,
      balance: 0,
      total: centsToKsh(totals.totalCents),
      vat_amount: centsToKsh(totals.vatCents),
    });
    expect(paid.payments).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'mpesa', amount: 580 }),
      expect.objectContaining({ kind: 'rounding', method: 'rounding', amount: 0.25 }),
    ]);
    const rounding = preview.getByRole('row', { name: /Rounding/ });
    await rounding.waitFor();
    expect(await rounding.textContent()).toContain('M-Pesa takes whole shillings');
    expect(await rounding.textContent()).toContain('KSh 0.25');
    await screenshotBothWidths(page, 'mpesa-rounded', rounding);
    await page.close();
  });

  it('a wrong PIN fails with M-Pesa’s words; Try again asks the phone once more and is paid', async () => {
    const totals = documentTotals([{ quantity: 2, unitPriceCents: 500_00 }], 1600);
    const second = await rest<Order>(owner, 'POST', '/api/v1/orders', {
      customer_id: customerId,
      items: [{ id: itemId, quantity: 2, unit_price: 500 }],
      payment_method: 'credit',
      subtotal: centsToKsh(totals.subtotalCents),
      vat_rate: 0.16,
      vat_amount: centsToKsh(totals.vatCents),
      total_amount: centsToKsh(totals.totalCents),
    });
    mpesa.control.stkOutcome({ resultCode: 2001, delayMs: 200 });
    mpesa.control.stkOutcome({ resultCode: 0, delayMs: 200, receiptNumber: 'TKR3XYZ12B' });

    page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/orders`);
    const row = page.getByRole('row', { name: new RegExp(second.order_number) });
    await row.waitFor();
    await (
      await rowMenuItem(
        page,
        second.order_number,
        `Request M-Pesa payment for ${second.order_number}`,
      )
    ).click();
    const dialog = page.getByRole('dialog', { name: 'Request M-Pesa payment' });
    const amount = dialog.getByLabel('Amount (KSh)');
    await expect.poll(() => amount.inputValue()).toBe('1000');
    await amount.fill('600');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const status = dialog.getByRole('status');
    await expect
      .poll(() => status.textContent())
      .toBe(
        'M-Pesa could not take the payment. M-Pesa said: The initiator information is invalid.',
      );

    await dialog.getByRole('button', { name: 'Try again' }).click();
    expect(await amount.inputValue()).toBe('600');
    expect(await dialog.getByLabel('Customer’s M-Pesa number').inputValue()).toBe('0712 345 678');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => status.textContent())
      .toBe('Paid: KSh 600.00, M-Pesa receipt TKR3XYZ12B');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => row.getByText('Partially paid', { exact: true }).count()).toBe(1);

    // Two pushes reached Daraja; only the paid one is in the ledger.
    await mpesa.control.whenCallbacksSettled();
    const pushes = mpesa.control
      .stkPushes()
      .filter(
        (push) =>
          (push.body as { AccountReference?: string }).AccountReference === second.order_number,
      );
    expect(pushes).toHaveLength(2);
    const ledger = await rest<Payment[]>(owner, 'GET', `/api/v1/orders/${second.id}/payments`);
    expect(ledger).toEqual([
      expect.objectContaining({ amount: 600, method: 'mpesa', reference: 'TKR3XYZ12B' }),
    ]);
    await page.close();
  });

  it('paid per M-Pesa, receipt awaited: the status query says paid, no callback comes, and the code from the SMS records it', async () => {
    const totals = documentTotals([{ quantity: 1, unitPriceCents: 500_00 }], 1600);
    const third = await rest<Order>(owner, 'POST', '/api/v1/orders', {
      customer_id: customerId,
      items: [{ id: itemId, quantity: 1, unit_price: 500 }],
      payment_method: 'credit',
      subtotal: centsToKsh(totals.subtotalCents),
      vat_rate: 0.16,
      vat_amount: centsToKsh(totals.vatCents),
      total_amount: centsToKsh(totals.totalCents),
    });
    // The customer pays at once, but Safaricom's callback never reaches the shop.
    mpesa.control.stkOutcome({
      resultCode: 0,
      delayMs: 0,
      callback: false,
      receiptNumber: 'TKR3AWAIT1',
    });

    page = await browser.context.newPage();
    // The page's clock runs as the real one, but the journey can move it past the minute the
    // dialog gives the phone instead of waiting it out.
    await page.clock.install();
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/orders`);
    await page.getByRole('row', { name: new RegExp(third.order_number) }).waitFor();
    await (
      await rowMenuItem(
        page,
        third.order_number,
        `Request M-Pesa payment for ${third.order_number}`,
      )
    ).click();
    const dialog = page.getByRole('dialog', { name: 'Request M-Pesa payment' });
    await expect.poll(() => dialog.getByLabel('Amount (KSh)').inputValue()).toBe('500');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const status = dialog.getByRole('status');
    await expect
      .poll(() => status.textContent())
      .toBe('Waiting for the customer to enter their M-Pesa PIN on 0712 345 678');
    // After the minute the dialog gives the phone, M-Pesa's status query says paid.
    await page.clock.fastForward('01:00');
    await expect
      .poll(() => status.textContent())
      .toBe(
        'Paid per M-Pesa, receipt awaited: M-Pesa says the customer paid KSh 500.00, but its receipt has not arrived, so nothing is recorded yet.',
      );
    expect(await rest<SavedOrder>(owner, 'GET', `/api/v1/orders/${third.id}`)).toMatchObject({
      balance: 500,
    });
    await screenshotBothWidths(page, 'mpesa-receipt-awaited');
    await expectAccessible(page, 'M-Pesa request paid per M-Pesa, receipt awaited');
    // Closed, the sale itself says so: on its row, and on its payments where the code is typed.
    await dialog.getByText('Close', { exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(third.order_number) });
    await row.getByText('Paid per M-Pesa, receipt awaited').waitFor();
    await screenshotBothWidths(page, 'mpesa-receipt-awaited-row');
    await (
      await rowMenuItem(page, third.order_number, `Payments on ${third.order_number}`)
    ).click();
    const payments = page.getByRole('dialog', { name: `Payments on ${third.order_number}` });
    const notice = payments.getByRole('region', { name: 'Paid per M-Pesa, receipt awaited' });
    await expect
      .poll(() => notice.textContent())
      .toContain('M-Pesa says the customer paid KSh 500.00, but its receipt has not arrived');
    await notice.getByLabel('M-Pesa code from the customer’s SMS').fill('tkr3 await1');
    await screenshotBothWidths(page, 'mpesa-receipt-awaited-payments');
    await expectAccessible(page, 'An order’s payments with M-Pesa’s receipt awaited');
    await notice.getByRole('button', { name: 'Record payment' }).click();
    await payments.getByText('Paid: KSh 500.00, M-Pesa receipt TKR3AWAIT1').waitFor();
    await payments.getByText(/Paid KSh 500\.00 of KSh 500\.00; balance KSh 0\.00\./).waitFor();
    await payments.getByText('Close', { exact: true }).click();
    await expect.poll(() => row.textContent()).not.toContain('receipt awaited');
    const ledger = await rest<Payment[]>(owner, 'GET', `/api/v1/orders/${third.id}/payments`);
    expect(ledger).toEqual([
      expect.objectContaining({ amount: 500, method: 'mpesa', reference: 'TKR3AWAIT1' }),
    ]);
    await page.close();
  });
});
