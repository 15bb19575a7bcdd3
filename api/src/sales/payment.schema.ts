import { z } from 'zod';
import type { PaymentKind } from '../db/schema.ts';
import { instant } from '../http/openapi.ts';
import { calendarDay, money, optionalTextUpTo } from '../http/validation.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './sale.schema.ts';
import { MAX_DOCUMENT_CENTS } from './sales-document.ts';

/**
 * How a ledger entry moved money: the spec's payment methods, `customer_credit` (credit a
 * customer holds from a credit note, spent on another sale) and `credit_note` (the credit note
 * itself settling its sale) and `rounding` (the cents M-Pesa cannot collect, mpesa-rounding.ts).
 * Payments take PAYING_METHODS only.
 */
export const LEDGER_METHODS = [
  ...PAYMENT_METHODS,
  'customer_credit',
  'credit_note',
  'rounding',
] as const;
/** What staff call each, for the payments export. */
export const LEDGER_METHOD_LABELS: Record<(typeof LEDGER_METHODS)[number], string> = {
  ...PAYMENT_METHOD_LABELS,
  customer_credit: 'Customer credit',
  credit_note: 'Credit note',
  rounding: 'Rounding',
};
/** How money changes hands, coming in as a payment or going back as a refund. */
export const MONEY_METHODS = ['cash', 'mpesa', 'cheque', 'bank_transfer'] as const;
/**
 * How a payment comes in: money, or the customer's credit. `credit` (pay later) is how an order
 * is sold, not how it is paid: a payment by it would count money no one handed over. Older
 * ledgers may still hold such entries.
 */
export const PAYING_METHODS = [...MONEY_METHODS, 'customer_credit'] as const;
export type PaymentMethod = (typeof LEDGER_METHODS)[number];

/** A payment that does not say how it came: the sale's own method, cash for a sale on credit. */
export const defaultPayingMethod = (saleMethod: string | null): PaymentMethod =>
  saleMethod !== null && (PAYING_METHODS as readonly string[]).includes(saleMethod)
    ? (saleMethod as PaymentMethod)
    : 'cash';

/** What is not money changing hands: the dashboard's cash in leaves these out. */
export const NON_CASH_METHODS: readonly PaymentMethod[] = [
  'customer_credit',
  'credit_note',
  'rounding',
];

/** Methods whose payments carry a reference: the M-Pesa code, the cheque number, the bank's. */
export const METHODS_WITH_REFERENCE: readonly PaymentMethod[] = [
  'mpesa',
  'cheque',
  'bank_transfer',
];

/**
 * Refuses a payment by M-Pesa, cheque or bank transfer sent without its reference (the M-Pesa
 * code, cheque number or bank reference): whether typed on a sale or taken with a new order.
 */
export function refuseMissingReference(
  ctx: z.RefinementCtx,
  payment: { method?: PaymentMethod; reference: string | null },
): void {
  if (payment.method && METHODS_WITH_REFERENCE.includes(payment.method) && !payment.reference) {
    ctx.addIssue({
      code: 'custom',
      path: ['reference'],
      message:
        'is required for mpesa, cheque and bank_transfer payments (the M-Pesa code, cheque number or bank reference)',
    });
  }
}

/**
 * POST /orders/{id}/payments and POST /invoices/{id}/payments. Only `amount` is required, so
 * the invoice call's old body `{ amount }` still works: the payment is then dated now and
 * takes the sale's own method (the order's; cash for a manual invoice or a sale on credit)
 * without a reference, as PATCH /orders/{id} records it. A caller that names an M-Pesa, cheque
 * or bank transfer payment must give its reference, and a reference needs its method.
 */
export const paymentBody = z
  .object({
    amount: money.pipe(
      z
        .number()
        .positive('must be more than 0')
        .max(MAX_DOCUMENT_CENTS, 'is more than any invoice total'),
    ),
    /** The business day the money came in; null or absent means now. Never in the future. */
    date: calendarDay.nullish().transform((day) => day ?? null),
    method: z
      .enum(PAYING_METHODS, { error: `must be one of ${PAYING_METHODS.join(', ')}` })
      .optional(),
    reference: optionalTextUpTo(100),
    note: optionalTextUpTo(500),
    split: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .transform((split) => split ?? false)
      .meta({
        description:
          'True when this M-Pesa payment is one part of one M-Pesa payment split across sales: its code may then pay other sales too, each once (never more than M-Pesa reported). Without it, a code another payment still counts under is refused (409 naming the document it paid).',
      }),
  })
  .superRefine((payment, ctx) => {
    if (payment.split && payment.method !== 'mpesa') {
      ctx.addIssue({
        code: 'custom',
        path: ['split'],
        message: 'is only for mpesa payments (one M-Pesa payment split across sales)',
      });
    }
    // A reference says which money it was, so it needs the method it belongs to: an M-Pesa code
    // sent without one would take the sale's method unchecked, counted under no code.
    if (payment.reference && !payment.method) {
      ctx.addIssue({
        code: 'custom',
        path: ['method'],
        message: 'is required with a reference (mpesa, cheque or bank_transfer)',
      });
    }
    refuseMissingReference(ctx, payment);
  });

export type PaymentInput = z.output<typeof paymentBody>;

export const PAYMENT_KINDS = [
  'payment',
  'reversal',
  'adjustment',
  'credit',
  'refund',
  'rounding',
] as const satisfies readonly PaymentKind[];
/** What each kind of entry is called on a sale's payments, for the payments export. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  payment: 'Payment',
  reversal: 'Reversal',
  adjustment: 'Adjustment',
  credit: 'Credit note',
  refund: 'Refund',
  rounding: 'Rounding',
};

/** A ledger entry as the API answers it. Amounts are KSh; reversals and adjustments negative. */
export const Payment = z
  .object({
    id: z.number().int(),
    kind: z.enum(PAYMENT_KINDS),
    amount: z.number(),
    paid_at: instant.meta({
      description: 'When the money came in (or went back out, for a reversal)',
    }),
    method: z.string(),
    reference: z.string().nullable(),
    note: z.string().nullable(),
    order_id: z.number().int().nullable(),
    invoice_id: z.number().int().nullable(),
    reverses_payment_id: z.number().int().nullable(),
    reversed_by_payment_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The reversal that undid this payment, if one did' }),
    split: z.boolean().meta({
      description:
        'An M-Pesa payment recorded as one part of one M-Pesa payment split across sales',
    }),
    recorded_by_email: z.string(),
    created_at: instant.meta({ description: 'When it was recorded' }),
  })
  .meta({ id: 'Payment' });
export type Payment = z.output<typeof Payment>;
