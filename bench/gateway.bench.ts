import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  BENCH_SHOP,
  CUSTOMERS_QUERY,
  dashboardLatency,
  listThroughput,
  ORDERS_QUERY,
  type Percentiles,
  processCpuMs,
  restCallsForOrders,
  type Target,
  type Throughput,
} from './gateway-measure.ts';
import { POSTGRES_URL, postgresReachable } from './kit.ts';

/**
 * `npm run bench:gateway`: the GraphQL gateway against the REST API it wraps, side by side in
 * one run, on SQLite and (when reachable) PostgreSQL. Prints the ratios and rewrites the
 * "GraphQL gateway" section of docs/benchmarks.md.
 *
 * BENCH_POSTGRES_URL picks the PostgreSQL server (a fresh schema is made and dropped);
 * BENCH_POSTGRES=off skips it. BENCH_SECONDS shortens or lengthens the throughput runs.
 * BENCH_DOC writes the section to another file (to try a change without touching the docs).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const DASHBOARD = { warmup: 200, rounds: 2_000, maxMs: 15_000 };
const ORDER_COUNTS = [10, 100, 1_000];
const GOALS = { dashboard: 1.3, list: 0.5 };
const DOC = process.env.BENCH_DOC ?? new URL('../docs/benchmarks.md', import.meta.url);

type DatabaseKind = 'sqlite' | 'postgres';
const LABEL: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

interface DatabaseResult {
  kind: DatabaseKind;
  dashboard: { gateway: Percentiles; rest: Percentiles };
  list: { gateway: Throughput; rest: Throughput };
}

/** The seeded server in its own process, so the load generator never shares its event loop. */
async function startServer(
  kind: DatabaseKind,
): Promise<{ target: Target; cpuMs: () => number | null; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('./gateway-server.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_DATABASE: kind, BENCH_POSTGRES_URL: POSTGRES_URL },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const target = await new Promise<Target>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start in 90 s')), 90_000);
    exited.then((code) => reject(new Error(`bench server exited with ${code} before READY`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('READY '.length)) as Target);
    });
  });
  return {
    target,
    cpuMs: () => processCpuMs(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`bench server exited with ${code}`);
    },
  };
}

async function benchDatabase(kind: DatabaseKind): Promise<DatabaseResult> {
  console.log(`\n${LABEL[kind]}: seeding ${describeShop()} …`);
  const server = await startServer(kind);
  try {
    console.log('  dashboard, one keep-alive client, sequential …');
    const dashboard = await dashboardLatency(server.target, DASHBOARD);
    printDashboard(dashboard);
    console.log(`  customer list, ${CONNECTIONS} connections, ${SECONDS} s each …`);
    const list = await listThroughput(server.target, {
      connections: CONNECTIONS,
      warmupSeconds: 2,
      seconds: SECONDS,
      slices: 4,
      serverCpuMs: server.cpuMs,
    });
    printList(list);
    return { kind, dashboard, list };
  } finally {
    await server.stop();
  }
}

const ratio = (a: number, b: number) => a / b;
const times = (value: number) => `${value.toFixed(2)}×`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-GB')} req/s`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const describeShop = () =>
  `${BENCH_SHOP.items} items, ${BENCH_SHOP.customers} customers, ` +
  `${BENCH_SHOP.orders.toLocaleString('en-GB')} orders`;

function printDashboard({ gateway, rest }: DatabaseResult['dashboard']) {
  for (const key of ['p50', 'p99'] as const) {
    const r = ratio(gateway[key], rest[key]);
    console.log(
      `    ${key}: gateway ${ms(gateway[key])}, REST ${ms(rest[key])} → ${times(r)} ` +
        `(goal ≤ ${GOALS.dashboard}×: ${verdict(r <= GOALS.dashboard)})`,
    );
  }
}

function printList({ gateway, rest }: DatabaseResult['list']) {
  const r = ratio(gateway.requestsPerSecond, rest.requestsPerSecond);
  console.log(
    `    gateway ${perSecond(gateway.requestsPerSecond)}, REST ${perSecond(rest.requestsPerSecond)} → ` +
      `${times(r)} (goal ≥ ${GOALS.list}×: ${verdict(r >= GOALS.list)})`,
  );
  const cpu = cpuRatio(gateway, rest);
  if (cpu !== null) {
    console.log(
      `    server CPU per request: gateway ${ms(gateway.cpuMsPerRequest!)}, ` +
        `REST ${ms(rest.cpuMsPerRequest!)} → REST/gateway ${times(cpu)}`,
    );
  }
}

/** REST's CPU per request over the gateway's: the throughput ratio a saturated server would show. */
const cpuRatio = (gateway: Throughput, rest: Throughput) =>
  gateway.cpuMsPerRequest === null || rest.cpuMsPerRequest === null
    ? null
    : ratio(rest.cpuMsPerRequest, gateway.cpuMsPerRequest);

/** `GET /api/v1/order-items?order_ids=1,2,…` shortened so a table can show it. */
const shortCall = (call: string) =>
  decodeURIComponent(call).replace(/order_ids=[\d,]+/, 'order_ids=…');

function markdown(
  results: DatabaseResult[],
  counts: { orders: number; calls: string[] }[],
  seconds: number,
) {
  const rows = results.flatMap(({ kind, dashboard, list }) => {
    const db = LABEL[kind];
    const dash = (['p50', 'p99'] as const).map((key) => {
      const r = ratio(dashboard.gateway[key], dashboard.rest[key]);
      return `| Dashboard ${key} | ${db} | ${ms(dashboard.gateway[key])} | ${ms(dashboard.rest[key])} | ${times(r)} | ≤ ${GOALS.dashboard}× | ${verdict(r <= GOALS.dashboard)} |`;
    });
    const r = ratio(list.gateway.requestsPerSecond, list.rest.requestsPerSecond);
    const cpu = cpuRatio(list.gateway, list.rest);
    return [
      ...dash,
      `| Customer list, ${CONNECTIONS} connections | ${db} | ${perSecond(list.gateway.requestsPerSecond)} | ${perSecond(list.rest.requestsPerSecond)} | ${times(r)} | ≥ ${GOALS.list}× | ${verdict(r >= GOALS.list)} |`,
      ...(cpu === null
        ? []
        : [
            `| Customer list, server CPU per request | ${db} | ${ms(list.gateway.cpuMsPerRequest!)} | ${ms(list.rest.cpuMsPerRequest!)} | ${times(cpu)} (REST / gateway) | | |`,
          ]),
    ];
  });
  const constant = new Set(counts.map((count) => count.calls.length)).size === 1;
  const cpu = cpus();
  return `## GraphQL gateway

Written by \`npm run bench:gateway\` (\`bench/gateway.bench.ts\`); last run ${new Date().toISOString().slice(0, 10)}
on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}.

**Setup.** The single-process server (\`createGhala\`: the gateway calls the API through the
Hono app's \`fetch\`, no socket) runs in a child process on a fresh database (SQLite: a temp
file, WAL; PostgreSQL: a fresh schema) seeded with ${describeShop()} and one signed-in
user. The load comes from the bench process over loopback HTTP, so the load generator never
shares the server's event loop. Both sides of every ratio hit the same server in the same run.

- **Dashboard**: the dashboard's data via the gateway (\`overview { inventory … orders …
  recentOrders … } inventoryItems { id name quantity }\`) against the two REST calls a client
  would send in parallel (\`GET /api/v1/analytics/overview\`, \`GET /api/v1/inventory\`). One
  client, keep-alive, one request (or REST pair) at a time, the two kinds alternating;
  ${DASHBOARD.warmup} warm-up rounds, then up to ${DASHBOARD.rounds.toLocaleString('en-GB')} rounds. Ratio = gateway / REST latency.
- **Customer list**: \`${CUSTOMERS_QUERY}\` against \`GET /api/v1/customers\`,
  autocannon, ${CONNECTIONS} connections, 2 s warm-up each, then ${seconds} s each in four
  alternating slices; every answer's body is checked. Ratio = gateway / REST throughput.
  The server's CPU time per request (from \`/proc\`) is shown too: on a shared machine,
  where neighbours take CPU from both the server and the load generator, it is the steadier
  figure, and its inverse ratio is the throughput ratio of a saturated server.

| Measure | Database | Gateway | Direct REST | Ratio | Goal | |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

**REST calls per GraphQL request** for \`${ORDERS_QUERY}\`, counted by the \`fetch\` handed
to the gateway, in process, on a fresh shop of each size: ${constant ? 'constant (goal met)' : 'NOT constant (goal missed)'}.

| Orders | REST calls | Which |
| --- | --- | --- |
${counts.map(({ orders, calls }) => `| ${orders.toLocaleString('en-GB')} | ${calls.length} | ${[...new Set(calls.map(shortCall))].map((call) => `\`${call}\``).join(', ')} |`).join('\n')}

${LEVERS}
`;
}

/** What tuning found; kept with the figures so a rerun does not lose it. */
const LEVERS = `### What mattered

Measured while tuning on 2026-11-22, same machine and method (SQLite; list: customers at 32
connections, 8 s per side in alternating slices; server CPU from \`/proc\`). Each row adds one
lever to the row above. These are single runs on a machine shared with other work: read the
trend, not the second digit.

| Gateway | Dashboard p50 ratio | List throughput ratio | Server CPU per list request, gateway / REST |
| --- | --- | --- | --- |
| Yoga over Hono as first built | 1.77× | 0.13× | 2.08 ms / 0.45 ms |
| + graphql-jit for queries | 2.08× | 0.19× | 1.01 ms / 0.35 ms |
| + body limit read from Content-Length | 1.80× | 0.36× | 0.74 ms / 0.32 ms |
| + answer handed over as the platform \`Response\` | 1.16× | 0.59× | 0.66 ms / 0.34 ms |

- **The answer's \`Response\` class** (biggest for latency). Yoga builds answers with
  @whatwg-node's own \`Response\`; @hono/node-server can only read such a body as a stream, and
  when a read is not ready at once it waits for a \`setTimeout\` tick, on every answer. On a
  busy event loop that tick is long, so it showed as latency and idle server time more than
  as CPU. The gateway now passes the answer's text and headers to the platform \`Response\`,
  which @hono/node-server writes in one go.
- **Body limit without opening the body.** Hono's \`bodyLimit\` reads \`request.body\`, which
  makes @hono/node-server build a full web-stream request, and Yoga's own
  \`maxRequestBodySize\` then piped that stream through a \`TransformStream\`. The gateway now
  checks a declared Content-Length from the header (and counts only bodies of unknown length),
  with Yoga's check off, so @hono/node-server reads the body directly: server CPU for a
  \`{ __typename }\` POST fell from about 0.22 to 0.09 ms.
- **graphql-jit** (\`@envelop/graphql-jit\`) halved the gateway's CPU per list request:
  queries are compiled once per document instead of walked by the generic executor. It runs
  queries only: graphql-jit does not apply input-field defaults to variables (graphql-jit#142,
  e.g. \`createInvoice\`'s \`items = []\`), and writes are not the hot path.
- **Already in place**: Yoga's parse and validation caches (on by default; the validation
  cache is keyed by the rule set, so GraphQL Armor's rules and the introspection guard still
  apply), the in-process \`fetch\` to the API (no socket), and the per-request read cache and
  DataLoaders (three REST calls for any number of orders).
- **What is left** is the price of the design: the gateway runs the REST handler in full
  (session lookup, SQL, JSON), then parses that JSON, executes and serialises again, about
  0.3 ms for 200 customers on top of REST's own 0.3 ms. On PostgreSQL the REST side also
  waits on the database, so the ratios there are closer to 1.
- **Spread between runs.** Four full runs after tuning on 2026-11-22 and the last row of the
  table above, with the machine shared with other work (load average 7 to 12 on 2 cores): dashboard p50 1.14–1.24× on
  SQLite and 1.11–1.34× on PostgreSQL; customer list 0.36–0.59× on SQLite (server CPU ratio
  0.47–0.52) and 0.45–0.86× on PostgreSQL (0.51–0.64). The list goal sits at the floor the
  design sets on SQLite, so it is met or missed by the neighbours; p99 (0.64–1.40×) mostly
  measures them.
`;

/** Replaces only this section: other sections of docs/benchmarks.md belong to other benches. */
function writeSection(section: string) {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const heading = /^## GraphQL gateway[^\n]*\n/m.exec(current);
  let next: string;
  if (!heading) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.slice(heading.index + heading[0].length);
    const end = after.search(/^## /m);
    next = current.slice(0, heading.index) + section + (end === -1 ? '' : `\n${after.slice(end)}`);
  }
  writeFileSync(DOC, next.endsWith('\n') ? next : `${next}\n`);
}

async function main() {
  const started = performance.now();
  const kinds: DatabaseKind[] = ['sqlite'];
  if (await postgresReachable()) kinds.push('postgres');
  else
    console.log(`PostgreSQL not reachable at ${POSTGRES_URL} (or BENCH_POSTGRES=off): SQLite only`);

  const results: DatabaseResult[] = [];
  for (const kind of kinds) results.push(await benchDatabase(kind));

  console.log('\nREST calls per GraphQL request, orders with customers and items:');
  const counts: { orders: number; calls: string[] }[] = [];
  for (const orders of ORDER_COUNTS) {
    const calls = await restCallsForOrders(orders);
    counts.push({ orders, calls });
    console.log(`  ${orders} orders: ${calls.length} calls (${calls.map(shortCall).join(', ')})`);
  }

  writeSection(markdown(results, counts, SECONDS));
  console.log(
    `\nWrote the "GraphQL gateway" section of ${DOC instanceof URL ? fileURLToPath(DOC) : DOC} ` +
      `(${((performance.now() - started) / 1000).toFixed(0)} s in all).`,
  );
}

await main();
