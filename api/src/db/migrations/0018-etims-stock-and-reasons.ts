import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * eTIMS, continued (issue 21, docs/etims.md):
 *
 * - `etims_stock_reports`: stock movements waiting to be reported to KRA (insertStockIO, then
 *   saveStockMaster per item), queued in the transaction that moved the stock. Each holds its
 *   lines as they were when the stock moved (an item may be renamed or deleted before KRA hears
 *   of it), the stock in/out type (`sar_ty_cd`, code class 12), and the document that moved it:
 *   a sale's report goes only after KRA signed the sale. `sar_no` is given when first sent and
 *   kept through retries, so a report KRA stored but never answered is not stored twice.
 * - `etims_branches.last_sar_no`: the branch's last stored/released number KRA accepted.
 * - `etims_documents.environment`: where a document was signed (simulator, sandbox or
 *   production), so its QR code names that environment's receipt page even after the shop
 *   changes mode. Null for documents signed before this migration (read from the mode then).
 * - `credit_notes.kra_reason_code`: KRA's credit-note reason (code class 32: 01 missing
 *   quantity … 06 refund), sent as rfdRsnCd; every credit note so far was sent as 06.
 *
 * Independent of 0017 and 0019: it runs whichever of them ran before (migrate.ts allows
 * migrations out of order).
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
    .alterTable('etims_branches')
    .addColumn('last_sar_no', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('etims_stock_reports')
    .addColumn('id', 'integer', id(db))
    .addColumn('tin', 'text', (c) => c.notNull())
    .addColumn('bhf_id', 'text', (c) => c.notNull())
    // Why the stock moved (the ledger's kind) and KRA's stock in/out type for it.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sar_ty_cd', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    // The stock ledger's document (stock_movements.document_type/id/number), if any.
    .addColumn('document_type', 'text')
    .addColumn('document_id', 'integer')
    .addColumn('document_number', 'text')
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
    // JSON: [{ inventory_id, name, change_milli, quantity_after_milli, cost_price_cents, … }]
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('waiting', 'sent', 'refused')`),
    )
    .addColumn('sar_no', 'bigint', (c) => c.check(sql`sar_no > 0`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addCheckConstraint(
      'etims_stock_reports_sent',
      sql`(state = 'sent') = (sent_at is not null and sar_no is not null)`,
    )
    .execute();
  // The sender reads a branch's waiting reports in the order they were queued.
  await db.schema
    .createIndex('etims_stock_reports_branch_state')
    .on('etims_stock_reports')
    .columns(['tin', 'bhf_id', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('etims_stock_reports_branch_sar_no')
    .on('etims_stock_reports')
    .columns(['tin', 'bhf_id', 'sar_no'])
    .unique()
    .execute();

  await db.schema
    .alterTable('etims_documents')
    .addColumn('environment', 'text', (c) =>
      c.check(sql`environment in ('simulator', 'sandbox', 'production')`),
    )
    .execute();

  await db.schema
    .alterTable('credit_notes')
    .addColumn('kra_reason_code', 'text', (c) =>
      c
        .notNull()
        .defaultTo('06')
        .check(sql`kra_reason_code in ('01', '02', '03', '04', '05', '06')`),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('credit_notes').dropColumn('kra_reason_code').execute();
  await db.schema.alterTable('etims_documents').dropColumn('environment').execute();
  await db.schema.dropTable('etims_stock_reports').execute();
  await db.schema.alterTable('etims_branches').dropColumn('last_sar_no').execute();
}
