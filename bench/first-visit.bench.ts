import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumPath, openBrowser, screenshot } from '../e2e/browser.ts';
import { browserVersion, type Stats, stats, THROTTLE, verdict, writeSection } from './kit.ts';
import { clientBuild, type Shop, startShop, watchFirstRow } from './lists.bench.ts';

/**
 * Issue 47's first visit on a phone: `npm run bench:ui` runs this after the list screens,
 * `npm run bench:ui -- --first-visit` runs it alone.
 *
 * The real app (`createGhala`: API, gateway and the production client build) on a fresh SQLite
 * database seeded with a small shop, and headless Chromium as a phone: a 412 × 915 mobile
 * viewport with touch, the CPU throttled 4× and the network throttled as DevTools' "Slow 4G"
 * preset (and once more as its "3G", for information). Every first visit is made in a new
 * browser profile: empty HTTP cache, no service worker, nothing in storage but the session
 * token where the app keeps it (for a signed-in visit).
 *
 * Timed in the page, from navigation start (`performance.now()`):
 * - `/login` signed out: LCP (the last `largest-contentful-paint` entry before any input), and
 *   "usable": the sign-in form rendered by React with its handlers attached (the e-mail
 *   field's React props carry its `onChange`) and its submit button enabled, at the frame that
 *   shows it. Each run then types a character into the field and checks it appears, so the
 *   definition is held to what a user would do.
 * - `/orders` signed in, first visit: the first table row painted (as `bench/lists.bench.ts`
 *   times it: a `MutationObserver`, then the frame after it).
 * - `/orders` again in the same profile once the first visit is over (the page closed, its
 *   service worker, if the build has one, active): the second visit, cache warm.
 *
 * Goals (issue 47): login LCP ≤ 2.5 s and usable ≤ 3.0 s; Orders' first row ≤ 3.5 s on a first
 * visit and ≤ 1.0 s on the second, all at p90 on Slow 4G. Results go to the "First visit on a
 * phone" section of docs/benchmarks.md (BENCH_DOC writes elsewhere; BENCH_FIRST_VISIT_ROUNDS
 * changes the rounds, default 9; BENCH_FIRST_VISIT_3G_ROUNDS the 3G ones, default 3, 0 skips).
 */

const HEADING = '## First visit on a phone';
const DOC = process.env.BENCH_DOC ?? 'docs/benchmarks.md';
const ROUNDS = Number(process.env.BENCH_FIRST_VISIT_ROUNDS ?? 9);
const ROUNDS_3G = Number(process.env.BENCH_FIRST_VISIT_3G_ROUNDS ?? 3);
const GOALS = { loginLcp: 2_500, loginUsable: 3_000, ordersFirst: 3_500, ordersSecond: 1_000 };

/** A phone of Lighthouse's mobile class, at the issue's width. */
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * DevTools' network presets, as Chromium defines them (bytes per second; latency added to each
 * request): "Slow 4G" is 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up, 150 ms × 3.75; "3G" is
 * 500 kbit/s × 0.8 each way, 400 ms × 5.
 */
const NETWORKS = {
  'Slow 4G': { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 },
  '3G': { latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 },
} as const;
type Network = keyof typeof NETWORKS;

/** Enough orders for a full first page and more; the rest small, as a new shop's. */
const SHOP = { orders: 300, invoices: 300, items: 300, customers: 300, suppliers: 30 };

// After what it waits for, a visit is over once no request has been in flight for this long.
const QUIET_MS = 1_000;

declare global {
  interface Window {
    /** ms from navigation start to the frame showing a sign-in form a user can type into. */
    benchUsable: Promise<number>;
    /** The latest largest-contentful-paint candidate's time, 0 before any. */
    benchLcp: number;
  }
}

/**
 * Runs in every new document before the page's own scripts (and before its inline one): notes
 * LCP candidates, and when the sign-in form is usable (see the file's comment), resolving after
 * the frame that shows it as `watchFirstRow` does.
 */
function watchSignIn() {
  window.benchLcp = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  window.benchUsable = new Promise((resolve) => {
    const usable = () => {
      const input = document.querySelector<HTMLInputElement>('form input[type="email"]');
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (!input || !button || button.disabled) return false;
      const key = Object.keys(input).find((name) => name.startsWith('__reactProps$'));
      const props = key ? (input as unknown as Record<string, { onChange?: unknown }>)[key] : null;
      return typeof props?.onChange === 'function';
    };
    const observer = new MutationObserver(() => {
      if (!usable()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/** A phone's profile: fresh, throttled per tab (`phoneTab`), watching every document. */
async function phoneProfile(token?: string) {
  const profile = await openBrowser(PHONE);
  await profile.context.addInitScript(watchFirstRow);
  await profile.context.addInitScript(watchSignIn);
  if (token) {
    // Signed in before, as the app keeps it; the init script runs before the page's scripts.
    await profile.context.addInitScript((value) => {
      try {
        if (!localStorage.getItem('token')) localStorage.setItem('token', value);
      } catch {}
    }, token);
  }
  return profile;
}

/** A new tab with a phone's CPU and `network`. */
async function phoneTab(context: BrowserContext, network: Network): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    ...NETWORKS[network],
    connectionType: 'cellular4g',
  });
  return page;
}

/** Resolves once no request of the page has been in flight for QUIET_MS (60 s at most). */
function quiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let last = performance.now();
  page.on('request', () => {
    inFlight += 1;
    last = performance.now();
  });
  const done = () => {
    inFlight -= 1;
    last = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const until = performance.now() + 60_000;
    while ((inFlight > 0 || performance.now() - last < QUIET_MS) && performance.now() < until) {
      await sleep(50);
    }
  };
}

/** `work` evaluated in the page, failing with `what` after 90 s. */
async function within<T>(what: string, page: Page, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), 90_000);
  });
  try {
    return await Promise.race([page.evaluate(work), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Where the page's parts came from and when: the HTML, the last script, the list query. */
async function phases(page: Page, until: number) {
  return page.evaluate((painted) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((r) => r.startTime < painted);
    const scripts = resources.filter((r) => r.name.endsWith('.js'));
    const graphql = resources.filter((r) => new URL(r.name).pathname === '/graphql');
    return {
      htmlIn: navigation.responseEnd,
      htmlFromWorker: navigation.workerStart > 0 && navigation.transferSize === 0,
      scriptsIn: Math.max(0, ...scripts.map((r) => r.responseEnd)),
      firstGraphqlSent: Math.min(...graphql.map((r) => r.startTime)),
      lastGraphqlIn: Math.max(0, ...graphql.map((r) => r.responseEnd)),
      bytesIn: resources.reduce((sum, r) => sum + r.transferSize, navigation.transferSize),
    };
  }, until);
}
type Phases = Awaited<ReturnType<typeof phases>>;

type LoginVisit = { usable: number; lcp: number };

async function visitLogin(base: string, network: Network, shot: boolean): Promise<LoginVisit> {
  const profile = await phoneProfile();
  try {
    const page = await phoneTab(profile.context, network);
    const settled = quiet(page);
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    const usable = await within('sign-in form never usable', page, () => window.benchUsable);
    await settled();
    const lcp = await page.evaluate(() => window.benchLcp);
    // Held to what a user does: a character typed appears in the field.
    const email = page.locator('form input[type="email"]');
    await email.click();
    await page.keyboard.type('a');
    if ((await email.inputValue()) !== 'a') throw new Error('/login: typing did nothing');
    if (shot) {
      await email.fill('');
      await screenshot(page, 'first-visit-login');
    }
    return { usable, lcp };
  } finally {
    await profile.close();
  }
}

type OrdersVisit = { first: number; second: number; phases: { first: Phases; second: Phases } };

async function visitOrders(
  shop: Shop,
  network: Network,
  worker: boolean,
  shot: boolean,
): Promise<OrdersVisit> {
  const profile = await phoneProfile(shop.token);
  try {
    const timeFirstRow = async (label: string) => {
      const page = await phoneTab(profile.context, network);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const settled = quiet(page);
      await page.goto(`${shop.url}/orders`, { waitUntil: 'commit' });
      const painted = await within(`/orders ${label}: no row`, page, () => window.benchFirstRow);
      await settled();
      if (errors.length > 0) throw new Error(`/orders ${label}: ${errors.join('; ')}`);
      return { page, painted, phases: await phases(page, painted) };
    };
    const first = await timeFirstRow('first visit');
    if (worker) {
      // The visitor comes back later: by then the worker the first visit registered is active.
      await within('no service worker', first.page, () =>
        navigator.serviceWorker.ready.then(() => true),
      );
    }
    await first.page.close();
    const second = await timeFirstRow('second visit');
    if (shot) await screenshot(second.page, 'first-visit-orders');
    await second.page.close();
    return {
      first: first.painted,
      second: second.painted,
      phases: { first: first.phases, second: second.phases },
    };
  } finally {
    await profile.close();
  }
}

type NetworkResult = {
  network: Network;
  rounds: number;
  login: { usable: Stats; lcp: Stats };
  orders: { first: Stats; second: Stats };
  /** p50 of each phase, ms from navigation start. */
  phases: { first: Record<keyof Phases, number>; second: Record<keyof Phases, number> };
  htmlFromWorker: boolean;
  load: { before: number; after: number };
};

function medianPhases(all: Phases[]): Record<keyof Phases, number> {
  const keys = Object.keys(all[0] ?? {}) as (keyof Phases)[];
  return Object.fromEntries(
    keys.map((key) => [key, stats(all.map((p) => Number(p[key]))).p50]),
  ) as Record<keyof Phases, number>;
}

/** A build under test: the one in the tree, or the one it is compared with. */
type Build = { label: string; shop: Shop; worker: boolean };

async function measure(builds: Build[], network: Network, rounds: number) {
  const before = loadavg()[0] ?? 0;
  const login = builds.map(() => [] as LoginVisit[]);
  const orders = builds.map(() => [] as OrdersVisit[]);
  for (let round = 0; round < rounds; round += 1) {
    const shot = network === 'Slow 4G' && round === 0;
    // Alternate the order (of the visits, and of the builds compared), so drift in the
    // machine's load falls on all alike.
    const order = builds.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const { shop, worker, label } = builds[index] as Build;
      const takeShot = shot && index === 0;
      if (round % 2 === 0) {
        login[index]?.push(await visitLogin(shop.url, network, takeShot));
        orders[index]?.push(await visitOrders(shop, network, worker, takeShot));
      } else {
        orders[index]?.push(await visitOrders(shop, network, worker, takeShot));
        login[index]?.push(await visitLogin(shop.url, network, takeShot));
      }
      const l = login[index]?.at(-1);
      const o = orders[index]?.at(-1);
      console.log(
        `  ${network} round ${round + 1}/${rounds}${builds.length > 1 ? ` (${label})` : ''}: login usable ${l?.usable.toFixed(0)} ms, LCP ${l?.lcp.toFixed(0)} ms; orders ${o?.first.toFixed(0)} ms, again ${o?.second.toFixed(0)} ms`,
      );
    }
  }
  const after = loadavg()[0] ?? 0;
  return builds.map(
    (_, index): NetworkResult => ({
      network,
      rounds,
      login: {
        usable: stats((login[index] ?? []).map((l) => l.usable)),
        lcp: stats((login[index] ?? []).map((l) => l.lcp)),
      },
      orders: {
        first: stats((orders[index] ?? []).map((o) => o.first)),
        second: stats((orders[index] ?? []).map((o) => o.second)),
      },
      phases: {
        first: medianPhases((orders[index] ?? []).map((o) => o.phases.first)),
        second: medianPhases((orders[index] ?? []).map((o) => o.phases.second)),
      },
      htmlFromWorker: (orders[index] ?? []).every((o) => o.phases.second.htmlFromWorker),
      load: { before, after },
    }),
  );
}

const sec = (value: number) => `${(value / 1000).toFixed(2)} s`;

function markdown(
  results: NetworkResult[],
  before: NetworkResult | null,
  seconds: number,
  chromium: string,
): string {
  const rows = results.flatMap((r) => {
    const goal = r.network === 'Slow 4G';
    const row = (what: string, s: Stats, limit: number) =>
      `| ${r.network} | ${what} | ${sec(s.p50)} | ${sec(s.p90)} | ${sec(s.max)} | ${s.n} | ${goal ? `≤ ${sec(limit)}: ${verdict(s.p90 <= limit)}` : 'for information'} |`;
    return [
      row('`/login` signed out: LCP', r.login.lcp, GOALS.loginLcp),
      row('`/login` signed out: usable', r.login.usable, GOALS.loginUsable),
      row('`/orders` signed in, first visit: first row', r.orders.first, GOALS.ordersFirst),
      row('`/orders` signed in, second visit: first row', r.orders.second, GOALS.ordersSecond),
    ];
  });
  const phaseRows = results.flatMap((r) =>
    (['first', 'second'] as const).map((visit) => {
      const p = r.phases[visit];
      const round = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
      return `| ${r.network} | ${visit} | ${round(p.htmlIn)} | ${round(p.scriptsIn)} | ${round(p.firstGraphqlSent)} | ${round(p.lastGraphqlIn)} | ${(p.bytesIn / 1024).toFixed(1)} KiB |`;
    }),
  );
  const loads = results
    .map(
      (r) => `${r.network}: ${r.load.before.toFixed(1)} before, ${r.load.after.toFixed(1)} after`,
    )
    .join('; ');
  const worker = results.some((r) => r.htmlFromWorker)
    ? "the second visit's page came from the service worker"
    : 'no service worker answered the second visit';
  const slow = results[0];
  const compared =
    before && slow
      ? (
          [
            ['`/login` LCP', before.login.lcp, slow.login.lcp],
            ['`/login` usable', before.login.usable, slow.login.usable],
            ['`/orders` first visit', before.orders.first, slow.orders.first],
            ['`/orders` second visit', before.orders.second, slow.orders.second],
          ] as const
        ).map(
          ([what, b, a]) =>
            `| ${what} | ${sec(b.p50)} | ${sec(b.p90)} | **${sec(a.p50)}** | **${sec(a.p90)}** |`,
        )
      : [];
  const comparison =
    compared.length > 0
      ? `\nThe same rounds on Slow 4G, against the build before this work (\`BENCH_FIRST_VISIT_BEFORE\`: that build served by the same server code, measured in turn with this one, so the machine's load falls on both alike):\n\n| Visit | Before: p50 | p90 | After: p50 | p90 |\n|---|---|---|---|---|\n${compared.join('\n')}\n`
      : '';
  const date = new Date().toISOString().slice(0, 10);
  return `${HEADING}

Measured ${date} with \`npm run bench:ui -- --first-visit\` (\`bench/first-visit.bench.ts\`, also part of the default \`npm run bench:ui\`; ${seconds.toFixed(0)} s in all) on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, Chromium ${chromium} headless as a phone: viewport ${PHONE.viewport.width} × ${PHONE.viewport.height}, mobile, touch, pixel ratio ${PHONE.deviceScaleFactor}, **CPU throttled ${THROTTLE}×** (CDP \`Emulation.setCPUThrottlingRate\`) and **network as DevTools' "Slow 4G" preset** (CDP \`Network.emulateNetworkConditions\`: ${NETWORKS['Slow 4G'].latency} ms added to each request, ${((NETWORKS['Slow 4G'].downloadThroughput * 8) / 1e6).toFixed(2)} Mbit/s down, ${((NETWORKS['Slow 4G'].uploadThroughput * 8) / 1e3).toFixed(0)} kbit/s up), then its "3G" preset for information (${NETWORKS['3G'].latency} ms, ${((NETWORKS['3G'].downloadThroughput * 8) / 1e3).toFixed(0)} kbit/s each way). Load average (1 min, on ${cpus().length} cores): ${loads}; on a busy machine every figure is slower for it.

Data: the real app (\`createGhala\`: API, gateway, the production client build, rebuilt first when older than \`client/\`) on a fresh SQLite database seeded by \`bench/seed-large.ts\` with ${SHOP.orders} orders and invoices, ${SHOP.items} items, ${SHOP.customers} customers, ${SHOP.suppliers} suppliers; one user signed up and logged in through the REST API.

Method: every first visit in a **new browser profile** (empty HTTP cache, no service worker, empty storage but the session token for a signed-in visit, put where the app keeps it before the page's scripts run). \`/login\` signed out: *LCP* is the last \`largest-contentful-paint\` entry (PerformanceObserver) before any input; *usable* is the frame showing the sign-in form rendered by React with its handlers attached (the e-mail field's React props carry its \`onChange\`) and its submit button enabled, and each run then types a character into the field from Playwright and checks it appears. \`/orders\` signed in: the first table row painted (a \`MutationObserver\`, then a task queued from the next animation frame, as \`bench/lists.bench.ts\` times it); then, once that visit was over (no request for ${QUIET_MS} ms${results.some((r) => r.htmlFromWorker) ? ', its service worker active' : ''}), the tab is closed and the same profile visits \`/orders\` again: the *second visit*, cache warm (${worker}). All times are the page's own clock from navigation start. ${ROUNDS} rounds on Slow 4G, ${ROUNDS_3G} on 3G, login and Orders alternating first. Screenshots of both screens at 412 px: \`artifacts/screenshots/first-visit-login-412.png\` and \`first-visit-orders-412.png\`.

| Network | Visit | p50 | p90 | slowest | runs | Goal (p90) |
|---|---|---|---|---|---|---|
${rows.join('\n')}
${comparison}
Where the time goes on \`/orders\`, p50, ms from navigation start (bytes: everything the visit received until its first row, with headers):

| Network | Visit | HTML in | Last script in | First GraphQL sent | Last GraphQL in | Received |
|---|---|---|---|---|---|---|
${phaseRows.join('\n')}
`;
}

export async function benchFirstVisit(): Promise<void> {
  const started = performance.now();
  chromiumPath();
  const clientDir = await clientBuild();
  // Another build to compare with, measured in turn with this one (a busy machine's load then
  // falls on both alike): e.g. the build of the commit before, made with its own `vite build`.
  const beforeDir = process.env.BENCH_FIRST_VISIT_BEFORE;
  const chromium = await (async () => {
    const { context, close } = await openBrowser();
    try {
      return await browserVersion(context);
    } finally {
      await close();
    }
  })();
  console.log(`First visit on a phone (${ROUNDS} rounds on Slow 4G, ${ROUNDS_3G} on 3G):`);
  const builds: Build[] = [];
  try {
    for (const [label, dir] of [
      ['after', clientDir],
      ['before', beforeDir],
    ] as const) {
      if (!dir) continue;
      const shop = await startShop('sqlite', SHOP.orders, dir, SHOP);
      builds.push({ label, shop, worker: existsSync(join(dir, 'sw.js')) });
    }
    const slow = await measure(builds, 'Slow 4G', ROUNDS);
    const results = [slow[0] as NetworkResult];
    if (ROUNDS_3G > 0)
      results.push((await measure(builds.slice(0, 1), '3G', ROUNDS_3G))[0] as NetworkResult);
    const section = markdown(
      results,
      slow[1] ?? null,
      (performance.now() - started) / 1000,
      chromium,
    );
    console.log(`\n${section}`);
    writeSection(DOC, HEADING, section);
    console.log(`Written to ${DOC}`);
  } finally {
    for (const build of builds) await build.shop.stop();
  }
}
