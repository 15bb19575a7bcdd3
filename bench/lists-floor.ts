import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser } from '../e2e/browser.ts';
import { stats } from './kit.ts';
import {
  clientBuild,
  startShop,
  type TimedLoad,
  timeFirstRow,
  watchFirstRow,
} from './lists.bench.ts';

/**
 * The floor under a list screen's first row: how soon Chrome paints the same page when it needs
 * no code at all. `npx node bench/lists-floor.ts [loads, default 8] [/orders /invoices ...]`
 * (BENCH_FLOOR_DOCUMENTS, default 2,000: every paged screen shows the same first rows at any size).
 *
 * For each screen, the app is opened as staff open it (1280×800, the client build in
 * dist/client over a seeded SQLite shop) and, once its first page is drawn, the page's markup
 * and stylesheets are written into a copy of the page with every script and module preload taken
 * out: what a server that rendered the first rows into the HTML would send, before any of the
 * app's code ran. Then the app's screen and that static page load in turn, each in a new tab with
 * a warm HTTP cache and the CPU throttled 4×, timed in the page from navigation start to the
 * frame that painted the first row (as lists.bench.ts). Whatever the app does, its first row
 * cannot come sooner than the static page's: that is navigation, HTML, style, layout and paint.
 */

const [loadsArg, ...screenArgs] = process.argv.slice(2);
const LOADS = Number(loadsArg ?? 8);
const DOCUMENTS = Number(process.env.BENCH_FLOOR_DOCUMENTS ?? 2_000);
const SCREENS =
  screenArgs.length > 0
    ? screenArgs
    : ['/inventory', '/customers', '/suppliers', '/orders', '/invoices'];
const WARM_UP = 2;

/** The page's own head, less what runs code, plus the screen's stylesheets, around its markup. */
function staticPage(indexHtml: string, markup: string, stylesheets: string[]): string {
  const withoutCode = indexHtml
    .replace(/<script\b[^>]*>\s*<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const links = stylesheets
    .filter((href) => !withoutCode.includes(href))
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
  return withoutCode
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

// A copy of the build, so the static pages sit beside its assets without touching dist/.
const served = mkdtempSync(join(tmpdir(), 'ghala-floor-'));
cpSync(await clientBuild(), served, { recursive: true });
const shop = await startShop('sqlite', DOCUMENTS, served);
const { context, close } = await openBrowser();
try {
  const page = await context.newPage();
  await page.goto(`${shop.url}/login`);
  await page.evaluate((token) => localStorage.setItem('token', token), shop.token);
  const indexHtml = readFileSync(join(served, 'index.html'), 'utf8');
  mkdirSync(join(served, 'floor'));
  for (const screen of SCREENS) {
    await page.goto(`${shop.url}${screen}`, { waitUntil: 'networkidle' });
    await page.locator('tbody tr.data-table__row').first().waitFor();
    const { markup, stylesheets } = await page.evaluate(() => ({
      markup: document.getElementById('root')?.innerHTML ?? '',
      stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    }));
    writeFileSync(
      join(served, 'floor', `${screen.slice(1)}.html`),
      staticPage(indexHtml, markup, stylesheets),
    );
  }
  await page.close();
  // Chrome's own floor: a page of one row, no stylesheet, nothing to fetch.
  writeFileSync(
    join(served, 'floor', 'bare.html'),
    '<!doctype html><title>Ghala</title><table><tbody><tr class="data-table__row"><td>ORD-000001</td></tr></tbody></table>',
  );

  await context.addInitScript(watchFirstRow);
  const kinds = {
    app: (screen: string) => screen,
    static: (screen: string) => `/floor${screen}.html`,
  };
  const results = new Map<string, TimedLoad[]>();
  const loadBefore = loadavg()[0] ?? 0;
  for (let round = -WARM_UP; round < LOADS; round += 1) {
    for (const screen of SCREENS) {
      // Each goes first in every other round.
      const order = round % 2 === 0 ? (['app', 'static'] as const) : (['static', 'app'] as const);
      for (const kind of order) {
        const timed = await timeFirstRow(context, `${shop.url}${kinds[kind](screen)}`);
        if (round < 0) continue;
        const key = `${kind} ${screen}`;
        results.set(key, [...(results.get(key) ?? []), timed]);
      }
    }
    const bare = await timeFirstRow(context, `${shop.url}/floor/bare.html`);
    if (round >= 0) results.set('bare', [...(results.get('bare') ?? []), bare]);
  }
  console.log(
    `\n${LOADS} warm loads each at 4×, in turn; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`,
  );
  console.log('| Screen | App: p50 | p90 | Static page: p50 | p90 | slowest |');
  console.log('|---|---|---|---|---|---|');
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  for (const screen of SCREENS) {
    const app = stats((results.get(`app ${screen}`) ?? []).map((l) => l.firstRow));
    const still = stats((results.get(`static ${screen}`) ?? []).map((l) => l.firstRow));
    console.log(
      `| \`${screen}\` | ${s(app.p50)} | ${s(app.p90)} | ${s(still.p50)} | ${s(still.p90)} | ${s(still.max)} |`,
    );
  }
  const bare = stats((results.get('bare') ?? []).map((l) => l.firstRow));
  console.log(
    `| a page of one row, no stylesheet | | | ${s(bare.p50)} | ${s(bare.p90)} | ${s(bare.max)} |`,
  );
} finally {
  await close();
  await shop.stop();
  rmSync(served, { recursive: true, force: true });
}
