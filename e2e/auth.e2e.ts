import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveAccount,
  baseUrl,
  DESKTOP,
  expectAccessible,
  openBrowser,
  PHONE,
  screenshot,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

const password = 'duka-la-2026';
let accountCount = 0;
const newEmail = () => `auth-e2e-${Date.now()}-${++accountCount}@duka.co.ke`;

const banner = (page: Page, kind: 'error' | 'success') => page.locator(`.banner--${kind}`);

async function fillCredentials(page: Page, email: string, secret: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
}

describe('sign-up, login, the signed-in frame and logout (spec §2, §4, §5, §8)', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('a new member of staff signs up, logs in, opens every screen and logs out', async () => {
    const page = await browser.context.newPage();
    const email = newEmail();

    // Sign-up page, as the spec words it.
    await page.goto(`${baseUrl()}/signup`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign Up' }).isVisible()).toBe(true);
    expect(await page.getByText('Password must be at least 6 characters long').isVisible()).toBe(
      true,
    );
    expect(await page.getByText('Already have an account?').textContent()).toBe(
      'Already have an account? Login',
    );
    await screenshotBothWidths(page, 'signup');
    await expectAccessible(page, 'sign-up page');

    // The browser itself refuses a password under 6 characters: no request, no banner.
    await fillCredentials(page, email, '12345');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(
      await page
        .getByLabel('Password')
        .evaluate((el) => (el as HTMLInputElement).validity.tooShort),
    ).toBe(true);
    expect(await page.locator('.banner').count()).toBe(0);

    // A valid account: green banner, then the login page 2 s later (timed in the page).
    await page.evaluate(() => {
      const marks = { shown: 0, left: 0 };
      (window as unknown as { marks: typeof marks }).marks = marks;
      new MutationObserver(() => {
        if (!marks.shown && document.querySelector('.banner--success')) {
          marks.shown = performance.now();
        }
        if (marks.shown && !marks.left && window.location.pathname === '/login') {
          marks.left = performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await banner(page, 'success').waitFor();
    expect(await banner(page, 'success').textContent()).toBe(
      'Account created successfully! Redirecting to login...',
    );
    expect(await banner(page, 'success').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(6, 118, 71)',
    );
    await screenshot(page, 'signup-success');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Login' }).isVisible()).toBe(true);
    const marks = await page.evaluate(
      () => (window as unknown as { marks: { shown: number; left: number } }).marks,
    );
    expect(marks.left - marks.shown).toBeGreaterThanOrEqual(1990);
    expect(marks.left - marks.shown).toBeLessThan(2500);

    // Login page, as the spec words it.
    await expect.poll(() => page.getByRole('heading', { name: 'Login' }).isVisible()).toBe(true);
    const logo = page.getByRole('img', { name: 'Ghala' });
    expect(await logo.evaluate((el) => el.getBoundingClientRect().width)).toBe(200);
    expect(await page.locator('.auth-card').evaluate((el) => getComputedStyle(el).maxWidth)).toBe(
      '400px',
    );
    expect(await page.getByText("Don't have an account?").textContent()).toBe(
      "Don't have an account? Sign up",
    );
    await screenshotBothWidths(page, 'login');
    await expectAccessible(page, 'login page');

    // A wrong password: the server's words in red above the form.
    await fillCredentials(page, email, 'wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await banner(page, 'error').waitFor();
    expect(await banner(page, 'error').textContent()).toBe('Invalid email or password');
    expect(await banner(page, 'error').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(180, 35, 24)',
    );
    await screenshot(page, 'login-error');

    // The right one, while the account waits for the owner: told so, and let in once approved.
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => banner(page, 'error').textContent())
      .toBe('Your account is waiting for approval by the shop owner.');
    await approveAccount(email);

    // Token stored under `token`, then the dashboard inside the frame.
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.{20,}/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.getByText(email).isVisible()).toBe(true);
    // Approved as a manager: the audit trail too, once the server has said who this is.
    await menu.getByRole('link', { name: 'Audit' }).waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Inventory',
      'Customers',
      'Suppliers',
      'Orders',
      'Invoices',
      'Quick sale',
      'Payments',
      'Shift',
      'Purchases',
      'Purchase orders',
      'Bills',
      'Stock count',
      'Import',
      'Reports',
      'Needs attention',
      'Audit',
      'Settings',
    ]);
    await screenshotBothWidths(page, 'layout-dashboard');
    await expectAccessible(page, 'signed-in layout');

    for (const name of ['Inventory', 'Customers', 'Suppliers', 'Orders', 'Invoices', 'Dashboard']) {
      await menu.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**/${name.toLowerCase()}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
      expect(await page.title()).toBe(`${name} · Ghala`);
    }

    // Logout: back to /login, token gone, protected screens closed again.
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${baseUrl()}/inventory`);
    await page.waitForURL('**/login');
    await page.close();
  });

  it('on a phone the menu folds behind a toggle that says whether it is open', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize(PHONE);
    const email = newEmail();
    await page.goto(`${baseUrl()}/signup`);
    await fillCredentials(page, email, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/login');
    await approveAccount(email);
    await fillCredentials(page, email, password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');

    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    await screenshot(page, 'phone-menu-closed');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Suppliers' }).isVisible()).toBe(true);
    expect(await menu.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await screenshot(page, 'phone-menu-open');
    await expectAccessible(page, 'phone menu open');

    await menu.getByRole('link', { name: 'Suppliers' }).click();
    await page.waitForURL('**/suppliers');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Suppliers' }).isVisible())
      .toBe(true);

    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.setViewportSize(DESKTOP);
    expect(await toggle.isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(true);
    await page.close();
  });

  it('a revoked session: a message on a list screen, the end of the session on the dashboard', async () => {
    const { page, token } = await signedInPage(browser.context, '/inventory');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Inventory' }).isVisible())
      .toBe(true);
    // The session ends elsewhere (another tab logged out): the server revokes the token.
    const revoked = await fetch(`${baseUrl()}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    await page.reload();
    await expect
      .poll(() => page.getByText('Authentication failed. Please log in again.').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Reload Page' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/inventory');
    await screenshot(page, 'inventory-session-revoked');

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });

  it('a session that ends mid-save: sign in over the screen and the save goes through', async () => {
    const {
      page,
      token,
      email,
      password: secret,
    } = await signedInPage(browser.context, '/customers');
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Customer' });
    const name = `Baraka Traders ${Date.now()}`;
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Contact').fill('0722 123 456');
    // The session ends elsewhere while the dialog is being filled in.
    await fetch(`${baseUrl()}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    await add.getByRole('button', { name: 'Add Customer' }).click();

    const signIn = page.getByRole('dialog', { name: 'Sign in to continue' });
    await signIn.waitFor();
    expect(await signIn.getByLabel('Email').inputValue()).toBe(email);
    await signIn.getByLabel('Password').fill(secret);
    await screenshotBothWidths(page, 'sign-in-again');
    await signIn.getByRole('button', { name: 'Sign in' }).click();

    await page.getByText(`${name} added`).waitFor();
    expect(await signIn.count()).toBe(0);
    expect(await add.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(token);
    await page.close();
  });

  it("an email already taken is refused with the server's words", async () => {
    const page = await browser.context.newPage();
    const email = newEmail();
    await page.goto(`${baseUrl()}/signup`);
    await fillCredentials(page, email, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await banner(page, 'success').waitFor();
    await page.goto(`${baseUrl()}/signup`);
    await fillCredentials(page, email, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await banner(page, 'error').waitFor();
    expect(await banner(page, 'error').textContent()).toBe(
      'An account with this email already exists',
    );
    await page.close();
  });
});
