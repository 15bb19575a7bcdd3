import { type Kysely, sql } from 'kysely';

/**
 * A document's VAT follows each line's KRA tax band (issue 21): an exempt or zero-rated item
 * carries no VAT, an 8 % item its 8 %, and the spec's VAT-rate field sets the rate of band-B
 * lines only. The band is copied onto each order and invoice line when the sale is made, as
 * its name and price are: an item moved to another band later must not change a document
 * already issued (design.md §2a: stored documents are never recomputed), and the eTIMS outbox
 * reports each line in the band its VAT was worked in.
 *
 * Every line made before this worked its VAT at the document's rate, band B's rule, whatever
 * band its item is in today, so B is the truth about those figures, not a guess.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const LINE_TABLES = ['order_items', 'invoice_items'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of LINE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('tax_band', 'text', (c) =>
        c.notNull().defaultTo('B').check(sql`tax_band in ('A', 'B', 'C', 'D', 'E')`),
      )
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of LINE_TABLES) {
    await db.schema.alterTable(table).dropColumn('tax_band').execute();
  }
}
