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

/*
 * Issue 52: eTIMS cannot be switched on while any item has no KRA item class. Settings refuses,
 * naming the items, and turns it on once each has its class.
 */
describe('KRA eTIMS: every item needs KRA’s item class before eTIMS is on', () => {
  let kra: Awaited<ReturnType<typeof startKraSimulator>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let owner: string;

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
    await changeShopDetails(owner, { kra_pin: 'P051234567X' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await kra?.close();
  });

  it('refuses to turn eTIMS on in Settings while items have no class, naming them', async () => {
    const item = (name: string, extra: Record<string, unknown> = {}) =>
      rest<{ id: number }>(owner, 'POST', '/api/v1/inventory', {
        name,
        quantity: 10,
        unit_price: 780,
        cost_price: 690,
        ...extra,
      });
    const cement = await item('Bamburi Cement 50kg');
    const nails = await item('Wire nails 3"', { unit: 'kg', sells_in_fractions: true });
    await item('Roofing nails', { kra_item_class_code: '31160000' });

    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), owner);
    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('group', { name: 'eTIMS mode' }).getByLabel('Simulator').check();
    await page.getByLabel('Device serial', { exact: true }).fill('GHALA-TILL-01');
    // eTIMS on needs the class typed lines are sent with: said by its field before anything is sent.
    await page.getByRole('button', { name: 'Save settings' }).click();
    const typedClass = page.getByLabel('Class for typed lines', { exact: true });
    await page
      .getByText(
        'Choose KRA’s item class for typed lines: eTIMS is on, and KRA is sent no line without one.',
      )
      .waitFor();
    await typedClass.fill('78100000');
    await page.getByText('78100000: Mail and cargo transport').waitFor();
    await typedClass.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'etims-settings-typed-line-class', typedClass);
    await page.getByRole('button', { name: 'Save settings' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'item class' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      'eTIMS needs KRA\'s item class on every item. These 2 items have none: Bamburi Cement 50kg, Wire nails 3". Give each its class in Inventory, then turn eTIMS on.',
    );
    await refusal.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'etims-settings-items-without-class', refusal);
    const company = await rest<{ etims_mode: string }>(owner, 'GET', '/api/v1/company');
    expect(company.etims_mode).toBe('off');

    // Each given its class, Settings turns eTIMS on.
    for (const [each, name, code] of [
      [cement, 'Bamburi Cement 50kg', '30111600'],
      [nails, 'Wire nails 3"', '31160000'],
    ] as const) {
      await rest(owner, 'PUT', `/api/v1/inventory/${each.id}`, {
        name,
        quantity: 10,
        unit_price: 780,
        cost_price: 690,
        supplier_id: null,
        kra_item_class_code: code,
      });
    }
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(
        async () =>
          (await rest<{ etims_mode: string }>(owner, 'GET', '/api/v1/company')).etims_mode,
      )
      .toBe('simulator');
    expect(
      (await rest<{ kra_typed_line_class_code: string }>(owner, 'GET', '/api/v1/company'))
        .kra_typed_line_class_code,
    ).toBe('78100000');
    await page.close();
  });
});
