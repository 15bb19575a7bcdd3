import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Unmatched M-Pesa money that was never the shop's (a payer who mistyped the till, then had
 * Safaricom reverse it, or was sent it back): a manager marks what is left of the receipt
 * returned, with why. The receipt keeps its amount; `returned_cents` leaves the unplaced money,
 * and a payment from it reversed later gives back no more than the receipt still holds.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('mpesa_receipts')
    .addColumn('returned_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mpesa_receipts').addColumn('returned_at', 'text').execute();
  await db.schema
    .alterTable('mpesa_receipts')
    .addColumn('returned_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.alterTable('mpesa_receipts').addColumn('return_reason', 'text').execute();
  // What waits and what went back never add up to more than M-Pesa brought. SQLite cannot add a
  // check to a table that exists; there the services and the property test keep it.
  if (isPostgres(db)) {
    await db.schema
      .alterTable('mpesa_receipts')
      .addCheckConstraint(
        'mpesa_receipts_returned',
        sql`returned_cents >= 0 and unplaced_cents + returned_cents <= amount_cents`,
      )
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .alterTable('mpesa_receipts')
      .dropConstraint('mpesa_receipts_returned')
      .execute();
  }
  for (const column of ['return_reason', 'returned_by', 'returned_at', 'returned_cents']) {
    await db.schema.alterTable('mpesa_receipts').dropColumn(column).execute();
  }
}
