import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Credit notes and cancelled orders (issue 18): a sale is corrected by a numbered document,
 * never by changing or deleting one.
 *
 * - `credit_notes` (CN-000001, gapless from their own counter) and their lines, each naming the
 *   invoice line it credits. A credit note belongs to its invoice's sale, as payments do: the
 *   order for an invoice made from one, else the manual invoice.
 * - The payment ledger settles a sale with two new kinds of entry: `credit` (positive: a credit
 *   note takes its total off what is owed) and `refund` (negative: money handed back, or credit
 *   moved to another sale of the customer's). A payment by the new method `customer_credit`
 *   spends credit a customer holds. So `paid_cents` on a sale is everything its ledger holds,
 *   and balances, statements and ageing stay "total less ledger" with no second source.
 *   `credited_cents` keeps the credit notes' part of it, so a document shows paid and credited
 *   apart. A sale may now hold more than its total: that surplus is the customer's credit.
 * - Orders can be cancelled (who, when, why); a cancelled order leaves what customers owe, so
 *   the partial index of open orders (0008) leaves it out and the balance query repeats that.
 *
 * SQLite cannot change a CHECK constraint, so there `payments` is rebuilt (same columns, ids
 * and indexes) under the new checks; PostgreSQL swaps the constraints in place.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const id = (db: AnyDb) => (column: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();

const KINDS_BEFORE = sql`kind in ('payment', 'reversal', 'adjustment')`;
const KINDS = sql`kind in ('payment', 'reversal', 'adjustment', 'credit', 'refund')`;
const METHODS_BEFORE = sql`method in ('cash', 'mpesa', 'cheque', 'bank_transfer', 'credit')`;
const METHODS = sql`method in ('cash', 'mpesa', 'cheque', 'bank_transfer', 'credit', 'customer_credit', 'credit_note')`;
const SIGNED_BEFORE = sql`(kind = 'payment' and amount_cents > 0) or (kind <> 'payment' and amount_cents < 0)`;
const SIGNED = sql`(kind in ('payment', 'credit') and amount_cents > 0) or (kind not in ('payment', 'credit') and amount_cents < 0)`;

type Checks = { kinds: typeof KINDS; methods: typeof METHODS; signed: typeof SIGNED };

const PAYMENT_INDEXES: [name: string, columns: string[]][] = [
  ['payments_order_id_paid_at', ['order_id', 'paid_at']],
  ['payments_invoice_id_paid_at', ['invoice_id', 'paid_at']],
  ['payments_paid_at_id', ['paid_at', 'id']],
  ['payments_method_paid_at_id', ['method', 'paid_at', 'id']],
];

/**
 * SQLite: `payments` again, as 0005 made it, under the given checks, by SQLite's own recipe:
 * foreign keys off (SQLite runs migrations outside a transaction, so the pragma takes), the
 * copy in one transaction, the keys checked, then on again.
 */
async function rebuildSqlitePayments(db: AnyDb, checks: Checks): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await copyPayments(trx, checks);
      // The copy's own keys, before it commits: older rows elsewhere are not this one's concern.
      const { rows } = await sql`pragma foreign_key_check(payments)`.execute(trx);
      if (rows.length > 0) throw new Error('payments: a foreign key broke in the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function copyPayments(db: AnyDb, checks: Checks): Promise<void> {
  await db.schema
    .createTable('payments_next')
    .addColumn('id', 'integer', id(db))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(checks.kinds))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(checks.methods))
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    // Named `payments` so the reference points at the table once it has its name.
    .addColumn('reverses_payment_id', 'integer', (c) => c.unique().references('payments.id'))
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'payments_one_sale',
      sql`(order_id is null and invoice_id is not null) or (order_id is not null and invoice_id is null)`,
    )
    .addCheckConstraint('payments_signed_amount', checks.signed)
    .addCheckConstraint(
      'payments_reversal_names_payment',
      sql`(kind = 'reversal') = (reverses_payment_id is not null)`,
    )
    .execute();
  await sql`insert into payments_next select id, order_id, invoice_id, kind, amount_cents, paid_at,
    method, reference, note, reverses_payment_id, recorded_by, recorded_at from payments`.execute(
    db,
  );
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('payments_next').renameTo('payments').execute();
  for (const [name, columns] of PAYMENT_INDEXES) {
    await db.schema.createIndex(name).on('payments').columns(columns).execute();
  }
}

async function swapPostgresChecks(db: AnyDb, checks: Checks): Promise<void> {
  for (const name of ['payments_kind_check', 'payments_method_check', 'payments_signed_amount']) {
    await db.schema.alterTable('payments').dropConstraint(name).execute();
  }
  await db.schema
    .alterTable('payments')
    .addCheckConstraint('payments_kind_check', checks.kinds)
    .execute();
  await db.schema
    .alterTable('payments')
    .addCheckConstraint('payments_method_check', checks.methods)
    .execute();
  await db.schema
    .alterTable('payments')
    .addCheckConstraint('payments_signed_amount', checks.signed)
    .execute();
}

async function openOrdersIndex(db: AnyDb, where: ReturnType<typeof sql<boolean>>) {
  await db.schema.dropIndex('orders_open_customer_id').execute();
  await db.schema
    .createIndex('orders_open_customer_id')
    .on('orders')
    .column('customer_id')
    .where(where)
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  const checks = { kinds: KINDS, methods: METHODS, signed: SIGNED };
  if (isPostgres(db)) await swapPostgresChecks(db, checks);
  else await rebuildSqlitePayments(db, checks);

  for (const table of ['orders', 'invoices']) {
    await db.schema
      .alterTable(table)
      .addColumn('credited_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('orders').addColumn('cancelled_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  await openOrdersIndex(db, sql<boolean>`cancelled_at is null and total_cents <> paid_cents`);

  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'integer', id(db))
    .addColumn('credit_note_number', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    // The sale it settles: the invoice's order, or null for a manual invoice.
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('vat_cents', 'bigint', (c) => c.notNull().check(sql`vat_cents >= 0`))
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents > 0`))
    .addColumn('returned_to_stock', 'integer', (c) => c.notNull())
    // Of the total: what was handed back, and what stayed with the customer as credit.
    .addColumn('refunded_cents', 'bigint', (c) => c.notNull().check(sql`refunded_cents >= 0`))
    .addColumn('kept_as_credit_cents', 'bigint', (c) =>
      c.notNull().check(sql`kept_as_credit_cents >= 0`),
    )
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema
    .createIndex('credit_notes_invoice_id')
    .on('credit_notes')
    .column('invoice_id')
    .execute();
  // The list, newest first, a page at a time.
  await db.schema
    .createIndex('credit_notes_created_at_id')
    .on('credit_notes')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createTable('credit_note_items')
    .addColumn('id', 'integer', id(db))
    .addColumn('credit_note_id', 'integer', (c) => c.notNull().references('credit_notes.id'))
    .addColumn('invoice_item_id', 'integer', (c) => c.notNull().references('invoice_items.id'))
    .addColumn('inventory_id', 'integer', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull().check(sql`quantity_milli > 0`))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_note_items_credit_note_id')
    .on('credit_note_items')
    .column('credit_note_id')
    .execute();
  // What each invoice line has had credited so far.
  await db.schema
    .createIndex('credit_note_items_invoice_item_id')
    .on('credit_note_items')
    .column('invoice_item_id')
    .execute();
  await db.insertInto('counters').values({ name: 'credit_note', value: 0 }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('counters').where('name', '=', 'credit_note').execute();
  await db.schema.dropTable('credit_note_items').execute();
  await db.schema.dropTable('credit_notes').execute();
  await openOrdersIndex(db, sql<boolean>`total_cents <> paid_cents`);
  for (const column of ['cancel_reason', 'cancelled_by', 'cancelled_at', 'credited_cents']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('invoices').dropColumn('credited_cents').execute();
  const checks = { kinds: KINDS_BEFORE, methods: METHODS_BEFORE, signed: SIGNED_BEFORE };
  if (isPostgres(db)) await swapPostgresChecks(db, checks);
  else await rebuildSqlitePayments(db, checks);
}
