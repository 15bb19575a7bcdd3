import type { Kysely } from 'kysely';

/**
 * Stock valuation as at a day (issue 49, reports/stock-valuation.ts) reads each item's last
 * movement before the end of that day: an index on (item, when, id) finds it in one step per
 * item, however long the item's ledger, where 0010's (item, id) would walk back through every
 * movement since.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('stock_movements_item_occurred_at')
    .on('stock_movements')
    .columns(['inventory_id', 'occurred_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('stock_movements_item_occurred_at').execute();
}
