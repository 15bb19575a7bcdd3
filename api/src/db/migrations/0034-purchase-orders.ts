import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Purchase orders (issue 51): what the shop asked a supplier for, numbered PO-000001 without
 * gaps (a counter row, as every document), never deleted (cancelled instead). Each line keeps
 * what has come in against it (`received_milli`, moved under the order's lock by the deliveries
 * received against it and their reversals), so the order's status follows its deliveries.
 *
 * A goods received note may name the order it delivers (`purchase_order_id`), and a share link
 * may open a purchase order: the check on `share_links.document_type` (0033) takes the new
 * kind, which SQLite can only do by rebuilding the table.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const id = (db: AnyDb) => (column: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();

const STATUSES = sql`status in ('draft', 'sent', 'partially_received', 'received', 'cancelled')`;

async function shareLinkKinds(db: AnyDb, kinds: string): Promise<void> {
  const check = sql.raw(`document_type in (${kinds})`);
  if (isPostgres(db)) {
    await sql`alter table share_links drop constraint if exists share_links_document_type_check`.execute(
      db,
    );
    await sql`alter table share_links add constraint share_links_document_type_check check (${check})`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable('share_links_rebuilt')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('document_type', 'text', (c) => c.notNull().check(check))
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into share_links_rebuilt select id, document_type, document_id, token_hash, created_by, created_at, expires_at, revoked_at, views from share_links`.execute(
    db,
  );
  await db.schema.dropTable('share_links').execute();
  await sql`alter table share_links_rebuilt rename to share_links`.execute(db);
  await db.schema
    .createIndex('share_links_document')
    .on('share_links')
    .columns(['document_type', 'document_id'])
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('purchase_orders')
    .addColumn('id', 'integer', id(db))
    .addColumn('po_number', 'text', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(STATUSES))
    .addColumn('expected_on', 'text')
    .addColumn('note', 'text')
    .addColumn('total_cost_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('sent_by', 'integer', (c) => c.references('users.id'))
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('cancel_reason', 'text')
    .execute();
  await db.schema
    .createIndex('purchase_orders_created')
    .on('purchase_orders')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('purchase_orders_supplier')
    .on('purchase_orders')
    .columns(['supplier_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('purchase_order_items')
    .addColumn('id', 'integer', id(db))
    .addColumn('purchase_order_id', 'integer', (c) => c.notNull().references('purchase_orders.id'))
    .addColumn('inventory_id', 'integer', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull().check(sql`quantity_milli > 0`))
    .addColumn('unit_cost_cents', 'bigint', (c) => c.notNull().check(sql`unit_cost_cents >= 0`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('received_milli', 'bigint', (c) =>
      c.notNull().defaultTo(0).check(sql`received_milli >= 0`),
    )
    .execute();
  await db.schema
    .createIndex('purchase_order_items_order')
    .on('purchase_order_items')
    .columns(['purchase_order_id', 'id'])
    .execute();
  await db.schema
    .alterTable('goods_received_notes')
    .addColumn('purchase_order_id', 'integer', (c) => c.references('purchase_orders.id'))
    .execute();
  await db.schema
    .createIndex('goods_received_notes_purchase_order')
    .on('goods_received_notes')
    .column('purchase_order_id')
    .execute();
  await db.insertInto('counters').values({ name: 'purchase_order', value: 0 }).execute();
  await shareLinkKinds(db, "'invoice', 'order', 'credit_note', 'purchase_order'");
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('share_links').where('document_type', '=', 'purchase_order').execute();
  await shareLinkKinds(db, "'invoice', 'order', 'credit_note'");
  await db.deleteFrom('counters').where('name', '=', 'purchase_order').execute();
  await db.schema.dropIndex('goods_received_notes_purchase_order').execute();
  await db.schema.alterTable('goods_received_notes').dropColumn('purchase_order_id').execute();
  await db.schema.dropTable('purchase_order_items').execute();
  await db.schema.dropTable('purchase_orders').execute();
}
