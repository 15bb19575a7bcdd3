import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, isPostgres, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { insertCustomer, insertItem } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest } from '../test/test-api.ts';
import { freshTestSchema } from '../test/test-schema.ts';
import { backUp, type DatabaseTarget, listBackups, pruneBackups } from './backup.ts';
import { dailyBackupDue } from './daily-backups.ts';
import { claimDatabase } from './database-claim.ts';
import { restore } from './restore.ts';

/** Each table's rows, every column, in a stable order, as one SHA-256 per table. */
async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const tables = isPostgres(db)
    ? (
        await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      ).rows
    : (
        await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db)
      ).rows;
  const sums: Record<string, string> = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const first = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(name)} limit 1`.execute(db);
    const columns = first.rows[0] ? Object.keys(first.rows[0]).length : 1;
    const order = sql.raw(Array.from({ length: columns }, (_, i) => String(i + 1)).join(', '));
    const { rows } = await sql`select * from ${sql.table(name)} order by ${order}`.execute(db);
    sums[name] = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  }
  return sums;
}

/** The tables in a PostgreSQL target's schema (none when the schema does not exist). */
async function tablesIn(target: DatabaseTarget): Promise<string[]> {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = $1`,
      [target.schema ?? 'public'],
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * The drill a shop should be able to run (issue 19): write, back up, write more, restore, and the
 * data is exactly what the backup held, table by table; what the restore replaced is kept aside;
 * a restore is refused while a server uses the database, and a damaged file is refused.
 */
for (const kind of databasesUnderTest) {
  describe(`backup and restore drill [${kind}]`, () => {
    const folder = mkdtempSync(join(tmpdir(), 'ghala-backup-'));
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    async function database(): Promise<{ target: DatabaseTarget; open: () => Promise<Db> }> {
      if (kind === 'sqlite') {
        const target = { url: `file:${join(folder, 'ghala.db')}` };
        return { target, open: async () => openDatabase(target.url) };
      }
      const url = process.env.TEST_DATABASE_URL!;
      const fresh = await freshTestSchema(url, 'test');
      cleanups.push(fresh.drop);
      return {
        target: { url, schema: fresh.schema },
        open: async () => openDatabase(url, { schema: fresh.schema }),
      };
    }

    it('restores exactly what was backed up and keeps what it replaced aside', {
      timeout: 120_000,
    }, async () => {
      const { target, open } = await database();
      let db = await open();
      await migrateToLatest(db);
      await insertCustomer(db, { name: 'Before the backup' });
      await insertItem(db, { name: 'Simba Cement 50kg', quantity: 40 });
      const backups = join(folder, 'backups');
      const manifest = await backUp(target, backups);
      expect(manifest).toMatchObject({
        file: expect.stringMatching(/^ghala-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(db|dump)$/),
        kind,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(manifest.tables).toMatchObject({
        customers: 2, // one added, and the walk-in customer (0030)
        inventory_items: 1,
        stock_movements: 1,
      });
      expect(await listBackups(backups)).toEqual([manifest]);
      const backedUp = await tableChecksums(db);

      // Business goes on after the backup.
      await insertCustomer(db, { name: 'After the backup' });
      await insertItem(db, { name: 'Mabati 30G', quantity: 7 });
      expect(await tableChecksums(db)).not.toEqual(backedUp);

      // Not while a server uses it; nor does a second server take it.
      const release = await claimDatabase(target);
      await expect(claimDatabase(target)).rejects.toThrow(/already in use by/);
      await expect(
        restore(target, join(backups, manifest.file), join(folder, 'aside')),
      ).rejects.toThrow(/in use by a Ghala server/);
      await release();

      // Not from a damaged file: nothing changes.
      const damaged = join(folder, `damaged.${kind === 'sqlite' ? 'db' : 'dump'}`);
      writeFileSync(damaged, 'not a backup at all');
      await expect(restore(target, damaged, join(folder, 'aside'))).rejects.toThrow();
      expect((await tableChecksums(db)).customers).not.toEqual(backedUp.customers);

      await db.destroy();
      const { aside } = await restore(target, join(backups, manifest.file), join(folder, 'aside'));
      db = await open();
      expect(await tableChecksums(db)).toEqual(backedUp);
      // The replaced data, later writes and all, is a verified backup of its own.
      expect(aside?.tables).toMatchObject({ customers: 3, inventory_items: 2 });
      await db.destroy();
    });

    /**
     * The drill that matters most (issue 46): the machine is gone, and a backup is put onto a
     * new one, where nothing exists yet: no data folder on SQLite, an empty database on
     * PostgreSQL. A failed attempt there leaves nothing behind.
     */
    it('restores onto a new machine after the old one is lost', { timeout: 120_000 }, async () => {
      const { target, open } = await database();
      const db = await open();
      await migrateToLatest(db);
      await insertCustomer(db, { name: 'Kept through the loss' });
      await insertItem(db, { name: 'Bamburi Cement 50kg', quantity: 12 });
      const backups = mkdtempSync(join(tmpdir(), 'ghala-offsite-'));
      const manifest = await backUp(target, backups);
      const backedUp = await tableChecksums(db);
      await db.destroy();

      // The new machine: a data folder that does not exist, or a database just created.
      const machine = join(folder, `new-machine-${randomUUID()}`);
      let newTarget: DatabaseTarget;
      let openNew: () => Db;
      if (kind === 'sqlite') {
        rmSync(join(folder, 'ghala.db'));
        newTarget = { url: `file:${join(machine, 'data', 'ghala.db')}` };
        openNew = () => openDatabase(newTarget.url);
      } else {
        const url = new URL(process.env.TEST_DATABASE_URL!);
        const name = `restore_${randomUUID().replaceAll('-', '')}`;
        const admin = new pg.Client({ connectionString: url.href });
        await admin.connect();
        await admin.query(`create database ${name}`);
        cleanups.push(async () => {
          await admin.query(`drop database ${name} with (force)`);
          await admin.end();
        });
        url.pathname = `/${name}`;
        newTarget = { url: url.href, schema: target.schema };
        openNew = () => openDatabase(url.href, { schema: target.schema });
      }
      const aside = join(machine, 'replaced');

      // A damaged file is refused, and the new machine is as it was: no file, no schema.
      const damaged = join(backups, `damaged.${kind === 'sqlite' ? 'db' : 'dump'}`);
      writeFileSync(damaged, 'not a backup at all');
      await expect(restore(newTarget, damaged, aside)).rejects.toThrow();
      expect(existsSync(machine)).toBe(false);
      if (kind === 'postgres') {
        // Another schema's dump is refused rather than restoring nothing from it.
        const publicSchema = { url: newTarget.url };
        await expect(restore(publicSchema, join(backups, manifest.file), aside)).rejects.toThrow(
          `holds the tables of schema ${target.schema}, not public`,
        );
        expect(await tablesIn(newTarget)).toEqual([]);
        expect(await tablesIn(publicSchema)).toEqual([]);
      }

      const restored = await restore(newTarget, join(backups, manifest.file), aside);
      // Nothing was there to keep aside, and no empty backup says otherwise.
      expect(restored.aside).toBeNull();
      expect(existsSync(aside)).toBe(false);
      if (kind === 'sqlite') expect(readdirSync(join(machine, 'data'))).toEqual(['ghala.db']);
      const newDb = openNew();
      expect(await tableChecksums(newDb)).toEqual(backedUp);
      await newDb.destroy();
    });
  });
}

describe('GET /api/v1/backups/latest', () => {
  it('answers the newest verified backup to owners and managers, and refuses a cashier', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ghala-backups-'));
    const api = await createTestApi('sqlite', { backups: { folder, keepDays: 14 } });
    try {
      const { token } = await api.newUser();
      const latest = () => api.call('GET', '/api/v1/backups/latest', { token });
      expect(await latest()).toMatchObject({
        status: 200,
        body: { latest: null, folder, keep_days: 14 },
      });
      // A verified backup of a real database lands in the folder.
      const source = join(folder, 'shop.db');
      const db = openDatabase(`file:${source}`);
      await migrateToLatest(db);
      await db.destroy();
      const older = await backUp(
        { url: `file:${source}` },
        folder,
        new Date('2026-11-01T08:00:00Z'),
      );
      const newer = await backUp(
        { url: `file:${source}` },
        folder,
        new Date('2026-11-02T08:00:00Z'),
      );
      expect((await latest()).body.latest).toEqual({
        file: newer.file,
        created_at: '2026-11-02T08:00:00.000Z',
        bytes: newer.bytes,
      });
      // Kept 14 days, but the newest always stays.
      await pruneBackups(folder, 14, new Date('2026-11-17T09:00:00Z'));
      expect((await listBackups(folder)).map((each) => each.file)).toEqual([newer.file]);
      expect(older.file).not.toBe(newer.file);
      // The server's daily check: nothing within a day of the newest, a backup after.
      const settings = { folder, keepDays: 14 };
      const target = { url: `file:${source}` };
      expect(await dailyBackupDue(target, settings, new Date('2026-11-03T07:59:00Z'))).toBeNull();
      const daily = await dailyBackupDue(target, settings, new Date('2026-11-03T08:00:00Z'));
      expect(daily?.created_at).toBe('2026-11-03T08:00:00.000Z');
      const cashier = await api.newUser(undefined, 'cashier');
      expect(
        (await api.call('GET', '/api/v1/backups/latest', { token: cashier.token })).status,
      ).toBe(403);
    } finally {
      await api.close();
    }
  });
});
