import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { databaseKind } from '../db/database.ts';
import { connect, type DatabaseTarget, sqlitePath } from './backup.ts';

/*
 * A server says it is using a database, so a restore does not pull it from under its feet.
 */

/** The advisory lock a running server holds on its PostgreSQL schema. */
const LOCK_KEY = "hashtext('ghala server:' || current_schema())";

/** SQLite: the file beside the database a running server writes its process id to. */
const inUseFile = (url: string) => `${sqlitePath(url)}.in-use`;

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Marks `target` in use by this process until the returned function runs: on PostgreSQL a
 * session advisory lock (gone with the connection, so a crashed server leaves nothing behind);
 * on SQLite a file naming this process (a dead process's file is ignored).
 */
export async function claimDatabase(target: DatabaseTarget): Promise<() => Promise<void>> {
  const busy = (by: string) =>
    new Error(
      `The database is already in use by ${by}: stop it first, or use another DATABASE_URL`,
    );
  if (databaseKind(target.url) === 'sqlite') {
    const file = inUseFile(target.url);
    await mkdir(dirname(file), { recursive: true });
    const user = await inUseBy(target);
    if (user) throw busy(user);
    await writeFile(file, String(process.pid));
    return async () => {
      // Only our own mark: never one a later server wrote.
      if (existsSync(file) && (await readFile(file, 'utf8')) === String(process.pid)) {
        await rm(file, { force: true });
      }
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
    const file = inUseFile(target.url);
    if (!existsSync(file)) return null;
    const pid = Number(await readFile(file, 'utf8'));
    return Number.isInteger(pid) && processAlive(pid) ? `a Ghala server (process ${pid})` : null;
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
