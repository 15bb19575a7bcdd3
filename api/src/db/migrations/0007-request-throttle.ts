import type { Kysely } from 'kysely';

/**
 * Sign-up and sign-in throttling per client address as well as per email (issue 16): one table
 * of counters keyed by what is counted (see api/src/auth/throttle.ts), replacing the per-email
 * `login_throttle`, whose lock let a stranger shut any account out. Counters are short-lived,
 * so nothing is carried over.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('request_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
  // For the hourly housekeeping delete of closed windows.
  await db.schema
    .createIndex('request_throttle_window_started_at')
    .on('request_throttle')
    .column('window_started_at')
    .execute();
  await db.schema.dropTable('login_throttle').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await db.schema.dropTable('request_throttle').execute();
}
