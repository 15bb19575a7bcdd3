import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatKsh } from '../client/src/shared/money/money-format.ts';
import {
  artifactFile,
  baseUrl,
  DESKTOP,
  expectAccessible,
  openBrowser,
  PHONE,
  pickFrom,
  rest,
  screenshot,
  screenshotBothWidths,
  sidewaysOverflow,
  signedInPage,
} from './browser.ts';

type Created = { id: number };
type RestInvoice = { id: number; invoice_number: string };

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** dd/mm/yyyy, as the screen shows a YYYY-MM-DD date. */
const shown = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** The data the journey needs but does not test: a customer, stock, an order, an old invoice. */
async function arrange(token: string) {
  const suffix = Date.now().toString(36).slice(-5);
  const customer = await rest<Created>(token, 'POST', '/api/v1/customers', {
    name: `Kamau Builders ${suffix}`,
    contact: '+254 722 123 456',
    address: 'Plot 14, Enterprise Road, Industrial Area, Nairobi',
  });
  const walkIn = await rest<Created>(token, 'POST', '/api/v1/customers', {
    name: `Achieng Fundi ${suffix}`,
    contact: 'achieng.fundi@gmail.com',
    address: '',
  });
  const cement = await rest<Created>(token, 'POST', '/api/v1/inventory', {
    name: `Simba Cement 50kg ${suffix}`,
    quantity: 400,
    unit_price: 780,
    cost_price: 690,
    supplier_id: null,
  });
  const iron = await rest<Created>(token, 'POST', '/api/v1/inventory', {
    name: `Mabati Iron Sheet 30G ${suffix}`,
    quantity: 120,
    unit_price: 1150.5,
    cost_price: 980,
    supplier_id: null,
  });
  // 10 × 780 + 4 × 1,150.50 = 12,402.00 at shelf prices: 10,691.38 net + 1,710.62 VAT.
  const order = await rest<Created & { order_number: string }>(token, 'POST', '/api/v1/orders', {
    customer_id: walkIn.id,
    items: [
      { id: cement.id, quantity: 10, unit_price: 780 },
      { id: iron.id, quantity: 4, unit_price: 1150.5 },
    ],
    payment_method: 'credit',
    subtotal: 10_691.38,
    vat_rate: 0.16,
    vat_amount: 1710.62,
    total_amount: 12_402,
  });
  // Issued 20 days ago, due 13 days ago, nothing paid: overdue. 3 × 780 = 2,340, 322.76 VAT in it.
  const overdue = await rest<RestInvoice>(token, 'POST', '/api/v1/invoices', {
    customer_id: customer.id,
    order_id: null,
    items: [{ id: cement.id, description: 'Simba Cement 50kg', quantity: 3, unit_price: 780 }],
    created_at: daysAgo(20),
    vat_rate: 0.16,
    vat_amount: 322.76,
    total: 2340,
  });
  return { suffix, customer, walkIn, cement, iron, order, overdue };
}

function row(page: Page, invoiceNumber: string) {
  return page.getByRole('row').filter({ hasText: invoiceNumber });
}

async function dialogNamed(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

/** The number in a preview's title, `Invoice INV-000042`. */
async function invoiceNumberOf(preview: Locator): Promise<string> {
  const title = (await preview.getByRole('heading', { level: 2 }).textContent()) ?? '';
  return title.replace('Invoice ', '');
}

describe('invoices: create, find, pay, reload, overdue, print', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let data: Awaited<ReturnType<typeof arrange>>;
  let manualNumber = '';
  let fromOrderNumber = '';
  let token = '';

  beforeAll(async () => {
    browser = await openBrowser();
    const session = await signedInPage(browser.context, '/invoices');
    page = session.page;
    token = session.token;
    data = await arrange(session.token);
    await page.reload();
  });
  afterAll(() => browser.close());
  // A failed step must not leave a dialog over the list for the next one.
  afterEach(async () => {
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) {
      await page.keyboard.press('Escape');
    }
  });

  it('lists invoices newest first and shows one past its due date as overdue', async () => {
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    const overdueRow = row(page, data.overdue.invoice_number);
    await overdueRow.waitFor();
    await expect.poll(() => overdueRow.getByText('Overdue').isVisible()).toBe(true);
    expect(await overdueRow.textContent()).toContain(shown(daysAgo(20)));
    await expectAccessible(page, 'invoice list');
    await screenshotBothWidths(page, 'invoices-list');
  });

  it('creates a manual invoice with a line from inventory and a typed line', async () => {
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const dialog = await dialogNamed(page, 'Create Invoice');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please select a customer and add items for manual invoice.');

    // Escape with the suggestions open closes them, not the dialog.
    await dialog.getByRole('combobox', { name: 'Customer' }).fill('Kamau');
    const suggestions = dialog.getByRole('listbox', { name: 'Customer' });
    await suggestions.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await suggestions.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);

    await pickFrom(dialog, 'Customer', `Kamau Builders ${data.suffix}`);
    await pickFrom(dialog, 'Add from inventory', `Simba Cement 50kg ${data.suffix}`);
    await dialog.getByLabel('Qty').first().fill('20');
    await dialog.getByRole('button', { name: 'Add Line' }).click();
    await dialog.getByLabel('Description').nth(1).fill('Delivery to site, Ruiru');
    await dialog.getByLabel('Price (KSh, incl. VAT)').nth(1).fill('2500');
    // 20 × 780 + 2,500 = 18,100.00 including VAT: 15,603.45 net + 2,496.55 VAT.
    await expect
      .poll(() => dialog.getByLabel('Invoice totals').textContent())
      .toContain('KSh 15,603.45');
    expect(await dialog.getByLabel('Invoice totals').textContent()).toMatch(
      /VAT \(16%\)\s*KSh 2,496\.55\s*Total\s*KSh 18,100\.00/,
    );
    await expectAccessible(page, 'create invoice dialog (manual)');
    await screenshotBothWidths(page, 'invoices-create-manual');

    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    const preview = await dialogNamed(page, /^Invoice INV-\d{6}$/);
    manualNumber = await invoiceNumberOf(preview);
    await expect
      .poll(() => preview.getByRole('status').textContent())
      .toBe(`Invoice ${manualNumber} created.`);
    const documentText = await preview.getByRole('article').textContent();
    expect(documentText).toContain('Ghala Hardware & General Supplies Ltd');
    expect(documentText).toContain('Reg. No. PVT-GH7Q2K9X');
    expect(documentText).toContain('accounts@ghala.co.ke');
    expect(documentText).toContain(`Kamau Builders ${data.suffix}`);
    expect(documentText).toContain('Plot 14, Enterprise Road');
    expect(documentText).toContain('Delivery to site, Ruiru');
    expect(documentText).toMatch(/Total\s*KSh 18,100\.00/);
    expect(documentText).toMatch(/Balance due\s*KSh 18,100\.00/);
    await expectAccessible(page, 'invoice preview');
    // The lines with their bands in view: a tax invoice's widest table, at a phone's width too.
    const lines = preview.getByRole('table', { name: `Items on invoice ${manualNumber}` });
    await screenshotBothWidths(page, 'invoices-preview', lines);
    await page.setViewportSize(PHONE);
    // The dialog's footer stays over its bottom: the lines are brought to the top to be seen.
    await lines.evaluate((table) => table.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'invoices-preview-lines');
    // Five columns still fit a phone: the band column takes no room from the amounts.
    expect(await sidewaysOverflow(preview.getByRole('article'))).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await row(page, manualNumber).waitFor();
  });

  it('creates an invoice from an order that has none yet', async () => {
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const dialog = await dialogNamed(page, 'Create Invoice');
    await dialog.getByRole('radio', { name: 'From an order' }).check();
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please select an order to generate invoice from.');
    await pickFrom(
      dialog,
      'Order',
      data.order.order_number,
      `${data.order.order_number} · Achieng Fundi ${data.suffix}`,
    );
    await expect
      .poll(() =>
        dialog.getByLabel(`Order ${data.order.order_number}`, { exact: true }).textContent(),
      )
      .toMatch(/Total\s*KSh 12,402\.00/);
    await expectAccessible(page, 'create invoice dialog (from an order)');
    await screenshotBothWidths(page, 'invoices-create-from-order');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    const preview = await dialogNamed(page, /^Invoice INV-\d{6}$/);
    fromOrderNumber = await invoiceNumberOf(preview);
    const documentText = await preview.getByRole('article').textContent();
    expect(documentText).toContain(`Mabati Iron Sheet 30G ${data.suffix}`);
    expect(documentText).toMatch(/VAT \(16%\)\s*KSh 1,710\.62/);
    await page.keyboard.press('Escape');

    // The order has its invoice now: it is no longer offered.
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const again = await dialogNamed(page, 'Create Invoice');
    await again.getByRole('radio', { name: 'From an order' }).check();
    await expect
      .poll(() => again.getByText('Every order already has an invoice.').isVisible())
      .toBe(true);
    await again.getByRole('button', { name: 'Cancel' }).click();
  });

  it('says each problem beside its field, and keeps the invoice being written through a reload', async () => {
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const dialog = await dialogNamed(page, 'Create Invoice');
    await pickFrom(dialog, 'Customer', `Kamau Builders ${data.suffix}`);
    await dialog.getByRole('button', { name: 'Add Line' }).click();
    const vat = dialog.getByLabel('VAT rate (%)');
    const description = dialog.getByLabel('Description');
    const price = dialog.getByLabel('Price (KSh, incl. VAT)');
    /** What a screen reader says of a field beyond its label: the words linked to it. */
    const describedText = async (field: Locator) => {
      const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
      const texts: string[] = [];
      for (const id of ids) texts.push((await page.locator(`[id="${id}"]`).textContent()) ?? '');
      return texts.join(' ');
    };
    await vat.fill('150');
    // At once, before any attempt: no rate is applied to what is typed.
    await expect.poll(() => vat.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(vat)).toBe(
      '0 to 100. Applied: none Enter a VAT rate from 0 to 100.',
    );
    expect(await description.getAttribute('aria-invalid')).toBeNull();
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    // Every problem at once, each under its field and linked to it.
    await expect.poll(() => description.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(description)).toBe('Enter a description.');
    expect(await describedText(price)).toBe('Enter a price.');
    expect(await describedText(vat)).toBe(
      '0 to 100. Applied: none Enter a VAT rate from 0 to 100.',
    );
    expect(await dialog.getByText('Enter a VAT rate from 0 to 100.').isVisible()).toBe(true);
    await expectAccessible(page, 'create invoice dialog with field errors');
    await screenshotBothWidths(page, 'invoices-create-field-errors');

    await description.fill('Site visit, Ruiru');
    await price.fill('1500');
    await vat.fill('16');
    await expect.poll(() => description.getAttribute('aria-invalid')).toBeNull();
    await expect
      .poll(() => dialog.getByLabel('Invoice totals').textContent())
      .toMatch(/Total\s*KSh 1,500\.00/);

    // A reload loses nothing: the dialog opens again on the draft, and says so.
    await page.reload();
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const restored = await dialogNamed(page, 'Create Invoice');
    await restored.getByText('Draft restored').waitFor();
    expect(await restored.getByLabel('Description').inputValue()).toBe('Site visit, Ruiru');
    expect(await restored.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe(
      `Kamau Builders ${data.suffix}`,
    );
    expect(await restored.getByLabel('Invoice totals').textContent()).toMatch(
      /Total\s*KSh 1,500\.00/,
    );
    await screenshotBothWidths(page, 'invoices-create-draft-restored');

    // Closing with work in it asks first.
    await page.keyboard.press('Escape');
    const ask = await dialogNamed(page, 'Discard this invoice?');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await restored.getByLabel('Description').inputValue()).toBe('Site visit, Ruiru');
    await restored.getByRole('button', { name: 'Cancel' }).click();
    await (await dialogNamed(page, 'Discard this invoice?'))
      .getByRole('button', { name: 'Discard' })
      .click();
    await restored.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const fresh = await dialogNamed(page, 'Create Invoice');
    expect(await fresh.getByText('Draft restored').count()).toBe(0);
    // Nothing typed: it closes without asking.
    await fresh.getByRole('button', { name: 'Cancel' }).click();
    await fresh.waitFor({ state: 'detached' });
  });

  it('finds invoices by number, by customer name and by status', async () => {
    const search = page.getByLabel('Search');
    const visibleNumbers = async () =>
      (await page.locator('.invoice-number').allInnerTexts()).sort();

    await search.fill(manualNumber);
    await expect.poll(visibleNumbers).toEqual([manualNumber]);
    await search.fill(`achieng fundi ${data.suffix}`);
    await expect.poll(visibleNumbers).toEqual([fromOrderNumber]);
    await search.fill('');

    const status = page.getByLabel('Status');
    expect(await status.locator('option').allInnerTexts()).toEqual([
      'All',
      'Unpaid',
      'Partially paid',
      'Paid',
      'Overdue',
      'Void',
    ]);
    await status.selectOption('overdue');
    await expect.poll(visibleNumbers).toEqual([data.overdue.invoice_number]);
    await status.selectOption('unpaid');
    await expect.poll(visibleNumbers).toEqual([manualNumber, fromOrderNumber].sort());
    await search.fill('no such invoice anywhere');
    await expect
      .poll(() => page.getByText('No invoices match your search.').isVisible())
      .toBe(true);
    await search.fill('');
    await status.selectOption({ label: 'All' });
  });

  it('records a partial payment that survives a reload', async () => {
    await page.getByRole('button', { name: `View ${manualNumber}` }).click();
    const preview = await dialogNamed(page, `Invoice ${manualNumber}`);
    await preview.getByRole('button', { name: 'Partial Payment' }).click();
    const amount = await dialogNamed(page, `Partial payment on ${manualNumber}`);
    await amount.getByLabel('Amount received (KSh)').fill('5000');
    await amount.getByLabel('Method').selectOption('cheque');
    await amount.getByRole('button', { name: 'Record Payment' }).click();
    // A cheque is recorded with its number: said beside the field, nothing sent.
    expect(await amount.getByRole('alert').textContent()).toBe('Enter the cheque number.');
    await amount.getByLabel('Reference (cheque number)').fill('104217');
    await expectAccessible(page, 'partial payment dialog');
    await screenshotBothWidths(page, 'invoices-partial-payment');
    await amount.getByRole('button', { name: 'Record Payment' }).click();
    await expect
      .poll(() => preview.getByRole('status').textContent())
      .toBe('Payment of KSh 5,000.00 recorded.');
    await expect
      .poll(() => preview.getByTestId('invoice-stamp').textContent())
      .toBe('PARTIALLY PAID');
    expect(await preview.getByRole('article').textContent()).toMatch(
      /Balance due\s*KSh 13,100\.00/,
    );

    await page.reload();
    const reloaded = await dialogNamed(page, `Invoice ${manualNumber}`);
    expect(page.url()).toContain('?invoice=');
    await expect
      .poll(() => reloaded.getByTestId('invoice-stamp').textContent())
      .toBe('PARTIALLY PAID');
    expect(await reloaded.getByRole('article').textContent()).toMatch(
      /Amount paid\s*KSh 5,000\.00\s*Balance due\s*KSh 13,100\.00/,
    );
    await page.keyboard.press('Escape');
    const listed = row(page, manualNumber);
    await expect.poll(() => listed.textContent()).toContain('Partially paid');
    expect(await listed.textContent()).toContain('KSh 5,000.00');
  });

  it('shows the payment history under the invoice, on screen only', async () => {
    await page.getByRole('button', { name: `View ${manualNumber}` }).click();
    const preview = await dialogNamed(page, `Invoice ${manualNumber}`);
    const history = preview.getByRole('table', { name: `Payments on ${manualNumber}` });
    await history.waitFor();
    expect(await history.getByRole('row').nth(1).textContent()).toMatch(
      /Cheque104217KSh 5,000\.00/,
    );
    await history.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'invoices-payment-history');
    await page.keyboard.press('Escape');
  });

  it('prints the invoice as one clean A4 page', async () => {
    await page.getByRole('button', { name: `View ${manualNumber}` }).click();
    const preview = await dialogNamed(page, `Invoice ${manualNumber}`);
    await preview.getByTestId('invoice-stamp').waitFor();
    rmSync(artifactFile('invoice-1.png'), { force: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({
      path: artifactFile('invoice.pdf'),
      preferCSSPageSize: true,
      printBackground: true,
    });
    await page.emulateMedia({ media: 'screen' });
    const pdf = readFileSync(artifactFile('invoice.pdf'), 'latin1');
    // Exactly one page object (`/Type /Pages` is the page tree, not a page).
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(1);
    const info = execFileSync('pdfinfo', [artifactFile('invoice.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:.*\(A4\)/);
    const text = execFileSync('pdftotext', ['-raw', artifactFile('invoice.pdf'), '-'], {
      encoding: 'utf8',
    });
    // However the name wraps beside the logo and the title: name, then registration number.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Ghala Hardware & General Supplies Ltd Reg. No. PVT-GH7Q2K9X',
    );
    expect(text).toContain(`Invoice No. ${manualNumber}`);
    expect(text).toContain(`Kamau Builders ${data.suffix}\n+254 722 123 456\nPlot 14`);
    // A VAT-registered shop's invoice is a tax invoice: titled so, each line with its band.
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('DESCRIPTION QTY PRICE BAND AMOUNT');
    expect(text).toContain('Delivery to site, Ruiru 1 KSh 2,500.00 B KSh 2,500.00');
    expect(text).toContain(
      'Total KSh 18,100.00\nAmount paid KSh 5,000.00\nBalance due KSh 13,100.00',
    );
    expect(text).toContain('PARTIALLY PAID');
    expect(text).not.toContain('Print / Export PDF');
    expect(text).not.toContain('Logout');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      artifactFile('invoice.pdf'),
      artifactFile('invoice'),
    ]);
    await page.keyboard.press('Escape');
  });

  it('marks an invoice paid, and refuses to delete it once paid', async () => {
    await page.getByRole('button', { name: `View ${manualNumber}` }).click();
    const preview = await dialogNamed(page, `Invoice ${manualNumber}`);
    await preview.getByRole('button', { name: 'Mark Paid' }).click();
    // It asks first, naming what is left to pay.
    const confirmPaid = await dialogNamed(page, 'Mark paid');
    await confirmPaid.getByText(`Mark ${manualNumber} paid: KSh 13,100.00?`).waitFor();
    // It starts on the way the invoice was last paid: the cheque above. The rest comes by M-Pesa.
    expect(await confirmPaid.getByLabel('Method').inputValue()).toBe('cheque');
    await confirmPaid.getByLabel('Method').selectOption('mpesa');
    await confirmPaid.getByLabel('Reference (M-Pesa code)').fill('SKM2R8Z4QA');
    await expectAccessible(page, 'mark paid dialog');
    await screenshotBothWidths(page, 'invoices-mark-paid-dialog');
    await confirmPaid.getByRole('button', { name: 'Mark Paid' }).click();
    await expect.poll(() => preview.getByTestId('invoice-stamp').textContent()).toBe('PAID');
    expect(await preview.getByRole('status').textContent()).toBe('Invoice marked as paid.');
    expect(await preview.getByRole('button', { name: 'Mark Paid' }).isDisabled()).toBe(true);
    expect(await preview.getByRole('button', { name: 'Partial Payment' }).isDisabled()).toBe(true);

    // Refused at the press, before a confirmation that would only end in the refusal.
    await preview.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => preview.getByRole('alert').textContent())
      .toBe(
        `Failed to delete invoice: Invoice ${manualNumber} has recorded payments: issue a credit note instead`,
      );
    expect(await page.getByRole('dialog', { name: 'Delete invoice' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => row(page, manualNumber).textContent()).toContain('Paid');
  });

  it('deletes an unpaid invoice after confirmation', async () => {
    await page.getByRole('button', { name: `View ${fromOrderNumber}` }).click();
    const preview = await dialogNamed(page, `Invoice ${fromOrderNumber}`);
    await preview.getByRole('button', { name: 'Delete' }).click();
    const confirm = await dialogNamed(page, 'Delete invoice');
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: 'deleted' })
          .locator('.toast__message')
          .textContent(),
      )
      .toBe(`Invoice ${fromOrderNumber} deleted.`);
    await expect.poll(() => row(page, fromOrderNumber).count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl()}/invoices`);

    // Voided, not removed: the Void filter finds it, stamped VOID, with nothing left to do.
    await page.getByLabel('Status').selectOption('void');
    await expect.poll(() => row(page, fromOrderNumber).count()).toBe(1);
    await page.getByRole('button', { name: `View ${fromOrderNumber}` }).click();
    const voided = await dialogNamed(page, `Invoice ${fromOrderNumber}`);
    expect(await voided.getByTestId('invoice-stamp').textContent()).toBe('VOID');
    expect(await voided.getByText(/^Voided /).textContent()).toContain('nobody owes it');
    expect(await voided.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await voided.getByRole('button', { name: 'Partial Payment' }).isDisabled()).toBe(true);
    await screenshotBothWidths(page, 'invoices-void');
    await page.keyboard.press('Escape');
    await page.getByLabel('Status').selectOption({ label: 'All' });
  });

  it('shows the customer’s statement from their row, and prints it as one A4 page', async () => {
    const customerName = `Kamau Builders ${data.suffix}`;
    const from = daysAgo(30);
    const expected = await rest<{
      closing_balance: number;
      lines: unknown[];
      ageing: { days_1_30: number };
    }>(token, 'GET', `/api/v1/customers/${data.customer.id}/statement?from=${from}`);
    // The overdue invoice, the manual one and its two payments; the overdue one still owed.
    expect(expected.lines).toHaveLength(4);
    expect(expected.closing_balance).toBeGreaterThan(0);
    expect(expected.ageing.days_1_30).toBe(expected.closing_balance);

    await page.goto(`${baseUrl()}/customers`);
    await page.getByRole('link', { name: `Statement of ${customerName}`, exact: true }).click();
    await page.waitForURL(new RegExp(`/customers/${data.customer.id}/statement$`));
    await page.getByRole('heading', { name: `Statement: ${customerName}` }).waitFor();
    const period = page.getByRole('form', { name: 'Statement period' });
    await period.getByLabel('From').fill(from);
    await period.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(new RegExp(`from=${from}`));
    const statement = page.getByRole('article', { name: `Statement for ${customerName}` });
    // Header, brought forward, four lines, balance due.
    await expect.poll(() => statement.getByRole('row').count()).toBe(7);
    expect(await statement.getByRole('row').last().textContent()).toContain(
      `Balance due${formatKsh(expected.closing_balance)}`,
    );
    expect(await statement.getByRole('row').nth(2).textContent()).toContain(
      data.overdue.invoice_number,
    );
    await expectAccessible(page, 'customer statement');
    await screenshotBothWidths(page, 'customer-statement');

    const pdfFile = artifactFile('statement.pdf');
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: pdfFile, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    expect(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' })).toMatch(
      /Pages:\s+1\n[\s\S]*Page size:.*\(A4\)/,
    );
    const printed = execFileSync('pdftotext', ['-raw', pdfFile, '-'], { encoding: 'utf8' });
    for (const text of [
      'STATEMENT',
      customerName,
      'Balance brought forward',
      data.overdue.invoice_number,
      manualNumber,
      'Payment, Cheque 104217',
      `Balance due ${formatKsh(expected.closing_balance)}`,
    ]) {
      expect(printed, `the printed statement shows ${text}`).toContain(text);
    }
    expect(printed).not.toContain('Print / Export PDF');
    expect(printed).not.toContain('Back to customers');
    execFileSync('pdftoppm', ['-png', '-r', '80', pdfFile, artifactFile('statement')]);
    await page.goto(`${baseUrl()}/invoices`);
  });
});
