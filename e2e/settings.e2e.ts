import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactFile,
  baseUrl,
  expectAccessible,
  openBrowser,
  ownerSession,
  rest,
  screenshotBothWidths,
} from './browser.ts';

// The owner of a brand-new shop (issue 20): the dashboard says where to start, Settings takes
// the shop's own details and logo, every printed invoice then carries them, and the checklist
// ticks itself off and goes. This file has its own server on a fresh database, so the shop is
// truly empty and the invoice is INV-000001.

const shop = {
  name: 'Mwangi Hardware & Building Supplies Ltd',
  registrationNumber: 'PVT-MW2024X',
  kraPin: 'P051234567X',
  address: 'Moi Avenue, opposite Nakuru Market\nP.O. Box 1234-20100, Nakuru',
  phone: '0722 410 410',
  email: 'sales@mwangi.co.ke',
  footer: 'Goods once sold are not returnable. Asante kwa kununua nasi!',
  paybill: '522522',
  bank: 'KCB Bank, Nakuru branch, A/C 1234567890',
};

const checklist = (page: Page) => page.getByRole('region', { name: 'Get your shop ready' });

/** The steps as a screen reader reads their titles: `Done: …` or `To do: …`. */
async function steps(page: Page): Promise<string[]> {
  return (await checklist(page).locator('.getting-started__step-title').allTextContents()).map(
    (text) => text.trim(),
  );
}

/** A logo drawn in the page, as a PNG file on disk for the file picker. */
async function drawLogo(page: Page, file: string): Promise<void> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 120;
    const pen = canvas.getContext('2d')!;
    pen.fillStyle = '#0b6e4f';
    pen.fillRect(0, 0, 120, 120);
    pen.fillStyle = '#e8a317';
    pen.beginPath();
    pen.arc(60, 60, 36, 0, 2 * Math.PI);
    pen.fill();
    pen.fillStyle = '#17211d';
    pen.font = 'bold 44px sans-serif';
    pen.fillText('MWANGI', 132, 78);
    return canvas.toDataURL('image/png');
  });
  writeFileSync(file, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
}

describe("a new shop's owner sets the shop up", () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const logoFile = artifactFile('settings-logo.png');

  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), ownerSession());
    await drawLogo(page, logoFile);
  });
  afterAll(async () => {
    rmSync(logoFile, { force: true });
    await browser?.close();
  });

  it('an empty shop shows the first-run checklist, each step linking to where it is done', async () => {
    await page.goto(`${baseUrl()}/dashboard`);
    await checklist(page).waitFor();
    expect(await checklist(page).getByText('0 of 4 done').count()).toBe(1);
    expect(await steps(page)).toEqual([
      "To do: Enter your shop's details",
      'To do: Add your first supplier',
      'To do: Add your first item',
      'To do: Make your first sale',
    ]);
    await expectAccessible(page, 'dashboard with the checklist');
    await screenshotBothWidths(page, 'settings-checklist-new');
    await checklist(page).getByRole('link', { name: 'Open Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  });

  it('Settings: problems beside their fields, then every detail and a logo saved', async () => {
    // What Ghala was installed with, until someone saves.
    expect(await page.getByLabel('Company name').inputValue()).toBe(
      'Ghala Hardware & General Supplies Ltd',
    );
    await page.getByText(/^Not saved yet: these are the details/).waitFor();
    await expectAccessible(page, 'Settings');
    await screenshotBothWidths(page, 'settings-form');

    await page.getByLabel('KRA PIN (optional)').fill('P0512345');
    await page.getByLabel('Email').fill('sales at mwangi');
    await page.getByLabel('M-Pesa', { exact: true }).selectOption('paybill');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const pin = page.getByLabel('KRA PIN (optional)');
    await expect.poll(() => pin.getAttribute('aria-invalid')).toBe('true');
    const describedBy = async (label: string) => {
      const ids = (await page.getByLabel(label).getAttribute('aria-describedby')) ?? '';
      const texts = await Promise.all(
        ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      return texts.join(' ');
    };
    expect(await describedBy('KRA PIN (optional)')).toContain(
      'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567X.',
    );
    expect(await describedBy('Email')).toContain('Enter an email address');
    expect(await describedBy('Paybill number')).toContain(
      'Enter the paybill number: 5 to 7 digits.',
    );
    await expectAccessible(page, 'Settings with problems');
    await screenshotBothWidths(page, 'settings-errors');

    await page.getByLabel('Company name').fill(shop.name);
    await page.getByLabel('Registration number').fill(shop.registrationNumber);
    await page.getByLabel('Address (optional)', { exact: true }).fill(shop.address);
    await page.getByLabel('Phone (optional)').fill(shop.phone);
    await page.getByLabel('Email').fill(shop.email);
    await pin.fill(shop.kraPin.toLowerCase());
    expect(await pin.inputValue()).toBe(shop.kraPin);
    await page.getByLabel('Choose logo').setInputFiles(logoFile);
    await page.getByAltText('Logo preview').waitFor();
    await page.getByLabel('Invoice footer (optional)').fill(shop.footer);
    await page.getByLabel('Paybill number').fill(shop.paybill);
    await page.getByLabel('Bank details (optional)').fill(shop.bank);
    await page.getByText('Unsaved changes').waitFor();

    // Away and back before saving: the changes are still there.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    await page.goBack();
    await page.getByText('Your unsaved changes from before are back').waitFor();
    expect(await page.getByLabel('Company name').inputValue()).toBe(shop.name);
    await page.getByAltText('Logo preview').waitFor();

    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.locator('.toast__message').filter({ hasText: 'Settings saved.' }).waitFor();
    await page.getByText(/^Last saved .* by owner@ghala\.test\.$/).waitFor();
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    await expectAccessible(page, 'Settings saved');
    await screenshotBothWidths(page, 'settings-saved');

    const saved = await rest<Record<string, unknown>>(ownerSession(), 'GET', '/api/v1/company');
    expect(saved).toMatchObject({
      name: shop.name,
      kra_pin: shop.kraPin,
      mpesa_type: 'paybill',
      mpesa_number: shop.paybill,
      default_vat_rate: 0.16,
      updated_by_email: 'owner@ghala.test',
    });
    expect(saved.logo).toMatch(/^data:image\/png;base64,/);
  });

  it('the checklist ticks what is done, and is gone once the first sale is made', async () => {
    await page.goto(`${baseUrl()}/dashboard`);
    await expect.poll(() => steps(page)).toContain("Done: Enter your shop's details");
    expect(await checklist(page).getByText('1 of 4 done').count()).toBe(1);

    const token = ownerSession();
    const supplier = await rest<{ id: number }>(token, 'POST', '/api/v1/suppliers', {
      name: 'Bamburi Cement',
      contact: '0711 000 111',
      address: 'Mombasa',
    });
    const cement = await rest<{ id: number }>(token, 'POST', '/api/v1/inventory', {
      name: 'Simba Cement 50kg',
      quantity: 100,
      unit_price: 780,
      cost_price: 690,
      supplier_id: supplier.id,
    });
    await page.reload();
    await expect
      .poll(() => steps(page))
      .toEqual([
        "Done: Enter your shop's details",
        'Done: Add your first supplier',
        'Done: Add your first item',
        'To do: Make your first sale',
      ]);
    await screenshotBothWidths(page, 'settings-checklist-ticked');
    expect(await checklist(page).getByRole('link').allTextContents()).toEqual(['Go to Orders']);

    const customer = await rest<{ id: number }>(token, 'POST', '/api/v1/customers', {
      name: 'Otieno Builders',
      contact: '0733 222 111',
      address: 'Kisumu',
    });
    // 5 × 780 = 3,900 at shelf prices: 3,362.07 net + 537.93 VAT.
    const order = await rest<{ id: number }>(token, 'POST', '/api/v1/orders', {
      customer_id: customer.id,
      items: [{ id: cement.id, quantity: 5, unit_price: 780 }],
      payment_method: 'credit',
      subtotal: 3362.07,
      vat_rate: 0.16,
      vat_amount: 537.93,
      total_amount: 3900,
    });
    await rest(token, 'POST', `/api/v1/orders/${order.id}/generate-invoice`);
    await page.reload();
    await page.getByRole('table', { name: 'Recent Orders', exact: true }).waitFor();
    await expect.poll(() => checklist(page).count()).toBe(0);
  });

  it("the printed invoice carries the shop's logo, details, footer and how to pay", async () => {
    await page.goto(`${baseUrl()}/invoices`);
    await page.getByRole('button', { name: 'View INV-000001' }).click();
    const preview = page.getByRole('dialog', { name: 'Invoice INV-000001' });
    const document = preview.getByRole('article', { name: 'Invoice INV-000001' });
    await document.getByText(`KRA PIN ${shop.kraPin}`).waitFor();
    expect(await document.getByRole('img', { name: `${shop.name} logo` }).count()).toBe(1);
    const text = await document.innerText();
    for (const line of [
      shop.name,
      `Reg. No. ${shop.registrationNumber}`,
      `KRA PIN ${shop.kraPin}`,
      'Moi Avenue, opposite Nakuru Market',
      'P.O. Box 1234-20100, Nakuru',
      `Tel. ${shop.phone}`,
      shop.email,
      `M-Pesa: Paybill ${shop.paybill}, account INV-000001`,
      `Bank: ${shop.bank}`,
      shop.footer,
    ]) {
      expect(text, `the invoice shows ${line}`).toContain(line);
    }
    // How to pay comes after the totals, the shop's own words last of it.
    expect(text.indexOf('Balance due')).toBeLessThan(text.indexOf('HOW TO PAY'));
    await expectAccessible(page, 'invoice preview with the shop details');
    await screenshotBothWidths(page, 'settings-invoice');

    // Printed, it is still one A4 page with all of it.
    const pdfFile = artifactFile('settings-invoice.pdf');
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: pdfFile, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    expect(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
    const printed = execFileSync('pdftotext', ['-raw', pdfFile, '-'], { encoding: 'utf8' });
    for (const line of [
      `KRA PIN ${shop.kraPin}`,
      `Tel. ${shop.phone}`,
      `M-Pesa: Paybill ${shop.paybill}, account INV-000001`,
      shop.footer,
    ]) {
      expect(printed, `the printed invoice shows ${line}`).toContain(line);
    }
    await page.keyboard.press('Escape');
  });
});
