import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { databaseKind } from '../db/database.ts';
import {
  type BackupManifest,
  backUp,
  checkPostgresDump,
  checkSqliteFile,
  dumpArgs,
  pgEnv,
  run,
} from './backup.ts';
import { inUseBy } from './database-claim.ts';
import { connect, type DatabaseTarget, sqlitePath } from './database-target.ts';

/**
 * Whether `target` holds any table. The restore that matters most comes after a lost machine,
 * onto a folder with no database or an empty PostgreSQL database: there is nothing to keep
 * aside then, and backing nothing up failed the restore (issue 46). Looked at without creating
 * anything: opening a missing SQLite file would leave an empty one behind.
 */
async function holdsTables(target: DatabaseTarget): Promise<boolean> {
  if (databaseKind(target.url) === 'sqlite') {
    const path = sqlitePath(target.url);
    if (!existsSync(path) || (await stat(path)).size === 0) return false;
    const db = new DatabaseSync(path, { readOnly: true });
    try {
      return db.prepare("select 1 from sqlite_master where type = 'table' limit 1").get() != null;
    } finally {
      db.close();
    }
  }
  const client = await connect(target);
  try {
    const { rows } = await client.query(
      `select 1 from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' limit 1`,
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/**
 * The schema whose tables `file` holds must be the target's: `pg_restore --schema` silently
 * restores nothing from another schema's dump. Answers whether the schema already exists.
 */
async function checkDumpSchema(target: DatabaseTarget, file: string): Promise<boolean> {
  const expected = target.schema ?? 'public';
  const { stdout } = await run('pg_restore', ['--list', file]);
  const schemas = new Set([...stdout.matchAll(/ TABLE DATA (\S+) /g)].map((match) => match[1]));
  if (!schemas.has(expected)) {
    throw new Error(
      `${basename(file)} holds the tables of schema ${[...schemas].join(', ')}, not ${expected}`,
    );
  }
  const client = await connect(target);
  try {
    const { rows } = await client.query('select 1 from pg_namespace where nspname = $1', [
      expected,
    ]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/** SQLite: the file replaced in one rename; on any failure, nothing new stays in the folder. */
async function putSqliteFile(target: DatabaseTarget, file: string): Promise<void> {
  const path = sqlitePath(target.url);
  const folder = dirname(path);
  const newFolder = !existsSync(folder);
  const incoming = `${path}.restoring`;
  try {
    await mkdir(folder, { recursive: true });
    await copyFile(file, incoming);
    // The old log belongs to the old file; the aside copy has its contents.
    await rm(`${path}-wal`, { force: true });
    await rm(`${path}-shm`, { force: true });
    await rename(incoming, path);
  } catch (error) {
    await rm(incoming, { force: true });
    if (newFolder) await rmdir(folder).catch(() => {});
    throw error;
  }
}

/**
 * Puts the backup `file` in place of `target`'s data: refused while a server uses the database
 * and for a file that fails its checks. Data already there is first backed up into
 * `asideFolder` (the answer names it, null when the target held nothing), so a restore can
 * itself be undone. A target that does not exist yet (a new machine) is fine.
 */
export async function restore(
  target: DatabaseTarget,
  file: string,
  asideFolder: string,
): Promise<{ aside: BackupManifest | null }> {
  const user = await inUseBy(target);
  if (user) throw new Error(`The database is in use by ${user}: stop it, then restore`);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const kind = databaseKind(target.url);
  let schemaExists = true;
  if (kind === 'sqlite') checkSqliteFile(file);
  else {
    await checkPostgresDump(file);
    schemaExists = await checkDumpSchema(target, file);
  }

  const aside = (await holdsTables(target)) ? await backUp(target, asideFolder) : null;
  if (kind === 'sqlite') await putSqliteFile(target, file);
  else {
    await run(
      'pg_restore',
      [
        // A named schema not there yet is created by the dump's own entry for it, which
        // --schema would leave out; one transaction, so a failure leaves no schema behind.
        ...(schemaExists ? dumpArgs(target) : []),
        // The database by name; where it is and who connects come from pgEnv.
        `--dbname=${pgEnv(target).PGDATABASE ?? 'postgres'}`,
        ...(aside ? ['--clean', '--if-exists'] : []),
        '--no-owner',
        '--single-transaction',
        file,
      ],
      { env: pgEnv(target) },
    );
  }
  return { aside };
}
