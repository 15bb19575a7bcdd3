import type { Db } from '../db/database.ts';
import { toPage } from '../db/keyset.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { creditNoteRepository, NEWEST_FIRST } from '../sales/credit-note.repository.ts';
import type { IssuedDocuments } from '../sales/issued-documents.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import type { CreditNote, CreditNoteListQuery, CreditNotesPage } from './credit-note.schema.ts';
import { toCreditNote } from './credit-note-answer.ts';
import { issueCreditNote } from './issue-credit-note.ts';

export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

export type { CreditNote, CreditNoteLine, CreditNotesPage } from './credit-note.schema.ts';

/**
 * Credit notes (issue 18): the one way to correct an invoice once issued. A credit note takes
 * back some or all of an invoice's lines at the invoice's prices; its total settles the
 * invoice's sale in the payment ledger like a payment does (sales/payment-ledger.ts), so balances,
 * statements and ageing need nothing of their own. What it takes beyond what was still owed is
 * refunded or stays with the customer as credit for a later sale.
 */
export function creditNotesService(
  db: Db,
  clock: Clock,
  timeZone: string,
  /** Where an issued credit note goes beyond the books (KRA's signature), and what became of it. */
  issued: IssuedDocuments<EtimsDocumentState>,
  ledger: PaymentLedger,
) {
  async function load(trx: Db, id: number): Promise<CreditNote> {
    const repo = creditNoteRepository(trx);
    const row = await repo.find(id);
    if (!row) throw notFound(CREDIT_NOTE_NOT_FOUND);
    const etims = await issued.creditNoteStates(trx, [id]);
    return toCreditNote(row, await repo.itemsOf([id]), etims.get(id), timeZone);
  }

  return {
    find: (id: number): Promise<CreditNote> => load(db, id),

    /** GET /credit-notes: newest first, a page at a time. */
    async page(query: CreditNoteListQuery): Promise<CreditNotesPage> {
      const repo = creditNoteRepository(db);
      const filter = { invoiceIds: query.invoice_ids, customerId: query.customer_id };
      const [rows, total] = await Promise.all([
        repo.page(filter, query.after, query.limit),
        repo.count(filter),
      ]);
      const page = toPage(rows, query.limit, NEWEST_FIRST, (row) => row.created_at);
      const items = Map.groupBy(
        await repo.itemsOf(page.rows.map((row) => row.id)),
        (item) => item.credit_note_id,
      );
      const etims = await issued.creditNoteStates(
        db,
        page.rows.map((row) => row.id),
      );
      return {
        items: page.rows.map((row) =>
          toCreditNote(row, items.get(row.id) ?? [], etims.get(row.id), timeZone),
        ),
        next_cursor: page.nextCursor,
        total_count: total,
      };
    },

    /** POST /invoices/{id}/credit-notes, inside the caller's transaction `trx`. */
    create: issueCreditNote(clock, timeZone, issued, ledger, load),
  };
}

export type CreditNotesService = ReturnType<typeof creditNotesService>;
