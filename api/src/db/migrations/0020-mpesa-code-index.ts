import type { Kysely } from 'kysely';

/**
 * Payments found by their M-Pesa code (issue 22): when M-Pesa reports a transaction, the money
 * staff already recorded by hand under its code counts, and only the rest is placed. Asked on
 * every callback, of a table that grows with trading, so it is served by an index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('payments_by_reference')
    .on('payments')
    .columns(['reference', 'method'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_by_reference').execute();
}
