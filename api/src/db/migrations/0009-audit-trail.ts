import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The audit trail (issue 16): who changed prices, stock, payments, staff and what was deleted,
 * and every sign-in. Append-only in the database itself: a trigger refuses any UPDATE or DELETE,
 * whatever code or hand runs it. No foreign key to users: the trail outlives whatever it names.
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
    .createTable('audit_events')
    .addColumn('id', 'integer', id(db))
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    // As the actor was then; for a refused sign-in, the email that was tried.
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text')
    .addColumn('entity_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    // JSON: [{ field, before, after }] of what changed, as shown to people.
    .addColumn('changes', 'text')
    .addColumn('client_address', 'text')
    .execute();
  // Newest first, and the same within one action (the screen's filter).
  await db.schema
    .createIndex('audit_events_occurred')
    .on('audit_events')
    .columns(['occurred_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_action_occurred')
    .on('audit_events')
    .columns(['action', 'occurred_at', 'id'])
    .execute();

  if (isPostgres(db)) {
    await sql`
      create function audit_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'The audit trail is append-only';
      end $$`.execute(db);
    await sql`
      create trigger audit_events_append_only before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
    await sql`
      create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_append_only()`.execute(db);
  } else {
    await sql`
      create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'The audit trail is append-only'); end`.execute(db);
    await sql`
      create trigger audit_events_no_delete before delete on audit_events
      begin select raise(abort, 'The audit trail is append-only'); end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  if (isPostgres(db)) await sql`drop function audit_events_append_only()`.execute(db);
}
