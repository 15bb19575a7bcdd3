import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

describe('route rules and the GraphQL playground', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('sends a visitor without a token from every protected route to /login', async () => {
    const page = await browser.context.newPage();
    for (const path of [
      '/dashboard',
      '/inventory',
      '/customers',
      '/suppliers',
      '/orders',
      '/invoices',
      '/payments',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL('**/login');
      await expect.poll(() => page.getByRole('heading', { name: 'Login' }).isVisible()).toBe(true);
    }
    await page.close();
  });

  it('sends any other path to /dashboard', async () => {
    const { page } = await signedInPage(browser.context, '/no/such/page');
    await page.waitForURL('**/dashboard');
    await page.close();
  });

  it('opens the playground with the signed-in session and runs the example query on real data', async () => {
    const { page, email } = await signedInPage(browser.context);
    const external: string[] = [];
    page.on('request', (request) => {
      if (
        !request.url().startsWith(baseUrl()) &&
        !request.url().startsWith('blob:') &&
        !request.url().startsWith('data:')
      ) {
        external.push(request.url());
      }
    });
    await page.goto(`${baseUrl()}/graphql`);
    await page.getByRole('button', { name: /execute query/i }).click();
    await expect
      .poll(async () => page.locator('.graphiql-response').first().innerText())
      .toContain(email);
    await screenshotBothWidths(page, 'graphql-playground');
    expect(external).toEqual([]);
    await page.close();
  });

  it('has an accessible login page', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await expectAccessible(page, 'login page');
    await page.close();
  });
});
