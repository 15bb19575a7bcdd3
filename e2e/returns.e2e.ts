import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactFile,
  baseUrl,
  expectAccessible,
  openBrowser,
  rest,
  rowMenuItem,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

type Created = { id: number; name: string };
type RestItem = { id: number; quantity: number };
type RestInvoice = { id: number; invoice_number: string };
type RestOrder = { id: number; order_number: string };

/** A customer, stock, a paid invoice of 4 bags and a pending order, all the journey's own. */
async function arrange(token: string) {
  const run = Date.now().toString(36).slice(-5);
  const customer = await rest<Created>(token, 'POST', '/api/v1/customers', {
    name: `Wambui Returns ${run}`,
    contact: '+254 733 555 010',
    address: 'Moi Avenue, Mombasa',
  });
  const cement = await rest<Created>(token, 'POST', '/api/v1/inventory', {
    name: `Bamburi Cement 50kg ${run}`,
    quantity: 100,
    unit_price: 780,
    cost_price: 690,
    supplier_id: null,
  });
  // 4 × 780 = 3,120.00 including 430.34 VAT, paid in full by M-Pesa.
  const invoice = await rest<RestInvoice>(token, 'POST', '/api/v1/invoices', {
    customer_id: customer.id,
    order_id: null,
    items: [{ id: cement.id, description: cement.name, quantity: 4, unit_price: 780 }],
    created_at: null,
    vat_rate: 0.16,
    vat_amount: 430.34,
    total: 3120,
  });
  await rest(token, 'POST', `/api/v1/invoices/${invoice.id}/payments`, {
    amount: 3120,
    method: 'mpesa',
    reference: 'SKQ4T7PA2B',
  });
  // 2 × 780 = 1,560.00 including 215.17 VAT, nothing paid.
  const order = await rest<RestOrder>(token, 'POST', '/api/v1/orders', {
    customer_id: customer.id,
    items: [{ id: cement.id, quantity: 2, unit_price: 780 }],
    payment_method: 'cash',
    subtotal: 1344.83,
    vat_rate: 0.16,
    vat_amount: 215.17,
    total_amount: 1560,
  });
  return { run, customer, cement, invoice, order };
}

async function stockOf(token: string, id: number): Promise<number> {
  const items = await rest<RestItem[]>(token, 'GET', '/api/v1/inventory');
  return items.find((item) => item.id === id)?.quantity ?? Number.NaN;
}

async function dialogNamed(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

describe('returns: a credit note with a refund, and a cancelled order', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let token = '';
  let data: Awaited<ReturnType<typeof arrange>>;

  beforeAll(async () => {
    browser = await openBrowser();
    const session = await signedInPage(browser.context, '/invoices');
    page = session.page;
    token = session.token;
    data = await arrange(token);
    await page.reload();
  });
  afterAll(() => browser.close());

  it('credits a returned bag of a paid invoice, refunds it by M-Pesa and prints the credit note', async () => {
    const number = data.invoice.invoice_number;
    await page.getByRole('button', { name: `View ${number}` }).click();
    const preview = await dialogNamed(page, `Invoice ${number}`);
    await preview.getByRole('button', { name: 'Credit note' }).click();
    const form = await dialogNamed(page, `Credit note for ${number}`);
    await form.getByLabel(`Quantity of ${data.cement.name} to credit`).fill('5');
    await expect.poll(() => form.getByText('Only 4 left to credit').isVisible()).toBe(true);
    // No amount for a quantity that cannot be credited.
    expect(await form.getByText('Credit: —').isVisible()).toBe(true);
    // Issued as it is, it says every reason it cannot be yet, and issues nothing.
    await form.getByRole('button', { name: 'Issue credit note' }).click();
    await form
      .getByText('Put right the quantities marked above. Say why it is credited.')
      .waitFor();
    await form.getByLabel(`Quantity of ${data.cement.name} to credit`).fill('1');
    await form.getByLabel('Reason').fill('One bag hardened in the rain');
    expect(await form.getByLabel('Put the returned items back into stock').isChecked()).toBe(true);
    // All 3,120.00 was paid: the 780.00 credited goes back to the customer, or stays as credit.
    await form.getByText('Credit: KSh 780.00, all of it already paid').waitFor();
    await form.getByLabel('Refund it now').check();
    await form.getByLabel('Refund by').selectOption('mpesa');
    await form.getByLabel('Reference (M-Pesa code)').fill('SKR8N2V6XQ');
    await expectAccessible(page, 'credit note form');
    await screenshotBothWidths(page, 'credit-note-form');
    await form.getByRole('button', { name: 'Issue credit note' }).click();

    const note = await dialogNamed(page, /^Credit note CN-\d{6}$/);
    const noteText = (await note.getByRole('article').textContent()) ?? '';
    expect(noteText).toContain(`Against invoice${number}`);
    expect(noteText).toContain('Reason: One bag hardened in the rain');
    expect(noteText).toMatch(/Total credited\s*KSh 780\.00/);
    expect(noteText).toMatch(/Refunded\s*KSh 780\.00/);
    await expectAccessible(page, 'credit note');
    await screenshotBothWidths(page, 'credit-note');

    // Save as PDF names the file after the page's title: while printing, the credit note's
    // number and customer, then the screen's own again. Headless Chromium has no print dialog
    // to drive, so its stand-in notes the title it is asked to print under, then closes.
    await page.evaluate(() => {
      const titles: string[] = [];
      Object.assign(window, { printedTitles: titles });
      window.print = () => {
        titles.push(document.title);
        window.dispatchEvent(new Event('afterprint'));
      };
    });
    const screenTitle = await page.title();
    await note.getByRole('button', { name: 'Print / Export PDF' }).click();
    const noteNumber = /CN-\d{6}/.exec(noteText)?.[0];
    expect(
      await page.evaluate(() => (window as unknown as { printedTitles: string[] }).printedTitles),
    ).toEqual([`${noteNumber} ${data.customer.name}`]);
    expect(await page.title()).toBe(screenTitle);

    // Printed alone: the credit note, not the invoice under it.
    const pdfFile = artifactFile('credit-note.pdf');
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: pdfFile, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    expect(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
    const printed = execFileSync('pdftotext', ['-raw', pdfFile, '-'], { encoding: 'utf8' });
    expect(printed).toContain('CREDIT NOTE');
    expect(printed).toContain(number);
    expect(printed).not.toContain('Balance due');
    execFileSync('pdftoppm', ['-png', '-r', '80', pdfFile, artifactFile('credit-note')]);

    await note.getByRole('button', { name: 'Close' }).last().click();
    const invoiceText = (await preview.getByRole('article').textContent()) ?? '';
    expect(invoiceText).toMatch(/Credited \(CN-\d{6}\)\s*KSh 780\.00/);
    expect(invoiceText).toMatch(/Amount paid\s*KSh 2,340\.00/);
    expect(invoiceText).toMatch(/Balance due\s*KSh 0\.00/);
    expect(await preview.getByTestId('invoice-stamp').textContent()).toBe('PAID');
    await preview.getByRole('heading', { name: 'Credit notes' }).waitFor();
    // The ledger shows the credit and the refund beside the payment.
    const payments = (await preview.getByRole('table').last().textContent()) ?? '';
    expect(payments).toContain('Credit note');
    expect(payments).toContain('Refund');
    expect(payments).toContain('SKR8N2V6XQ');
    // 100 − 4 − 2 (the order) + 1 back.
    expect(await stockOf(token, data.cement.id)).toBe(95);
    await page.keyboard.press('Escape');
  });

  it('cancels a pending order after confirmation: kept, marked cancelled, its stock back', async () => {
    const number = data.order.order_number;
    await page.goto(`${baseUrl()}/orders?q=${encodeURIComponent(number)}`);
    const row = page.getByRole('row').filter({ hasText: number });
    await row.waitFor();
    await (await rowMenuItem(page, number, `Cancel order ${number}`)).click();
    const confirm = await dialogNamed(page, 'Cancel order');
    await confirm.getByLabel('Reason (optional)').fill('Customer bought elsewhere');
    await expectAccessible(page, 'cancel order confirmation');
    await screenshotBothWidths(page, 'orders-cancel');
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => row.getByText('Cancelled').isVisible()).toBe(true);
    const items = await rowMenuItem(page, number, `Items of ${number}`);
    expect(await page.getByRole('menuitem', { name: `Cancel order ${number}` }).count()).toBe(0);
    await items.press('Escape');
    expect(await row.getByRole('button', { name: `Mark paid: ${number}` }).isDisabled()).toBe(true);
    expect(await stockOf(token, data.cement.id)).toBe(97);
    const order = await rest<{ status: string; cancel_reason: string }>(
      token,
      'GET',
      `/api/v1/orders/${data.order.id}`,
    );
    expect(order).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Customer bought elsewhere',
    });
  });
});
