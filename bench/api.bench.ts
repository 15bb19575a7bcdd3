import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { analyticsRepository } from '../api/src/analytics/analytics.repository.ts';
import { createApiApp } from '../api/src/app.ts';
import { loadApiConfig } from '../api/src/config.ts';
import { type Db, openDatabase } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { systemClock } from '../api/src/http/clock.ts';
import { type LargeShop, seedLargeShop } from './seed-large.ts';

/**
 * `npm run bench:api`: how much the overview endpoint adds to its own SQL. 100,000 orders and
 * 10,000 items on SQLite and on PostgreSQL (when reachable); p50 and p99 of
 * GET /api/v1/analytics/overview through the real Hono app against the very same aggregate
 * queries run directly on the same Kysely instance. Goal: endpoint p50 ≤ 1.5 × bare SQL p50.
 * Results go to the "Overview endpoint" section of docs/benchmarks.md.
 */

const SHOP: LargeShop = { orders: 100_000, items: 10_000, customers: 2_000 };
const WARM_UP = 20;
const ROUNDS = 200;
const GOAL = 1.5;
// The overview's "latest 5" (analytics.service.ts); checked against the endpoint's answer.
const RECENT_ORDERS = 5;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DOC = 'docs/benchmarks.md';
const HEADING = '## Overview endpoint (100,000 orders, 10,000 items)';

interface Timings {
  p50: number;
  p99: number;
}

interface Result {
  database: 'SQLite' | 'PostgreSQL';
  seedSeconds: number;
  orderItems: number;
  endpoint: Timings;
  bare: Timings;
  perQuery: Record<string, number>;
  plans: Record<string, string>;
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const timings = (samples: number[]): Timings => ({
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
});

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Records the SQL Kysely sends, so the plans shown are of the exact queries measured. */
class CaptureQueries implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(node);
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

async function queryPlans(db: Db, kind: Result['database']): Promise<Record<string, string>> {
  const plans: Record<string, string> = {};
  for (const name of ['inventoryTotals', 'orderTotals', 'recentOrders'] as const) {
    const capture = new CaptureQueries();
    const repo = analyticsRepository(db.withPlugin(capture));
    await (name === 'recentOrders' ? repo.recentOrders(RECENT_ORDERS) : repo[name]());
    const compiled = db.getExecutor().compileQuery(capture.nodes[0]!, { queryId: randomUUID() });
    const explain = kind === 'SQLite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN (ANALYZE, COSTS OFF) ';
    const { rows } = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
    );
    const lines =
      kind === 'SQLite'
        ? rows.map((row) => `${'  '.repeat(Number(row.parent) === 0 ? 0 : 1)}${row.detail}`)
        : rows.map((row) => String(row['QUERY PLAN']));
    plans[name] = `${compiled.sql}\n${lines.join('\n')}`;
  }
  return plans;
}

async function benchmark(kind: Result['database'], db: Db): Promise<Result> {
  await migrateToLatest(db);
  const app = createApiApp({ db, config: loadApiConfig({}), clock: systemClock });
  const credentials = { email: 'bench@ghala.co.ke', password: 'bench-password' };
  const post = (path: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  const user = (await (await post('/api/signup')).json()) as { id: number };
  const { token } = (await (await post('/api/login')).json()) as { token: string };

  const seedStarted = performance.now();
  const { orderItems } = await seedLargeShop(db, SHOP, user.id);
  // A live database keeps planner statistics current (autovacuum, `PRAGMA optimize`); fresh
  // bulk-loaded tables have none until ANALYZE. On PostgreSQL, VACUUM also does now what
  // autovacuum would otherwise start in the middle of the measurement.
  await db.executeQuery(CompiledQuery.raw(kind === 'SQLite' ? 'ANALYZE' : 'VACUUM ANALYZE'));
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`  seeded in ${seedSeconds.toFixed(1)} s (${orderItems.toLocaleString()} lines)`);

  const headers = { Authorization: `Bearer ${token}` };
  const endpoint = async () => {
    const response = await app.request('/api/v1/analytics/overview', { headers });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`overview answered ${response.status}: ${body}`);
    return body;
  };
  const repo = analyticsRepository(db);
  const bare = () =>
    Promise.all([repo.inventoryTotals(), repo.orderTotals(), repo.recentOrders(RECENT_ORDERS)]);

  const overview = JSON.parse(await endpoint());
  if (
    overview.orders.total_orders !== SHOP.orders ||
    overview.inventory.total_items !== SHOP.items ||
    overview.recent_orders.length !== RECENT_ORDERS
  ) {
    throw new Error(`unexpected overview: ${JSON.stringify(overview).slice(0, 300)}`);
  }

  for (let round = 0; round < WARM_UP; round += 1) {
    await endpoint();
    await bare();
  }
  // Alternating keeps both sides under the same cache and CPU conditions.
  const endpointSamples: number[] = [];
  const bareSamples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      endpointSamples.push(await timed(endpoint));
      bareSamples.push(await timed(bare));
    } else {
      bareSamples.push(await timed(bare));
      endpointSamples.push(await timed(endpoint));
    }
  }

  const perQuery: Record<string, number> = {};
  for (const [name, run] of [
    ['inventoryTotals', () => repo.inventoryTotals()],
    ['orderTotals', () => repo.orderTotals()],
    ['recentOrders', () => repo.recentOrders(RECENT_ORDERS)],
  ] as const) {
    const samples: number[] = [];
    for (let round = 0; round < 50; round += 1) samples.push(await timed(run));
    perQuery[name] = percentile(samples, 50);
  }

  return {
    database: kind,
    seedSeconds,
    orderItems,
    endpoint: timings(endpointSamples),
    bare: timings(bareSamples),
    perQuery,
    plans: await queryPlans(db, kind),
  };
}

async function onSqlite(): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'ghala-bench-'));
  const db = openDatabase(`file:${join(dir, 'bench.db')}`);
  try {
    return await benchmark('SQLite', db);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function onPostgres(): Promise<Result | null> {
  if (!(await postgresReachable())) return null;
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = openDatabase(POSTGRES_URL, { schema });
  try {
    return await benchmark('PostgreSQL', db);
  } finally {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const ratioOf = (result: Result) => result.endpoint.p50 / result.bare.p50;

function reading(results: Result[]): string {
  const overheads = results.map((r) => `${ms(r.endpoint.p50 - r.bare.p50)} on ${r.database}`);
  const missed = results.filter((r) => ratioOf(r) > GOAL).map((r) => r.database);
  return [
    `Reading: the overview is bound by its SQL. What the endpoint adds to the bare queries (session lookup by token hash on a unique index, routing, mapping cents to KSh, JSON for a small object) is ${overheads.join(' and ')} at p50, so the ratio stays near 1.`,
    'Almost all the SQL time is the order totals: one sequential pass over every order (count, sum and three conditional sums in a single scan; PostgreSQL splits it over a parallel worker). The latest five orders walk `orders_created_at` backwards and stop after five rows, and the inventory totals scan 10,000 narrow rows, both well under a millisecond.',
    ...results.flatMap((r) => {
      const alone =
        r.perQuery.orderTotals! + r.perQuery.inventoryTotals! + r.perQuery.recentOrders!;
      return r.bare.p50 > alone * 1.2
        ? [
            `On ${r.database} the three queries run at once (\`Promise.all\`, three pooled connections) and, on ${cpus().length} cores beside the parallel worker, contend for CPU: together they take ${ms(r.bare.p50)} against ${ms(alone)} one after another. The endpoint runs them the same way, so the ratio is unaffected.`,
          ]
        : [];
    }),
    'p99 is the noisy figure: this machine is shared with other work, and a single slow scan is enough to set it.',
    'The scan grows linearly with the number of orders. If the absolute time ever matters more than the ratio, the options are a covering index on `orders (status, total_cents)` (an index-only scan of a narrower structure) or totals kept in a summary row updated in the same transaction as each order and payment; neither is needed at this size.',
    missed.length > 0
      ? `**Goal missed on ${missed.join(' and ')}** in this run: compare the per-query table with the endpoint − bare column to see whether the SQL or the HTTP layer moved.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function section(results: Result[], skipped: string | null, totalSeconds: number): string {
  const cpu = cpus();
  const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}`;
  const rows = results.map((r) => {
    const ratio = ratioOf(r);
    return `| ${r.database} | ${ms(r.endpoint.p50)} | ${ms(r.endpoint.p99)} | ${ms(r.bare.p50)} | ${ms(r.bare.p99)} | **${ratio.toFixed(2)}×** | ${ratio <= GOAL ? 'met' : 'missed'} |`;
  });
  const perQuery = results.map(
    (r) =>
      `| ${r.database} | ${ms(r.perQuery.orderTotals!)} | ${ms(r.perQuery.inventoryTotals!)} | ${ms(r.perQuery.recentOrders!)} | ${ms(r.endpoint.p50 - r.bare.p50)} |`,
  );
  const plans = results.flatMap((r) => [
    `<details><summary>${r.database} query plans</summary>`,
    '',
    ...Object.entries(r.plans).flatMap(([name, plan]) => [`${name}:`, '', '```', plan, '```', '']),
    '</details>',
    '',
  ]);
  return [
    HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:api\` (\`bench/api.bench.ts\`, ${Math.round(totalSeconds)} s in all) on ${machine}.`,
    '',
    `Data: ${SHOP.orders.toLocaleString('en')} orders with ${results[0]?.orderItems.toLocaleString('en') ?? '?'} order lines (1 to 3 each), ${SHOP.items.toLocaleString('en')} items and ${SHOP.customers.toLocaleString('en')} customers, bulk-inserted by \`bench/seed-large.ts\`, then \`ANALYZE\` (\`VACUUM ANALYZE\` on PostgreSQL). SQLite is a temporary file (WAL, synchronous=FULL); PostgreSQL is a fresh schema in the local server, dropped afterwards.`,
    '',
    `Method: ${WARM_UP} warm-up rounds, then ${ROUNDS} rounds alternating \`GET /api/v1/analytics/overview\` through the Hono app (\`app.request\`: bearer-token session lookup, routing, the service, JSON encoding, reading the body) and the same three aggregate queries of \`analytics.repository.ts\` run directly on the same Kysely instance (no HTTP, no JSON). Goal: endpoint p50 ≤ ${GOAL}× bare SQL p50.`,
    '',
    '| Database | Endpoint p50 | Endpoint p99 | Bare SQL p50 | Bare SQL p99 | p50 ratio | Goal |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    ...(skipped ? [`| PostgreSQL | ${skipped} | | | | | |`] : []),
    '',
    'Where the time goes (p50 of each query alone, and what the endpoint adds):',
    '',
    '| Database | order totals (full scan of `orders`) | inventory totals | latest 5 orders | endpoint − bare |',
    '|---|---|---|---|---|',
    ...perQuery,
    '',
    reading(results),
    '',
    ...plans,
  ].join('\n');
}

/** Replaces this benchmark's section of the doc, keeping every other section as it is. */
function writeDoc(text: string) {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(HEADING);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${text}\n`;
  } else {
    const after = current.indexOf('\n## ', start + HEADING.length);
    const rest = after === -1 ? '' : `\n${current.slice(after + 1)}`;
    next = `${current.slice(0, start)}${text}\n${rest}`;
  }
  writeFileSync(DOC, next);
}

const started = performance.now();
const results: Result[] = [];
console.log(`SQLite: seeding ${SHOP.orders.toLocaleString()} orders…`);
results.push(await onSqlite());
console.log('PostgreSQL: checking', POSTGRES_URL.replace(/\/\/[^@]*@/, '//…@'));
const postgres = await onPostgres();
if (postgres) results.push(postgres);
const skipped = postgres ? null : 'not reachable, skipped';

for (const r of results) {
  console.log(
    `${r.database.padEnd(10)} endpoint p50 ${ms(r.endpoint.p50)} p99 ${ms(r.endpoint.p99)} | bare SQL p50 ${ms(r.bare.p50)} p99 ${ms(r.bare.p99)} | ratio ${ratioOf(r).toFixed(2)}× (goal ≤ ${GOAL}×: ${ratioOf(r) <= GOAL ? 'met' : 'MISSED'})`,
  );
}
if (skipped) console.log(`PostgreSQL ${skipped}`);
const totalSeconds = (performance.now() - started) / 1000;
writeDoc(section(results, skipped, totalSeconds));
console.log(`Written to ${DOC} (${totalSeconds.toFixed(0)} s)`);
process.exit(results.every((r) => ratioOf(r) <= GOAL) ? 0 : 1);
