import type { Kysely } from 'kysely';

/**
 * A supplier's KRA PIN (issue 51): a new bill takes it unless the supplier's invoice prints
 * another, and the VAT return's section F lists the bill's. Null: none given yet.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('suppliers').addColumn('kra_pin', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('suppliers').dropColumn('kra_pin').execute();
}
