import type { Kysely } from 'kysely';

/**
 * An invoice's `created_at` and a credit note's are the dates they carry, which may be days
 * back; `recorded_at` is the moment each was actually made, so a back-dated document can say
 * so on its page. Documents made before this was kept have none (null): when they were really
 * made is not known, and they are not called back-dated. Orders are always dated when made,
 * and a goods received note keeps both already (`received_on`, `created_at`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('recorded_at', 'text').execute();
  await db.schema.alterTable('credit_notes').addColumn('recorded_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('credit_notes').dropColumn('recorded_at').execute();
  await db.schema.alterTable('invoices').dropColumn('recorded_at').execute();
}
