import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * One payment ledger (issue 15, design.md §2a). Until now an order kept a bare `paid_cents`
 * (set by PATCH /orders/{id}) and invoices kept `invoice_payments`: two ledgers for one sale,
 * so staff recorded every payment twice and the two disagreed.
 *
 * `payments` holds every entry of every sale, never updated or deleted. A sale is an order
 * (with the invoice generated from it, if any: `order_id`) or a manual invoice (`invoice_id`);
 * exactly one of the two is set. Entries are signed: a `payment` is positive; a `reversal`
 * undoes one payment (`reverses_payment_id`, at most one reversal each) and an `adjustment`
 * records PATCH /orders/{id} lowering the paid amount, both negative. `orders.paid_cents`,
 * `orders.status` and `invoices.paid_cents` stay as the sums the list filters read, kept in the
 * entry's transaction.
 *
 * Existing data, carried over:
 * - every `invoice_payments` row becomes a `payment` of its invoice's sale, with its amount,
 *   time and recorder (method: the order's, or cash for a manual invoice, which never had one);
 * - an order's `paid_cents` had no history. Where an order and its invoice both hold payments,
 *   they are the same money recorded twice (that was the bug), so the sale keeps the larger of
 *   the two figures, never their sum: the invoice's dated entries, plus one entry for whatever
 *   the order's figure is above them, dated when the order was made and put down to whoever
 *   made it (the only date and person known). Each record is a lower bound of what was really
 *   received, so the larger one is the least that both records say, and overstates nothing.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const id = (db: AnyDb) => (column: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();

const MIGRATED_NOTE = 'Recorded before the payment ledger';
const ORDER_FIGURE_NOTE =
  'Recorded on the order before the payment ledger (when and by whom not kept)';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', id(db))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('payment', 'reversal', 'adjustment')`),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    // When the money came in (back-dating allowed); recorded_at is when it was written down.
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('cash', 'mpesa', 'cheque', 'bank_transfer', 'credit')`),
    )
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('reverses_payment_id', 'integer', (c) => c.unique().references('payments.id'))
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'payments_one_sale',
      sql`(order_id is null and invoice_id is not null) or (order_id is not null and invoice_id is null)`,
    )
    .addCheckConstraint(
      'payments_signed_amount',
      sql`(kind = 'payment' and amount_cents > 0) or (kind <> 'payment' and amount_cents < 0)`,
    )
    .addCheckConstraint(
      'payments_reversal_names_payment',
      sql`(kind = 'reversal') = (reverses_payment_id is not null)`,
    )
    .execute();
  // A sale's entries in date order; the dashboard's cash collected in a period.
  await db.schema
    .createIndex('payments_order_id_paid_at')
    .on('payments')
    .columns(['order_id', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('payments_invoice_id_paid_at')
    .on('payments')
    .columns(['invoice_id', 'paid_at'])
    .execute();
  await db.schema.createIndex('payments_paid_at').on('payments').column('paid_at').execute();

  await sql`insert into payments
      (order_id, invoice_id, kind, amount_cents, paid_at, method, note, recorded_by, recorded_at)
    select i.order_id, case when i.order_id is null then i.id end, 'payment', p.amount_cents,
      p.created_at, coalesce(o.payment_method, 'cash'), ${MIGRATED_NOTE}, p.recorded_by,
      p.created_at
    from invoice_payments p
    join invoices i on i.id = p.invoice_id
    left join orders o on o.id = i.order_id
    order by p.created_at, p.id`.execute(db);

  const invoicePaidOnOrder = sql`coalesce((select sum(p.amount_cents) from payments p
    where p.order_id = o.id), 0)`;
  await sql`insert into payments
      (order_id, kind, amount_cents, paid_at, method, note, recorded_by, recorded_at)
    select o.id, 'payment', o.paid_cents - ${invoicePaidOnOrder}, o.created_at, o.payment_method,
      ${ORDER_FIGURE_NOTE}, o.created_by, o.created_at
    from orders o
    where o.paid_cents > ${invoicePaidOnOrder}
    order by o.id`.execute(db);

  await sql`update orders set paid_cents = coalesce(
      (select sum(p.amount_cents) from payments p where p.order_id = orders.id), 0)`.execute(db);
  await sql`update orders set status = case
      when paid_cents = 0 then 'pending'
      when paid_cents >= total_cents then 'paid'
      else 'partially_paid' end`.execute(db);
  await sql`update invoices set paid_cents = coalesce(
      (select sum(p.amount_cents) from payments p
        where p.order_id = invoices.order_id or p.invoice_id = invoices.id), 0)`.execute(db);

  await db.schema.dropTable('invoice_payments').execute();
}

/**
 * Back to two ledgers, as well as they can hold it: orders keep their paid amount, and each
 * invoice gets one payment of what its sale has paid (the entries' history is lost).
 */
export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', 'integer', id(db))
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_payments_invoice_id')
    .on('invoice_payments')
    .column('invoice_id')
    .execute();
  await sql`insert into invoice_payments (invoice_id, amount_cents, recorded_by, created_at)
    select i.id, i.paid_cents, i.created_by, i.created_at from invoices i where i.paid_cents > 0`.execute(
    db,
  );
  await db.schema.dropTable('payments').execute();
}
