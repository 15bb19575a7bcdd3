import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * What KRA eTIMS (issue 21, docs/etims.md) needs to know beyond what the shop already keeps:
 *
 * - The shop's settings (0014) gain the branch (`bhfId`, 2 digits, 00 the head office), the
 *   device serial (`dvcSrlNo`) the branch's control unit was registered with, and the eTIMS mode:
 *   off (as before), simulator, sandbox or production. Addresses and keys are the environment's,
 *   never a column: a restored backup must not start signing against production by itself.
 * - A customer may have a KRA PIN: a buyer who claims input VAT needs it on the invoice.
 * - An item has a tax band (A exempt, B 16 %, C zero-rated, D non-VAT, E 8 %; B, the standard
 *   rate, for every item there is), KRA's item classification, and its packaging and quantity
 *   unit codes (KRA code classes 17 and 10; NT "net" and U "pieces/item" until someone says).
 *
 * Every new column is nullable or has a default, so the spec's calls, which know none of them,
 * keep working. The checks are the ones a database can keep cheaply; the API checks the rest.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export const ETIMS_MODES = ['off', 'simulator', 'sandbox', 'production'] as const;
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const twoDigits = postgres
    ? sql`kra_branch_id ~ '^[0-9]{2}$'`
    : sql`kra_branch_id glob '[0-9][0-9]'`;

  await db.schema
    .alterTable('shop_settings')
    .addColumn('kra_branch_id', 'text', (c) => c.notNull().defaultTo('00').check(twoDigits))
    .execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('kra_device_serial', 'text', (c) =>
      c.check(sql`length(kra_device_serial) between 1 and 100`),
    )
    .execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('etims_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('off')
        .check(sql`etims_mode in (${inList(ETIMS_MODES)})`),
    )
    .execute();

  await db.schema
    .alterTable('customers')
    .addColumn('kra_pin', 'text', (c) => c.check(sql`length(kra_pin) = 11`))
    .execute();

  await db.schema
    .alterTable('inventory_items')
    .addColumn('tax_band', 'text', (c) =>
      c.notNull().defaultTo('B').check(sql`tax_band in ('A', 'B', 'C', 'D', 'E')`),
    )
    .execute();
  await db.schema.alterTable('inventory_items').addColumn('kra_item_class_code', 'text').execute();
  await db.schema
    .alterTable('inventory_items')
    .addColumn('kra_packaging_unit', 'text', (c) => c.notNull().defaultTo('NT'))
    .execute();
  await db.schema
    .alterTable('inventory_items')
    .addColumn('kra_quantity_unit', 'text', (c) => c.notNull().defaultTo('U'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of [
    'kra_quantity_unit',
    'kra_packaging_unit',
    'kra_item_class_code',
    'tax_band',
  ]) {
    await db.schema.alterTable('inventory_items').dropColumn(column).execute();
  }
  await db.schema.alterTable('customers').dropColumn('kra_pin').execute();
  for (const column of ['etims_mode', 'kra_device_serial', 'kra_branch_id']) {
    await db.schema.alterTable('shop_settings').dropColumn(column).execute();
  }
}
