import { z } from 'zod';
import { instant, pageOf, UserRef } from '../http/openapi.ts';
import { withCursor } from '../http/page-query.ts';
import {
  calendarDay,
  idDigits,
  kraPin,
  listQuery,
  money,
  optionalTextUpTo,
  reasonBody,
  recordId,
  requiredTextUpTo,
} from '../http/validation.ts';
import { TAX_BANDS } from '../money.ts';
import {
  newestFirst,
  supplierDocumentFilters,
  supplierDocumentPageQuery,
} from '../supplier-documents/supplier-document.schema.ts';

const MAX_NOTES = 100;
const MAX_LINES = 100;

/** A typed line for a service (transport, rent): no goods, an amount and a band. */
const serviceLine = z.object({
  description: requiredTextUpTo(200, 'say what the line is for'),
  /** KSh, net of VAT for a VAT-registered shop, the full price otherwise. */
  amount: money.refine((cents) => cents > 0, 'must be more than 0'),
  tax_band: z
    .enum(TAX_BANDS, { error: 'must be one of A, B, C, D, E' })
    .nullish()
    .transform((band) => band ?? 'B'),
});

/** POST /supplier-bills: a supplier's invoice, from goods received notes or typed lines. */
export const supplierBillBody = z
  .object({
    supplier_id: recordId,
    goods_received_ids: z
      .array(recordId, { error: 'must be a list of goods received note ids' })
      .max(MAX_NOTES, `must list at most ${MAX_NOTES} notes`)
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    supplier_invoice_number: requiredTextUpTo(100, "give the supplier's invoice number"),
    /**
     * The supplier's KRA PIN as their invoice prints it (section F of the VAT return); left out,
     * the supplier's own (0039); null or blank: none.
     */
    supplier_pin: kraPin.optional(),
    /** The day on the supplier's invoice; today when left out. */
    bill_date: calendarDay.nullish().transform((day) => day ?? null),
    due_on: calendarDay,
    note: optionalTextUpTo(500),
    lines: z
      .array(serviceLine, { error: 'must be a list of lines' })
      .max(MAX_LINES, `must have at most ${MAX_LINES} lines`)
      .nullish()
      .transform((lines) => lines ?? []),
  })
  .refine((body) => body.goods_received_ids.length > 0 || body.lines.length > 0, {
    path: ['goods_received_ids'],
    message: 'bill at least one goods received note or type a line',
  });
export type SupplierBillInput = z.output<typeof supplierBillBody>;

export const SUPPLIER_PAYMENT_METHODS = ['cash', 'mpesa', 'cheque', 'bank_transfer'] as const;

/** POST /supplier-bills/{id}/payments: money paid to the supplier on the bill. */
export const supplierPaymentBody = z.object({
  amount: money.refine((cents) => cents > 0, 'must be more than 0'),
  method: z.enum(SUPPLIER_PAYMENT_METHODS, {
    error: 'must be one of cash, mpesa, cheque, bank_transfer',
  }),
  reference: optionalTextUpTo(100),
  /** The business day it was paid; today when left out. */
  date: calendarDay.nullish().transform((day) => day ?? null),
  note: optionalTextUpTo(500),
});
export type SupplierPaymentInput = z.output<typeof supplierPaymentBody>;

export const supplierPaymentParam = z.object({
  id: idDigits('bill'),
  paymentId: idDigits('payment'),
});

/** POST …/payments/{paymentId}/reversal: why (a bounced cheque, a payment to the wrong bill). */
export const supplierReversalBody = reasonBody('must say why the payment is reversed');

export const BILL_STATUSES = ['unpaid', 'partially_paid', 'paid', 'overdue'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Newest first: `supplier_bills_created` (0035) serves it. */
export const SUPPLIER_BILL_SORTS = newestFirst('b.created_at');

/**
 * The Bills list's filters: a page of it and its CSV export take the same. Searched (`q`) by
 * bill number, the supplier's name or the supplier's invoice number.
 */
const billFilters = supplierDocumentFilters(SUPPLIER_BILL_SORTS, {
  status: z.enum(BILL_STATUSES, { error: `must be one of ${BILL_STATUSES.join(', ')}` }).optional(),
});

export const supplierBillPageQuery = supplierDocumentPageQuery(billFilters).transform(
  withCursor(SUPPLIER_BILL_SORTS),
);
export type SupplierBillPageQuery = z.output<typeof supplierBillPageQuery>;

/** `?q=&supplier_id=&status=`: which bills a CSV export holds (all without any), newest first. */
export const supplierBillExportQuery = listQuery(billFilters);
export type SupplierBillExportQuery = z.output<typeof supplierBillExportQuery>;

export const unbilledNotesQuery = z.object({ supplier_id: idDigits('supplier') });

const ksh = (description: string) => z.number().meta({ description });

/** A supplier's bill as the API answers it, amounts in KSh. */
export const SupplierBill = z
  .object({
    id: z.number().int(),
    bill_number: z.string().meta({ description: '`BILL-000042`, numbered without gaps' }),
    supplier_id: z.number().int(),
    supplier_name: z.string(),
    supplier_invoice_number: z.string(),
    supplier_pin: z.string().nullable(),
    bill_date: z.string().meta({ format: 'date', description: "The supplier's invoice date" }),
    due_on: z.string().meta({ format: 'date' }),
    vat_registered: z.boolean().meta({
      description: 'Whether the shop was VAT-registered when the bill was made (input VAT)',
    }),
    note: z.string().nullable(),
    subtotal: ksh('The lines net of VAT (the full price for a shop not VAT-registered)'),
    vat: ksh('Input VAT, band by band'),
    total: ksh('What the supplier is owed on it: subtotal + VAT'),
    paid: ksh('Payments less reversals'),
    balance: ksh('total − paid'),
    status: z.enum(BILL_STATUSES).meta({ description: 'overdue: past due_on with a balance' }),
    goods_received: z
      .array(z.object({ id: z.number().int(), grn_number: z.string() }))
      .meta({ description: 'The goods received notes it bills' }),
    created_at: instant,
    created_by: UserRef,
  })
  .meta({ id: 'SupplierBill' });
export type SupplierBill = z.output<typeof SupplierBill>;

export const SupplierBillsPage = pageOf(SupplierBill, 'SupplierBillsPage');
export type SupplierBillsPage = z.output<typeof SupplierBillsPage>;

export const SupplierBillLine = z
  .object({
    id: z.number().int(),
    goods_received_id: z.number().int().nullable().meta({ description: 'null for a typed line' }),
    description: z.string(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    unit_cost: z.number().nullable(),
    tax_band: z.enum(TAX_BANDS),
    net: ksh('The line net of VAT'),
    vat: ksh("The line's share of its band's input VAT"),
  })
  .meta({ id: 'SupplierBillLine' });

export const SupplierPayment = z
  .object({
    id: z.number().int(),
    kind: z.enum(['payment', 'reversal']),
    amount: ksh('Positive for a payment, negative for a reversal'),
    paid_at: instant,
    method: z.enum(SUPPLIER_PAYMENT_METHODS),
    reference: z.string().nullable(),
    note: z.string().nullable().meta({ description: "A payment's note or a reversal's reason" }),
    reverses_payment_id: z.number().int().nullable(),
    reversed: z.boolean().meta({ description: 'A payment a reversal has undone' }),
    recorded_by_email: z.string(),
    recorded_at: instant,
  })
  .meta({ id: 'SupplierPayment' });
export type SupplierPayment = z.output<typeof SupplierPayment>;

export const SupplierBillWithLines = SupplierBill.extend({
  lines: z.array(SupplierBillLine),
  vat_bands: z.array(
    z.object({
      band: z.enum(TAX_BANDS),
      rate: z.number().meta({ description: 'A fraction (0.16)' }),
      taxable: z.number(),
      vat: z.number(),
    }),
  ),
  payments: z.array(SupplierPayment),
}).meta({ id: 'SupplierBillWithLines' });
export type SupplierBillWithLines = z.output<typeof SupplierBillWithLines>;

/** A delivery from the supplier not billed yet, to make a bill from. */
export const UnbilledNote = z
  .object({
    id: z.number().int(),
    grn_number: z.string(),
    received_on: z.string().meta({ format: 'date' }),
    supplier_invoice_number: z.string().nullable(),
    total_cost: z.number(),
    line_count: z.number().int(),
  })
  .meta({ id: 'UnbilledNote' });
export type UnbilledNote = z.output<typeof UnbilledNote>;
