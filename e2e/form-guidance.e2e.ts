import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  nextFrames,
  openBrowser,
  PHONE,
  rest,
  screenshot,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

// Issue 20 in Debian's Chromium against the real server: the server's refusals beside the
// fields they are about, the cart saying what it did with a quantity or a VAT rate, and the
// order being written kept through a trip to another screen and a reload, with the question
// asked before leaving it.
const tag = randomUUID().slice(0, 6);
const named = (name: string) => `${name} ${tag}`;

type Created = { id: number; name: string };

/** What a screen reader says of a field beyond its label: the words linked to it. */
async function describedText(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts: string[] = [];
  for (const id of ids) texts.push((await page.locator(`[id="${id}"]`).textContent()) ?? '');
  return texts.join(' ');
}

const quantityOf = (page: Page, name: string) =>
  page.getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true });

describe('forms that guide: field errors, cart messages, the order kept', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let token: string;
  let cement: Created;
  let nails: Created;
  const customerName = named('Mama Njeri Hardware');

  beforeAll(async () => {
    browser = await openBrowser();
    ({ page, token } = await signedInPage(browser.context, '/dashboard'));
    await rest(token, 'POST', '/api/v1/customers', {
      name: customerName,
      contact: '+254 722 123 456',
      address: 'Kenyatta Avenue, Nakuru',
    });
    const item = (name: string, quantity: number, unitPrice: number) =>
      rest<Created>(token, 'POST', '/api/v1/inventory', {
        name: named(name),
        quantity,
        unit_price: unitPrice,
        cost_price: unitPrice * 0.8,
        supplier_id: null,
      });
    cement = await item('Simba Cement 50kg', 120, 850);
    nails = await item('Wire Nails 3in (1kg)', 40, 180.5);
  });
  afterAll(() => browser.close());

  it("shows the server's refusals beside the fields of Add Customer, all at once", async () => {
    await page.goto(`${baseUrl()}/customers`);
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await dialog.getByLabel('Address').fill('Moi Avenue, Nairobi');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();

    const name = dialog.getByLabel('Name');
    const contact = dialog.getByLabel('Contact');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(page, name)).toBe('must not be blank');
    expect(await contact.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(page, contact)).toBe('Phone number or email. must not be blank');
    expect(await dialog.getByLabel('Address').getAttribute('aria-invalid')).toBeNull();
    // Beside the fields, not summed up in one banner; shown as a sentence.
    expect(await dialog.locator('.banner').count()).toBe(0);
    expect(await dialog.locator('.field__error').first().innerText()).toBe('Must not be blank');
    await expectAccessible(page, 'add customer with field errors');
    await screenshotBothWidths(page, 'form-guidance-add-customer-errors');

    // Fixed, it goes through.
    await name.fill(named('Otieno Glass'));
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await contact.fill('0711 222 333');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('says when it caps a quantity at the stock, and which VAT rate it applies', async () => {
    await page.goto(`${baseUrl()}/orders`);
    await page.getByRole('button', { name: 'New Order' }).click();
    await page.getByRole('form', { name: 'Create order' }).waitFor();
    await page.getByRole('combobox', { name: 'Customer' }).fill(customerName);
    await page.getByRole('option', { name: new RegExp(`^${customerName}`) }).click();
    await page.getByLabel('Payment method').selectOption('mpesa');
    await page.getByLabel('Search items').fill(tag);
    await page.getByRole('button', { name: `Add ${cement.name} to the cart` }).click();
    await page.getByRole('button', { name: `Add ${nails.name} to the cart` }).click();

    // 150 typed, 120 in stock: capped, and said beside the line.
    await quantityOf(page, cement.name).fill('150');
    await expect.poll(() => quantityOf(page, cement.name).inputValue()).toBe('120');
    const capped = page.getByText('Only 120 in stock', { exact: true });
    await capped.waitFor();
    expect(await describedText(page, quantityOf(page, cement.name))).toBe(
      '120 in stock Only 120 in stock',
    );

    // The rate applied is always in sight: blank applies 0 %, above 100 % applies none.
    const vat = page.getByLabel('VAT rate (%)');
    await vat.fill('');
    await expect.poll(() => describedText(page, vat)).toBe('Blank: 0% applied, no VAT is charged.');
    await screenshotBothWidths(page, 'form-guidance-cart-blank-vat');
    await vat.fill('150');
    await expect.poll(() => vat.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(page, vat)).toBe(
      '0 to 100. Applied: none Enter a VAT rate from 0 to 100.',
    );
    await expectAccessible(page, 'cart with its messages');
    await screenshotBothWidths(page, 'form-guidance-cart-messages');
    await vat.fill('16');
    await expect.poll(() => vat.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks before leaving the cart; it is waiting after Inventory and after a reload', async () => {
    // Any question the browser itself asks (before unload) is recorded, and answered.
    const browserQuestions: string[] = [];
    page.on('dialog', (dialog) => {
      browserQuestions.push(dialog.type());
      void dialog.accept();
    });

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', {
        name: 'Inventory',
      })
      .click();
    const question = page.getByRole('dialog', { name: 'Leave this order?' });
    await question.waitFor();
    expect(await question.innerText()).toContain(
      'The order being written (2 items in the cart) is kept on this device: it will be here when you come back to Orders.',
    );
    expect(new URL(page.url()).pathname).toBe('/orders');
    await expectAccessible(page, 'the leave question');
    await screenshotBothWidths(page, 'form-guidance-leave-question');

    await question.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/inventory');

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await page.getByRole('form', { name: 'Create order' }).waitFor();
    expect(await quantityOf(page, cement.name).inputValue()).toBe('120');
    expect(await quantityOf(page, nails.name).inputValue()).toBe('1');
    expect(await page.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe(customerName);

    // A reload brings it back without asking: the browser kept the draft.
    await page.reload();
    await page.getByRole('form', { name: 'Create order' }).waitFor();
    expect(await quantityOf(page, cement.name).inputValue()).toBe('120');
    expect(await page.getByLabel('Payment method').inputValue()).toBe('mpesa');
    expect(await page.getByLabel('VAT rate (%)').inputValue()).toBe('16');
    expect(browserQuestions).toEqual([]);
    await screenshotBothWidths(page, 'form-guidance-cart-restored');

    // Sold: the draft is gone, and the menu goes straight on.
    await page.getByRole('button', { name: 'Create Order' }).click();
    await page.getByRole('table', { name: 'Orders, newest first' }).waitFor();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('ghala.draft:order-cart:')),
      ),
    ).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', {
        name: 'Inventory',
      })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const items = await rest<Array<{ id: number; quantity: number }>>(
      token,
      'GET',
      '/api/v1/inventory',
    );
    expect(items.find((entry) => entry.id === cement.id)?.quantity).toBe(0);
  });

  it('opens New Order on a phone with the form in view, no customer list dropped over it', async () => {
    const phone = await browser.context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`${baseUrl()}/login`);
    await phone.evaluate((value) => localStorage.setItem('token', value), token);
    await phone.goto(`${baseUrl()}/orders`);
    await phone.getByRole('button', { name: 'New Order' }).click();
    const form = phone.getByRole('form', { name: 'Create order' });
    await form.waitFor();
    await nextFrames(phone);
    expect(await phone.getByRole('listbox').count()).toBe(0);
    expect(
      await phone
        .getByRole('combobox', { name: 'Customer' })
        .evaluate((field) => field === document.activeElement),
    ).toBe(false);
    await screenshot(phone, 'new-order-phone');
    await phone.close();
  });
});
