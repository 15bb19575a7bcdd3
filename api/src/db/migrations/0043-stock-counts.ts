import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Stock counts kept as counts (issue 53): until now a posted count left only a `count` movement
 * for each item that differed, so the items that matched, what was expected and who counted
 * them together were lost. A count is now a row of its own with its figures fixed when posted,
 * and one line per counted item (matched or not) with the item's name and unit as they were.
 *
 * - `stock_counts`: when, who, the note, how many items were counted and how many differed, the
 *   sum of the differences in milli-units and their value at cost in cents. Listed newest first
 *   by id, the order they were posted in.
 * - `stock_count_lines`: expected and counted quantities (milli) and the difference's value at
 *   cost (cents, the one rounding rule per line). No foreign key to the item: a line keeps its
 *   name and unit after the item is renamed or deleted.
 *
 * Counts posted before this migration are not grouped afterwards: their movements stay in each
 * item's ledger, but which items were counted together, and those that matched, was never stored.
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
    .createTable('stock_counts')
    .addColumn('id', 'integer', id(db))
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addColumn('counted_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('note', 'text')
    .addColumn('items_counted', 'integer', (c) => c.notNull().check(sql`items_counted > 0`))
    .addColumn('items_differing', 'integer', (c) =>
      c.notNull().check(sql`items_differing >= 0 and items_differing <= items_counted`),
    )
    .addColumn('difference_milli', 'bigint', (c) => c.notNull())
    .addColumn('difference_cents', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stock_count_lines')
    .addColumn('id', 'integer', id(db))
    .addColumn('stock_count_id', 'integer', (c) => c.notNull().references('stock_counts.id'))
    .addColumn('inventory_id', 'integer', (c) => c.notNull())
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('expected_milli', 'bigint', (c) => c.notNull())
    .addColumn('counted_milli', 'bigint', (c) => c.notNull().check(sql`counted_milli >= 0`))
    .addColumn('difference_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_count_lines_count_id')
    .on('stock_count_lines')
    .columns(['stock_count_id', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stock_count_lines').execute();
  await db.schema.dropTable('stock_counts').execute();
}
