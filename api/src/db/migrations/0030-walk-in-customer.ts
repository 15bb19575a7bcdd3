import { type Kysely, sql } from 'kysely';

/**
 * Issue 50: a counter sale needs no named customer. Each shop (one database) has one walk-in
 * customer, marked by `walk_in = 1`, that an order made without `customer_id` is sold to. A
 * partial unique index keeps it to one however many processes migrate at once. It has no
 * contact (the counter does not ask), can be renamed, and is never deleted (customers service).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export const WALK_IN_NAME = 'Walk-in customer';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('walk_in', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('customers_one_walk_in')
    .on('customers')
    .column('walk_in')
    .unique()
    .where(sql.ref('walk_in'), '=', 1)
    .execute();
  await db
    .insertInto('customers')
    .values({
      name: WALK_IN_NAME,
      contact: '',
      address: null,
      walk_in: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('customers_one_walk_in').execute();
  await db.deleteFrom('customers').where('walk_in', '=', 1).execute();
  await db.schema.alterTable('customers').dropColumn('walk_in').execute();
}
