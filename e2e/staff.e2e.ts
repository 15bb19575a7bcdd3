import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  ownerSession,
  rest,
  screenshotBothWidths,
} from './browser.ts';

// The owner decides who gets in (issue 16): a stranger's sign-up waits for approval, an invite
// link lets one person in at once, a cashier sees no cost prices and changes nothing that is
// not a sale. This journey's server is its own, so its staff are the ones it made.

const password = 'duka-la-2026';
const stamp = Date.now();

async function signUp(page: Page, path: string, email: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.locator('.banner--success').waitFor();
}

async function logIn(page: Page, email: string) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('staff: approval, invites and what a cashier sees (issue 16)', () => {
  // Two browsers: a browser keeps one token per site, and the owner stays signed in while the
  // others sign up and in.
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let ownerBrowser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    [browser, ownerBrowser] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterAll(() => Promise.all([browser.close(), ownerBrowser.close()]));

  it('the owner approves a sign-up as a cashier and invites a manager by link', async () => {
    // A stranger signs up: told to wait, and sign-in says why it is refused.
    const stranger = await browser.context.newPage();
    const cashierEmail = `cashier-${stamp}@duka.co.ke`;
    await signUp(stranger, '/signup', cashierEmail);
    expect(
      await stranger
        .getByText('The shop owner must approve your account before you can sign in.')
        .isVisible(),
    ).toBe(true);
    await stranger.waitForURL(`${baseUrl()}/login`);
    await logIn(stranger, cashierEmail);
    await stranger.locator('.banner--error').waitFor();
    expect(await stranger.locator('.banner--error').textContent()).toBe(
      'Your account is waiting for approval by the shop owner.',
    );

    // The owner opens Staff from the menu: the sign-up waits at the top.
    const owner = await ownerBrowser.context.newPage();
    await owner.goto(`${baseUrl()}/login`);
    await owner.evaluate((token) => localStorage.setItem('token', token), ownerSession());
    await owner.goto(`${baseUrl()}/dashboard`);
    await owner
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Staff' })
      .click();
    await owner.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    const waitingRow = owner.getByRole('row').filter({ hasText: cashierEmail });
    await waitingRow.getByText('Waiting for approval').waitFor();
    await screenshotBothWidths(owner, 'staff');
    await expectAccessible(owner, 'Staff screen');

    await owner.getByRole('button', { name: `Approve ${cashierEmail}` }).click();
    const approve = owner.getByRole('dialog', { name: 'Approve account' });
    expect(await approve.getByLabel('Role').inputValue()).toBe('cashier');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await waitingRow.getByText('Active').waitFor();
    expect(await waitingRow.textContent()).toContain('Cashier');

    // An invite link for a manager, copied from the dialog and opened elsewhere.
    await owner.getByRole('button', { name: 'Invite staff' }).click();
    const invite = owner.getByRole('dialog', { name: 'Invite staff' });
    await invite.getByLabel('They join as').selectOption('manager');
    await invite.getByRole('button', { name: 'Make link' }).click();
    const shown = owner.getByRole('dialog', { name: 'Invite link' });
    const link = await shown.getByLabel('Invite link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/signup\\?invite=`));
    await screenshotBothWidths(owner, 'staff-invite-link');
    await shown.getByRole('button', { name: 'Done' }).click();
    await owner.getByRole('table', { name: 'Open invite links' }).getByText('Manager').waitFor();

    const newcomer = await browser.context.newPage();
    const managerEmail = `manager-${stamp}@duka.co.ke`;
    await signUp(newcomer, link.slice(baseUrl().length), managerEmail);
    expect(await newcomer.getByText(/must approve your account/).count()).toBe(0);
    await newcomer.waitForURL(`${baseUrl()}/login`);
    await logIn(newcomer, managerEmail);
    await newcomer.waitForURL(`${baseUrl()}/dashboard`);
    const menu = newcomer.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Audit' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Staff' }).count()).toBe(0);

    // The link was used: it is gone from the owner's list.
    await owner.reload();
    await owner.getByText('No open invite links', { exact: false }).waitFor();

    // The audit trail says who let whom in, and the refused sign-in before that.
    await owner
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Audit' })
      .click();
    const trail = owner.getByRole('table', { name: 'Audit trail, newest first' });
    await trail.getByText(`${cashierEmail} approved as cashier`).waitFor();
    await trail.getByText(`Sign-in refused for ${cashierEmail}: waiting for approval`).waitFor();
    await trail.getByText(`${managerEmail} joined as manager through an invite link`).waitFor();
    await screenshotBothWidths(owner, 'audit');
    await expectAccessible(owner, 'Audit screen');
  });

  it('a cashier sees stock and selling prices, and nothing that changes them', async () => {
    const email = `till-${stamp}@duka.co.ke`;
    const { token } = await rest<{ token: string }>(
      ownerSession(),
      'POST',
      '/api/v1/staff/invites',
      {
        role: 'cashier',
      },
    );
    await fetch(`${baseUrl()}/api/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, invite_token: token }),
    });
    await rest(ownerSession(), 'POST', '/api/v1/inventory', {
      name: 'Simba Cement 50kg',
      quantity: 40,
      unit_price: 780,
      cost_price: 650,
    });

    const page = await browser.context.newPage();
    await logIn(page, email);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.goto(`${baseUrl()}/inventory`);
    const row = page.getByRole('row').filter({ hasText: 'Simba Cement 50kg' });
    await row.waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.join('|')).not.toMatch(/Cost Price|Margin/);
    expect(await row.textContent()).not.toContain('650');
    expect(await page.getByRole('button', { name: 'Add Item' }).count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    await screenshotBothWidths(page, 'inventory-cashier');

    // Suppliers are read-only; customers can be added (a cashier sells to them) but not deleted.
    await page.goto(`${baseUrl()}/suppliers`);
    await page.getByRole('heading', { level: 1, name: 'Suppliers' }).waitFor();
    await page.getByText('No suppliers yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Add Supplier' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/customers`);
    await page.getByRole('button', { name: 'Add Customer' }).waitFor();

    // The CSV export leaves the costs out too.
    const csv = await fetch(`${baseUrl()}/api/v1/inventory/export.csv`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
      },
    });
    const text = await csv.text();
    expect(text).toContain('Simba Cement 50kg');
    expect(text).not.toMatch(/cost/i);
  });
});
