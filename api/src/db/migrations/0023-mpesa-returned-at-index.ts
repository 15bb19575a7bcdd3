import { type Kysely, sql } from 'kysely';

/**
 * The Returned to the payer screen reads money by when it went back, newest first
 * (`GET /mpesa/receipts?returned=true`), not by when it was paid: 0022's partial index, on the
 * time it was paid, gives way to one on the time it was returned.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mpesa_receipts_returned_received_at_id').execute();
  await db.schema
    .createIndex('mpesa_receipts_returned_at_id')
    .on('mpesa_receipts')
    .columns(['returned_at', 'id'])
    .where(sql.ref('returned_cents'), '>', 0)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mpesa_receipts_returned_at_id').execute();
  await db.schema
    .createIndex('mpesa_receipts_returned_received_at_id')
    .on('mpesa_receipts')
    .columns(['received_at', 'id'])
    .where(sql.ref('returned_cents'), '>', 0)
    .execute();
}
