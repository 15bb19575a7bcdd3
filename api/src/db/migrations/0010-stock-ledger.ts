import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Stock that comes in as well as out (issue 17): the movement ledger every change of an item's
 * quantity is written to, goods received notes from suppliers, and an optional reorder level
 * per item. Items that exist already get one opening movement of their current quantity, so
 * "an item's movements add up to its quantity" holds from the first day.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const id = (db: AnyDb) => (column: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('goods_received_notes')
    .addColumn('id', 'integer', id(db))
    .addColumn('grn_number', 'text', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    // The day the goods arrived (YYYY-MM-DD, the shop's calendar), and the supplier's own paper.
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('supplier_invoice_number', 'text')
    .addColumn('note', 'text')
    .addColumn('total_cost_cents', 'bigint', (c) => c.notNull().check(sql`total_cost_cents >= 0`))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Never deleted: a mistake is reversed, with who, when and why.
    .addColumn('reversed_at', 'text')
    .addColumn('reversed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('reversal_reason', 'text')
    .execute();
  await db.schema
    .createIndex('goods_received_notes_created')
    .on('goods_received_notes')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('goods_received_notes_supplier')
    .on('goods_received_notes')
    .columns(['supplier_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('goods_received_items')
    .addColumn('id', 'integer', id(db))
    .addColumn('grn_id', 'integer', (c) =>
      c.notNull().references('goods_received_notes.id').onDelete('restrict'),
    )
    // The item may be deleted later; the note keeps the name it had.
    .addColumn('inventory_id', 'integer', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_cost_cents', 'bigint', (c) => c.notNull().check(sql`unit_cost_cents >= 0`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goods_received_items_grn')
    .on('goods_received_items')
    .columns(['grn_id', 'id'])
    .execute();
  await db.schema
    .createIndex('goods_received_items_inventory')
    .on('goods_received_items')
    .column('inventory_id')
    .execute();

  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'integer', id(db))
    // An item's ledger goes with it, as its price history does; the audit trail keeps the delete.
    .addColumn('inventory_id', 'integer', (c) =>
      c.notNull().references('inventory_items.id').onDelete('cascade'),
    )
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity_change', 'integer', (c) => c.notNull())
    .addColumn('quantity_after', 'integer', (c) => c.notNull().check(sql`quantity_after >= 0`))
    // The document that moved the stock: an order, an invoice, a goods received note.
    .addColumn('document_type', 'text')
    .addColumn('document_id', 'integer')
    .addColumn('document_number', 'text')
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    // Null only for the opening movements this migration writes.
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
    .execute();
  // An item's ledger, newest first, a page at a time.
  await db.schema
    .createIndex('stock_movements_item')
    .on('stock_movements')
    .columns(['inventory_id', 'id'])
    .execute();

  await db.schema
    .alterTable('inventory_items')
    .addColumn('reorder_level', 'integer', (c) => c.check(sql`reorder_level >= 0`))
    .execute();
  // Low stock is "at or below the item's reorder level, else 10": how far an item stands above
  // it, as inventory.repository.ts `aboveReorderLevel` writes it, serves the low-stock filter,
  // count and To reorder list without reading every item.
  await sql`
    create index inventory_items_low_stock
    on inventory_items ((quantity - coalesce(reorder_level, 10)), id)`.execute(db);

  await db.insertInto('counters').values({ name: 'goods_received', value: 0 }).execute();

  await sql`
    insert into stock_movements (inventory_id, occurred_at, kind, quantity_change, quantity_after, reason)
    select id, created_at, 'opening', quantity, quantity, 'Stock before the ledger'
    from inventory_items`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stock_movements').execute();
  await db.schema.dropTable('goods_received_items').execute();
  await db.schema.dropTable('goods_received_notes').execute();
  await db.schema.dropIndex('inventory_items_low_stock').execute();
  await db.schema.alterTable('inventory_items').dropColumn('reorder_level').execute();
  await db.deleteFrom('counters').where('name', '=', 'goods_received').execute();
}
