import type { Generated } from 'kysely';

/** eTIMS (KRA): branches, devices, the outbox of documents to sign, and the stock reports. */

/**
 * off: documents are not signed (as before eTIMS); else who signs them: KRA's simulator, sandbox
 * or KRA.
 */
export type EtimsMode = 'off' | 'simulator' | 'sandbox' | 'production';

/** A KRA branch's gapless invcNo counter and its sender's lease (0016). */
export interface EtimsBranchesTable {
  tin: string;
  bhf_id: string;
  last_invc_no: Generated<number>;
  /** The last stored/released number (sarNo) KRA accepted from the branch (0018). */
  last_sar_no: Generated<number>;
  sender: string | null;
  sender_until: string | null;
}

/** What KRA answered when a branch's device was initialised (0016). */
export interface EtimsDevicesTable {
  tin: string;
  bhf_id: string;
  dvc_srl_no: string;
  cmc_key: string;
  sdc_id: string;
  mrc_no: string | null;
  initialised_at: string;
}

export type EtimsDocumentKind = 'invoice' | 'credit_note';
export type EtimsState = 'waiting' | 'signed' | 'refused';

/** The eTIMS outbox: one row per invoice or credit note to sign (0016). */
export interface EtimsDocumentsTable {
  id: Generated<number>;
  kind: EtimsDocumentKind;
  invoice_id: number | null;
  credit_note_id: number | null;
  tin: string;
  bhf_id: string;
  /** Null once refused: the number went back to the branch's sequence. */
  invc_no: number | null;
  state: EtimsState;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  queued_at: string;
  cur_rcpt_no: number | null;
  tot_rcpt_no: number | null;
  intrl_data: string | null;
  rcpt_sign: string | null;
  sdc_date_time: string | null;
  sdc_id: string | null;
  signed_at: string | null;
  /** Where it was signed (0018); null for documents signed before Ghala kept it. */
  environment: Exclude<EtimsMode, 'off'> | null;
  /**
   * The buyer's KRA PIN and name as the document was issued (0036), which KRA is sent; a credit
   * note's are its invoice's.
   */
  buyer_pin: string | null;
  buyer_name: string | null;
}

export type EtimsStockReportState = 'waiting' | 'sent' | 'refused';

/** Stock movements waiting to be reported to KRA: insertStockIO and saveStockMaster (0018). */
export interface EtimsStockReportsTable {
  id: Generated<number>;
  tin: string;
  bhf_id: string;
  /** The stock ledger's kind of movement (stock-ledger.ts MOVEMENT_KINDS). */
  kind: string;
  /** KRA's stock in/out type (code class 12): 02 purchase, 11 sale, 06/16 adjustment, … */
  sar_ty_cd: string;
  occurred_at: string;
  document_type: string | null;
  document_id: number | null;
  document_number: string | null;
  recorded_by: number | null;
  /** JSON: the report's lines as the stock moved (etims-stock.repository.ts StockReportLine). */
  lines: string;
  state: EtimsStockReportState;
  sar_no: number | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  queued_at: string;
  sent_at: string | null;
}
