import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactFile,
  baseUrl,
  expectAccessible,
  openBrowser,
  rest,
  rowMenuItem,
  screenshot,
  screenshotBothWidths,
  signedInPage,
} from './browser.ts';

const machines = [
  {
    id: 'auth',
    title: 'Auth',
    states: ['idle', 'loggingIn', 'signingUp', 'redirected', 'failure'],
  },
  { id: 'cart', title: 'Cart', states: ['editing', 'interrupted', 'submitting'] },
  {
    id: 'salePayment',
    title: 'Sale payment',
    states: ['resolving', 'owing', 'closed', 'enteringAmount', 'savingPartial', 'markingPaid'],
  },
  {
    id: 'mpesaPayment',
    title: 'M-Pesa payment',
    states: ['editing', 'sending', 'waitingOnPhone', 'timedOut', 'failed'],
  },
];

/** Every request the page makes that is not to Ghala itself. */
function watchExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl()) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      external.push(url);
    }
  });
  return external;
}

/** Ids (Mermaid's) of the states drawn as current in a machine's chart. */
function currentStates(page: Page, machineId: string): Promise<string[]> {
  return page
    .locator(`section#${machineId} g.is-current`)
    .evaluateAll((elements) =>
      elements.map((element) =>
        element.id.replace(/^statechart-\d+-state-/, '').replace(/-\d+$/, ''),
      ),
    );
}

describe('statechart viewer', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let viewer: Page;
  let requested: string[];
  let external: string[];

  beforeAll(async () => {
    browser = await openBrowser();
    viewer = await browser.context.newPage();
    external = watchExternalRequests(viewer);
    requested = [];
    viewer.on('request', (request) => requested.push(request.url()));
    await viewer.goto(`${baseUrl()}/statecharts`);
  });
  afterAll(() => browser.close());

  it('draws every machine from its definition, offline', async () => {
    await expect
      .poll(() => viewer.getByRole('heading', { level: 1 }).textContent())
      .toBe('Statecharts');
    for (const machine of machines) {
      const section = viewer.locator(`section#${machine.id}`);
      await expect
        .poll(() => section.getByRole('heading', { level: 2 }).textContent())
        .toBe(machine.title);
      const chart = section.getByRole('img', {
        name: `Statechart of the ${machine.title} machine`,
      });
      await expect.poll(() => chart.count()).toBe(1);
      const text = await chart.textContent();
      for (const state of machine.states) expect(text).toContain(state);
      // Legible: drawn at full size (scrolling sideways), not shrunk into the column.
      const fontSize = await chart
        .locator('.nodeLabel, text')
        .first()
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(14);
    }
    const auth = await viewer.locator('section#auth').textContent();
    expect(auth).toContain('form.submit [isSignup]');
    expect(auth).toContain('after redirectDelay (2 s)');
    expect(auth).toContain('invoke logIn');
    await screenshotBothWidths(viewer, 'statecharts');
    // One picture per chart at desktop width, to review each at its real size.
    for (const machine of machines) {
      await viewer
        .locator(`section#${machine.id}`)
        .screenshot({ path: artifactFile(`screenshots/statecharts-${machine.id}-1280.png`) });
    }
    await expectAccessible(viewer, 'statechart viewer');
    expect(external).toEqual([]);
    // Mermaid is told to lay out with dagre: the bundled ELK engine is never fetched.
    expect(requested.filter((url) => url.includes('/elk'))).toEqual([]);
  });

  it('lights up the state the app in another tab is in, once the switch is on', async () => {
    await viewer.getByLabel('Show the app’s states here (this browser only)').check();
    // Record every state the auth chart shows as current, however briefly.
    await viewer.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenStates: string[] }).seenStates = seen;
      const chart = document.querySelector('section#auth .statechart__svg');
      if (!chart) throw new Error('no auth chart');
      new MutationObserver(() => {
        for (const element of chart.querySelectorAll('g.is-current')) {
          const id = element.id.replace(/^statechart-\d+-state-/, '').replace(/-\d+$/, '');
          if (seen.at(-1) !== id) seen.push(id);
        }
      }).observe(chart, { attributes: true, attributeFilter: ['class'], subtree: true });
    });

    const app = await browser.context.newPage();
    const appExternal = watchExternalRequests(app);
    await app.goto(`${baseUrl()}/login`);
    await expect.poll(() => currentStates(viewer, 'auth')).toEqual(['auth_idle']);
    await expect
      .poll(() => viewer.locator('section#auth .statechart__now').textContent())
      .toContain('Now in idle');

    await app.getByLabel('Email').fill('nobody@example.co.ke');
    await app.getByLabel('Password').fill('not-the-password');
    await app.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => app.getByRole('alert').textContent()).toBe('Invalid email or password');

    await expect.poll(() => currentStates(viewer, 'auth')).toEqual(['auth_failure']);
    const seen = await viewer.evaluate(
      () => (window as unknown as { seenStates: string[] }).seenStates,
    );
    // The request in flight lit up too, before the failure.
    expect(seen.slice(seen.indexOf('auth_submitting_loggingIn'))).toEqual([
      'auth_submitting_loggingIn',
      'auth_failure',
    ]);
    const now = await viewer.locator('section#auth .statechart__now').textContent();
    expect(now).toContain('Now in failure');
    expect(now).toContain('xstate.error.actor.logIn');
    // What was typed never reaches the viewer.
    expect(await viewer.locator('body').textContent()).not.toContain('not-the-password');

    await screenshot(app, 'statecharts-app-tab');
    await viewer
      .locator('section#auth')
      .screenshot({ path: artifactFile(`screenshots/statecharts-live-auth-1280.png`) });
    expect([...external, ...appExternal]).toEqual([]);
    await app.close();
  });

  it('follows the Orders and Invoices screens: the cart, an order’s payment and an invoice’s status light up', async () => {
    const { page: app, token } = await signedInPage(browser.context, '/dashboard');
    const run = Date.now().toString(36).slice(-5);
    const customer = await rest<{ id: number }>(token, 'POST', '/api/v1/customers', {
      name: `Duka la Statecharts ${run}`,
      contact: '+254 700 000 001',
      address: 'Moi Avenue, Mombasa',
    });
    const item = await rest<{ id: number }>(token, 'POST', '/api/v1/inventory', {
      name: `Roofing Nails ${run}`,
      quantity: 10,
      unit_price: 850,
      cost_price: 700,
      supplier_id: null,
    });
    const order = await rest<{ order_number: string }>(token, 'POST', '/api/v1/orders', {
      customer_id: customer.id,
      items: [{ id: item.id, quantity: 1, unit_price: 850 }],
      payment_method: 'cash',
      subtotal: 732.76,
      vat_rate: 0.16,
      vat_amount: 117.24,
      total_amount: 850,
    });
    const appExternal = watchExternalRequests(app);
    await app.goto(`${baseUrl()}/orders`);
    await app.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await app.getByLabel('Search orders').fill(order.order_number);
    // The server's answer to the search is in: one row, the table no longer busy.
    await app.locator('table[aria-busy]').waitFor({ state: 'detached' });

    // The machines start when they are used: an order's payment machine at the first press
    // of one of its buttons, the cart with New Order. Until then the list runs neither.
    expect(await currentStates(viewer, 'cart')).toEqual([]);
    expect(await currentStates(viewer, 'salePayment')).toEqual([]);

    await (
      await rowMenuItem(app, order.order_number, `Partial payment for ${order.order_number}`)
    ).click();
    await app.getByRole('dialog', { name: `Partial payment on ${order.order_number}` }).waitFor();
    await expect
      .poll(() => currentStates(viewer, 'salePayment'))
      .toEqual(['salePayment_enteringAmount']);
    await viewer.locator('section#salePayment').screenshot({
      path: artifactFile(`screenshots/statecharts-live-salePayment-order-1280.png`),
    });
    await screenshot(app, 'statecharts-app-tab-orders');

    await app.keyboard.press('Escape');
    await expect.poll(() => currentStates(viewer, 'salePayment')).toEqual(['salePayment_owing']);
    expect(await viewer.locator('section#salePayment .statechart__now').textContent()).toContain(
      'after payment.cancel',
    );

    // An incomplete order stays in editing, by the cannotSubmit branch of order.submit.
    await app.getByRole('button', { name: 'New Order' }).click();
    await expect.poll(() => currentStates(viewer, 'cart')).toEqual(['cart_composing_editing']);
    await app.getByRole('button', { name: 'Create Order' }).click();
    await expect
      .poll(() => viewer.locator('section#cart .statechart__now').textContent())
      .toContain('after order.submit');
    expect(await currentStates(viewer, 'cart')).toEqual(['cart_composing_editing']);

    // Issued 20 days ago and unpaid: overdue (owing), until it is marked paid.
    const invoice = await rest<{ invoice_number: string }>(token, 'POST', '/api/v1/invoices', {
      customer_id: customer.id,
      order_id: null,
      items: [{ id: item.id, description: 'Roofing Nails', quantity: 1, unit_price: 850 }],
      created_at: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10),
      vat_rate: 0.16,
      vat_amount: 117.24,
      total: 850,
    });
    await app.goto(`${baseUrl()}/invoices`);
    await app.getByRole('button', { name: `View ${invoice.invoice_number}` }).click();
    const preview = app.getByRole('dialog', { name: `Invoice ${invoice.invoice_number}` });
    await preview.waitFor();
    await expect.poll(() => currentStates(viewer, 'salePayment')).toEqual(['salePayment_owing']);
    await preview.getByRole('button', { name: 'Mark Paid' }).click();
    await expect
      .poll(() => currentStates(viewer, 'salePayment'))
      .toEqual(['salePayment_confirmingMarkPaid']);
    const confirmPaid = app.getByRole('dialog', { name: 'Mark paid' });
    await confirmPaid.getByLabel('Method').selectOption('cash');
    await confirmPaid.getByRole('button', { name: 'Mark Paid' }).click();
    await expect.poll(() => currentStates(viewer, 'salePayment')).toEqual(['salePayment_paid']);
    expect(await viewer.locator('section#salePayment .statechart__now').textContent()).toContain(
      'after xstate.done.actor.markPaid',
    );
    await viewer.locator('section#salePayment').screenshot({
      path: artifactFile(`screenshots/statecharts-live-salePayment-invoice-1280.png`),
    });
    expect([...external, ...appExternal]).toEqual([]);
    await app.close();
  });
});
