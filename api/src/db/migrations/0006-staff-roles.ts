import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The shop decides who gets in (issue 16). Until now anyone who could reach the server could
 * sign up and then read, change and delete everything.
 *
 * - `users.role`: owner (everything, and the staff), manager (everything but the staff),
 *   cashier (sells; sees no cost prices or margins; changes no prices; deletes nothing).
 * - `users.status`: pending (signed up, waiting for an owner's approval), active, disabled.
 *   Only active accounts sign in.
 * - `staff_invites`: an owner's single-use, expiring link; signing up through it makes an
 *   active account with the invite's role, no approval needed. Only the token's hash is kept.
 *
 * Existing accounts: the oldest becomes the owner and the others managers, so a shop that
 * upgrades keeps working as before and its first user now decides who else gets in.
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
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c.notNull().defaultTo('manager').check(sql`role in ('owner', 'manager', 'cashier')`),
    )
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('pending', 'active', 'disabled')`),
    )
    .execute();
  // Who let the account in (approval or invite) and when: shown on the Staff screen.
  await db.schema
    .alterTable('users')
    .addColumn('approved_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.alterTable('users').addColumn('approved_at', 'text').execute();
  await db
    .updateTable('users')
    .set({ role: 'owner' })
    .where(
      'id',
      '=',
      db.selectFrom('users').select((eb) => eb.fn.min('id').as('id')),
    )
    .execute();

  await db.schema
    .createTable('staff_invites')
    .addColumn('id', 'integer', id(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('owner', 'manager', 'cashier')`),
    )
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_by', 'integer', (c) => c.references('users.id'))
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_invites').execute();
  for (const column of ['approved_at', 'approved_by', 'status', 'role']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
