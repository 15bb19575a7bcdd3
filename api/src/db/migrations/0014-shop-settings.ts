import { type Kysely, sql } from 'kysely';

/**
 * The shop's own details (issue 20), edited by owners and managers on the Settings screen and
 * printed on invoices, credit notes and statements. Before this they were only environment
 * variables; those now give the first values, copied into the row the first time it is read
 * (api/src/company/company.service.ts), never again.
 *
 * One row (`id = 1`, checked), a column per setting rather than name/value pairs: each setting
 * keeps its own type and check in the database, and settings added later (eTIMS: branch, device
 * serial and mode; M-Pesa: the connection's mode and keys) are new nullable columns of this row
 * or, for secrets no cashier may read, a table of their own beside it.
 *
 * - The default VAT rate is basis points, as documents store their rates (1600 = 16 %).
 * - The logo is a `data:` URL (PNG, JPEG or WebP, at most 200 KB decoded), checked by the API
 *   by its bytes: small enough to keep in the row and send with the details, and it needs no
 *   file storage beside the database (backups hold it).
 * - M-Pesa payment instructions: a till (Buy Goods) or a paybill number, both or neither.
 * - `updated_at` and `updated_by` are null until a person saves the details: copying the
 *   environment's values in leaves them so, and the dashboard's first-run checklist reads them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('kra_pin', 'text')
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('default_vat_rate_bp', 'integer', (c) =>
      c.notNull().defaultTo(1600).check(sql`default_vat_rate_bp between 0 and 10000`),
    )
    .addColumn('invoice_footer', 'text')
    .addColumn('mpesa_type', 'text', (c) => c.check(sql`mpesa_type in ('till', 'paybill')`))
    .addColumn('mpesa_number', 'text')
    .addColumn('bank_details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addCheckConstraint(
      'shop_settings_mpesa_pair',
      sql`(mpesa_type is null) = (mpesa_number is null)`,
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
}
