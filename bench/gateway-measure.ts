import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout } from 'node:timers/promises';
import { createApiApp } from '../api/src/app.ts';
import { loadApiConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { systemClock } from '../api/src/http/clock.ts';
import { createGatewayApp } from '../gateway/src/gateway.ts';
import { type LargeShop, seedLargeShop } from './seed-large.ts';

/** The measuring instruments of `npm run bench:gateway`; the bench file composes them. */

/** The shop both servers are seeded with: a busy hardware shop's catalogue and two years of sales. */
export const BENCH_SHOP: LargeShop = { items: 500, customers: 200, orders: 2_000 };

export interface Target {
  url: string;
  token: string;
}

export interface Percentiles {
  p50: number;
  p99: number;
  count: number;
}

/** Nearest-rank percentiles of latencies in milliseconds. */
export function percentiles(samples: number[]): Percentiles {
  const sorted = samples.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), count: sorted.length };
}

/**
 * One client as a browser tab is one: a keep-alive agent, each answer read whole and parsed.
 * Two sockets so the REST side can send its two calls in parallel.
 */
function httpClient(target: Target) {
  const agent = new Agent({ keepAlive: true, maxSockets: 2 });
  const headers = { Authorization: `Bearer ${target.token}` };
  const send = (path: string, method: 'GET' | 'POST', body?: string) =>
    new Promise<unknown>((resolve, reject) => {
      const outgoing = request(
        `${target.url}${path}`,
        {
          method,
          agent,
          headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (response.statusCode !== 200) {
              reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
            } else resolve(JSON.parse(text));
          });
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export const DASHBOARD_QUERY = `{
  overview {
    inventory { totalItems stockValue }
    orders { totalOrders totalRevenue paidRevenue unpaidRevenue partiallyPaidRevenue }
    recentOrders { orderNumber customerName totalAmount status createdAt }
  }
  inventoryItems { id name quantity }
}`;

/**
 * The dashboard's data both ways, one request after another over one keep-alive client:
 * the gateway query, and the two REST calls a client would send in parallel. The two kinds
 * alternate so that drift (GC, JIT, disk cache) falls on both alike.
 */
export async function dashboardLatency(
  target: Target,
  options: { warmup: number; rounds: number; maxMs: number },
): Promise<{ gateway: Percentiles; rest: Percentiles }> {
  const client = httpClient(target);
  const body = JSON.stringify({ query: DASHBOARD_QUERY });
  const viaGateway = async () => {
    const answer = (await client.send('/graphql', 'POST', body)) as {
      data?: { inventoryItems: unknown[] };
      errors?: unknown;
    };
    if (answer.errors || !answer.data?.inventoryItems.length) {
      throw new Error(`dashboard query failed: ${JSON.stringify(answer).slice(0, 300)}`);
    }
  };
  const viaRest = async () => {
    await Promise.all([
      client.send('/api/v1/analytics/overview', 'GET'),
      client.send('/api/v1/inventory', 'GET'),
    ]);
  };
  const timed = async (work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  try {
    for (let round = 0; round < options.warmup; round += 1) {
      await viaGateway();
      await viaRest();
    }
    const gateway: number[] = [];
    const rest: number[] = [];
    const deadline = performance.now() + options.maxMs;
    for (let round = 0; round < options.rounds && performance.now() < deadline; round += 1) {
      // Which goes first alternates too, so neither always meets a just-warmed cache.
      if (round % 2 === 0) {
        gateway.push(await timed(viaGateway));
        rest.push(await timed(viaRest));
      } else {
        rest.push(await timed(viaRest));
        gateway.push(await timed(viaGateway));
      }
    }
    return { gateway: percentiles(gateway), rest: percentiles(rest) };
  } finally {
    client.close();
  }
}

interface AutocannonResult {
  requests: { total: number };
  /** Seconds the run actually took. */
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  verifyBody?: (body: string) => boolean;
}) => Promise<AutocannonResult>;

// autocannon ships no types; loading it through require keeps this narrow signature local.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Throughput {
  requestsPerSecond: number;
  requests: number;
  seconds: number;
  /** Server CPU time per request, when the server's CPU clock can be read. */
  cpuMsPerRequest: number | null;
}

/**
 * CPU milliseconds a process has used so far, from Linux's /proc (user + system ticks of
 * 10 ms); null elsewhere. Unlike wall time it barely moves when a neighbour takes the CPU.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function load(options: Parameters<Autocannon>[0], describe: string) {
  const result = await autocannon(options);
  const failures = result.errors + result.timeouts + result.non2xx + result.mismatches;
  if (failures > 0) {
    throw new Error(
      `${describe}: ${result.errors} errors, ${result.timeouts} timeouts, ` +
        `${result.non2xx} non-2xx, ${result.mismatches} wrong bodies`,
    );
  }
  return result;
}

export const CUSTOMERS_QUERY = '{ customers { id name contact address } }';

/**
 * The customer list at many connections, straight from REST and through the gateway. Each
 * side's time is cut into slices that alternate, so a neighbour's burst of CPU on a shared
 * machine lands on both sides rather than skewing the ratio.
 */
export async function listThroughput(
  target: Target,
  options: {
    connections: number;
    warmupSeconds: number;
    seconds: number;
    slices: number;
    /** The server's CPU clock in ms, if it can be read. */
    serverCpuMs: () => number | null;
  },
): Promise<{ gateway: Throughput; rest: Throughput }> {
  const headers = { Authorization: `Bearer ${target.token}` };
  const sides = {
    rest: {
      url: `${target.url}/api/v1/customers`,
      method: 'GET',
      headers,
      // A cheap look at every answer, so an error page cannot pass for speed.
      verifyBody: (body: string) => body.startsWith('[{"id":'),
    },
    gateway: {
      url: `${target.url}/graphql`,
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: CUSTOMERS_QUERY }),
      verifyBody: (body: string) => body.startsWith('{"data":{"customers":[{'),
    },
  };
  const { connections } = options;
  const totals = {
    rest: { requests: 0, seconds: 0, cpuMs: 0 as number | null },
    gateway: { requests: 0, seconds: 0, cpuMs: 0 as number | null },
  };
  for (const side of ['rest', 'gateway'] as const) {
    await load({ ...sides[side], connections, duration: options.warmupSeconds }, `${side} warm-up`);
  }
  for (let slice = 0; slice < options.slices; slice += 1) {
    const order = slice % 2 === 0 ? (['rest', 'gateway'] as const) : (['gateway', 'rest'] as const);
    for (const side of order) {
      const duration = options.seconds / options.slices;
      const cpuBefore = options.serverCpuMs();
      const result = await load({ ...sides[side], connections, duration }, side);
      const cpuAfter = options.serverCpuMs();
      // autocannon stops on time with requests still in flight; let the server finish them.
      await setTimeout(200);
      const total = totals[side];
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.cpuMs =
        total.cpuMs === null || cpuBefore === null || cpuAfter === null
          ? null
          : total.cpuMs + cpuAfter - cpuBefore;
    }
  }
  const throughput = (total: (typeof totals)['rest']): Throughput => ({
    requestsPerSecond: total.requests / total.seconds,
    requests: total.requests,
    seconds: total.seconds,
    cpuMsPerRequest: total.cpuMs === null ? null : total.cpuMs / total.requests,
  });
  return { rest: throughput(totals.rest), gateway: throughput(totals.gateway) };
}

export const ORDERS_QUERY =
  '{ orders { orderNumber customer { name } items { itemName quantity } } }';

/**
 * REST calls behind one GraphQL request for orders with their customers and lines, on a fresh
 * in-memory shop of `orders` orders, counted by the fetch the gateway is given (in process).
 */
export async function restCallsForOrders(orders: number): Promise<string[]> {
  const db = openDatabase('file::memory:');
  try {
    await migrateToLatest(db);
    const api = createApiApp({ db, config: loadApiConfig({}), clock: systemClock });
    const credentials = JSON.stringify({ email: 'count@ghala.co.ke', password: 'bench-password' });
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
    await api.request('/api/signup', { ...init, body: credentials });
    const login = await api.request('/api/login', { ...init, body: credentials });
    const { token } = (await login.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    const me = await api.request('/api/v1/me', { headers: { Authorization: authorization } });
    await seedLargeShop(
      db,
      { items: 500, customers: 200, orders },
      ((await me.json()) as { id: number }).id,
    );

    const calls: string[] = [];
    const gateway = createGatewayApp({
      restUrl: 'http://api.internal',
      fetch: async (input, requestInit) => {
        const outgoing = new Request(input, requestInit);
        const url = new URL(outgoing.url);
        calls.push(`${outgoing.method} ${url.pathname}${url.search}`);
        return api.fetch(outgoing);
      },
      playground: false,
    });
    const response = await gateway.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: JSON.stringify({ query: ORDERS_QUERY }),
    });
    const answer = (await response.json()) as {
      data?: { orders: { customer: unknown; items: unknown[] }[] };
      errors?: unknown;
    };
    const listed = answer.data?.orders ?? [];
    if (
      answer.errors ||
      listed.length !== orders ||
      listed.some((order) => !order.customer || order.items.length === 0)
    ) {
      throw new Error(`orders query failed at ${orders}: ${JSON.stringify(answer).slice(0, 300)}`);
    }
    return calls;
  } finally {
    await db.destroy();
  }
}
