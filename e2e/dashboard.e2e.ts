import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, nairobiDay } from '../client/src/shared/format/date.ts';
import { documentTotals } from '../client/src/shared/money/cents.ts';
import { formatKsh } from '../client/src/shared/money/money-format.ts';
import { DEMO_USER, seedDemoIfEmpty } from '../scripts/demo-data.ts';
import { createGhala } from '../server/ghala.ts';
import { listen } from '../server/http-server.ts';
import { startTestServer } from '../testing/test-server.ts';
import { expectAccessible, openBrowser, PHONE, screenshotBothWidths } from './browser.ts';
import { journeyDatabase } from './journey-database.ts';

// The dashboard adds up the whole business, so its figures can only be checked exactly on a
// database nobody else writes to: this journey runs its own servers beside the shared one.
const clientDir = `${import.meta.dirname}/../dist/client`;

type Json = Record<string, unknown>;

/** REST calls against one server, as the signed-in user of `token`. */
function restAt(base: string) {
  return async function rest<T = Json>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as T;
  };
}

/** Signs in through the API and opens `path` with the token in local storage. */
async function signedInAt(
  context: BrowserContext,
  base: string,
  account: { email: string; password: string },
  path = '/dashboard',
): Promise<{ page: Page; token: string }> {
  const rest = restAt(base);
  const { token } = await rest<{ token: string }>(null, 'POST', '/api/login', account);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${base}${path}`);
  return { page, token };
}

/** What a stat card shows beside its label. */
function statValue(page: Page, label: string) {
  return page
    .locator('.stat-card', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();
}

/** All a stat card says: label, figure, what it counts and its period. */
function cardText(page: Page, label: string) {
  return page.locator('.stat-card', { has: page.locator('dt', { hasText: label }) }).textContent();
}

/** The dashboard once its data is in (the table's name loses "(loading)"). */
async function loaded(page: Page) {
  await page.getByRole('table', { name: 'Recent Orders', exact: true }).waitFor();
}

/** The doughnut's sectors and the bars, once recharts has drawn them. */
async function chartsDrawn(page: Page, sectors: number, bars: number) {
  await expect.poll(() => page.locator('.recharts-pie-sector').count()).toBe(sectors);
  await expect.poll(() => page.locator('.recharts-bar-rectangle').count()).toBe(bars);
}

async function legendTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Revenue by payment status' })
    .getByRole('listitem')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()));
}

async function barNames(page: Page): Promise<string[]> {
  // Each drawn name carries the full name in a <title> (the text itself may be cut short).
  return page.locator('.stock-chart text > title').allTextContents();
}

/** The item names as drawn beside the bars (cut to fit), without their <title>. */
async function drawnLabels(page: Page): Promise<string[]> {
  return page.locator('.stock-chart text:has(> title)').evaluateAll((texts) =>
    texts.map((text) =>
      [...text.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(''),
    ),
  );
}

async function recentRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Recent Orders', exact: true }).locator('tbody tr');
  const result: string[][] = [];
  for (const row of await rows.all()) {
    result.push((await row.locator('td').allTextContents()).map((text) => text.trim()));
  }
  return result;
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize(PHONE);
  // The charts re-measure their container after the resize; the page fits once they have.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: 'the dashboard fits a 375 px phone without sideways scrolling',
    })
    .toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const statusLabel: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  partially_paid: 'Partially Paid',
};

const count = (value: number) => new Intl.NumberFormat('en-KE').format(value);
const ksh = (cents: number) => formatKsh(cents / 100);

describe('dashboard', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let rest: ReturnType<typeof restAt>;
  // The shop's owner: the test server's first account.
  let account: { email: string; password: string };

  beforeAll(async () => {
    browser = await openBrowser();
    server = await startTestServer({ database: journeyDatabase(), clientDir });
    rest = restAt(server.url);
    account = server.owner;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('on a new shop: zero totals and empty states instead of empty charts', async () => {
    const { page } = await signedInAt(browser.context, server.url, account);
    await loaded(page);
    expect(await statValue(page, 'Total Items').textContent()).toBe('0');
    expect(await statValue(page, 'Stock Value').textContent()).toBe('KSh 0.00');
    expect(await statValue(page, 'Total Orders').textContent()).toBe('0');
    expect(await statValue(page, 'Total Revenue').textContent()).toBe('KSh 0.00');
    await expect.poll(() => page.getByText('No revenue in this period').isVisible()).toBe(true);
    expect(await page.getByText('No inventory items yet').isVisible()).toBe(true);
    expect(await page.getByText(/^No orders yet/).isVisible()).toBe(true);
    expect(await page.locator('.recharts-surface').count()).toBe(0);
    await screenshotBothWidths(page, 'dashboard-empty');
    await expectAccessible(page, 'empty dashboard');
    await page.close();
  });

  it('shows the totals, both charts and the recent orders of what was sold', async () => {
    const { token } = await rest<{ token: string }>(null, 'POST', '/api/login', account);

    const suppliers = [];
    for (const supplier of [
      { name: 'Mabati Rolling Mills', contact: '0711 222 333', address: 'Mariakani' },
      { name: 'Bamburi Cement', contact: 'orders@bamburi.example', address: '' },
    ]) {
      suppliers.push(await rest<{ id: number }>(token, 'POST', '/api/v1/suppliers', supplier));
    }
    // Twelve items, created out of name order, priced to the cent: one typed in lower case (it
    // sorts among the others), two whose names cut to fit the chart would read alike.
    const stock = [
      ['Wheelbarrow Heavy Duty', 14, 4_850_00],
      ['Iron Sheet Gauge 30', 60, 899_99],
      ['Simba Cement 50kg', 120, 780_00],
      ['Binding Wire 25kg', 18, 3_200_00],
      ['Paint Crown White Emulsion 4L', 25, 2_150_50],
      ['Nails 3 Inch 1kg', 80, 180_00],
      ['Door Hinge Pair', 45, 350_00],
      ['Gate Valve Brass', 9, 1_275_00],
      ['Roofing Felt Roll', 11, 3_999_95],
      ['hacksaw blade', 70, 120_00],
      ['Paint Crown White Emulsion 20L', 30, 650_00],
      ['Tape Measure 5m', 22, 450_00],
    ] as const;
    const items = new Map<
      string,
      { id: number; quantity: number; priceCents: number; costCents: number }
    >();
    for (const [index, [name, quantity, priceCents]] of stock.entries()) {
      const created = await rest<{ id: number }>(token, 'POST', '/api/v1/inventory', {
        name,
        quantity,
        unit_price: priceCents / 100,
        cost_price: Math.round(priceCents * 0.8) / 100,
        supplier_id: suppliers[index % 2]!.id,
      });
      items.set(name, {
        id: created.id,
        quantity,
        priceCents,
        costCents: Math.round(priceCents * 0.8),
      });
    }
    const customers = [];
    for (const name of ['Kamau Contractors', 'Achieng Builders', 'Mwangi Hardware Ltd']) {
      customers.push(
        await rest<{ id: number }>(token, 'POST', '/api/v1/customers', {
          name,
          contact: '0722 000 000',
          address: 'Nairobi',
        }),
      );
    }

    // Orders in every payment status; paid amounts for partial payments are below the total.
    const plan = [
      {
        customer: 0,
        lines: [
          ['Simba Cement 50kg', 10],
          ['Iron Sheet Gauge 30', 3],
        ],
        pay: 'none',
      },
      { customer: 1, lines: [['Wheelbarrow Heavy Duty', 2]], pay: 'paid' },
      {
        customer: 2,
        lines: [
          ['Paint Crown White Emulsion 4L', 3],
          ['Nails 3 Inch 1kg', 7],
        ],
        pay: 'part',
      },
      { customer: 0, lines: [['Roofing Felt Roll', 1]], pay: 'paid' },
      {
        customer: 1,
        lines: [
          ['Binding Wire 25kg', 2],
          ['hacksaw blade', 5],
        ],
        pay: 'none',
      },
      { customer: 2, lines: [['Gate Valve Brass', 4]], pay: 'part' },
      { customer: 0, lines: [['Iron Sheet Gauge 30', 12]], pay: 'paid' },
    ] as const;
    const expected = { total: 0, paid: 0, unpaid: 0, partial: 0, net: 0, cost: 0 };
    for (const order of plan) {
      // Shelf prices include 16% VAT: the server's rule, as the cart applies it.
      const {
        subtotalCents: subtotal,
        vatCents: vat,
        totalCents: total,
      } = documentTotals(
        order.lines.map(([name, quantity]) => ({
          quantity,
          unitPriceCents: items.get(name)!.priceCents,
        })),
        1600,
      );
      const created = await rest<{ id: number }>(token, 'POST', '/api/v1/orders', {
        customer_id: customers[order.customer]!.id,
        items: order.lines.map(([name, quantity]) => ({
          id: items.get(name)!.id,
          quantity,
          unit_price: items.get(name)!.priceCents / 100,
        })),
        payment_method: 'mpesa',
        subtotal: subtotal / 100,
        vat_rate: 0.16,
        vat_amount: vat / 100,
        total_amount: total / 100,
      });
      for (const [name, quantity] of order.lines) {
        items.get(name)!.quantity -= quantity;
        // Cost at the time of sale: the item's cost price, as nothing was delivered since.
        expected.cost += quantity * items.get(name)!.costCents;
      }
      expected.total += total;
      expected.net += subtotal;
      if (order.pay === 'paid') {
        await rest(token, 'PATCH', `/api/v1/orders/${created.id}`, {
          status: 'paid',
          paid_amount: total / 100,
        });
        expected.paid += total;
      } else if (order.pay === 'part') {
        await rest(token, 'PATCH', `/api/v1/orders/${created.id}`, {
          status: 'partially_paid',
          paid_amount: 1000,
        });
        expected.partial += total;
      } else {
        expected.unpaid += total;
      }
    }
    const stockValue = [...items.values()].reduce(
      (sum, item) => sum + item.quantity * item.priceCents,
      0,
    );
    const stockAtCost = [...items.values()].reduce(
      (sum, item) => sum + item.quantity * item.costCents,
      0,
    );

    // The API's own overview agrees with the sums of what was created.
    const overview = await rest<{
      inventory: { total_items: number; stock_value: number };
      orders: Record<string, number | null>;
      sales: { net_sales: number; gross_profit: number };
      cash_collected: { amount: number; payments: number };
      receivables: { owed: number; overdue: number; open_sales: number };
    }>(token, 'GET', '/api/v1/analytics/overview');
    // Every sale was made and paid today: what came in and what is owed make up the revenue.
    const collectedCents = Math.round(overview.cash_collected.amount * 100);
    expect(collectedCents).toBeGreaterThan(0);
    expect(Math.round(overview.receivables.owed * 100)).toBe(expected.total - collectedCents);
    expect(overview.receivables.overdue).toBe(0);
    expect(overview.inventory).toEqual({
      total_items: 12,
      stock_value: stockValue / 100,
      stock_value_at_cost: stockAtCost / 100,
    });
    // Sales net of VAT and their gross profit, to the cent, this month (every sale was today).
    expect(overview.sales).toMatchObject({
      net_sales: expected.net / 100,
      gross_profit: (expected.net - expected.cost) / 100,
    });
    // Asked for no period, the spec's order figures count every order, as they always did.
    expect(overview.orders).toEqual({
      from: null,
      to: null,
      total_orders: plan.length,
      total_revenue: expected.total / 100,
      paid_revenue: expected.paid / 100,
      unpaid_revenue: expected.unpaid / 100,
      partially_paid_revenue: expected.partial / 100,
    });

    const { page } = await signedInAt(browser.context, server.url, account);
    await loaded(page);
    expect(await statValue(page, 'Total Items').textContent()).toBe('12');
    expect(await statValue(page, 'Stock Value').textContent()).toBe(ksh(stockValue));
    expect(await statValue(page, 'Total Orders').textContent()).toBe(String(plan.length));
    expect(await statValue(page, 'Total Revenue').textContent()).toBe(ksh(expected.total));
    expect(await statValue(page, 'Stock Value').textContent()).toBe(
      formatKsh(overview.inventory.stock_value),
    );
    expect(await statValue(page, 'Stock at cost').textContent()).toBe(ksh(stockAtCost));
    expect(await statValue(page, 'Sales (net of VAT)').textContent()).toBe(ksh(expected.net));
    expect(await statValue(page, 'Gross profit').textContent()).toBe(
      ksh(expected.net - expected.cost),
    );
    expect(await statValue(page, 'Total Revenue').textContent()).toBe(
      formatKsh(overview.orders.total_revenue!),
    );
    expect(await statValue(page, 'Cash collected').textContent()).toBe(ksh(collectedCents));
    expect(await statValue(page, 'Owed to us').textContent()).toBe(
      ksh(expected.total - collectedCents),
    );
    await page.getByRole('link', { name: 'Unpaid orders' }).click();
    await page.waitForURL(/\/orders\?status=pending$/);
    await page.goBack();
    await loaded(page);

    // Doughnut: three segments, figures in KSh in the legend and in the tooltip.
    await chartsDrawn(page, 3, 10);
    const legend = await legendTexts(page);
    expect(legend).toEqual([
      expect.stringMatching(new RegExp(`^Paid${escapeRegExp(ksh(expected.paid))}[<>]?\\d+%$`)),
      expect.stringMatching(new RegExp(`^Unpaid${escapeRegExp(ksh(expected.unpaid))}[<>]?\\d+%$`)),
      expect.stringMatching(
        new RegExp(`^Partially Paid${escapeRegExp(ksh(expected.partial))}[<>]?\\d+%$`),
      ),
    ]);
    // Point into the ring just above 3 o'clock, where the first segment (Paid) starts.
    await page
      .locator('.revenue-chart .recharts-surface')
      .hover({ position: { x: 100 + 78 * Math.cos(0.1), y: 100 - 78 * Math.sin(0.1) } });
    await expect
      .poll(() => page.locator('.recharts-tooltip-wrapper').first().textContent())
      .toContain(`Paid`);
    expect(await page.locator('.recharts-tooltip-wrapper').first().textContent()).toContain(
      ksh(expected.paid),
    );

    // Bars: the first 10 items of the inventory list (ordered by name), each at its quantity.
    const inventory = await rest<Array<{ name: string; quantity: number }>>(
      token,
      'GET',
      '/api/v1/inventory',
    );
    const firstTen = inventory.slice(0, 10);
    // By name ignoring case, as the Inventory screen lists them.
    expect(firstTen.map((item) => item.name)).toEqual(
      [...items.keys()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)).slice(0, 10),
    );
    expect(firstTen.map((item) => item.name)).toContain('hacksaw blade');
    expect(await barNames(page)).toEqual(firstTen.map((item) => item.name));
    // Names cut to fit never read alike: the two paints keep their different ends.
    const labels = await drawnLabels(page);
    expect(new Set(labels).size).toBe(10);
    const paints = labels.filter((label) => label.startsWith('Paint Crown'));
    expect(paints).toEqual([expect.stringMatching(/….*20L$/), expect.stringMatching(/….*4L$/)]);
    // The tooltip names the item in full.
    const paint = firstTen.findIndex((item) => item.name === 'Paint Crown White Emulsion 20L');
    await page.locator('.recharts-bar-rectangle').nth(paint).hover();
    await expect
      .poll(() => page.locator('.stock-chart .recharts-tooltip-wrapper').textContent())
      .toContain('Paint Crown White Emulsion 20L');
    expect(await page.locator('.recharts-label-list text').allTextContents()).toEqual(
      firstTen.map((item) => count(items.get(item.name)!.quantity)),
    );

    // Recent orders: the five latest, newest first.
    const orders = await rest<
      Array<{
        order_number: string;
        customer_name: string;
        total_amount: number;
        status: string;
        created_at: string;
      }>
    >(token, 'GET', '/api/v1/orders');
    const expectedRows = orders
      .slice(0, 5)
      .map((order) => [
        order.order_number,
        order.customer_name,
        formatKsh(order.total_amount),
        statusLabel[order.status] ?? order.status,
        formatDate(order.created_at),
      ]);
    expect(expectedRows[0]![0]).toBe('ORD-000007');
    expect(await recentRows(page)).toEqual(expectedRows);

    await screenshotBothWidths(page, 'dashboard');
    await expectAccessible(page, 'dashboard at 1280 px');
    await page.setViewportSize(PHONE);
    // On a phone the names move above the bars; the same ten items are charted.
    await expect.poll(() => barNames(page)).toEqual(firstTen.map((item) => item.name));
    await expectAccessible(page, 'dashboard at 375 px');
    await noSidewaysScroll(page);
    await page.close();
  });

  it('follows the period picker: last month, when nothing was sold, every period card is zero', async () => {
    const { page } = await signedInAt(browser.context, server.url, account);
    await loaded(page);
    expect(await statValue(page, 'Total Orders').textContent()).not.toBe('0');
    await page.getByLabel('Period').selectOption({ label: 'Last month' });
    await page.waitForURL(/\/dashboard\?from=\d{4}-\d\d-01&to=\d{4}-\d\d-\d\d$/);
    const days = new URL(page.url()).searchParams;
    const period = `${formatDate(days.get('from')!)} to ${formatDate(days.get('to')!)}`;
    await expect.poll(() => statValue(page, 'Total Orders').textContent()).toBe('0');
    for (const label of ['Total Revenue', 'Sales (net of VAT)', 'Gross profit', 'Cash collected']) {
      expect(await statValue(page, label).textContent(), label).toBe('KSh 0.00');
    }
    // Each card says the days it covers; stock is as it stands now.
    for (const label of ['Total Orders', 'Total Revenue', 'Sales (net of VAT)', 'Cash collected']) {
      expect(await cardText(page, label), label).toContain(period);
    }
    expect(await statValue(page, 'Stock Value').textContent()).not.toBe('KSh 0.00');
    expect(await cardText(page, 'Stock Value')).toContain('now');
    await expect.poll(() => page.getByText('No revenue in this period').isVisible()).toBe(true);
    await screenshotBothWidths(page, 'dashboard-last-month');
    await page.close();
  });

  it('shows a cashier no revenue, profit or stock value, and the API leaves them out', async () => {
    const { token: ownerToken } = await rest<{ token: string }>(
      null,
      'POST',
      '/api/login',
      account,
    );
    const invite = await rest<{ token: string }>(ownerToken, 'POST', '/api/v1/staff/invites', {
      role: 'cashier',
    });
    const cashier = { email: 'till@duka.co.ke', password: 'karibu-till' };
    await rest(null, 'POST', '/api/signup', { ...cashier, invite_token: invite.token });
    const { page, token } = await signedInAt(browser.context, server.url, cashier);
    const answer = await rest<Json>(token, 'GET', '/api/v1/analytics/overview');
    expect(JSON.stringify(answer)).not.toMatch(/revenue|stock_value|profit|cost|"sales"/);

    await loaded(page);
    expect(await page.locator('.stat-card dt').allTextContents()).toEqual([
      'Total Items',
      'Total Orders',
      'Cash collected',
      'Owed to us',
      'Low stock',
    ]);
    expect(await page.getByRole('heading', { name: 'Revenue by Payment Status' }).count()).toBe(0);
    expect(await page.getByText(/revenue|profit|at cost|Stock Value/i).count()).toBe(0);
    await chartsDrawn(page, 0, 10);
    await screenshotBothWidths(page, 'dashboard-cashier');
    await expectAccessible(page, 'cashier dashboard');
    await noSidewaysScroll(page);
    await page.close();
  });

  it('keeps the charts out of the sign-in page: recharts arrives with the dashboard', async () => {
    const page = await browser.context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    const chartChunk = /revenue-doughnut|stock-bar-chart|CategoricalChart|dashboard-page/;
    expect(scripts.filter((url) => chartChunk.test(url))).toEqual([]);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await loaded(page);
    await chartsDrawn(page, 3, 10);
    expect(scripts.some((url) => /revenue-doughnut/.test(url))).toBe(true);
    expect(scripts.some((url) => /stock-bar-chart/.test(url))).toBe(true);
    await page.close();
  });

  it('ends the session when the token stops working mid-session: back to /login, token gone', async () => {
    const { page, token } = await signedInAt(browser.context, server.url, account);
    await loaded(page);
    await rest(token, 'POST', '/api/logout');
    await page.reload();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });
});

describe('dashboard on the demo shop (npm run demo)', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let dir: string;
  let ghala: Awaited<ReturnType<typeof createGhala>>;
  let demo: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    browser = await openBrowser();
    dir = mkdtempSync(join(tmpdir(), 'ghala-demo-e2e-'));
    // What `npm run demo` does: its own SQLite file, seeded through the REST API.
    ghala = await createGhala({
      env: { DATABASE_URL: `file:${join(dir, 'demo.db')}` },
      clientDir,
      log: false,
    });
    expect(await seedDemoIfEmpty(ghala)).not.toBeNull();
    demo = await listen(ghala.app, { host: '127.0.0.1', port: 0, name: 'Ghala demo (e2e)' });
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
    await ghala?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows totals that match the database, both charts and the recent orders', async () => {
    // The truth, added up here from the rows themselves rather than by the API's aggregates.
    const itemRows = await ghala.db
      .selectFrom('inventory_items')
      .select(['name', 'quantity_milli', 'unit_price_cents'])
      .execute();
    const orderRows = await ghala.db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .select(['o.order_number', 'c.name', 'o.total_cents', 'o.status', 'o.created_at', 'o.id'])
      .execute();
    const stockValue = itemRows.reduce(
      // Whole pieces in the demo shop: thousandths ÷ 1000 × cents, no rounding to argue about.
      (sum, item) => sum + (Number(item.quantity_milli) / 1000) * Number(item.unit_price_cents),
      0,
    );
    const revenue = (status?: string) =>
      orderRows
        .filter((order) => status === undefined || order.status === status)
        .reduce((sum, order) => sum + Number(order.total_cents), 0);
    expect(orderRows.length).toBeGreaterThan(5);
    for (const status of ['paid', 'pending', 'partially_paid']) {
      expect(revenue(status), `demo orders with status ${status}`).toBeGreaterThan(0);
    }

    // The demo's orders go back weeks: the period since the earliest day the books take.
    const { page, token } = await signedInAt(
      browser.context,
      demo.url,
      DEMO_USER,
      `/dashboard?from=2000-01-01&to=${nairobiDay()}`,
    );
    await loaded(page);
    expect(await statValue(page, 'Total Items').textContent()).toBe(count(itemRows.length));
    expect(await statValue(page, 'Stock Value').textContent()).toBe(ksh(stockValue));
    expect(await statValue(page, 'Total Orders').textContent()).toBe(count(orderRows.length));
    expect(await statValue(page, 'Total Revenue').textContent()).toBe(ksh(revenue()));

    await chartsDrawn(page, 3, Math.min(10, itemRows.length));
    expect(await legendTexts(page)).toEqual([
      expect.stringContaining(`Paid${ksh(revenue('paid'))}`),
      expect.stringContaining(`Unpaid${ksh(revenue('pending'))}`),
      expect.stringContaining(`Partially Paid${ksh(revenue('partially_paid'))}`),
    ]);
    // The bars follow the inventory list's order (by name), whatever order the shop was stocked in.
    const inventory = await restAt(demo.url)<Array<{ name: string }>>(
      token,
      'GET',
      '/api/v1/inventory',
    );
    expect(await barNames(page)).toEqual(inventory.slice(0, 10).map((item) => item.name));

    const latest = [...orderRows]
      .sort((a, b) =>
        a.created_at === b.created_at
          ? Number(b.id) - Number(a.id)
          : a.created_at < b.created_at
            ? 1
            : -1,
      )
      .slice(0, 5);
    expect(await recentRows(page)).toEqual(
      latest.map((order) => [
        order.order_number,
        order.name,
        ksh(Number(order.total_cents)),
        statusLabel[order.status] ?? order.status,
        formatDate(order.created_at),
      ]),
    );

    await screenshotBothWidths(page, 'dashboard-demo');
    await expectAccessible(page, 'dashboard on the demo shop');
    await noSidewaysScroll(page);
    await page.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
