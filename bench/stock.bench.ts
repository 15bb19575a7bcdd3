import { cpus } from 'node:os';
import { CompiledQuery, sql } from 'kysely';
import { createApiApp } from '../api/src/app.ts';
import { loadApiConfig } from '../api/src/config.ts';
import type { Db } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { systemClock } from '../api/src/http/clock.ts';
import { ms, onPostgres, onSqlite, type Timings, timed, timings, writeDoc } from './bench-kit.ts';

/**
 * `npm run bench:api` (after the overview and lists): the stock ledger's two heavy calls
 * (issue 17) on SQLite and on PostgreSQL (when reachable), through the real Hono app.
 * - POST /api/v1/goods-received with 200 lines over 10,000 items: each line moves stock,
 *   records a movement, moves the cost to the weighted average and records a price change.
 *   Goal: p50 ≤ 300 ms.
 * - GET /api/v1/inventory/{id}/movements, the first page of an item with 10,000 movements.
 *   Goal: p50 ≤ 50 ms.
 * Results go to the "Stock" section of docs/benchmarks.md.
 */

const ITEMS = 10_000;
const LEDGER_ROWS = 10_000;
const GRN_LINES = 200;
const GRN_WARM_UP = 3;
const GRN_ROUNDS = 30;
const LEDGER_WARM_UP = 20;
const LEDGER_ROUNDS = 100;
const GRN_GOAL_MS = 300;
const LEDGER_GOAL_MS = 50;
const HEADING = '## Stock: goods received and an item’s ledger';

interface Result {
  database: 'SQLite' | 'PostgreSQL';
  grn: Timings;
  ledger: Timings;
}

/** 10,000 items with their opening movements, and one item whose ledger has 10,000 rows. */
async function seed(db: Db, supplierId: number, userId: number): Promise<number> {
  const now = new Date().toISOString();
  for (let first = 0; first < ITEMS; first += 500) {
    await db
      .insertInto('inventory_items')
      .values(
        Array.from({ length: Math.min(500, ITEMS - first) }, (_, offset) => ({
          name: `Bench item #${String(first + offset + 1).padStart(5, '0')}`,
          quantity_milli: 100_000,
          unit_price_cents: 1_000_00,
          cost_price_cents: 800_00,
          supplier_id: supplierId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  await sql`
    insert into stock_movements (inventory_id, occurred_at, kind, quantity_change_milli, quantity_after_milli, recorded_by)
    select id, created_at, 'opening', quantity_milli, quantity_milli, ${userId} from inventory_items`.execute(
    db,
  );

  // The busy item: sold one at a time and topped up, 10,000 movements in all.
  const { id } = await db
    .selectFrom('inventory_items')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  let quantity = 100;
  for (let first = 1; first < LEDGER_ROWS; first += 1_000) {
    const rows = [];
    for (let n = first; n < Math.min(first + 1_000, LEDGER_ROWS); n += 1) {
      const change = n % 10 === 0 ? 9 : -1;
      quantity += change;
      rows.push({
        inventory_id: id,
        occurred_at: now,
        kind: change > 0 ? 'goods_received' : 'sale',
        quantity_change_milli: change * 1000,
        quantity_after_milli: quantity * 1000,
        recorded_by: userId,
      });
    }
    await db.insertInto('stock_movements').values(rows).execute();
  }
  await db
    .updateTable('inventory_items')
    .set({ quantity_milli: quantity * 1000 })
    .where('id', '=', id)
    .execute();
  return id;
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
  const { token } = (await (await post('/api/login')).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const supplier = (await (
    await app.request('/api/v1/suppliers', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench Supplier', contact: '0700 000 000' }),
    })
  ).json()) as { id: number };
  const busyItem = await seed(db, supplier.id, user.id);
  await db.executeQuery(CompiledQuery.raw(database === 'SQLite' ? 'ANALYZE' : 'VACUUM ANALYZE'));
  const items = await db.selectFrom('inventory_items').select('id').orderBy('id').execute();

  let round = 0;
  const receive = async () => {
    // A different 200 items each time, so no note finds its items' rows still cached.
    const start = (round * GRN_LINES) % (items.length - GRN_LINES);
    round += 1;
    const lines = items.slice(start, start + GRN_LINES).map((item, index) => ({
      inventory_id: item.id,
      quantity: 1 + (index % 24),
      unit_cost: 750 + (index % 100),
    }));
    const response = await app.request('/api/v1/goods-received', {
      method: 'POST',
      headers,
      body: JSON.stringify({ supplier_id: supplier.id, lines }),
    });
    const body = await response.text();
    if (response.status !== 201) throw new Error(`GRN answered ${response.status}: ${body}`);
  };
  for (let n = 0; n < GRN_WARM_UP; n += 1) await receive();
  const grnSamples: number[] = [];
  for (let n = 0; n < GRN_ROUNDS; n += 1) grnSamples.push(await timed(receive));

  const ledger = async () => {
    const response = await app.request(`/api/v1/inventory/${busyItem}/movements?limit=50`, {
      headers,
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`ledger answered ${response.status}: ${body}`);
    return body;
  };
  const first = JSON.parse(await ledger()) as { total_count: number; items: unknown[] };
  if (first.total_count < LEDGER_ROWS || first.items.length !== 50) {
    throw new Error(`unexpected ledger page: ${first.total_count} rows, ${first.items.length}`);
  }
  for (let n = 0; n < LEDGER_WARM_UP; n += 1) await ledger();
  const ledgerSamples: number[] = [];
  for (let n = 0; n < LEDGER_ROUNDS; n += 1) ledgerSamples.push(await timed(ledger));

  return { database, grn: timings(grnSamples), ledger: timings(ledgerSamples) };
}

const met = (value: number, goal: number) => (value <= goal ? 'met' : '**missed**');

function section(results: Result[], skipped: string | null): string {
  const rows = results.flatMap((r) => [
    `| ${r.database} | POST a ${GRN_LINES}-line goods received note | ${ms(r.grn.p50)} | ${ms(r.grn.p99)} | ≤ ${GRN_GOAL_MS} ms: ${met(r.grn.p50, GRN_GOAL_MS)} |`,
    `| ${r.database} | First page of a ${LEDGER_ROWS.toLocaleString('en')}-row item ledger | ${ms(r.ledger.p50)} | ${ms(r.ledger.p99)} | ≤ ${LEDGER_GOAL_MS} ms: ${met(r.ledger.p50, LEDGER_GOAL_MS)} |`,
  ]);
  return [
    HEADING,
    '',
    `Run with \`npm run bench:api\` (\`bench/stock.bench.ts\`) on ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}. ${ITEMS.toLocaleString('en')} items with their opening movements; one item with ${LEDGER_ROWS.toLocaleString('en')} movements.`,
    '',
    `Method: through the Hono app (\`app.request\`: session lookup, validation, the transaction, JSON). A goods received note: ${GRN_WARM_UP} warm-up notes, then ${GRN_ROUNDS} timed, each over ${GRN_LINES} different items (quantity 1–24, unit cost KSh 750–849), so every line moves stock, writes a movement, moves the cost to the weighted average and writes a price history entry and an audit event. The ledger: ${LEDGER_WARM_UP} warm-up reads, then ${LEDGER_ROUNDS} timed reads of the first 50 movements with \`total_count\` (a keyset page on the (inventory_id, id) index and a count on the same index).`,
    '',
    '| Database | Request | p50 | p99 | Goal |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    ...(skipped ? ['', `PostgreSQL: ${skipped}.`] : []),
    '',
    'Reading: a note is one transaction of a dozen statements whatever its length: its items are locked in one `SELECT … FOR UPDATE` (in id order), their new quantities and weighted-average costs are written in one `UPDATE … CASE id WHEN …`, and the movements, price history entries, audit events and lines are one multi-row `INSERT` each. Written a line at a time (five statements per line) the same note took 504 ms at p50 on PostgreSQL and 86 ms on SQLite (measured while a test run shared the machine); its time now grows with the bytes of those statements, not with round trips. The ledger page costs what any keyset page does; the count walks the item’s index entries, which stays within the goal at 10,000 movements and is the part to watch for an item with far more.',
  ].join('\n');
}

const results: Result[] = [];
console.log('Stock on SQLite…');
results.push(await onSqlite((db) => benchmark('SQLite', db)));
console.log('Stock on PostgreSQL…');
const postgres = await onPostgres((db) => benchmark('PostgreSQL', db));
if (postgres) results.push(postgres);
for (const r of results) {
  console.log(
    `${r.database.padEnd(10)} GRN of ${GRN_LINES} lines p50 ${ms(r.grn.p50)} p99 ${ms(r.grn.p99)} | ledger first page p50 ${ms(r.ledger.p50)} p99 ${ms(r.ledger.p99)}`,
  );
}
writeDoc(HEADING, section(results, postgres ? null : 'not reachable, skipped'));
console.log('Written to docs/benchmarks.md');
process.exit(
  results.every((r) => r.grn.p50 <= GRN_GOAL_MS && r.ledger.p50 <= LEDGER_GOAL_MS) ? 0 : 1,
);
