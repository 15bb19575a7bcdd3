import type { Kysely } from 'kysely';

/**
 * Items take a barcode (issue 50): what a scanner at the counter reads off the pack, so a sale
 * is a scan rather than a search. Optional, and at most one item per code: a unique index, so
 * of two people giving one code to two items at the same moment the database lets one in
 * (`inventory/item-barcode.ts` turns the refusal into a 409 naming the item that has it). NULLs
 * are distinct in a unique index on both databases, so any number of items may have none.
 * The index also answers `GET /inventory?barcode=` in one step.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('inventory_items').addColumn('barcode', 'text').execute();
  await db.schema
    .createIndex('inventory_items_barcode')
    .on('inventory_items')
    .column('barcode')
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('inventory_items_barcode').execute();
  await db.schema.alterTable('inventory_items').dropColumn('barcode').execute();
}
