import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Supplier bills (issue 51, part B): what the shop owes its suppliers, and what it paid them.
 *
 * - `shop_settings.vat_registered`: whether the shop is VAT-registered (yes unless told), which
 *   decides what a cost is (net of VAT, or the full price: design.md §2b) and whether a bill
 *   carries input VAT for the VAT return.
 * - `supplier_bills`: numbered BILL-000001 without gaps (a counter row), never deleted; its
 *   totals are its lines', written once; `paid_cents` is the sum of its payment entries, kept in
 *   the payment's transaction as an invoice's is.
 * - `supplier_bill_lines`: a goods received note's lines at their costs, or a typed line for a
 *   service (transport, rent), each with its band, net and VAT.
 * - `supplier_bill_notes`: which bill took a goods received note; a note is billed once, held by
 *   its primary key.
 * - `supplier_payments`: a ledger like the customers' payments: a payment is undone by a
 *   reversal entry (negative, naming it, once: unique), never deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const id = (db: AnyDb) => (column: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();

const BANDS = sql`tax_band in ('A', 'B', 'C', 'D', 'E')`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('vat_registered', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.insertInto('counters').values({ name: 'supplier_bill', value: 0 }).execute();
  await db.schema
    .createTable('supplier_bills')
    .addColumn('id', 'integer', id(db))
    .addColumn('bill_number', 'text', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('supplier_invoice_number', 'text', (c) => c.notNull())
    .addColumn('supplier_pin', 'text')
    .addColumn('bill_date', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('vat_registered', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('supplier_bills_paid', sql`paid_cents >= 0 and paid_cents <= total_cents`)
    .execute();
  await db.schema
    .createIndex('supplier_bills_created')
    .on('supplier_bills')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('supplier_bills_supplier')
    .on('supplier_bills')
    .columns(['supplier_id', 'bill_date'])
    .execute();
  await db.schema
    .createTable('supplier_bill_lines')
    .addColumn('id', 'integer', id(db))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('supplier_bills.id'))
    .addColumn('goods_received_id', 'integer', (c) => c.references('goods_received_notes.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint')
    .addColumn('unit', 'text')
    .addColumn('unit_cost_cents', 'bigint')
    .addColumn('tax_band', 'text', (c) => c.notNull().check(BANDS))
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_bill_lines_bill')
    .on('supplier_bill_lines')
    .column('bill_id')
    .execute();
  await db.schema
    .createTable('supplier_bill_notes')
    .addColumn('goods_received_id', 'integer', (c) =>
      c.primaryKey().references('goods_received_notes.id'),
    )
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('supplier_bills.id'))
    .execute();
  await db.schema
    .createTable('supplier_payments')
    .addColumn('id', 'integer', id(db))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('supplier_bills.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'reversal')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('cash', 'mpesa', 'cheque', 'bank_transfer')`),
    )
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('reverses_payment_id', 'integer', (c) =>
      c.unique().references('supplier_payments.id'),
    )
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'supplier_payments_kind',
      sql`(kind = 'payment' and amount_cents > 0 and reverses_payment_id is null)
        or (kind = 'reversal' and amount_cents < 0 and reverses_payment_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('supplier_payments_bill')
    .on('supplier_payments')
    .columns(['bill_id', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('supplier_payments_paid')
    .on('supplier_payments')
    .columns(['paid_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('supplier_payments').execute();
  await db.schema.dropTable('supplier_bill_notes').execute();
  await db.schema.dropTable('supplier_bill_lines').execute();
  await db.schema.dropTable('supplier_bills').execute();
  await db.deleteFrom('counters').where('name', '=', 'supplier_bill').execute();
  await db.schema.alterTable('shop_settings').dropColumn('vat_registered').execute();
}
