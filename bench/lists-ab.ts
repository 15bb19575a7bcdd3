import { loadavg } from 'node:os';
import { openBrowser } from '../e2e/browser.ts';
import { stats } from './kit.ts';
import {
  type Shop,
  startShop,
  type TimedLoad,
  timeFirstRow,
  watchFirstRow,
} from './lists.bench.ts';
import { watchFirstChart } from './reports-screen.bench.ts';

/**
 * Two client builds, loaded in turn: which one puts a list's first row on screen sooner, on
 * the same machine in the same minutes. The wall-clock benchmark (lists.bench.ts) moves with
 * the machine's load by more than most changes gain, so a change is judged by its build and the
 * one before it taking turns, each on its own server over its own seeded SQLite shop.
 *
 *   npx vite build --outDir /tmp/before   (then the change, and --outDir /tmp/after)
 *   npx node bench/lists-ab.ts /tmp/before /tmp/after [loads, default 8] [/orders /invoices ...]
 *
 * BENCH_AB_DOCUMENTS (default 2,000) seeds each shop with that many orders and invoices: every
 * paged screen loads the same first 50 rows at any size, but the benchmark's sizes can be asked for.
 *
 * Each load: a new tab, warm HTTP cache (two untimed rounds first), CPU throttled 4×, timed in
 * the page from navigation start to the frame that painted the first row (as lists.bench.ts).
 * Prints p50, p90 and the slowest load per build and screen, with when the last script was in
 * and the last GraphQL request before that row left. BENCH_AB_UNTIL=chart times the Reports
 * screen's first chart instead (as bench/reports-screen.bench.ts): `/reports`.
 */

const [before, after, loadsArg, ...screenArgs] = process.argv.slice(2);
if (!before || !after) {
  console.error('Usage: npx node bench/lists-ab.ts <build A> <build B> [loads] [/screen ...]');
  process.exit(2);
}
const LOADS = Number(loadsArg ?? 8);
const DOCUMENTS = Number(process.env.BENCH_AB_DOCUMENTS ?? 2_000);
const SCREENS = screenArgs.length > 0 ? screenArgs : ['/inventory', '/customers', '/orders'];
const WARM_UP = 2;

const shops: Record<'A' | 'B', Shop> = {
  A: await startShop('sqlite', DOCUMENTS, before),
  B: await startShop('sqlite', DOCUMENTS, after),
};
const { context, close } = await openBrowser();
try {
  if (process.env.BENCH_AB_UNTIL === 'chart') {
    // timeFirstRow waits for `benchFirstRow`: here it is the first chart's promise.
    await context.addInitScript(
      `(${watchFirstChart})(); window.benchFirstRow = window.benchFirstChart;`,
    );
  } else {
    await context.addInitScript(watchFirstRow);
  }
  for (const shop of Object.values(shops)) {
    const page = await context.newPage();
    await page.goto(`${shop.url}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), shop.token);
    await page.close();
  }
  const results = new Map<string, TimedLoad[]>();
  const loadBefore = loadavg()[0] ?? 0;
  for (let round = -WARM_UP; round < LOADS; round += 1) {
    for (const screen of SCREENS) {
      // Each build goes first in every other round.
      const order = round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const build of order) {
        const timed = await timeFirstRow(context, `${shops[build].url}${screen}`);
        if (round < 0) continue;
        const key = `${build} ${screen}`;
        results.set(key, [...(results.get(key) ?? []), timed]);
      }
    }
  }
  console.log(
    `\nA: ${before}\nB: ${after}\n${LOADS} warm loads each at 4×, in turn; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`,
  );
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  for (const screen of SCREENS) {
    for (const build of ['A', 'B'] as const) {
      const loads = results.get(`${build} ${screen}`) ?? [];
      const row = stats(loads.map((l) => l.firstRow));
      console.log(
        `${build} ${screen.padEnd(11)} first row p50 ${ms(row.p50)}, p90 ${ms(row.p90)}, slowest ${ms(row.max)}; scripts in ${ms(stats(loads.map((l) => l.scriptsIn)).p50)}, last GraphQL sent ${ms(stats(loads.map((l) => l.lastGraphqlSent)).p50)} (p50)`,
      );
    }
  }
} finally {
  await close();
  for (const shop of Object.values(shops)) await shop.stop();
}
