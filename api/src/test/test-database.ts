import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, testTemplate } from './test-template.ts';

/**
 * A test database older than this belongs to a run that died before dropping it: one lives as
 * long as its test file, and a whole run must finish within 90 minutes.
 */
const LEFTOVER_AFTER_MS = 2 * 60 * 60 * 1000;
const TEST_DATABASE = /^ghala_(?:test|e2e)_([0-9a-z]+)_[0-9a-f]+$/;

/** The template's name, looked up (or made) once per test file. */
let template: Promise<string> | undefined;

/** Drops what runs that died left behind: test databases past any run's length. */
async function dropLeftovers(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    `select datname as name from pg_database where datname like 'ghala\\_test\\_%'
      or datname like 'ghala\\_e2e\\_%'`,
  );
  for (const { name } of rows) {
    const made = TEST_DATABASE.exec(name)?.[1];
    if (made && Number.parseInt(made, 36) < Date.now() - LEFTOVER_AFTER_MS) {
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
  }
}

const isMissingDatabase = (error: unknown): boolean =>
  (error as { code?: string }).code === '3D000';

/**
 * A PostgreSQL database of its own for one test database (the API's, a test server's), on the
 * server of TEST_DATABASE_URL: a copy of the migrated template (test-template.ts), which costs
 * a fraction of migrating, dropped at the end. Its name says when it was made, so the next run
 * drops it if this one dies first.
 */
export async function freshTestDatabase(url: string, prefix: 'test' | 'e2e') {
  const name = `ghala_${prefix}_${Date.now().toString(36)}_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  // Idle for the whole suite: if the server drops it, the drop at the end says so, rather than
  // an unheard 'error' event ending the test worker with every test of the file unreported.
  let lost: Error | undefined;
  admin.on('error', (error) => {
    lost = error;
  });
  await admin.connect();
  try {
    if (!template) {
      template = testTemplate(admin, url);
      await dropLeftovers(admin);
    }
    // PostgreSQL 15 and later copy WAL_LOG by default: block by block, no checkpoint (FILE_COPY,
    // which takes two, was slower here).
    const copy = async () => admin.query(`create database "${name}" template "${await template}"`);
    await copy().catch(async (error) => {
      // Another checkout's run dropped this template as old (test-template.ts): make it again.
      if (!isMissingDatabase(error)) throw error;
      template = testTemplate(admin, url);
      await copy();
    });
  } catch (error) {
    template = undefined;
    await admin.end();
    throw error;
  }
  return {
    name,
    url: databaseUrl(url, name),
    /** Drops the database, first cutting any connection still open to it. */
    async drop(): Promise<void> {
      if (lost) throw new Error(`The connection that drops ${name} was lost`, { cause: lost });
      try {
        await admin.query(`drop database "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
