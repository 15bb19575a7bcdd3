import { type Kysely, sql } from 'kysely';

/**
 * The Payments screen (GET /payments with list parameters) and the customers list's balances
 * and sort by balance (issue 15).
 *
 * - The ledger is keyset-paged on (paid_at, id), newest first: `payments_paid_at_id` serves a
 *   page and a date range (the dashboard's cash collected too) as one index range scan, so it
 *   replaces 0005's `payments_paid_at`. A method filter gets (method, paid_at, id): its first
 *   page reads only that method's entries, as orders' status filter does (0003).
 * - What a customer owes is the sum of their sales' totals less what was paid. A sale paid in
 *   full adds nothing, so the sums read open sales only (total ≠ paid), through partial indexes
 *   that hold just those: a page's balances, and the sort by balance, cost what is unpaid, not
 *   every sale ever made. Both databases use a partial index when the query repeats its
 *   condition (receivables.repository.ts `balanceCentsOf`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('payments_paid_at_id')
    .on('payments')
    .columns(['paid_at', 'id'])
    .execute();
  await db.schema.dropIndex('payments_paid_at').execute();
  await db.schema
    .createIndex('payments_method_paid_at_id')
    .on('payments')
    .columns(['method', 'paid_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_open_customer_id')
    .on('orders')
    .column('customer_id')
    .where(sql<boolean>`total_cents <> paid_cents`)
    .execute();
  await db.schema
    .createIndex('invoices_open_manual_customer_id')
    .on('invoices')
    .column('customer_id')
    .where(sql<boolean>`order_id is null and total_cents <> paid_cents`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'invoices_open_manual_customer_id',
    'orders_open_customer_id',
    'payments_method_paid_at_id',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.createIndex('payments_paid_at').on('payments').column('paid_at').execute();
  await db.schema.dropIndex('payments_paid_at_id').execute();
}
