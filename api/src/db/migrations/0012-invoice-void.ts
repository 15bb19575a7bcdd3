import { type Kysely, sql } from 'kysely';

/**
 * Invoices are voided, never deleted (issue 18, design §2a): the spec's DELETE keeps its answer
 * but the invoice stays, with its number, marked void with who, when and why.
 *
 * A void invoice made from an order lets go of it (`order_id` null, the order kept in
 * `voided_order_id`), so the order can be invoiced again under the one-invoice-per-order rule
 * 0001's unique `order_id` enforces, and the order stands alone as the sale. A void manual
 * invoice leaves the sales a customer owes for: the partial index of open manual invoices
 * (0008) is rebuilt to hold only those not void, and the balance query repeats the condition.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('voided_at', 'text').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('voided_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.alterTable('invoices').addColumn('void_reason', 'text').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('voided_order_id', 'integer', (c) => c.references('orders.id'))
    .execute();
  await db.schema.dropIndex('invoices_open_manual_customer_id').execute();
  await db.schema
    .createIndex('invoices_open_manual_customer_id')
    .on('invoices')
    .column('customer_id')
    .where(sql<boolean>`order_id is null and voided_at is null and total_cents <> paid_cents`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_open_manual_customer_id').execute();
  await db.schema
    .createIndex('invoices_open_manual_customer_id')
    .on('invoices')
    .column('customer_id')
    .where(sql<boolean>`order_id is null and total_cents <> paid_cents`)
    .execute();
  for (const column of ['voided_order_id', 'void_reason', 'voided_by', 'voided_at']) {
    await db.schema.alterTable('invoices').dropColumn(column).execute();
  }
}
