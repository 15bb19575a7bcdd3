import { randomBytes } from 'node:crypto';
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * M-Pesa (issue 22, api/src/mpesa/): STK pushes from a document, C2B payments to the till or
 * paybill, and the money they bring placed in the payment ledger.
 *
 * - `mpesa_settings`: one row (id 1), apart from `shop_settings` so Daraja's secrets (passkey,
 *   consumer key and secret) never travel with the shop's details, which many screens read. The
 *   till or paybill itself stays in `shop_settings` (0014). `callback_token` is 32 random bytes
 *   in hex, made here: the unguessable part of the addresses Daraja calls back, per shop.
 * - `mpesa_requests`: one row per STK push, for an order or an invoice (exactly one), its
 *   amount in whole shillings (Daraja takes integers), its state and Daraja's answers.
 *   `checkout_request_id` is unique: the callback finds its request by it.
 * - `mpesa_receipts`: one row per M-Pesa transaction however it arrived (STK callback, C2B
 *   confirmation, any number of retries). `receipt_number` (MpesaReceiptNumber / TransID) is
 *   unique, and that index alone decides which of two concurrent arrivals records the money.
 *   `unplaced_cents` is what no document took yet (the "Unmatched M-Pesa payments" list); the
 *   partial index holds just those rows.
 * - `payments.recorded_by` may be null for an M-Pesa payment that arrived by itself (a C2B
 *   confirmation: nobody signed in); the ledger shows "M-Pesa" as who recorded it. Every other
 *   entry still names a person (a check). SQLite cannot drop NOT NULL, so there `payments` is
 *   rebuilt as 0013 did (same columns, ids and indexes); PostgreSQL changes it in place.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const id = (db: AnyDb) => (column: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();

/** 0013's checks, unchanged. */
const KINDS = sql`kind in ('payment', 'reversal', 'adjustment', 'credit', 'refund')`;
const METHODS = sql`method in ('cash', 'mpesa', 'cheque', 'bank_transfer', 'credit', 'customer_credit', 'credit_note')`;
const SIGNED = sql`(kind in ('payment', 'credit') and amount_cents > 0) or (kind not in ('payment', 'credit') and amount_cents < 0)`;
/** Only M-Pesa money records itself. */
const RECORDED_BY = sql`recorded_by is not null or (method = 'mpesa' and kind = 'payment')`;

const PAYMENT_INDEXES: [name: string, columns: string[]][] = [
  ['payments_order_id_paid_at', ['order_id', 'paid_at']],
  ['payments_invoice_id_paid_at', ['invoice_id', 'paid_at']],
  ['payments_paid_at_id', ['paid_at', 'id']],
  ['payments_method_paid_at_id', ['method', 'paid_at', 'id']],
];

async function copyPayments(db: AnyDb, recordedByNullable: boolean): Promise<void> {
  await db.schema
    .createTable('payments_next')
    .addColumn('id', 'integer', id(db))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(KINDS))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(METHODS))
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('reverses_payment_id', 'integer', (c) => c.unique().references('payments.id'))
    .addColumn('recorded_by', 'integer', (c) =>
      recordedByNullable ? c.references('users.id') : c.notNull().references('users.id'),
    )
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'payments_one_sale',
      sql`(order_id is null and invoice_id is not null) or (order_id is not null and invoice_id is null)`,
    )
    .addCheckConstraint('payments_signed_amount', SIGNED)
    .addCheckConstraint(
      'payments_reversal_names_payment',
      sql`(kind = 'reversal') = (reverses_payment_id is not null)`,
    )
    .$call((table) =>
      recordedByNullable ? table.addCheckConstraint('payments_recorded_by', RECORDED_BY) : table,
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

/** SQLite's recipe (as 0013): foreign keys off, the copy in one transaction, keys checked. */
async function rebuildSqlitePayments(db: AnyDb, recordedByNullable: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await copyPayments(trx, recordedByNullable);
      const { rows } = await sql`pragma foreign_key_check(payments)`.execute(trx);
      if (rows.length > 0) throw new Error('payments: a foreign key broke in the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table payments alter column recorded_by drop not null`.execute(db);
    await db.schema
      .alterTable('payments')
      .addCheckConstraint('payments_recorded_by', RECORDED_BY)
      .execute();
  } else {
    await rebuildSqlitePayments(db, true);
  }

  await db.schema
    .createTable('mpesa_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('off')
        .check(sql`mode in ('off', 'simulator', 'sandbox', 'production')`),
    )
    .addColumn('passkey', 'text')
    .addColumn('consumer_key', 'text')
    .addColumn('consumer_secret', 'text')
    .addColumn('stk_shortcode', 'text')
    .addColumn('callback_base_url', 'text')
    .addColumn('callback_token', 'text', (c) => c.notNull().unique())
    .addColumn('c2b_registered_at', 'text')
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db
    .insertInto('mpesa_settings')
    .values({ id: 1, mode: 'off', callback_token: randomBytes(32).toString('hex') })
    .execute();

  await db.schema
    .createTable('mpesa_requests')
    .addColumn('id', 'integer', id(db))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) =>
      c.notNull().check(sql`amount_cents > 0 and amount_cents % 100 = 0`),
    )
    .addColumn('account_reference', 'text', (c) => c.notNull())
    .addColumn('merchant_request_id', 'text')
    .addColumn('checkout_request_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('sending', 'waiting', 'paid', 'cancelled', 'failed', 'expired')`),
    )
    .addColumn('result_code', 'text')
    .addColumn('result_desc', 'text')
    .addColumn('receipt_number', 'text')
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'mpesa_requests_one_document',
      sql`(order_id is null) <> (invoice_id is null)`,
    )
    .execute();

  await db.schema
    .createTable('mpesa_receipts')
    .addColumn('id', 'integer', id(db))
    .addColumn('receipt_number', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('stk', 'c2b')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('phone', 'text')
    .addColumn('payer_name', 'text')
    .addColumn('bill_ref', 'text')
    .addColumn('trans_time', 'text')
    .addColumn('shortcode', 'text')
    .addColumn('mpesa_request_id', 'integer', (c) => c.references('mpesa_requests.id'))
    // The payer as Ghala recognised them; a customer deleted later leaves the money unnamed.
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('unplaced_cents', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('raw', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'mpesa_receipts_unplaced',
      sql`unplaced_cents >= 0 and unplaced_cents <= amount_cents`,
    )
    .execute();
  await db.schema
    .createIndex('mpesa_receipts_received_at_id')
    .on('mpesa_receipts')
    .columns(['received_at', 'id'])
    .execute();
  await db.schema
    .createIndex('mpesa_receipts_unplaced_received_at_id')
    .on('mpesa_receipts')
    .columns(['received_at', 'id'])
    .where(sql.ref('unplaced_cents'), '>', 0)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mpesa_receipts').execute();
  await db.schema.dropTable('mpesa_requests').execute();
  await db.schema.dropTable('mpesa_settings').execute();
  // Fails while an entry recorded by M-Pesa itself remains: it would need a person to name.
  if (isPostgres(db)) {
    await db.schema.alterTable('payments').dropConstraint('payments_recorded_by').execute();
    await sql`alter table payments alter column recorded_by set not null`.execute(db);
  } else {
    await rebuildSqlitePayments(db, false);
  }
}
