import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** Held while a template is made or old ones dropped, by every test process on the server. */
const TEMPLATE_LOCK = 4_207_002;
export const TEMPLATE_PREFIX = 'ghala_template_';
/**
 * A template another checkout made (other migrations) is dropped once this old: a run on that
 * checkout still going makes it again if it needs it, at the cost of one migration, whereas
 * dropping it at once would have two runs on different migrations drop each other's in turn.
 */
const OTHER_TEMPLATE_KEPT_MS = 60 * 60 * 1000;

/**
 * What the template is made of: the migrations and everything beside them in db/ (tests
 * aside). A change to any makes a new template rather than copying a stale one; one outside
 * db/ that a migration would import is not seen, which is why migrations import nothing local.
 */
function migrationsHash(): string {
  const dir = join(import.meta.dirname, '../db');
  const files = [
    ...readdirSync(dir).filter((file) => file.endsWith('.ts')),
    ...readdirSync(join(dir, 'migrations')).map((file) => `migrations/${file}`),
  ]
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

/** The URL of database `name` on the server of `url`, its other parts (user, options) kept. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.href;
}

/**
 * Ready: copies may be made of it. Nobody may be connected to a template while it is copied,
 * so a made template takes no connections at all; that is also what says it is complete.
 */
async function isReady(admin: pg.Client, name: string): Promise<boolean> {
  const { rows } = await admin.query(
    'select 1 from pg_database where datname = $1 and datistemplate and not datallowconn',
    [name],
  );
  return rows.length > 0;
}

async function make(admin: pg.Client, url: string, name: string): Promise<void> {
  // What a maker that died half-way left: a plain database, never marked ready.
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const db = openDatabase(databaseUrl(url, name), { poolSize: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    // Disconnected before it is marked a template: a copy needs nobody connected to it.
    await db.destroy();
  }
  // When it was made, for dropOldTemplates on a checkout with other migrations.
  await admin.query(`comment on database "${name}" is '${new Date().toISOString()}'`);
  await admin.query(`alter database "${name}" with is_template true allow_connections false`);
}

async function dropOldTemplates(admin: pg.Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ name: string; made: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as made from pg_database
      where datname like $1 and datname <> $2`,
    [`${TEMPLATE_PREFIX.replaceAll('_', '\\_')}%`, current],
  );
  for (const { name, made } of rows) {
    const madeAt = Date.parse(made ?? '');
    if (madeAt > Date.now() - OTHER_TEMPLATE_KEPT_MS) continue;
    // A copy being made of it holds it: the drop waits for the copy rather than breaking it.
    await admin.query(`alter database "${name}" with is_template false`);
    await admin.query(`drop database if exists "${name}" with (force)`);
  }
}

/**
 * The name of a database migrated by the code's migrations, to copy test databases from: made
 * once per server and set of migrations, then reused by every run and worker until the
 * migrations change. `admin` is connected to the URL's own database, where every test process
 * takes the lock that lets one of them make the template while the others wait for it.
 */
export async function testTemplate(admin: pg.Client, url: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  if (await isReady(admin, name)) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (!(await isReady(admin, name))) {
      await make(admin, url, name);
      await dropOldTemplates(admin, name);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
  return name;
}
