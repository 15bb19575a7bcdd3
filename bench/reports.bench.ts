import { cpus } from 'node:os';
import { CompiledQuery, sql } from 'kysely';
import { createApiApp } from '../api/src/app.ts';
import { loadApiConfig } from '../api/src/config.ts';
import type { Db } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { addDaysToDate, businessDate, systemClock } from '../api/src/http/clock.ts';
import { ms, onPostgres, onSqlite, type Timings, timed, timings, writeDoc } from './bench-kit.ts';
import { type LargeShop, seedLargeShop } from './seed-large.ts';

/**
 * `npm run bench:reports`: the owner's reports (issue 49) over a large shop, on SQLite and on
 * PostgreSQL (when reachable), through the real Hono app: 100,000 orders over two years, each
 * invoiced (one sale each), 10,000 items whose ledgers hold their opening and every sale.
 * Goals at p50: the VAT return for a month ≤ 200 ms, sales by item for a year ≤ 1 s, stock
 * valuation as at any date ≤ 500 ms. Results go to the "Reports" section of docs/benchmarks.md.
 */

const SHOP: LargeShop = { orders: 100_000, items: 10_000, customers: 2_000, invoices: 100_000 };
const WARM_UP = 3;
const ROUNDS = 20;
const HEADING = '## Reports (100,000 orders, 10,000 items)';
const TIME_ZONE = 'Africa/Nairobi';

interface Case {
  name: string;
  path: string;
  goalMs: number | null;
}

interface Result {
  database: 'SQLite' | 'PostgreSQL';
  seedSeconds: number;
  movements: number;
  cases: { name: string; path: string; goalMs: number | null; timings: Timings }[];
}

/**
 * Every order line's movement in the stock ledger, as a sale writes one: after each item's
 * opening (moved to before the first sale), in time order, with the quantity after it (a
 * running sum) and the average cost then (the seeded cost price). Written by one INSERT …
 * SELECT with a window function, on either database.
 */
async function seedMovements(db: Db, before: string): Promise<number> {
  await sql`update stock_movements set occurred_at = ${before},
    average_cost_cents = (select cost_price_cents from inventory_items i
      where i.id = stock_movements.inventory_id)`.execute(db);
  await sql`
    insert into stock_movements (inventory_id, occurred_at, kind, quantity_change_milli,
      quantity_after_milli, document_type, document_id, document_number, average_cost_cents)
    select l.inventory_id, o.created_at, 'sale', -l.quantity_milli,
      i.quantity_milli + 10000000 - sum(l.quantity_milli) over (
        partition by l.inventory_id order by o.created_at, l.id rows unbounded preceding),
      'order', o.id, o.order_number, i.cost_price_cents
    from order_items l join orders o on o.id = l.order_id
    join inventory_items i on i.id = l.inventory_id
    order by o.created_at, l.id`.execute(db);
  // The openings hold enough for every sale after them.
  await sql`update stock_movements set quantity_after_milli = quantity_after_milli + 10000000
    where kind = 'opening'`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*) as n from stock_movements`.execute(db);
  return Number(rows[0]!.n);
}

async function benchmark(database: Result['database'], db: Db): Promise<Result> {
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
  const started = performance.now();
  const now = new Date();
  await seedLargeShop(db, SHOP, user.id, now);
  const movements = await seedMovements(
    db,
    new Date(now.getTime() - 731 * 86_400_000).toISOString(),
  );
  await db.executeQuery(CompiledQuery.raw(database === 'SQLite' ? 'ANALYZE' : 'VACUUM ANALYZE'));
  const seedSeconds = (performance.now() - started) / 1000;
  const { token } = (await (await post('/api/login')).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };

  const today = businessDate(now, TIME_ZONE);
  const yearAgo = addDaysToDate(today, -364);
  const halfYearAgo = addDaysToDate(today, -182);
  const month = addDaysToDate(today, -200).slice(0, 7);
  const cases: Case[] = [
    { name: `VAT return, ${month}`, path: `/api/v1/reports/vat?month=${month}`, goalMs: 200 },
    {
      name: 'Sales by item, a year',
      path: `/api/v1/reports/sales-by-item?from=${yearAgo}&to=${today}`,
      goalMs: 1_000,
    },
    {
      name: 'Sales by customer, a year',
      path: `/api/v1/reports/sales-by-customer?from=${yearAgo}&to=${today}`,
      goalMs: null,
    },
    {
      name: 'Sales by day, a year',
      path: `/api/v1/reports/sales-by-day?from=${yearAgo}&to=${today}`,
      goalMs: null,
    },
    {
      name: 'Stock valuation, today',
      path: `/api/v1/reports/stock-valuation?as_of=${today}`,
      goalMs: 500,
    },
    {
      name: 'Stock valuation, six months ago',
      path: `/api/v1/reports/stock-valuation?as_of=${halfYearAgo}`,
      goalMs: 500,
    },
    { name: 'Aged debtors, today', path: '/api/v1/reports/aged-debtors', goalMs: null },
  ];

  const results: Result['cases'] = [];
  for (const benchCase of cases) {
    const call = async () => {
      const response = await app.request(benchCase.path, { headers });
      const body = await response.text();
      if (response.status !== 200) {
        throw new Error(`${benchCase.path} answered ${response.status}: ${body}`);
      }
    };
    for (let n = 0; n < WARM_UP; n += 1) await call();
    const samples: number[] = [];
    for (let n = 0; n < ROUNDS; n += 1) samples.push(await timed(call));
    results.push({ ...benchCase, timings: timings(samples) });
    console.log(
      `${database.padEnd(10)} ${benchCase.name.padEnd(34)} p50 ${ms(timings(samples).p50)}`,
    );
  }
  return { database, seedSeconds, movements, cases: results };
}

const met = (value: number, goal: number | null) =>
  goal === null ? '(none)' : value <= goal ? `≤ ${goal} ms: met` : `≤ ${goal} ms: **missed**`;

function section(results: Result[], skipped: string | null): string {
  const rows = results.flatMap((r) =>
    r.cases.map(
      (c) =>
        `| ${r.database} | ${c.name} | ${ms(c.timings.p50)} | ${ms(c.timings.p99)} | ${met(c.timings.p50, c.goalMs)} |`,
    ),
  );
  const movements = results[0]?.movements.toLocaleString('en') ?? '?';
  return [
    HEADING,
    '',
    `Run with \`npm run bench:reports\` (\`bench/reports.bench.ts\`) on ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}. ${SHOP.orders.toLocaleString('en')} orders over two years, each invoiced (one sale each, band B), ${SHOP.items.toLocaleString('en')} items, ${SHOP.customers.toLocaleString('en')} customers; ${movements} stock movements (each item's opening and every order line's sale).`,
    '',
    `Method: through the Hono app (\`app.request\`: session lookup, validation, the SQL aggregate, JSON), ${WARM_UP} warm-up requests then ${ROUNDS} timed of each, after ANALYZE (VACUUM ANALYZE on PostgreSQL). A month holds about 4,200 orders, a year about 50,000 with 100,000 lines.`,
    '',
    '| Database | Report | p50 | p99 | Goal (p50) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    ...(skipped ? ['', `PostgreSQL: ${skipped}.`] : []),
  ].join('\n');
}

const results: Result[] = [];
console.log('Reports on SQLite…');
results.push(await onSqlite((db) => benchmark('SQLite', db)));
console.log('Reports on PostgreSQL…');
const postgres = await onPostgres((db) => benchmark('PostgreSQL', db));
if (postgres) results.push(postgres);
writeDoc(HEADING, section(results, postgres ? null : 'not reachable, skipped'));
console.log('Written to docs/benchmarks.md');
process.exit(
  results.every((r) => r.cases.every((c) => c.goalMs === null || c.timings.p50 <= c.goalMs))
    ? 0
    : 1,
);
