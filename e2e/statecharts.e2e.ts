import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  openBrowser,
  SCREENSHOT_DIR,
  screenshot,
  screenshotBothWidths,
} from './browser.ts';

const machines = [
  {
    id: 'auth',
    title: 'Auth',
    states: ['idle', 'loggingIn', 'signingUp', 'redirected', 'failure'],
  },
  { id: 'cart', title: 'Cart', states: ['editing', 'interrupted', 'submitting'] },
  {
    id: 'orderPayment',
    title: 'Order payment',
    states: ['resolving', 'pending', 'partiallyPaid', 'enteringAmount', 'savingPartial'],
  },
  {
    id: 'invoiceStatus',
    title: 'Invoice status',
    states: ['checkingStatus', 'unpaid', 'overdue', 'recordingPayment', 'markingPaid'],
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

  it('draws all four machines from their definitions, offline', async () => {
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
      await expect.poll(() => chart.count(), { timeout: 20_000 }).toBe(1);
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
        .screenshot({ path: `${SCREENSHOT_DIR}/statecharts-${machine.id}-1280.png` });
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
    await expect
      .poll(() => app.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('Invalid email or password');

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
      .screenshot({ path: `${SCREENSHOT_DIR}/statecharts-live-auth-1280.png` });
    expect([...external, ...appExternal]).toEqual([]);
    await app.close();
  });
});
