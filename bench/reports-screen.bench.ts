import { cpus, loadavg, totalmem } from 'node:os';
import type { BrowserContext } from 'playwright-core';
import { chromiumPath, DESKTOP, openBrowser } from '../e2e/browser.ts';
import {
  browserVersion,
  type DatabaseKind,
  postgresReachable,
  type Stats,
  stats,
  THROTTLE,
  throttledPage,
  verdict,
  writeSection,
} from './kit.ts';
import { clientBuild, startShop } from './lists.bench.ts';

/**
 * The Reports screen of the real app over real HTTP (issue 49): `npm run bench:ui -- --reports`.
 *
 * For each database (SQLite file; PostgreSQL schema, skipped when not reachable or
 * BENCH_POSTGRES=off) the list benchmark's shop of 100,000 orders and invoices is seeded and
 * served (`startShop`), and headless Chromium at 4× CPU throttling, with a warm HTTP cache,
 * opens the screen in a new tab as the owner who signed up. Timed in the page: navigation
 * start → the frame that painted the report's first chart (recharts' `.recharts-surface`
 * inside `.report-chart`). Goal: ≤ 1.5 s at p90. Results go to the "Reports screen" section of
 * docs/benchmarks.md (BENCH_DOC writes elsewhere; BENCH_REPORT_ROUNDS changes the rounds).
 */

const HEADING = '## Reports screen (100,000 orders and invoices)';
const DOC = process.env.BENCH_DOC ?? 'docs/benchmarks.md';
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 15);
// Untimed loads first: the server's first answers and the browser's first compile of the
// bundle (recharts included) are not what an owner who opens Ghala every day sees.
const WARM_UP = 2;
const DOCUMENTS = 100_000;
const GOAL_MS = 1_500;
const LABEL: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** What is opened: the screen's default report, and sales by day (the sales chart). */
const URLS = {
  '/reports': 'the default report: VAT return, this month',
  '/reports?report=sales&by=day': 'sales & gross profit by day, this month',
} as const;
type Url = keyof typeof URLS;

declare global {
  interface Window {
    /** Resolves with the time (ms from navigation start) the first chart was painted. */
    benchFirstChart: Promise<number>;
  }
}

/** Runs in every new document before the app's scripts, as lists.bench.ts's `watchFirstRow`. */
export function watchFirstChart() {
  window.benchFirstChart = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.report-chart svg.recharts-surface')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** ms from navigation start: the chart painted, the last script in, the last GraphQL answer in. */
type Load = { chart: number; scriptsIn: number; graphqlIn: number };

async function timeFirstChart(context: BrowserContext, url: string): Promise<Load> {
  const { page } = await throttledPage(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const chart = await page
      .evaluate(() =>
        Promise.race([
          window.benchFirstChart,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no chart')), 60_000),
          ),
        ]),
      )
      .catch((error: Error) => {
        throw new Error(`${url}: ${error.message} ${errors.join('; ')}`);
      });
    return await page.evaluate((painted) => {
      const before = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((entry) => entry.startTime < painted);
      const lastIn = (entries: PerformanceResourceTiming[]) =>
        Math.max(0, ...entries.map((entry) => entry.responseEnd));
      return {
        chart: painted,
        scriptsIn: lastIn(before.filter((entry) => entry.name.endsWith('.js'))),
        graphqlIn: lastIn(before.filter((entry) => new URL(entry.name).pathname === '/graphql')),
      };
    }, chart);
  } finally {
    await page.close();
  }
}

type DatabaseResult = {
  kind: DatabaseKind;
  seedSeconds: number;
  charts: Record<Url, Stats>;
  /** p50s of the last script in and the last GraphQL answer in, before the chart. */
  phases: Record<Url, { scriptsIn: number; graphqlIn: number }>;
  load: { before: number; after: number };
};

async function benchDatabase(kind: DatabaseKind, clientDir: string): Promise<DatabaseResult> {
  console.log(`${LABEL[kind]}, ${DOCUMENTS.toLocaleString('en')} orders and invoices:`);
  const before = loadavg()[0] ?? 0;
  const shop = await startShop(kind, DOCUMENTS, clientDir);
  try {
    const browser = await openBrowser();
    try {
      const { context } = browser;
      await context.addInitScript(watchFirstChart);
      const login = await context.newPage();
      await login.goto(`${shop.url}/login`);
      await login.evaluate((value) => localStorage.setItem('token', value), shop.token);
      await login.close();
      const urls = Object.keys(URLS) as Url[];
      const samples = Object.fromEntries(urls.map((url) => [url, [] as Load[]])) as Record<
        Url,
        Load[]
      >;
      for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
        // Alternate the order, so drift in the machine's load falls on both alike.
        for (const url of round % 2 === 0 ? urls : [...urls].reverse()) {
          const painted = await timeFirstChart(context, `${shop.url}${url}`);
          if (round >= WARM_UP) samples[url].push(painted);
        }
        if (round >= WARM_UP) process.stdout.write(`  round ${round - WARM_UP + 1}/${ROUNDS}\n`);
      }
      const charts = Object.fromEntries(
        urls.map((url) => [url, stats(samples[url].map((load) => load.chart))]),
      ) as DatabaseResult['charts'];
      const p50 = (values: number[]) => stats(values).p50;
      const phases = Object.fromEntries(
        urls.map((url) => [
          url,
          {
            scriptsIn: p50(samples[url].map((load) => load.scriptsIn)),
            graphqlIn: p50(samples[url].map((load) => load.graphqlIn)),
          },
        ]),
      ) as DatabaseResult['phases'];
      return {
        kind,
        seedSeconds: shop.seedSeconds,
        charts,
        phases,
        load: { before, after: loadavg()[0] ?? 0 },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await shop.stop();
  }
}

/** What the figures of the first run said; kept with them so a rerun does not lose it. */
const FINDINGS = `### Reading (2026-12-07, evening)

- **Met on this machine: 1.01 to 1.09 s at p90** (0.95 to 1.00 s at p50) on both databases, the machine running nothing else. An hour earlier, before the build's files were regrouped (\`build/bundle-chunks.ts\`: a signed-in page load now asks for about half as many files), the same benchmark read 1.08 to 1.20 s at p90 and 1.00 to 1.06 s at p50.
- **The machine decides more than the code.** Throttling is relative: 4× slows this machine's CPU (an Intel Xeon) by four, not to a fixed phone. The afternoon's machine (an AMD EPYC, also 2 cores and idle) read 2.35 to 3.32 s at p90 for the same screen, and that morning's 2.52 to 3.17 s; its CI run took 29 min against 15.9 min here. On such a machine the goal still needs about a third less main-thread work before the chart.
- **Where the time goes now** (p50): the scripts are in by 0.56 to 0.66 s and the report's figures by 0.74 to 0.96 s; the chart follows 0.05 to 0.25 s later. What remains is the main thread at 4×: evaluating the entry, React DOM, Apollo Client, the screen kit and recharts, rendering the frame and the report, and recharts' layout.
- **Candidates if a slower machine is the yardstick**, none tried: a lighter chart than recharts' CategoricalChart (232 KB evaluated on every load); the report rendered before the frame's extras (the menu, the outbox, the banners); the screens' GraphQL documents in their own chunks rather than in the kit, where 274 KB of their syntax trees are evaluated on every load.
`;

const sec = (value: number) => `${(value / 1000).toFixed(2)} s`;

function markdown(results: DatabaseResult[], chromium: string, skipped: string | null): string {
  const rows = results.flatMap((result) =>
    (Object.keys(URLS) as Url[]).map((url) => {
      const s = result.charts[url];
      const phase = result.phases[url];
      return `| ${LABEL[result.kind]} | \`${url}\` (${URLS[url]}) | ${sec(s.p50)} | ${sec(s.p90)} | ${sec(s.max)} | ${s.n} | ${verdict(s.p90 <= GOAL_MS)} | ${sec(phase.scriptsIn)} | ${sec(phase.graphqlIn)} | ${result.load.before.toFixed(1)} → ${result.load.after.toFixed(1)} |`;
    }),
  );
  const date = new Date().toISOString().slice(0, 10);
  return `${HEADING}

Measured ${date} with \`npm run bench:ui -- --reports\` (\`bench/reports-screen.bench.ts\`) on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, Chromium ${chromium} headless, viewport ${DESKTOP.width}×${DESKTOP.height}, **CPU throttled ${THROTTLE}×** (CDP \`Emulation.setCPUThrottlingRate\`).${skipped ? ` PostgreSQL: ${skipped}.` : ''}

Data and server: the list benchmark's shop (\`startShop\` in \`bench/lists.bench.ts\`, seeded by \`bench/seed-large.ts\`): ${DOCUMENTS.toLocaleString('en')} orders and as many invoices over two years, 10,000 items, 10,000 customers, then \`ANALYZE\` (\`VACUUM ANALYZE\`), served by \`createGhala\` with the production client build, signed in as the owner who signed up. Method: each load in a new tab of one browser profile whose HTTP cache is never cleared (an owner who opens Ghala every day; each tab starts with an empty Apollo cache), \`page.goto\` of the address; the clock is the page's own (\`performance.now()\`, zero at navigation start), read in a task queued from the \`requestAnimationFrame\` after a \`MutationObserver\` installed before the app's scripts saw the first \`.report-chart svg.recharts-surface\`, that is after the frame that drew the chart. ${WARM_UP} untimed rounds, then ${ROUNDS} rounds over both addresses in alternating order. Goal (issue 49): the first chart ≤ ${sec(GOAL_MS)} at 4× CPU, held to p90.

The load average (1 minute, on ${cpus().length} cores) before and after each database's run is beside its figures: the benchmark's own browser, server and seeding account for 2 to 4 of it, and anything more slows every figure.

Navigation → first chart painted, with two phases of the same loads at p50 (the last script in, recharts' chunk among them; the last GraphQL answer in, the report's figures among them):

| Database | Address | p50 | p90 | slowest | loads | ≤ ${sec(GOAL_MS)} at p90 | Scripts in (p50) | GraphQL in (p50) | Load average |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${FINDINGS}`;
}

export async function benchReportsScreen(): Promise<void> {
  chromiumPath(); // fails early, with install instructions, when there is no browser
  const clientDir = await clientBuild();
  const kinds: DatabaseKind[] = ['sqlite'];
  const reachable = await postgresReachable();
  if (reachable) kinds.push('postgres');
  const skipped = reachable ? null : 'not reachable (or BENCH_POSTGRES=off), skipped';
  const chromium = await (async () => {
    const { context, close } = await openBrowser();
    try {
      return await browserVersion(context);
    } finally {
      await close();
    }
  })();
  const results: DatabaseResult[] = [];
  for (const kind of kinds) results.push(await benchDatabase(kind, clientDir));
  const section = markdown(results, chromium, skipped);
  console.log(`\n${section}`);
  writeSection(DOC, HEADING, section);
  console.log(`Written to ${DOC}`);
}
