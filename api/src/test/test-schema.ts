import { randomUUID } from 'node:crypto';
import pg from 'pg';

// Any fixed number shared by every test process on the database server.
const SCHEMA_LIFECYCLE_LOCK = 4_207_001;

/*
 * Migrations running side by side can still meet one another: Kysely's introspection lists the
 * tables of every schema, then reads each, and a migration of another test schema may drop one
 * of them in between (0007 drops `login_throttle`): "relation … does not exist" (42P01), seen
 * once in a CI run. The migrations run in one transaction on PostgreSQL, so a failed build left
 * nothing behind and is simply run again.
 */
const BUILD_ATTEMPTS = 3;
const isVanishedTable = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === '42P01') return true;
  }
  return false;
};

/**
 * A PostgreSQL schema of its own, empty, in the shared database of TEST_DATABASE_URL: for the
 * tests that migrate step by step or need a schema other than public (migrations 0005 and 0006,
 * the backup drill). Every other test copies a migrated database instead (test-database.ts). Building the tables and dropping a schema never overlap:
 * Kysely's migrator looks at every schema it can see (`has_schema_privilege` on each), and a
 * schema another test dropped at that moment failed it with "schema … does not exist", now and
 * then, on busy runs. Migrations take the lock shared (they run side by side), a drop takes it
 * alone.
 */
export async function freshTestSchema(url: string, prefix: 'test' | 'e2e') {
  const schema = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  // Idle for the whole suite: if the server drops it, the drop at the end says so, rather than
  // an unheard 'error' event ending the test worker with every test of the file unreported.
  let lost: Error | undefined;
  admin.on('error', (error) => {
    lost = error;
  });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  return {
    schema,
    /** Runs `build` (which migrates the schema) while no test schema is being dropped. */
    async building<T>(build: () => Promise<T>): Promise<T> {
      await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_LIFECYCLE_LOCK]);
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            return await build();
          } catch (error) {
            if (attempt >= BUILD_ATTEMPTS || !isVanishedTable(error)) throw error;
          }
        }
      } finally {
        await admin.query('select pg_advisory_unlock_shared($1)', [SCHEMA_LIFECYCLE_LOCK]);
      }
    },
    async drop(): Promise<void> {
      if (lost) throw new Error(`The connection that drops ${schema} was lost`, { cause: lost });
      await admin.query('select pg_advisory_lock($1)', [SCHEMA_LIFECYCLE_LOCK]);
      try {
        await admin.query(`drop schema ${schema} cascade`);
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [SCHEMA_LIFECYCLE_LOCK]);
        await admin.end();
      }
    },
  };
}
