import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * KRA eTIMS signing (issue 21, docs/etims.md): every invoice and credit note issued while eTIMS
 * is on waits in an outbox until KRA's control unit has signed it.
 *
 * - `etims_branches`: one row per KRA branch (PIN and `bhfId`) holding the last `invcNo` given
 *   out. KRA wants one gapless sequence per branch for sales and credit notes together, so the
 *   number is taken as order and invoice numbers are (counters, 0001): an UPDATE of this row in
 *   the transaction that issues the document, so concurrent issuers queue on the row's lock and
 *   a rolled-back document gives its number back. The row also holds the sender's lease: one
 *   sender per branch, whichever process it runs in.
 * - `etims_devices`: what KRA answered when the branch's device was initialised
 *   (selectInitOsdcInfo): the cmcKey every later call sends, and the control unit's id printed
 *   on documents. KRA initialises a device once (902 after), so this row is the only copy.
 * - `etims_documents`: the outbox. One row per document (an invoice or a credit note), its
 *   branch and `invcNo`, its state (waiting, signed, refused), attempts, KRA's last message,
 *   when to try again, and KRA's receipt once signed. A refused document has given its number
 *   back (`invc_no` null; etims-outbox.service.ts says why) and gets a new one when retried.
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
    .createTable('etims_branches')
    .addColumn('tin', 'text', (c) => c.notNull())
    .addColumn('bhf_id', 'text', (c) => c.notNull())
    .addColumn('last_invc_no', 'bigint', (c) =>
      c.notNull().defaultTo(0).check(sql`last_invc_no >= 0`),
    )
    // Who is sending this branch's documents, and until when (an ISO instant).
    .addColumn('sender', 'text')
    .addColumn('sender_until', 'text')
    .addPrimaryKeyConstraint('etims_branches_pk', ['tin', 'bhf_id'])
    .execute();

  await db.schema
    .createTable('etims_devices')
    .addColumn('tin', 'text', (c) => c.notNull())
    .addColumn('bhf_id', 'text', (c) => c.notNull())
    .addColumn('dvc_srl_no', 'text', (c) => c.notNull())
    .addColumn('cmc_key', 'text', (c) => c.notNull())
    .addColumn('sdc_id', 'text', (c) => c.notNull())
    .addColumn('mrc_no', 'text')
    .addColumn('initialised_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('etims_devices_pk', ['tin', 'bhf_id'])
    .execute();

  await db.schema
    .createTable('etims_documents')
    .addColumn('id', 'integer', id(db))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('invoice_id', 'integer', (c) => c.unique().references('invoices.id'))
    .addColumn('credit_note_id', 'integer', (c) => c.unique().references('credit_notes.id'))
    .addColumn('tin', 'text', (c) => c.notNull())
    .addColumn('bhf_id', 'text', (c) => c.notNull())
    .addColumn('invc_no', 'bigint', (c) => c.check(sql`invc_no > 0`))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('waiting', 'signed', 'refused')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    // KRA's receipt (saveTrnsSalesOsdc's answer), and the control unit that signed it.
    .addColumn('cur_rcpt_no', 'bigint')
    .addColumn('tot_rcpt_no', 'bigint')
    .addColumn('intrl_data', 'text')
    .addColumn('rcpt_sign', 'text')
    .addColumn('sdc_date_time', 'text')
    .addColumn('sdc_id', 'text')
    .addColumn('signed_at', 'text')
    .addCheckConstraint(
      'etims_documents_one_document',
      sql`(kind = 'invoice' and invoice_id is not null and credit_note_id is null) or (kind = 'credit_note' and credit_note_id is not null and invoice_id is null)`,
    )
    .addCheckConstraint('etims_documents_numbered', sql`(state = 'refused') = (invc_no is null)`)
    .addCheckConstraint(
      'etims_documents_receipt',
      sql`(state = 'signed') = (rcpt_sign is not null and sdc_id is not null and signed_at is not null)`,
    )
    .execute();
  // KRA's sequence: a number is one document's, and the sender reads a branch's in order.
  await db.schema
    .createIndex('etims_documents_branch_invc_no')
    .on('etims_documents')
    .columns(['tin', 'bhf_id', 'invc_no'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('etims_documents').execute();
  await db.schema.dropTable('etims_devices').execute();
  await db.schema.dropTable('etims_branches').execute();
}
