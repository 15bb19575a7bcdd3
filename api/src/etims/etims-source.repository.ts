import type { Db } from '../db/database.ts';
import type { KraCreditNoteReason } from '../db/schema.ts';
import type { TaxBand } from '../money.ts';

/** A document's line as the outbox signs it. */
export interface SourceLine {
  inventory_id: number | null;
  description: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  /** The band the line's VAT was worked in when issued (0019): B for a typed line. */
  tax_band: TaxBand;
  /** The stock item's KRA details (0015); null for a typed line. */
  kra_item_class_code: string | null;
  kra_packaging_unit: string | null;
  kra_quantity_unit: string | null;
}

/**
 * An invoice or credit note as issued: what KRA's request is built from when it is sent. The
 * buyer is not read here: the outbox froze it when the document was queued (0036).
 */
export interface SourceDocument {
  number: string;
  created_at: string;
  vat_rate_bp: number;
  created_by: number;
  created_by_email: string;
  /** A credit note's invoice. */
  invoice_id: number | null;
  /** A credit note's KRA reason code (0018); null for an invoice. */
  kra_reason_code: KraCreditNoteReason | null;
  invoice_number: string | null;
  lines: SourceLine[];
}

const LINE = [
  'l.inventory_id',
  'l.description',
  'l.quantity_milli',
  'l.unit',
  'l.unit_price_cents',
  's.kra_item_class_code',
  's.kra_packaging_unit',
  's.kra_quantity_unit',
] as const;

/** Reads the documents the eTIMS outbox signs; it never changes them. */
export function etimsSourceRepository(db: Db) {
  return {
    async invoice(id: number): Promise<SourceDocument | undefined> {
      const row = await db
        .selectFrom('invoices as i')
        .innerJoin('users as u', 'u.id', 'i.created_by')
        .select([
          'i.invoice_number as number',
          'i.created_at',
          'i.vat_rate_bp',
          'i.created_by',
          'u.email as created_by_email',
        ])
        .where('i.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const lines = await db
        .selectFrom('invoice_items as l')
        .leftJoin('inventory_items as s', 's.id', 'l.inventory_id')
        .select([...LINE, 'l.tax_band'])
        .where('l.invoice_id', '=', id)
        .orderBy('l.id')
        .execute();
      return {
        ...row,
        invoice_id: null,
        invoice_number: null,
        kra_reason_code: null,
        lines: lines.map(numbers),
      };
    },

    async creditNote(id: number): Promise<SourceDocument | undefined> {
      const row = await db
        .selectFrom('credit_notes as cn')
        .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
        .innerJoin('users as u', 'u.id', 'cn.created_by')
        .select([
          'cn.credit_note_number as number',
          'cn.created_at',
          'cn.vat_rate_bp',
          'cn.created_by',
          'u.email as created_by_email',
          'cn.invoice_id',
          'i.invoice_number',
          'cn.kra_reason_code',
        ])
        .where('cn.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const lines = await db
        .selectFrom('credit_note_items as l')
        .innerJoin('invoice_items as il', 'il.id', 'l.invoice_item_id')
        .leftJoin('inventory_items as s', 's.id', 'l.inventory_id')
        // A credit takes VAT back in the band the invoice charged it in.
        .select([...LINE, 'il.tax_band'])
        .where('l.credit_note_id', '=', id)
        .orderBy('l.id')
        .execute();
      return { ...row, lines: lines.map(numbers) };
    },
  };
}

// PostgreSQL answers bigint columns as strings.
const numbers = (line: SourceLine): SourceLine => ({
  ...line,
  quantity_milli: Number(line.quantity_milli),
  unit_price_cents: Number(line.unit_price_cents),
});
