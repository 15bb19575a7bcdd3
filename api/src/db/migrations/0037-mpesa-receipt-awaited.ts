import type { Kysely } from 'kysely';

/**
 * M-Pesa as Daraja really behaves (issue 52):
 *
 * - `mpesa_requests.paid_reported_at`: when Daraja's STK status query said the push was paid
 *   (ResultCode 0) while its callback, which carries the receipt number, had not come. The
 *   request then reads "paid per M-Pesa, receipt awaited" (`awaiting_receipt`) until the
 *   callback, the C2B confirmation or a typed M-Pesa code settles it. A column beside the stored
 *   status rather than a new status value: SQLite cannot change 0017's check on `status`
 *   without rebuilding a table other tables refer to, and the stored status stays `waiting`
 *   (no money is in the books yet), which is what every rule about open pushes reads.
 * - `mpesa_receipts.unknown_shortcode`: 1 when a C2B confirmation came for a shortcode that is
 *   not the shop's (the till changed in Settings, an old registration): its money waits in
 *   Unmatched, flagged, instead of being dropped.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mpesa_requests').addColumn('paid_reported_at', 'text').execute();
  await db.schema
    .alterTable('mpesa_receipts')
    .addColumn('unknown_shortcode', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mpesa_receipts').dropColumn('unknown_shortcode').execute();
  await db.schema.alterTable('mpesa_requests').dropColumn('paid_reported_at').execute();
}
