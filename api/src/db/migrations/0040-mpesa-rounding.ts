import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * M-Pesa's whole shillings (issue 52): a `rounding` entry in the payment ledger settles the
 * cents M-Pesa cannot collect (sales/mpesa-rounding.ts). It is its own kind and its own method
 * (`rounding`), so no report of money counts it and no document's VAT or totals move: it is
 * positive (it settles), less than one shilling, and may be recorded by nobody when the M-Pesa
 * payment it follows arrived by itself.
 *
 * The checks on `kind`, `method`, the sign and `recorded_by` change. PostgreSQL replaces them in
 * place; SQLite cannot alter a check, so there `payments` is rebuilt as 0017 did (the same
 * columns, with 0024's `split`, ids and every index of 0017 and 0032).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
export type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export const KINDS = sql`kind in ('payment', 'reversal', 'adjustment', 'credit', 'refund', 'rounding')`;
export const METHODS = sql`method in ('cash', 'mpesa', 'cheque', 'bank_transfer', 'credit', 'customer_credit', 'credit_note', 'rounding')`;
export const SIGNED = sql`(kind in ('payment', 'credit', 'rounding') and amount_cents > 0) or (kind not in ('payment', 'credit', 'rounding') and amount_cents < 0)`;
/** A rounding entry is under one shilling and is the only entry by the method `rounding`. */
export const ROUNDING = sql`(kind = 'rounding') = (method = 'rounding') and (kind <> 'rounding' or amount_cents < 100)`;
/** Only M-Pesa money records itself, with the rounding that follows it. */
export const RECORDED_BY = sql`recorded_by is not null or (method = 'mpesa' and kind = 'payment') or kind = 'rounding'`;

const KINDS_BEFORE = sql`kind in ('payment', 'reversal', 'adjustment', 'credit', 'refund')`;
const METHODS_BEFORE = sql`method in ('cash', 'mpesa', 'cheque', 'bank_transfer', 'credit', 'customer_credit', 'credit_note')`;
const SIGNED_BEFORE = sql`(kind in ('payment', 'credit') and amount_cents > 0) or (kind not in ('payment', 'credit') and amount_cents < 0)`;
const RECORDED_BY_BEFORE = sql`recorded_by is not null or (method = 'mpesa' and kind = 'payment')`;

export interface Checks {
  kinds: typeof KINDS;
  methods: typeof KINDS;
  signed: typeof KINDS;
  recordedBy: typeof KINDS;
  rounding: typeof KINDS | null;
}

const NOW: Checks = {
  kinds: KINDS,
  methods: METHODS,
  signed: SIGNED,
  recordedBy: RECORDED_BY,
  rounding: ROUNDING,
};
const BEFORE: Checks = {
  kinds: KINDS_BEFORE,
  methods: METHODS_BEFORE,
  signed: SIGNED_BEFORE,
  recordedBy: RECORDED_BY_BEFORE,
  rounding: null,
};

const PAYMENT_INDEXES: [name: string, columns: string[]][] = [
  ['payments_order_id_paid_at', ['order_id', 'paid_at']],
  ['payments_invoice_id_paid_at', ['invoice_id', 'paid_at']],
  ['payments_paid_at_id', ['paid_at', 'id']],
  ['payments_method_paid_at_id', ['method', 'paid_at', 'id']],
  ['payments_recorded_by_recorded_at', ['recorded_by', 'recorded_at']],
];

const autoIncrement = (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();

async function copySqlitePayments(db: AnyDb, checks: Checks): Promise<void> {
  await db.schema
    .createTable('payments_next')
    .addColumn('id', 'integer', autoIncrement)
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(checks.kinds))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(checks.methods))
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('reverses_payment_id', 'integer', (c) => c.unique().references('payments.id'))
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('split', 'integer', (c) => c.notNull().defaultTo(0).check(sql`split in (0, 1)`))
    .addCheckConstraint(
      'payments_one_sale',
      sql`(order_id is null and invoice_id is not null) or (order_id is not null and invoice_id is null)`,
    )
    .addCheckConstraint('payments_signed_amount', checks.signed)
    .addCheckConstraint(
      'payments_reversal_names_payment',
      sql`(kind = 'reversal') = (reverses_payment_id is not null)`,
    )
    .addCheckConstraint('payments_recorded_by', checks.recordedBy)
    .$call((table) =>
      checks.rounding ? table.addCheckConstraint('payments_rounding', checks.rounding) : table,
    )
    .execute();
  await sql`insert into payments_next select id, order_id, invoice_id, kind, amount_cents, paid_at,
    method, reference, note, reverses_payment_id, recorded_by, recorded_at, split from payments`.execute(
    db,
  );
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('payments_next').renameTo('payments').execute();
  for (const [name, columns] of PAYMENT_INDEXES) {
    await db.schema.createIndex(name).on('payments').columns(columns).execute();
  }
}

/** SQLite's recipe (as 0013 and 0017): foreign keys off, the copy in one transaction, keys checked. */
export async function rebuildSqlitePayments(db: AnyDb, checks: Checks): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await copySqlitePayments(trx, checks);
      const { rows } = await sql`pragma foreign_key_check`.execute(trx);
      if (rows.length > 0) throw new Error('payments: a foreign key broke in the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** PostgreSQL runs a migration in a transaction of its own: the checks change at once. */
export async function replacePostgresChecks(db: AnyDb, checks: Checks): Promise<void> {
  for (const name of [
    'payments_kind_check',
    'payments_method_check',
    'payments_signed_amount',
    'payments_recorded_by',
  ]) {
    await sql`alter table payments drop constraint ${sql.ref(name)}`.execute(db);
  }
  await sql`alter table payments drop constraint if exists payments_rounding`.execute(db);
  const add = (name: string, check: typeof KINDS) =>
    db.schema.alterTable('payments').addCheckConstraint(name, check).execute();
  await add('payments_kind_check', checks.kinds);
  await add('payments_method_check', checks.methods);
  await add('payments_signed_amount', checks.signed);
  await add('payments_recorded_by', checks.recordedBy);
  if (checks.rounding) await add('payments_rounding', checks.rounding);
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await replacePostgresChecks(db, NOW);
  else await rebuildSqlitePayments(db, NOW);
}

/** Back to 0024's checks: refused while a rounding entry exists (delete those first). */
export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await replacePostgresChecks(db, BEFORE);
  else await rebuildSqlitePayments(db, BEFORE);
}
