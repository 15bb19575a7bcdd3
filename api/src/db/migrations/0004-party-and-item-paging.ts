import { type Kysely, sql } from 'kysely';

/**
 * Paged, searched and sorted customer, supplier and inventory lists (the `?limit=&cursor=&q=
 * &sort=` of GET /customers, /suppliers and /inventory, and their CSV exports).
 *
 * Every sort is keyset-paged on (sort key, id) and gets a composite index ending in id, as the
 * sales lists did in 0003: a page is then one index range scan, walked forwards or backwards.
 * Customers and suppliers sort by name only, which `customers_name_id` and `suppliers_name_id`
 * (0003) already serve both ways, as `inventory_items_name_id` serves items by name. Items also
 * sort by quantity, by unit price and by stock value, the last an index on the expression
 * itself, which both databases use when a query orders by the same expression.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('inventory_items_quantity_id')
    .on('inventory_items')
    .columns(['quantity', 'id'])
    .execute();
  await db.schema
    .createIndex('inventory_items_unit_price_cents_id')
    .on('inventory_items')
    .columns(['unit_price_cents', 'id'])
    .execute();
  await db.schema
    .createIndex('inventory_items_stock_value_id')
    .on('inventory_items')
    .expression(sql`(quantity * unit_price_cents), id`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'inventory_items_stock_value_id',
    'inventory_items_unit_price_cents_id',
    'inventory_items_quantity_id',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
