import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DatabaseSync, backup as sqliteBackup } from 'node:sqlite';
import { promisify } from 'node:util';
import { databaseKind } from '../db/database.ts';
import { connect, type DatabaseTarget, sqlitePath } from './database-target.ts';

/**
 * Backups a shop can trust (issue 19). Copying `ghala.db` while the server runs misses what
 * still sits in its write-ahead log, so a backup is taken by the database itself: SQLite's
 * online backup API (a consistent copy of a live database, its log included), PostgreSQL's own
 * `pg_dump`. Each is verified before it counts (SQLite: `integrity_check` on the copy;
 * PostgreSQL: `pg_restore --list` reads the dump back) and described by a manifest beside it:
 * when, how big, its SHA-256 and every table's row count as the copy holds them.
 */

export const run = promisify(execFile);

export type { DatabaseTarget };

export interface BackupManifest {
  /** The backup's file name, in the same folder as this manifest. */
  file: string;
  kind: 'sqlite' | 'postgres';
  created_at: string;
  bytes: number;
  sha256: string;
  /** Rows in each table, as the backup holds them. */
  tables: Record<string, number>;
}

const MANIFEST = '.manifest.json';

/** `ghala-2026-11-26T14-20-05Z`: sortable, and safe in every file system's names. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** Every table's row count in an SQLite file, read-only; refuses a file that fails its check. */
export function checkSqliteFile(file: string): Record<string, number> {
  const copy = new DatabaseSync(file, { readOnly: true });
  try {
    const [integrity] = copy.prepare('pragma integrity_check').all() as {
      integrity_check: string;
    }[];
    if (integrity?.integrity_check !== 'ok') {
      throw new Error(
        `${basename(file)} fails SQLite's integrity check: ${integrity?.integrity_check}`,
      );
    }
    const tables = copy
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    if (!tables.some((table) => table.name === 'kysely_migration')) {
      throw new Error(`${basename(file)} is not a Ghala database (it has no migrations table)`);
    }
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        Number((copy.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n),
      ]),
    );
  } finally {
    copy.close();
  }
}

export const dumpArgs = (target: DatabaseTarget) =>
  target.schema ? [`--schema=${target.schema}`] : [];

/**
 * libpq's own variables for `pg_dump` and `pg_restore`, so the password never appears on a
 * command line (visible in `ps`, and in an error's message if the tool fails).
 */
export function pgEnv(target: DatabaseTarget): NodeJS.ProcessEnv {
  const url = new URL(target.url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.slice(1));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/**
 * PostgreSQL: row counts and the dump from one snapshot (exported by a transaction held open
 * while `pg_dump` runs), so the manifest describes exactly what the dump holds.
 */
async function dumpPostgres(target: DatabaseTarget, file: string): Promise<Record<string, number>> {
  const client = await connect(target);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: snapshot } = await client.query<{ id: string }>(
      'select pg_export_snapshot() as id',
    );
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${name}"`);
      counts[name] = Number(rows[0]!.n);
    }
    await run(
      'pg_dump',
      [...dumpArgs(target), '--format=custom', `--snapshot=${snapshot[0]!.id}`, `--file=${file}`],
      { env: pgEnv(target) },
    );
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/** A dump `pg_restore` can read, with a table of data for each table it lists. */
export async function checkPostgresDump(file: string): Promise<void> {
  const { stdout } = await run('pg_restore', ['--list', file]);
  if (!/ TABLE DATA /.test(stdout)) throw new Error(`${basename(file)} holds no table data`);
}

/**
 * A verified, time-stamped backup of `target` in `folder`, taken while the server runs. Written
 * under a temporary name and renamed once verified, so a backup that is there is whole.
 */
export async function backUp(
  target: DatabaseTarget,
  folder: string,
  at: Date = new Date(),
): Promise<BackupManifest> {
  await mkdir(folder, { recursive: true });
  const kind = databaseKind(target.url);
  const file = `ghala-${stamp(at)}.${kind === 'sqlite' ? 'db' : 'dump'}`;
  const partial = join(folder, `${file}.partial`);
  try {
    let tables: Record<string, number>;
    if (kind === 'sqlite') {
      const source = new DatabaseSync(sqlitePath(target.url), { timeout: 5000 });
      try {
        // A million pages (4 GB) a step, so all at once: copied in small steps, every write of
        // the running server would start the copy again, and a busy shop's might never finish.
        await sqliteBackup(source, partial, { rate: 1_000_000 });
      } finally {
        source.close();
      }
      // The copy takes the live database's WAL mode; one self-contained file is what a backup
      // should be, so it goes back to a rollback journal (which leaves no -wal or -shm beside it).
      const copy = new DatabaseSync(partial);
      try {
        copy.exec('pragma journal_mode = delete');
      } finally {
        copy.close();
      }
      tables = checkSqliteFile(partial);
    } else {
      tables = await dumpPostgres(target, partial);
      await checkPostgresDump(partial);
    }
    await rename(partial, join(folder, file));
    const manifest: BackupManifest = {
      file,
      kind,
      created_at: at.toISOString(),
      bytes: (await stat(join(folder, file))).size,
      sha256: await sha256(join(folder, file)),
      tables,
    };
    await writeFile(join(folder, `${file}${MANIFEST}`), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await rm(partial, { force: true });
  }
}

/** The backups in `folder` with a manifest, newest first. */
export async function listBackups(folder: string): Promise<BackupManifest[]> {
  if (!existsSync(folder)) return [];
  const manifests = (await readdir(folder)).filter((name) => name.endsWith(MANIFEST));
  const read = await Promise.all(
    manifests.map(
      async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as BackupManifest,
    ),
  );
  return read
    .filter((manifest) => existsSync(join(folder, manifest.file)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Deletes the backups older than `keepDays`, always keeping the newest. */
export async function pruneBackups(folder: string, keepDays: number, now = new Date()) {
  const oldest = now.getTime() - keepDays * 86_400_000;
  const [, ...older] = await listBackups(folder);
  for (const manifest of older) {
    if (Date.parse(manifest.created_at) >= oldest) continue;
    await rm(join(folder, manifest.file), { force: true });
    await rm(join(folder, `${manifest.file}${MANIFEST}`), { force: true });
  }
}
