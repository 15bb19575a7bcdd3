import type { IssuedDocuments } from '../sales/issued-documents.ts';
import type { EtimsDocumentState } from './etims.schema.ts';
import type { EtimsOutbox } from './etims-outbox.service.ts';
import { creditNoteEtimsStates, invoiceEtimsStates } from './etims-states.ts';

/** eTIMS as the sales core's adapter for issued documents (sales/issued-documents.ts). */
export const etimsIssuedDocuments = (outbox: EtimsOutbox): IssuedDocuments<EtimsDocumentState> => ({
  issued: (trx, document) => outbox.queue(trx, document),
  invoiceStates: invoiceEtimsStates,
  creditNoteStates: creditNoteEtimsStates,
});
