import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Shifts (issue 50, api/src/shifts/): a cashier's drawer from its opening float to its count.
 *
 * - `shifts`: who opened it, when, with what float; once closed, who closed it (the cashier or a
 *   manager closing one left open), the cash counted, the cash the ledger says should be there
 *   and the difference (counted − expected), all fixed at the close so the Z report never moves.
 *   A partial unique index holds at most one open shift per cashier: of two opens at once, the
 *   database lets one in and refuses the other, on SQLite and PostgreSQL alike.
 * - `shift_cash_movements`: cash put into or taken out of the drawer by hand (pay-in, pay-out),
 *   always with a reason and who did it; never changed.
 * - The close adds up the payment ledger by who recorded each entry and when it was recorded:
 *   an index on (recorded_by, recorded_at) reads one cashier's shift without the rest.
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
    .createTable('shifts')
    .addColumn('id', 'integer', id(db))
    .addColumn('cashier_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('opening_float_cents', 'bigint', (c) =>
      c.notNull().check(sql`opening_float_cents >= 0`),
    )
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('counted_cash_cents', 'bigint')
    .addColumn('expected_cash_cents', 'bigint')
    .addColumn('difference_cents', 'bigint')
    // Closed all at once or not at all.
    .addCheckConstraint(
      'shifts_closed_whole',
      sql`(closed_at is null and closed_by is null and counted_cash_cents is null and expected_cash_cents is null and difference_cents is null) or (closed_at is not null and closed_by is not null and counted_cash_cents >= 0 and expected_cash_cents is not null and difference_cents = counted_cash_cents - expected_cash_cents)`,
    )
    .execute();
  // The same statement on both databases: a unique index over the open shifts only.
  await sql`create unique index shifts_one_open_per_cashier on shifts (cashier_id) where closed_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('shifts_opened_at_id')
    .on('shifts')
    .columns(['opened_at', 'id'])
    .execute();
  await db.schema
    .createIndex('shifts_cashier_opened_at_id')
    .on('shifts')
    .columns(['cashier_id', 'opened_at', 'id'])
    .execute();

  await db.schema
    .createTable('shift_cash_movements')
    .addColumn('id', 'integer', id(db))
    .addColumn('shift_id', 'integer', (c) => c.notNull().references('shifts.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pay_in', 'pay_out')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shift_cash_movements_shift_id')
    .on('shift_cash_movements')
    .columns(['shift_id', 'id'])
    .execute();

  await db.schema
    .createIndex('payments_recorded_by_recorded_at')
    .on('payments')
    .columns(['recorded_by', 'recorded_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_recorded_by_recorded_at').execute();
  await db.schema.dropTable('shift_cash_movements').execute();
  await db.schema.dropTable('shifts').execute();
}
