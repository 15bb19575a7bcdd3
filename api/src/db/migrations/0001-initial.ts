import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was at the time, not as the
// current TypeScript types say it is.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

function id(db: AnyDb) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', id(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  for (const table of ['suppliers', 'customers']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', id(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable('inventory_items')
    .addColumn('id', 'integer', id(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('cost_price_cents', 'bigint', (c) => c.notNull().check(sql`cost_price_cents >= 0`))
    .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inventory_items_supplier_id')
    .on('inventory_items')
    .column('supplier_id')
    .execute();

  await db.schema
    .createTable('price_history')
    .addColumn('id', 'integer', id(db))
    .addColumn('inventory_id', 'integer', (c) =>
      c.notNull().references('inventory_items.id').onDelete('cascade'),
    )
    .addColumn('old_unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('new_unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('old_cost_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('new_cost_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('change_reason', 'text', (c) => c.notNull())
    .addColumn('changed_by_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('price_history_inventory_id')
    .on('price_history')
    .columns(['inventory_id', 'id'])
    .execute();

  // Gapless document numbers: one locked row per sequence, bumped inside the transaction that
  // uses the number, so a rolled-back order or invoice gives its number back.
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('counters')
    .values([
      { name: 'order', value: 0 },
      { name: 'invoice', value: 0 },
    ])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id(db))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paid_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();
  await db.schema.createIndex('orders_customer_id').on('orders').column('customer_id').execute();
  await db.schema.createIndex('orders_status').on('orders').column('status').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', id(db))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('inventory_id', 'integer', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_items_order_id')
    .on('order_items')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('order_items_inventory_id')
    .on('order_items')
    .column('inventory_id')
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', id(db))
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    // One invoice per order at most; manual invoices have no order.
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema
    .createIndex('invoices_customer_id')
    .on('invoices')
    .column('customer_id')
    .execute();
  await db.schema.createIndex('invoices_created_at').on('invoices').column('created_at').execute();

  await db.schema
    .createTable('invoice_items')
    .addColumn('id', 'integer', id(db))
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('inventory_id', 'integer', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_items_invoice_id')
    .on('invoice_items')
    .column('invoice_id')
    .execute();

  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', 'integer', id(db))
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_payments_invoice_id')
    .on('invoice_payments')
    .column('invoice_id')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'scope', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'invoice_payments',
    'invoice_items',
    'invoices',
    'order_items',
    'orders',
    'counters',
    'price_history',
    'inventory_items',
    'customers',
    'suppliers',
    'login_throttle',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
