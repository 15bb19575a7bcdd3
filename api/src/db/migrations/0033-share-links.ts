import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Shared documents (issue 50): a link that opens one invoice, order or credit note without
 * signing in. Only the SHA-256 of the link's 128-bit token is kept (like sessions), so a copy of
 * the database opens no document. A link expires (30 days unless asked otherwise), can be
 * revoked, and counts how often it was opened.
 *
 * The shop's public address (https://…), which a link is written under, is a new column of the
 * settings row (0014): without it the shop has no address a customer's phone can reach.
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
    .createTable('share_links')
    .addColumn('id', 'integer', id(db))
    .addColumn('document_type', 'text', (c) =>
      c.notNull().check(sql`document_type in ('invoice', 'order', 'credit_note')`),
    )
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('share_links_document')
    .on('share_links')
    .columns(['document_type', 'document_id'])
    .execute();
  await db.schema.alterTable('shop_settings').addColumn('public_address', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('shop_settings').dropColumn('public_address').execute();
  await db.schema.dropTable('share_links').execute();
}
