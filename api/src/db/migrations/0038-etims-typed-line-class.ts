import type { Kysely } from 'kysely';

/**
 * KRA's item class for typed lines (issue 52): a line with no stock item (a delivery, a service)
 * has no item to carry a class, so the shop names one in Settings and typed lines are sent with
 * it. KRA's list has no "unclassified" class, so none is assumed: a shop already on eTIMS has
 * its typed lines refused, saying where to choose one, until it does.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('kra_typed_line_class_code', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('shop_settings').dropColumn('kra_typed_line_class_code').execute();
}
