import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { databaseKind } from '../db/database.ts';
import { connect, type DatabaseTarget, sqlitePath } from './database-target.ts';

/*
 * A server says it is using a database, so a restore does not pull it from under its feet and
 * a second server does not start on it. Both kinds use a lock the operating system or the
 * database drops when the holder dies, however it dies: a file of a process id checked with
 * kill(pid, 0) believed a zombie or a reused id after a kill -9, and refused a restart
 * ("already in use by process N") for about a minute in 6 of 10 rounds.
 */

/** The advisory lock a running server holds on its PostgreSQL schema. */
const LOCK_KEY = "hashtext('ghala server:' || current_schema())";

/**
 * SQLite: a small SQLite file beside the database whose exclusive lock the server holds (an
 * fcntl lock: the kernel releases it when the process ends). It is never deleted: a process
 * could be opening it while another unlinks it, and each would then lock a different file.
 */
const lockFile = (url: string) => `${sqlitePath(url)}.lock`;
/** SQLite: the holder's process id, only for the message (the lock decides). */
const holderFile = (url: string) => `${sqlitePath(url)}.in-use`;

/** The exclusive lock on `file`, or null when another connection holds it. */
function lockSqlite(file: string): DatabaseSync | null {
  // No waiting: a held lock answers "busy" at once.
  const lock = new DatabaseSync(file, { timeout: 0 });
  try {
    lock.exec('BEGIN EXCLUSIVE');
    return lock;
  } catch (error) {
    lock.close();
    if ((error as { errcode?: number }).errcode === 5 /* SQLITE_BUSY */) return null;
    throw error;
  }
}

async function sqliteHolder(url: string): Promise<string> {
  const pid = existsSync(holderFile(url)) ? (await readFile(holderFile(url), 'utf8')).trim() : '';
  return /^\d+$/.test(pid) ? `a Ghala server (process ${pid})` : 'a Ghala server';
}

/** The lock on `file`, waiting up to `waitMs` for a holder that is still ending. */
async function lockSqliteWithin(file: string, waitMs: number): Promise<DatabaseSync | null> {
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const lock = lockSqlite(file);
    if (lock || Date.now() >= giveUpAt) return lock;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Marks `target` in use by this process until the returned function runs: on PostgreSQL a
 * session advisory lock, on SQLite the lock file's exclusive lock. Both go with the process.
 * A SQLite lock still held is waited for up to `waitMs` (2 s): a killed server's process can
 * show as ended (a zombie) a few milliseconds before its last thread lets the lock go, and a
 * supervisor restarts it at once.
 */
export async function claimDatabase(
  target: DatabaseTarget,
  { waitMs = 2_000 }: { waitMs?: number } = {},
): Promise<() => Promise<void>> {
  const busy = (by: string) =>
    new Error(
      `The database is already in use by ${by}: stop it first, or use another DATABASE_URL`,
    );
  if (databaseKind(target.url) === 'sqlite') {
    await mkdir(dirname(sqlitePath(target.url)), { recursive: true });
    const lock = await lockSqliteWithin(lockFile(target.url), waitMs);
    if (!lock) throw busy(await sqliteHolder(target.url));
    const holder = holderFile(target.url);
    await writeFile(holder, String(process.pid));
    return async () => {
      // Only our own note: never one a later server wrote.
      if (existsSync(holder) && (await readFile(holder, 'utf8')) === String(process.pid)) {
        await rm(holder, { force: true });
      }
      lock.close();
    };
  }
  const client = await connect(target);
  // A dropped connection (the database restarting) must not crash the server; the lock goes
  // with the connection, and the next restore check simply finds the database free.
  client.on('error', () => {});
  const { rows } = await client.query<{ held: boolean }>(
    `select pg_try_advisory_lock(${LOCK_KEY}) as held`,
  );
  if (!rows[0]!.held) {
    await client.end();
    throw busy('another Ghala server');
  }
  return async () => {
    await client.end().catch(() => {});
  };
}

/** Why `target` cannot be restored now (a server uses it), or null. */
export async function inUseBy(target: DatabaseTarget): Promise<string | null> {
  if (databaseKind(target.url) === 'sqlite') {
    if (!existsSync(lockFile(target.url))) return null;
    const lock = lockSqlite(lockFile(target.url));
    if (!lock) return sqliteHolder(target.url);
    lock.close();
    return null;
  }
  const client = await connect(target);
  try {
    // A schema that does not exist yet (a restore onto a new database) has no server on it;
    // its current_schema() is null, and so would be the lock's answer.
    const { rows } = await client.query<{ free: boolean | null }>(
      `select case when current_schema() is null then true
        else pg_try_advisory_lock(${LOCK_KEY}) end as free`,
    );
    return rows[0]!.free ? null : 'a Ghala server';
  } finally {
    await client.end();
  }
}
