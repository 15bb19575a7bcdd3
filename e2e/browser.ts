import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { artifactsFolder } from './journey-database.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install Debian's: apt-get update && apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH). To skip the browser journeys on purpose: GHALA_SKIP_BROWSER=1 npm test',
    );
  }
  return path;
}

/**
 * A fresh headless Chromium profile; flags keep it off the network beyond loopback. `options`
 * change the context's own (a phone's viewport, touch and pixel ratio for a benchmark); `args`
 * replace the flags (a fake camera).
 */
export async function openBrowser(
  options: BrowserContextOptions & { args?: string[] } = {},
): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'ghala-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: DESKTOP,
    // The charts draw at once, as they do for anyone who asks for less motion: the journeys
    // photograph and hover them without waiting out an animation.
    reducedMotion: 'reduce',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    ...options,
  });
  // A click or a wait gives up after 45 s rather than Playwright's 30: CI shares two cores with
  // other work (vite.config.ts says how slow a busy run got). Waits end as soon as they hold.
  context.setDefaultTimeout(45_000);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

let serverUrl: string | undefined;
let ownerToken: string | undefined;

/**
 * Set by journey-server.setup.ts: where this journey file's own Ghala listens; a journey that
 * starts a server of its own calls it again with that server's address.
 */
export function useServer(url: string, owner?: string): void {
  serverUrl = url;
  ownerToken = owner;
}

/** The journey server's owner's session (the first account; it invites everyone else). */
export function ownerSession(): string {
  if (!ownerToken) throw new Error('No owner session: run journeys with e2e/vitest.config.ts');
  return ownerToken;
}

/** This journey file's Ghala, e.g. http://127.0.0.1:41234 (a fresh database per file). */
export function baseUrl(): string {
  if (!serverUrl) throw new Error('No Ghala server: run journeys with e2e/vitest.config.ts');
  return serverUrl;
}

/** Where a journey or a benchmark leaves a file for people to review, its folder made. */
export function artifactFile(name: string): string {
  const file = join(artifactsFolder(), name);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/** Saves `<name>-<width>.png` under the journeys' `screenshots/` for people to review. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = artifactFile(`screenshots/${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Resolves once the page has painted twice more: a resize or a state change is on screen. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** How far a box's content reaches past it sideways: 0 or less, nothing to scroll sideways to. */
export function sidewaysOverflow(box: Locator): Promise<number> {
  return box.evaluate((element) => element.scrollWidth - element.clientWidth);
}

/**
 * Screenshots at 1280 px and at a 375 px phone, restoring the viewport afterwards; `showing`
 * is scrolled into view at each width (a dialog reflows when the page narrows).
 */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  showing?: Locator,
): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await nextFrames(page);
    if (showing) {
      await showing.scrollIntoViewIfNeeded();
      await nextFrames(page);
    }
    await screenshot(page, name);
  }
  await page.setViewportSize(original);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Searches a list and waits for the server's answer (until then the last rows show, dimmed). */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
  await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** axe-core on what the page shows once settled: no serious or critical violation is allowed. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // What the page shows once settled: a list still refreshing is faded (aria-busy, opacity 0.6)
  // and would be judged on its faded colours, as would anything mid-transition.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  // Evaluated through the debugging protocol: the page's Content-Security-Policy rightly
  // refuses inline script tags, and the check must not need the policy loosened.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; help: string; nodes: { target: string[] }[] }) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
      }));
  });
  expect(violations, `${what}: serious or critical accessibility violations`).toEqual([]);
}

let userCount = 0;
/** A new account, signed up and logged in through the API; the page gets its token. */
export async function signedInPage(
  context: BrowserContext,
  path = '/dashboard',
): Promise<{ page: Page; email: string; password: string; token: string }> {
  const email = `e2e-${Date.now()}-${++userCount}@example.co.ke`;
  const password = 'hardware-2026';
  const post = (url: string, extra: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, ...extra }),
    });
  // In through the owner's invite, as a manager: later sign-ups otherwise wait for approval.
  const invite = await rest<{ token: string }>(ownerSession(), 'POST', '/api/v1/staff/invites', {
    role: 'manager',
  });
  await post('/api/signup', { invite_token: invite.token });
  const { token } = (await (await post('/api/login')).json()) as { token: string };
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${baseUrl()}${path}`);
  return { page, email, password, token };
}

/** The owner approves an account that signed up on its own (it waits until then). */
export async function approveAccount(email: string, role = 'manager'): Promise<void> {
  const staff = await rest<{ id: number; email: string }[]>(ownerSession(), 'GET', '/api/v1/staff');
  const member = staff.find((m) => m.email === email);
  if (!member) throw new Error(`No account ${email} to approve`);
  await rest(ownerSession(), 'PATCH', `/api/v1/staff/${member.id}`, { status: 'active', role });
}

/** REST calls for arranging data a journey needs but does not test (the UI does the rest). */
export async function rest<T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return restAt(baseUrl())<T>(token, method, path, body);
}

/**
 * Changes some of the shop's details and keeps the rest (PUT /company takes the whole of them,
 * and takes back what GET answered). Answers the details as saved.
 */
export async function changeShopDetails(
  token: string,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const current = await rest<Record<string, unknown>>(token, 'GET', '/api/v1/company');
  return rest(token, 'PUT', '/api/v1/company', { ...current, ...changes });
}

/** `rest` against another Ghala server, e.g. a journey's private one. */
export function restAt(base: string) {
  return async <T = unknown>(
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  };
}

/**
 * Picks in a type-ahead field (customers, items, orders): types `typed`, then clicks the first
 * of the server's matches whose text starts with `option`.
 */
export async function pickFrom(
  scope: Page | Locator,
  label: string,
  typed: string,
  option: string = typed,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).fill(typed);
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: new RegExp(`^${escaped}`) })
    .first()
    .click();
}

/**
 * Opens a row's More menu (its button is "More actions for <row>", e.g. an order's number) and
 * returns one of its items by name ("Items of ORD-000001").
 */
export async function rowMenuItem(page: Page, row: string, item: string): Promise<Locator> {
  const label = `More actions for ${row}`;
  await page.getByRole('button', { name: label }).click();
  const menu = page.getByRole('menu', { name: label });
  await menu.waitFor();
  return menu.getByRole('menuitem', { name: item });
}

/** The built client the servers under test serve: a private build (E2E_CLIENT_DIR) or dist/. */
export function builtClientDir(): string {
  return process.env.E2E_CLIENT_DIR ?? join(import.meta.dirname, '..', 'dist', 'client');
}
