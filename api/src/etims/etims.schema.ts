import { z } from 'zod';
import { instant } from '../http/openapi.ts';

/**
 * A document's eTIMS state, on its invoice or credit note (`etims`, null when it was issued
 * with eTIMS off) and as the retry's answer.
 */
export const EtimsDocumentState = z
  .object({
    id: z
      .number()
      .int()
      .meta({ description: 'The outbox entry: POST /etims/documents/{id}/retry' }),
    kind: z.enum(['invoice', 'credit_note']),
    state: z.enum(['waiting', 'signed', 'refused']).meta({
      description:
        'waiting: queued for KRA (or KRA cannot be reached yet); signed: KRA signed it; refused: KRA (or Ghala, before sending) said no, see `last_error`',
    }),
    invc_no: z
      .number()
      .int()
      .nullable()
      .meta({ description: "KRA's invoice number in the branch; null once refused" }),
    branch_id: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable().meta({ description: "The last failure: KRA's message" }),
    next_attempt_at: instant.nullable(),
    queued_at: instant,
    signed_at: instant.nullable(),
    buyer_pin: z.string().nullable().meta({
      description:
        "The buyer's KRA PIN as the document was issued (and is sent to KRA, and printed): a PIN added or changed on the customer later is not this document's",
    }),
    buyer_name: z.string().nullable().meta({
      description: "The buyer's name as the document was issued, as sent to KRA and printed",
    }),
    etims_off: z.boolean().meta({
      description:
        'eTIMS is off now: a waiting document stays waiting, and is sent when eTIMS is on again',
    }),
    receipt: z
      .object({
        cu_invoice_number: z.string().meta({ description: '{sdcId}/{invcNo}, as printed' }),
        sdc_id: z.string(),
        cur_rcpt_no: z.number().int(),
        tot_rcpt_no: z.number().int(),
        intrl_data: z.string(),
        rcpt_sign: z.string(),
        sdc_date_time: z.string().meta({ description: 'YYYYMMDDhhmmss, Nairobi time' }),
        qr_url: z.string().nullable().meta({
          description:
            "KRA's page for the receipt, which the printed QR code holds (the sandbox's unless the mode is production); null if KRA's signature cannot make one",
        }),
      })
      .nullable(),
  })
  .meta({ id: 'EtimsDocumentState' });
export type EtimsDocumentState = z.output<typeof EtimsDocumentState>;

/** A stock report to KRA (insertStockIO, then saveStockMaster) that is not sent yet. */
export const EtimsStockReport = z
  .object({
    id: z.number().int().meta({ description: 'POST /etims/stock-reports/{id}/retry' }),
    state: z.enum(['waiting', 'sent', 'refused']).meta({
      description:
        'waiting: queued (behind a sale KRA has not signed yet, or KRA cannot be reached); sent: KRA stored it; refused: KRA said no, see `last_error`',
    }),
    movement: z.string().meta({
      description:
        "KRA's stock in/out type (code class 12): 02 purchase, 03 return in, 06 adjustment in, 11 sale, 12 return out, 16 adjustment out",
    }),
    document_number: z
      .string()
      .nullable()
      .meta({ description: 'The sale, credit note or delivery the stock moved with' }),
    items: z.number().int().meta({ description: 'How many items the report names' }),
    branch_id: z.string(),
    attempts: z.number().int(),
    last_error: z
      .string()
      .nullable()
      .meta({ description: "KRA's message, or why the report waits" }),
    occurred_at: instant,
    queued_at: instant,
  })
  .meta({ id: 'EtimsStockReport' });
export type EtimsStockReport = z.output<typeof EtimsStockReport>;

/** GET /etims/stock-reports. */
export const EtimsStockReports = z
  .object({
    waiting: z.number().int(),
    refused: z.number().int(),
    items: z.array(EtimsStockReport).meta({
      description: 'The refused and waiting reports, oldest first, at most 50',
    }),
  })
  .meta({ id: 'EtimsStockReports' });
export type EtimsStockReports = z.output<typeof EtimsStockReports>;

/** GET /etims/waiting: what waits for KRA, for Settings to say before eTIMS is turned off. */
export const EtimsWaiting = z
  .object({
    documents: z
      .number()
      .int()
      .meta({ description: 'Invoices and credit notes waiting to be signed by KRA' }),
  })
  .meta({ id: 'EtimsWaiting' });
