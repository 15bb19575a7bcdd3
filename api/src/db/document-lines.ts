import type { Insertable, Selectable } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * The tables of a document's lines, each with the column that names its document: a purchase
 * order's, a goods received note's and a supplier bill's lines are written and read back alike.
 */
const DOCUMENT_COLUMN = {
  purchase_order_items: 'purchase_order_id',
  goods_received_items: 'grn_id',
  supplier_bill_lines: 'bill_id',
} as const;

type LinesTable = keyof typeof DOCUMENT_COLUMN;

/** The lines of the document `documentId` in `table`, in the order they were written. */
export function documentLines<T extends LinesTable>(
  db: Db,
  table: T,
  documentId: number,
): Promise<Selectable<Database[T]>[]> {
  const lines: LinesTable = table;
  return db
    .selectFrom(lines)
    .selectAll()
    .where(DOCUMENT_COLUMN[lines], '=', documentId)
    .orderBy('id')
    .execute() as Promise<Selectable<Database[T]>[]>;
}

/** Writes a document's `lines` in one INSERT, or none for no lines (SQL has no empty INSERT). */
export async function insertDocumentLines<T extends LinesTable>(
  db: Db,
  table: T,
  lines: Insertable<Database[T]>[],
): Promise<void> {
  if (lines.length > 0) await db.insertInto(table).values(lines).execute();
}
