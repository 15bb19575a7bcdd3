import { cpus } from 'node:os';
import { createApiApp } from '../api/src/app.ts';
import { loadApiConfig } from '../api/src/config.ts';
import type { Db } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { systemClock } from '../api/src/http/clock.ts';
import { ms, onPostgres, onSqlite, timed, writeDoc } from './bench-kit.ts';

/**
 * `npm run bench:imports`: a shop moving in (issue 53). An inventory spreadsheet of 800 items
 * (a hardware shop) and of 10,000, as CSV through the real Hono app: the dry run (read, match,
 * check every row) and the import (the same, then every item, its opening movement and one audit
 * event in one transaction), on SQLite and on PostgreSQL (when reachable). Goal for 10,000
 * items: under 10 s. Results go to the "Spreadsheet import" section of docs/benchmarks.md.
 */

const SIZES = [800, 10_000];
const GOAL_MS = 10_000;
const HEADING = '## Spreadsheet import (issue 53)';

function inventoryCsv(rows: number, prefix: string): string {
  const lines = ['Item Name,Selling Price,Cost,Qty On Hand,Unit,Barcode,Tax band,Reorder level'];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `${prefix} item #${i},"${(1000 + (i % 900)).toLocaleString('en')}.50",${700 + (i % 200)},${i % 50},pcs,${prefix}-${i},B,5`,
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

type Row = { database: string; rows: number; dryRun: number; imported: number };

async function benchmark(database: string, db: Db): Promise<Row[]> {
  await migrateToLatest(db);
  const app = createApiApp({ db, config: loadApiConfig({}), clock: systemClock });
  const credentials = { email: 'bench@ghala.co.ke', password: 'bench-password' };
  const post = (path: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  await post('/api/signup');
  const { token } = (await (await post('/api/login')).json()) as { token: string };
  const send = async (csv: string, query: string) => {
    const answer = await app.request(`/api/v1/imports/inventory${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
      body: csv,
    });
    if (answer.status !== 200) throw new Error(`${answer.status}: ${await answer.text()}`);
  };
  const results: Row[] = [];
  for (const rows of SIZES) {
    const csv = inventoryCsv(rows, `B${rows}`);
    const dryRun = await timed(() => send(csv, '?dry_run=true'));
    const imported = await timed(() => send(csv, ''));
    results.push({ database, rows, dryRun, imported });
    console.log(`${database}: ${rows} items, dry run ${ms(dryRun)}, import ${ms(imported)}`);
  }
  return results;
}

const results = [
  ...(await onSqlite((db) => benchmark('SQLite', db))),
  ...((await onPostgres((db) => benchmark('PostgreSQL', db))) ?? []),
];
const table = results.map(
  (row) =>
    `| ${row.database} | ${row.rows.toLocaleString('en')} | ${ms(row.dryRun)} | ${ms(row.imported)} | ${row.rows === 10_000 ? (row.imported < GOAL_MS ? '< 10 s: met' : '< 10 s: NOT met') : '—'} |`,
);
writeDoc(
  HEADING,
  `${HEADING}

Run with \`npm run bench:imports\` (\`bench/imports.bench.ts\`) on ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}: an inventory CSV as another tool exports it (Excel's \`"1,234.50"\` prices, a barcode, a tax band and a reorder level per row), posted through the Hono app into an empty shop. The dry run reads the file, matches its columns, checks every row against the Add Item schema and matches it to existing items, writing nothing; the import does the same inside its transaction, then writes the items in multi-row INSERTs of 500, their opening movements likewise, and one audit event. One run each, not a distribution: a shop imports its list once.

| Database | Items | Dry run | Import | Goal |
| --- | --- | --- | --- | --- |
${table.join('\n')}
`,
);
