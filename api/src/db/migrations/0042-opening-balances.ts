import type { Kysely } from 'kysely';

/**
 * Opening balances (issue 53): what a customer owed the shop, or the shop owed a supplier, the
 * day the shop moved in from its spreadsheet. Each is a document of its own number (OB-000001,
 * one gapless counter for both) kept where what is owed already lives, so statements, aged
 * debtors and creditors, and the payment ledgers take it as they take any debt: a manual
 * invoice row or a supplier's bill row marked `opening_balance`, with no lines, so no sale, no
 * revenue, no VAT (output or input) and nothing for KRA eTIMS.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.insertInto('counters').values({ name: 'opening_balance', value: 0 }).execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('opening_balance', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('supplier_bills')
    .addColumn('opening_balance', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('supplier_bills').dropColumn('opening_balance').execute();
  await db.schema.alterTable('invoices').dropColumn('opening_balance').execute();
  await db.deleteFrom('counters').where('name', '=', 'opening_balance').execute();
}
