import { type Kysely, sql } from 'kysely';

/**
 * The buyer as KRA hears of them, frozen when the document is issued (issue 52): each eTIMS
 * document keeps the customer's KRA PIN and name as they were then, and is sent from there, so
 * a PIN added or changed on the customer later never reaches a document already issued; a
 * credit note takes its invoice's, as KRA refuses a credit note whose buyer differs from its
 * signed invoice's (Odoo blocks it too). Documents queued before this keep the customer as it
 * is now: the nearest record there is of what they were issued to.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // One column a statement: SQLite adds one at a time.
  await db.schema.alterTable('etims_documents').addColumn('buyer_pin', 'text').execute();
  await db.schema.alterTable('etims_documents').addColumn('buyer_name', 'text').execute();
  await sql`
    UPDATE etims_documents SET
      buyer_pin = (SELECT c.kra_pin FROM invoices i JOIN customers c ON c.id = i.customer_id
                   WHERE i.id = etims_documents.invoice_id),
      buyer_name = (SELECT c.name FROM invoices i JOIN customers c ON c.id = i.customer_id
                    WHERE i.id = etims_documents.invoice_id)
    WHERE invoice_id IS NOT NULL`.execute(db);
  // A credit note's buyer is its invoice's.
  await sql`
    UPDATE etims_documents SET
      buyer_pin = (SELECT inv.buyer_pin FROM credit_notes cn
                   JOIN etims_documents inv ON inv.invoice_id = cn.invoice_id
                   WHERE cn.id = etims_documents.credit_note_id),
      buyer_name = (SELECT inv.buyer_name FROM credit_notes cn
                    JOIN etims_documents inv ON inv.invoice_id = cn.invoice_id
                    WHERE cn.id = etims_documents.credit_note_id)
    WHERE credit_note_id IS NOT NULL`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('etims_documents').dropColumn('buyer_name').execute();
  await db.schema.alterTable('etims_documents').dropColumn('buyer_pin').execute();
}
