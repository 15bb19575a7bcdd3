import { type Kysely, sql } from 'kysely';

/**
 * M-Pesa money returned to the payer, newest first (`GET /mpesa/receipts?returned=true`, the
 * Returned to the payer screen): few receipts among every one the shop was paid, so a partial
 * index keeps the page and its count from walking all of them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('mpesa_receipts_returned_received_at_id')
    .on('mpesa_receipts')
    .columns(['received_at', 'id'])
    .where(sql.ref('returned_cents'), '>', 0)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mpesa_receipts_returned_received_at_id').execute();
}
