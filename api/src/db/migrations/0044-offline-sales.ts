import { type Kysely, sql } from 'kysely';

/**
 * Sales made at the counter while the network was down (issue 54), sent later from the
 * browser's outbox:
 *
 * - `orders.sold_at`: when the cashier tapped Save, on the device; null for a sale that reached
 *   the server at once. `created_at` stays the instant the server recorded it, so order numbers,
 *   the audit trail and a closed day's figures keep the order they were made in.
 * - `orders.attention`: why a manager should look at it (stock that ran out meanwhile, a price
 *   changed since, a customer deleted), one reason a line; null when nothing is wrong.
 *   `attention_cleared_at`/`_by`: a manager has looked and dealt with it.
 * - A partial index on what still needs attention, so the "Needs attention" list reads only
 *   those rows on either database.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('sold_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('attention', 'text').execute();
  await db.schema.alterTable('orders').addColumn('attention_cleared_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('attention_cleared_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('orders_needing_attention')
    .on('orders')
    .column('id')
    .where(sql.ref('attention'), 'is not', null)
    .where(sql.ref('attention_cleared_at'), 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_needing_attention').execute();
  for (const column of ['attention_cleared_by', 'attention_cleared_at', 'attention', 'sold_at']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
