import type { ApiDeps } from '../app-env.ts';
import { log } from '../log.ts';
import { deviceClient } from './etims-device.ts';
import { etimsLineOf, registration, uniqueItems } from './etims-lines.ts';
import { type EtimsDocumentRow, etimsOutboxRepository } from './etims-outbox.repository.ts';
import type { EtimsSettings } from './etims-settings.ts';
import { etimsSourceRepository, type SourceDocument } from './etims-source.repository.ts';
import type { SaleRequest } from './oscu.schema.ts';
import { OscuError } from './oscu-error.ts';
import { buildSaleRequest, type EtimsLine } from './sale-request.builder.ts';

/**
 * Sends one invoice or credit note to KRA (etims-outbox.service.ts decides when): it ends
 * signed, refused, or waiting for a later attempt.
 */
export function documentSender({ db, config, clock }: ApiDeps) {
  const now = () => clock().toISOString();

  async function saleRequestOf(
    document: EtimsDocumentRow,
    typedLineClass: string | null,
  ): Promise<{ request: SaleRequest; lines: EtimsLine[] }> {
    const sources = etimsSourceRepository(db);
    const credit = document.kind === 'credit_note';
    const source = credit
      ? await sources.creditNote(document.credit_note_id!)
      : await sources.invoice(document.invoice_id!);
    if (!source) throw new RangeError(`The ${document.kind.replace('_', ' ')} is not there`);
    let originalInvcNo: number | undefined;
    if (credit) originalInvcNo = await signedInvoiceNumber(source);
    const lines = source.lines.map((line) => etimsLineOf(line, typedLineClass));
    const { request } = buildSaleRequest({
      kind: credit ? 'credit-note' : 'sale',
      invcNo: Number(document.invc_no),
      documentNumber: source.number,
      originalInvcNo,
      // The reason staff chose from KRA's list (0018); the words typed stay Ghala's.
      creditNoteReason: credit ? (source.kra_reason_code ?? '06') : undefined,
      issuedAt: new Date(source.created_at),
      timeZone: config.timeZone,
      // The buyer as issued (0036), frozen then; a credit note's is its invoice's.
      customer: { name: document.buyer_name, pin: document.buyer_pin },
      vatRateBp: source.vat_rate_bp,
      issuedBy: { id: source.created_by, name: source.created_by_email },
      lines,
    });
    return { request, lines };
  }

  /** The invcNo a credit note's invoice was signed under: KRA credits only what it signed. */
  async function signedInvoiceNumber(source: SourceDocument): Promise<number> {
    const [invoice] = await etimsOutboxRepository(db).ofInvoices([source.invoice_id!]);
    if (invoice?.state !== 'signed') {
      throw new RangeError(
        `Invoice ${source.invoice_number} is not signed by KRA yet: retry it first, then this credit note`,
      );
    }
    return Number(invoice.invc_no);
  }

  return async function send(document: EtimsDocumentRow, settings: EtimsSettings): Promise<void> {
    const repo = etimsOutboxRepository(db);
    const branch = { tin: document.tin, bhfId: document.bhf_id };
    let step: 'device' | 'document' = 'device';
    try {
      const { client, sdcId } = await deviceClient(db, branch, settings, now);
      step = 'document';
      const { request, lines } = await saleRequestOf(document, settings.typedLineClass);
      for (const line of uniqueItems(lines)) await client.saveItem(registration(line, request));
      const signed = await client.signSale(request, { sentBefore: document.attempts > 0 });
      await repo.markSigned(document.id, signed.receipt, sdcId, now(), settings.mode);
    } catch (error) {
      const refused =
        step === 'document' &&
        ((error instanceof OscuError && !error.retryable) || error instanceof RangeError);
      const message = error instanceof Error ? error.message : String(error);
      if (refused) {
        const giveBack = !(error instanceof OscuError && error.kind === 'duplicate');
        await db
          .transaction()
          .execute((trx) => etimsOutboxRepository(trx).refuse(document, message, giveBack));
        return;
      }
      if (!(error instanceof OscuError)) {
        log.error({ err: error, etimsDocument: document.id }, 'eTIMS: sending failed');
      }
      const waitMs = Math.min(
        settings.retry.maxMs,
        settings.retry.firstMs * 2 ** Math.min(document.attempts, 20),
      );
      await repo.markFailed(
        document.id,
        message,
        new Date(clock().getTime() + waitMs).toISOString(),
      );
    }
  };
}
