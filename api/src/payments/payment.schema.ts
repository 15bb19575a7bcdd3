import { z } from 'zod';
import { calendarDay, listQuery, money, optionalText, requiredText } from '../http/validation.ts';
import { idList, PAYMENT_METHODS } from '../orders/order.schema.ts';
import { MAX_DOCUMENT_CENTS } from '../orders/sales-document.ts';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods whose payments carry a reference: the M-Pesa code, the cheque number, the bank's. */
export const METHODS_WITH_REFERENCE: readonly PaymentMethod[] = [
  'mpesa',
  'cheque',
  'bank_transfer',
];

/**
 * POST /orders/{id}/payments and POST /invoices/{id}/payments. Only `amount` is required, so
 * the invoice call's old body `{ amount }` still works: the payment is then dated now and
 * takes the sale's own method (the order's; cash for a manual invoice) without a reference,
 * as PATCH /orders/{id} records it. A caller that names an M-Pesa, cheque or bank transfer
 * payment must give its reference.
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
      .enum(PAYMENT_METHODS, { error: `must be one of ${PAYMENT_METHODS.join(', ')}` })
      .optional(),
    reference: optionalText.pipe(z.string().max(100, 'must be at most 100 characters').nullable()),
    note: optionalText.pipe(z.string().max(500, 'must be at most 500 characters').nullable()),
  })
  .superRefine((payment, ctx) => {
    if (payment.method && METHODS_WITH_REFERENCE.includes(payment.method) && !payment.reference) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message:
          'is required for mpesa, cheque and bank_transfer payments (the M-Pesa code, cheque number or bank reference)',
      });
    }
  });

export type PaymentInput = z.output<typeof paymentBody>;

/** POST /payments/{id}/reversal: why the payment is undone (a bounced cheque, a wrong till). */
export const reversalBody = z.object({
  reason: requiredText('must say why the payment is reversed').pipe(
    z.string().max(500, 'must be at most 500 characters'),
  ),
});

/** GET /payments?order_ids=1,2&invoice_ids=3: the entries of many sales at once (batching). */
export const paymentsOfSalesQuery = listQuery({
  order_ids: idList(1000).optional(),
  invoice_ids: idList(1000).optional(),
}).refine((query) => query.order_ids || query.invoice_ids, {
  message: 'give order_ids or invoice_ids',
});
