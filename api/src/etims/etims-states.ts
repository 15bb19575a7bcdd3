import { companyRepository } from '../company/company.repository.ts';
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import type { EtimsDocumentState, EtimsStockReport, EtimsStockReports } from './etims.schema.ts';
import { type EtimsDocumentRow, etimsOutboxRepository } from './etims-outbox.repository.ts';
import { etimsStockRepository, type StockReportRow } from './etims-stock.repository.ts';
import { type KraEnvironment, kraEnvironmentOf, receiptQrAddress } from './receipt-qr.ts';

/** What the outbox shows: each document's and stock report's state, as the API answers it. */

export const toStockReport = (row: StockReportRow): EtimsStockReport => ({
  id: row.id,
  state: row.state,
  movement: row.sar_ty_cd,
  document_number: row.document_number,
  items: (JSON.parse(row.lines) as unknown[]).length,
  branch_id: row.bhf_id,
  attempts: Number(row.attempts),
  last_error: row.last_error,
  occurred_at: row.occurred_at,
  queued_at: row.queued_at,
});

/**
 * The stock reports staff may need to see (GET /etims/stock-reports): refused ones with KRA's
 * message, and those still waiting with why, oldest first; never only in the database.
 */
export async function unsentStockReports(db: Db): Promise<EtimsStockReports> {
  const { items, waiting, refused } = await etimsStockRepository(db).unsent(50);
  return { waiting, refused, items: items.map(toStockReport) };
}

/** How many invoices and credit notes wait for KRA: Settings warns before eTIMS is turned off. */
export async function waitingDocumentCount(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('etims_documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * What a document's state depends on beyond its row: whose receipt page a QR code names for a
 * document signed before Ghala kept the mode it was signed in (the shop's mode now), and whether
 * eTIMS is off now, so a waiting document waits for eTIMS to be on again rather than for KRA.
 */
export async function etimsNow(db: Db): Promise<{ environment: KraEnvironment; off: boolean }> {
  const shop = await companyRepository(db).find();
  const mode = shop?.etims_mode ?? 'off';
  return {
    environment: mode === 'off' ? 'sandbox' : kraEnvironmentOf(mode),
    off: mode === 'off',
  };
}

/** The receipt page of the mode a document was signed in; `fallback` for one signed before 0018. */
export const signedEnvironment = (
  row: Pick<EtimsDocumentRow, 'environment'>,
  fallback: KraEnvironment,
): KraEnvironment => (row.environment === null ? fallback : kraEnvironmentOf(row.environment));

export function toEtimsState(
  row: EtimsDocumentRow,
  now: { environment: KraEnvironment; off: boolean },
): EtimsDocumentState {
  const signed = row.state === 'signed';
  const { environment } = now;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    invc_no: row.invc_no === null ? null : Number(row.invc_no),
    branch_id: row.bhf_id,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.state === 'waiting' ? row.next_attempt_at : null,
    queued_at: row.queued_at,
    signed_at: row.signed_at,
    buyer_pin: row.buyer_pin,
    buyer_name: row.buyer_name,
    etims_off: now.off,
    // Signed on KRA's 994 without a read-back: KRA holds it, its receipt was not answered.
    receipt:
      signed && row.rcpt_sign !== null
        ? {
            cu_invoice_number: `${row.sdc_id}/${row.invc_no}`,
            sdc_id: row.sdc_id!,
            cur_rcpt_no: Number(row.cur_rcpt_no),
            tot_rcpt_no: Number(row.tot_rcpt_no),
            intrl_data: row.intrl_data!,
            rcpt_sign: row.rcpt_sign!,
            sdc_date_time: row.sdc_date_time!,
            qr_url: qrAddressOf(row, signedEnvironment(row, environment)),
          }
        : null,
  };
}

/** Null rather than a failed read when KRA answered a signature the address cannot carry. */
function qrAddressOf(row: EtimsDocumentRow, environment: KraEnvironment): string | null {
  try {
    return receiptQrAddress({
      environment,
      pin: row.tin,
      bhfId: row.bhf_id,
      rcptSign: row.rcpt_sign!,
    });
  } catch (error) {
    log.warn({ document: row.id, error: String(error) }, 'eTIMS receipt without a QR address');
    return null;
  }
}

async function statesBy(
  db: Db,
  rows: EtimsDocumentRow[],
  key: (row: EtimsDocumentRow) => number | null,
): Promise<Map<number, EtimsDocumentState>> {
  if (rows.length === 0) return new Map();
  const now = await etimsNow(db);
  return new Map(rows.map((row) => [key(row)!, toEtimsState(row, now)]));
}

/** The eTIMS state of each invoice that has one, by invoice id; `db` may be a transaction. */
export const invoiceEtimsStates = async (db: Db, ids: readonly number[] | 'all') =>
  statesBy(db, await etimsOutboxRepository(db).ofInvoices(ids), (row) => row.invoice_id);

/** The eTIMS state of each credit note that has one, by credit note id. */
export const creditNoteEtimsStates = async (db: Db, ids: readonly number[]) =>
  statesBy(db, await etimsOutboxRepository(db).ofCreditNotes(ids), (row) => row.credit_note_id);
