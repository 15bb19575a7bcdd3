import type { Kysely } from 'kysely';

// Indexes for the hourly housekeeping deletes (see api/src/housekeeping.ts).
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_expires_at').execute();
  await db.schema.dropIndex('idempotency_keys_created_at').execute();
}
