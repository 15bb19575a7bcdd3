import type { Db } from '../db/database.ts';

export type IssuedDocumentKind = 'invoice' | 'credit_note';

/**
 * The sales core's port to what happens to an invoice or a credit note beyond the books (KRA's
 * signature through eTIMS): the core records the issue in the issuing transaction, the adapter
 * acts on it once committed, and the core imports no adapter. The composition root
 * (services.ts) hands the adapter in. `State` is what the adapter says became of a document,
 * shown with it.
 */
export interface IssuedDocuments<State> {
  /** Records, inside the transaction `trx` that issues it, that the document was issued. */
  issued(trx: Db, document: { kind: IssuedDocumentKind; id: number }): Promise<void>;
  /** Each invoice's state at the adapter, by id, for those that have one (`db` may be a trx). */
  invoiceStates(db: Db, ids: readonly number[] | 'all'): Promise<Map<number, State>>;
  /** Each credit note's state at the adapter, by id, for those that have one. */
  creditNoteStates(db: Db, ids: readonly number[]): Promise<Map<number, State>>;
}
