import { type Kysely, sql } from 'kysely';

/**
 * Paged, filtered and sorted order and invoice lists (the `?limit=&cursor=&q=&status=&from=&to=
 * &sort=` of GET /orders and /invoices, and their CSV exports) and the pickers' name searches.
 *
 * Every sort is keyset-paged on (sort key, id), so each gets a composite index ending in id:
 * a page is then one index range scan that stops after `limit` rows, whatever page it is.
 * Single-column indexes of 0001 that these composites start with are dropped: the composite
 * serves every query the old one did.
 *
 * Invoices also get `paid_cents`, the sum of their payments, kept in the same transaction as
 * each payment (invoice.repository.ts). The status (paid / overdue / partially paid / unpaid) is
 * still derived in SQL, but from the invoice row alone: filtering or counting 100,000 invoices
 * by status no longer aggregates every payment first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_created_at').execute();
  await db.schema.dropIndex('orders_status').execute();
  await db.schema.dropIndex('invoices_created_at').execute();

  await db.schema
    .createIndex('orders_created_at_id')
    .on('orders')
    .columns(['created_at', 'id'])
    .execute();
  // status = ? then newest first: the first page of a status filter reads only matching rows.
  await db.schema
    .createIndex('orders_status_created_at_id')
    .on('orders')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_total_cents_id')
    .on('orders')
    .columns(['total_cents', 'id'])
    .execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update invoices set paid_cents = coalesce(
      (select sum(p.amount_cents) from invoice_payments p where p.invoice_id = invoices.id), 0)`.execute(
    db,
  );
  await db.schema
    .createIndex('invoices_created_at_id')
    .on('invoices')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_total_cents_id')
    .on('invoices')
    .columns(['total_cents', 'id'])
    .execute();

  // Sorting by customer walks customers by name and joins their documents (customer_id indexes
  // exist since 0001); the pickers list by name too.
  await db.schema
    .createIndex('customers_name_id')
    .on('customers')
    .columns(['name', 'id'])
    .execute();
  await db.schema
    .createIndex('suppliers_name_id')
    .on('suppliers')
    .columns(['name', 'id'])
    .execute();
  await db.schema
    .createIndex('inventory_items_name_id')
    .on('inventory_items')
    .columns(['name', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'inventory_items_name_id',
    'suppliers_name_id',
    'customers_name_id',
    'invoices_total_cents_id',
    'invoices_created_at_id',
    'orders_total_cents_id',
    'orders_status_created_at_id',
    'orders_created_at_id',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('invoices').dropColumn('paid_cents').execute();
  await db.schema.createIndex('invoices_created_at').on('invoices').column('created_at').execute();
  await db.schema.createIndex('orders_status').on('orders').column('status').execute();
  await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();
}
