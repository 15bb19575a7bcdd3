import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Units of measure and fractional quantities (issue 17): nails by the kilo, cable by the metre.
 *
 * Every quantity becomes whole thousandths of its unit in a `_milli` column (2.5 kg is 2500),
 * so stock, lines and the ledger stay exact integers on both databases and add up as before.
 * Items gain a unit (pcs unless told) and whether they sell in fractions (no unless told);
 * sales and delivery lines keep the unit they were made in, as they keep the item's name.
 *
 * PostgreSQL's 32-bit integers would overflow at 2.1 million units, so quantities become
 * bigint there (SQLite's integers are 64-bit already). Renaming a column carries its checks
 * and plain indexes along on both databases; the two expression indexes are rebuilt: low stock
 * now subtracts 10 units (10,000 thousandths), and the stock value multiplies in double
 * precision, where thousandths × cents of an absurd item cannot overflow a bigint.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const QUANTITIES: [table: string, column: string][] = [
  ['inventory_items', 'quantity'],
  ['inventory_items', 'reorder_level'],
  ['order_items', 'quantity'],
  ['invoice_items', 'quantity'],
  ['goods_received_items', 'quantity'],
  ['stock_movements', 'quantity_change'],
  ['stock_movements', 'quantity_after'],
];

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('inventory_items_low_stock').execute();
  await db.schema.dropIndex('inventory_items_stock_value_id').execute();

  for (const [table, column] of QUANTITIES) {
    if (postgres) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(
        db,
      );
    }
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} * 1000`.execute(
      db,
    );
    await db.schema.alterTable(table).renameColumn(column, `${column}_milli`).execute();
  }

  await db.schema
    .alterTable('inventory_items')
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('pcs'))
    .execute();
  await db.schema
    .alterTable('inventory_items')
    .addColumn('sells_in_fractions', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`sells_in_fractions in (0, 1)`),
    )
    .execute();
  for (const table of ['order_items', 'invoice_items', 'goods_received_items']) {
    await db.schema
      .alterTable(table)
      .addColumn('unit', 'text', (c) => c.notNull().defaultTo('pcs'))
      .execute();
  }

  await sql`
    create index inventory_items_low_stock
    on inventory_items ((quantity_milli - coalesce(reorder_level_milli, 10000)), id)`.execute(db);
  await sql`
    create index inventory_items_stock_value_id
    on inventory_items ((cast(quantity_milli as double precision) * unit_price_cents), id)`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('inventory_items_low_stock').execute();
  await db.schema.dropIndex('inventory_items_stock_value_id').execute();
  for (const table of ['order_items', 'invoice_items', 'goods_received_items']) {
    await db.schema.alterTable(table).dropColumn('unit').execute();
  }
  await db.schema.alterTable('inventory_items').dropColumn('sells_in_fractions').execute();
  await db.schema.alterTable('inventory_items').dropColumn('unit').execute();
  for (const [table, column] of QUANTITIES) {
    await db.schema.alterTable(table).renameColumn(`${column}_milli`, column).execute();
    // Fractions, if any were sold, round to whole units again.
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = round(${sql.ref(column)} / 1000.0)`.execute(
      db,
    );
  }
  await sql`
    create index inventory_items_low_stock
    on inventory_items ((quantity - coalesce(reorder_level, 10)), id)`.execute(db);
  await sql`
    create index inventory_items_stock_value_id
    on inventory_items ((quantity * unit_price_cents), id)`.execute(db);
}
