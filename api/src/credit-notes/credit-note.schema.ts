import { z } from 'zod';
import { instant, pageOf, UserRef } from '../http/openapi.ts';
import { pageLimit, readCursor } from '../http/page-query.ts';
import {
  calendarDay,
  idList,
  listQuery,
  optionalTextUpTo,
  recordId,
  requiredTextUpTo,
} from '../http/validation.ts';
import { etimsSigning } from '../invoices/invoice.schema.ts';
import { NEWEST_FIRST } from '../sales/credit-note.repository.ts';
import { METHODS_WITH_REFERENCE, MONEY_METHODS } from '../sales/payment.schema.ts';
import {
  answeredBackDated,
  answeredLineFigures,
  answeredVatRate,
  lineQuantity,
  refuseRepeatedLines,
  saleLinesBody,
} from '../sales/sale.schema.ts';

/** How money goes back to a customer: any way money comes in. */
export const REFUND_METHODS = MONEY_METHODS;

/**
 * KRA's credit-note reasons (code class 32), sent to eTIMS as rfdRsnCd: 01 missing quantity,
 * 02 missing data, 03 damaged, 04 wasted, 05 raw material shortage, 06 refund.
 */
export const KRA_REASON_CODES = ['01', '02', '03', '04', '05', '06'] as const;

/**
 * POST /invoices/{id}/credit-notes. Each line names the invoice line it credits and how much of
 * it; the price is the invoice's. `refund` hands back what the credit takes beyond what is still
 * owed; without it, that part stays with the customer as credit for a later sale.
 */
export const creditNoteBody = z
  .object({
    /** The business day of the credit note; null or absent means today. */
    date: calendarDay.nullish().transform((day) => day ?? null),
    reason: requiredTextUpTo(500, 'say why the invoice is credited'),
    /** KRA's reason for eTIMS; 06 (refund) when absent, as every credit note was before. */
    reason_code: z
      .enum(KRA_REASON_CODES, {
        error: `must be one of KRA's reason codes ${KRA_REASON_CODES.join(', ')}`,
      })
      .nullish()
      .transform((code) => code ?? '06'),
    lines: saleLinesBody(
      z.object({ invoice_item_id: recordId, quantity: lineQuantity }),
      'lines',
    ).min(1, 'add at least one line'),
    /** Put the goods of the inventory lines back on the shelf (a return). */
    return_to_stock: z.boolean({ error: 'must be true or false' }).default(false),
    refund: z
      .object({
        method: z.enum(REFUND_METHODS, { error: `must be one of ${REFUND_METHODS.join(', ')}` }),
        reference: optionalTextUpTo(100),
      })
      .nullish()
      .transform((refund) => refund ?? null),
  })
  .superRefine((note, ctx) => {
    refuseRepeatedLines(
      ctx,
      'lines',
      note.lines,
      'invoice_item_id',
      (id) => `invoice line ${id} is listed more than once; send one line with the whole quantity`,
    );
    if (
      note.refund &&
      METHODS_WITH_REFERENCE.includes(note.refund.method) &&
      !note.refund.reference
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['refund', 'reference'],
        message: 'is required for mpesa, cheque and bank_transfer refunds',
      });
    }
  });

export type CreditNoteInput = z.output<typeof creditNoteBody>;

const idText = z
  .string()
  .regex(/^\d{1,10}$/, 'must be an id')
  .transform(Number)
  .optional();

/**
 * GET /credit-notes: newest first, a page at a time, optionally of some invoices
 * (`invoice_ids=4,7`, the gateway's batched read) or of one customer.
 */
export const creditNoteListQuery = listQuery({
  invoice_ids: idList(1000).optional(),
  customer_id: idText,
  limit: pageLimit,
  cursor: z.string().optional(),
}).transform((query, ctx) => ({ ...query, after: readCursor(query.cursor, NEWEST_FIRST, ctx) }));

export type CreditNoteListQuery = z.output<typeof creditNoteListQuery>;

/** A line of a credit note: how much of an invoice line it takes back, at the invoice's price. */
export const CreditNoteLine = z
  .object({
    id: z.number().int(),
    invoice_item_id: z.number().int().meta({ description: 'The invoice line it credits' }),
    inventory_id: z.number().int().nullable(),
    description: z.string(),
    ...answeredLineFigures(z.string()),
  })
  .meta({ id: 'CreditNoteLine' });
export type CreditNoteLine = z.output<typeof CreditNoteLine>;

/** A credit note as the API answers it; amounts in KSh. */
export const CreditNote = z
  .object({
    id: z.number().int(),
    credit_note_number: z.string(),
    invoice_id: z.number().int(),
    invoice_number: z.string(),
    order_id: z.number().int().nullable(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    customer_kra_pin: z.string().nullable().meta({
      description: "The customer's KRA PIN (printed for a buyer who claims input VAT), or null",
    }),
    created_at: instant.meta({ description: 'The date it carries; may be days back' }),
    recorded_at: instant.nullable().meta({
      description: 'The moment it was made; null for credit notes made before this was kept',
    }),
    back_dated: answeredBackDated,
    reason: z.string(),
    reason_code: z.enum(KRA_REASON_CODES).meta({
      description:
        "KRA's reason, sent to eTIMS: 01 missing quantity, 02 missing data, 03 damaged, 04 wasted, 05 raw material shortage, 06 refund",
    }),
    subtotal: z.number(),
    vat_rate: answeredVatRate,
    vat_amount: z.number(),
    total: z.number(),
    returned_to_stock: z.boolean(),
    applied: z.number().meta({ description: 'Of the total: what took down what was owed' }),
    refunded: z.number().meta({ description: 'Of the total: what was handed back' }),
    kept_as_credit: z
      .number()
      .meta({ description: 'Of the total: what stays with the customer as credit' }),
    created_by: UserRef.meta({ description: 'Who issued it' }),
    created_by_email: z.string().meta({ description: 'created_by.email' }),
    lines: z.array(CreditNoteLine),
    etims: etimsSigning,
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.output<typeof CreditNote>;

/** A page of the credit-note list (GET /credit-notes). */
export const CreditNotesPage = pageOf(CreditNote, 'CreditNotesPage');
export type CreditNotesPage = z.output<typeof CreditNotesPage>;
