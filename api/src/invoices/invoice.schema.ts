import { z } from 'zod';
import { EtimsDocumentState } from '../etims/etims.schema.ts';
import { instant, pageOf, UserRef } from '../http/openapi.ts';
import {
  isCalendarDate,
  money,
  NOT_BEFORE_EARLIEST,
  notBeforeEarliestDay,
  optionalTextUpTo,
  recordId,
  requiredTextUpTo,
  vatRate,
} from '../http/validation.ts';
import { INVOICE_STATUSES } from '../sales/invoice.repository.ts';
import { Payment } from '../sales/payment.schema.ts';
import {
  answeredBackDated,
  answeredLineFigures,
  answeredTaxBand,
  answeredVatRate,
  lineQuantity,
  saleLinesBody,
} from '../sales/sale.schema.ts';
import { MAX_DOCUMENT_CENTS } from '../sales/sales-document.ts';

/**
 * The invoice date: null or blank means now (spec §5), otherwise a date `YYYY-MM-DD` or an ISO
 * date-time with a zone. Whether it lies too far ahead is decided against the API's clock.
 */
const createdAt = z
  .string({ error: 'must be a date like 2025-03-31, or null' })
  .trim()
  .nullish()
  .transform((text) => text || null)
  .refine(
    (text) =>
      text === null ||
      (/^\d{4}-\d{2}-\d{2}$/.test(text)
        ? isCalendarDate(text)
        : z.iso.datetime({ offset: true }).safeParse(text).success),
    { message: 'must be a date like 2025-03-31, or null', abort: true },
  )
  .refine((text) => text === null || notBeforeEarliestDay(text), { message: NOT_BEFORE_EARLIEST });

/** DELETE /invoices/{id}?reason=: why it is voided, optional. */
export const voidQuery = z.object({
  reason: optionalTextUpTo(500),
});

export const invoiceBody = z
  .object({
    customer_id: recordId.nullish().transform((id) => id ?? null),
    order_id: recordId.nullish().transform((id) => id ?? null),
    items: saleLinesBody(
      z.object({
        id: recordId.nullish().transform((id) => id ?? null),
        description: requiredTextUpTo(500),
        // A typed line (no id) may carry decimals too: 2.5 hours of fitting.
        quantity: lineQuantity,
        unit_price: money.pipe(z.number().max(MAX_DOCUMENT_CENTS, 'is too large')),
      }),
      'items',
    )
      .nullish()
      .transform((items) => items ?? []),
    created_at: createdAt,
    vat_rate: vatRate,
    vat_amount: money,
    total: money,
  })
  .superRefine((invoice, ctx) => {
    // From an order, the customer and items come from the order; a manual invoice needs both.
    if (invoice.order_id !== null) return;
    if (invoice.customer_id === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['customer_id'],
        message: 'choose a customer (or an order_id to invoice an order)',
      });
    }
    if (invoice.items.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'add at least one item' });
    }
  });

export type InvoiceInput = z.output<typeof invoiceBody>;

/** A line of an invoice (amounts in KSh). */
export const InvoiceItem = z
  .object({
    id: z.number().int(),
    inventory_id: z.number().int().nullable(),
    description: z.string(),
    ...answeredLineFigures(
      z.string().meta({ description: "The item's unit when sold (pcs for a typed line)" }),
    ),
    tax_band: answeredTaxBand('when invoiced (B for a typed line)'),
  })
  .meta({ id: 'InvoiceItem' });
export type InvoiceItem = z.output<typeof InvoiceItem>;

/** A document sent to KRA when issued (an invoice, a credit note): its eTIMS signing. */
export const etimsSigning = EtimsDocumentState.nullable().meta({
  description: 'Its KRA eTIMS signing; null when it was issued with eTIMS off',
});

/** An invoice as the API answers it (amounts in KSh). */
export const Invoice = z
  .object({
    id: z.number().int(),
    invoice_number: z.string(),
    created_at: instant.meta({ description: 'The date it carries; may be days back' }),
    created_by: UserRef.meta({ description: 'Who made it' }),
    recorded_at: instant.nullable().meta({
      description: 'The moment it was made; null for invoices made before this was kept',
    }),
    back_dated: answeredBackDated,
    opening_balance: z.boolean().meta({
      description:
        'An opening balance (OB-…): what the customer owed when the shop moved in from a spreadsheet; no lines, no sale, no VAT, never sent to KRA eTIMS, paid like any invoice',
    }),
    due_date: z.string().meta({ format: 'date' }),
    customer_id: z.number().int(),
    customer_name: z.string(),
    customer_contact: z.string(),
    customer_address: z.string().nullable(),
    order_id: z.number().int().nullable(),
    subtotal: z.number(),
    vat_rate: answeredVatRate,
    vat_amount: z.number(),
    total: z.number(),
    amount_paid: z.number().meta({ description: 'Money paid, net of reversals and refunds' }),
    amount_credited: z.number().meta({ description: 'What its credit notes took off' }),
    balance: z.number().meta({
      description:
        'total − amount_credited − amount_paid, worked in cents; 0 once void (nobody owes a void invoice); below 0 is credit the customer holds on it',
    }),
    status: z.enum(INVOICE_STATUSES),
    voided_at: instant.nullable().meta({
      description: "When it was voided (the spec's delete); null while it stands",
    }),
    voided_by: UserRef.nullable().meta({ description: 'Who voided it; null while it stands' }),
    voided_by_email: z.string().nullable().meta({ description: 'voided_by.email' }),
    void_reason: z.string().nullable(),
    items: z.array(InvoiceItem),
    etims: etimsSigning,
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.output<typeof Invoice>;

/** A page of the invoice list (GET /invoices with parameters). */
export const InvoicesPage = pageOf(Invoice, 'InvoicesPage');
export type InvoicesPage = z.output<typeof InvoicesPage>;

/** A credit note as its invoice lists it. */
export const InvoiceCreditNote = z
  .object({
    id: z.number().int(),
    credit_note_number: z.string(),
    created_at: instant,
    total: z.number(),
    reason: z.string(),
  })
  .meta({ id: 'InvoiceCreditNote' });
export type InvoiceCreditNote = z.output<typeof InvoiceCreditNote>;

/** One invoice as read alone: with its sale's payments, its credit notes and the customer's credit. */
export const InvoiceWithPayments = Invoice.extend({
  payments: z.array(Payment).meta({
    description: "Its sale's ledger: its order's when it was made from one (one sale, one ledger)",
  }),
  credit_notes: z.array(InvoiceCreditNote),
  customer_credit: z.number().meta({
    description: 'The credit the customer holds for a payment by `customer_credit`, in KSh',
  }),
}).meta({ id: 'InvoiceWithPayments' });
export type InvoiceWithPayments = z.output<typeof InvoiceWithPayments>;
