import { z } from 'zod';
import { pageOf } from '../http/openapi.ts';
import { pageParams, sortParam, withCursor } from '../http/page-query.ts';
import {
  calendarDay,
  FROM_AFTER_TO,
  fromNotAfterTo,
  idList,
  listQuery,
  searchText,
} from '../http/validation.ts';
import { LEDGER_METHODS, Payment } from '../sales/payment.schema.ts';
import { PAYMENT_SORTS } from './payment-list.repository.ts';

/** What the Payments screen filters by, in its list and in its CSV export. */
const paymentListFilters = {
  q: searchText,
  method: z
    .enum(LEDGER_METHODS, { error: `must be one of ${LEDGER_METHODS.join(', ')}` })
    .optional()
    .meta({
      description:
        'Only entries of this method; without it, the money (not credit notes or customer credit). No entry is recorded with credit (pay later) any more: it finds those of older ledgers alone',
    }),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  sort: sortParam(PAYMENT_SORTS, 'paid_at_desc'),
};

/**
 * `?limit=&cursor=&q=&method=&from=&to=&sort=`: a page of the whole ledger, newest first.
 * `from` and `to` are days where the business is, both included.
 */
export const paymentPageQuery = listQuery({
  ...pageParams,
  ...paymentListFilters,
})
  .refine(fromNotAfterTo, FROM_AFTER_TO)
  .transform(withCursor(PAYMENT_SORTS));

/** `?q=&method=&from=&to=&sort=`: which entries a CSV export holds, in the list's order. */
export const paymentExportQuery = listQuery(paymentListFilters).refine(
  fromNotAfterTo,
  FROM_AFTER_TO,
);

export type PaymentPageQuery = z.output<typeof paymentPageQuery>;
export type PaymentExportQuery = z.output<typeof paymentExportQuery>;

const salesQuery = listQuery({
  order_ids: idList(1000).optional(),
  invoice_ids: idList(1000).optional(),
});
const text = z.string().optional();

/**
 * GET /payments: with `order_ids` or `invoice_ids` (`?order_ids=1,2&invoice_ids=3`), the
 * entries of those sales, the gateway's batched read; otherwise, with or without the list's
 * parameters, a page of the whole ledger. One form or the other, never both.
 */
export const paymentsQuery = listQuery({
  order_ids: text,
  invoice_ids: text,
  limit: text,
  cursor: text,
  q: text,
  method: text,
  from: text,
  to: text,
  sort: text,
}).transform((query, ctx) => {
  const given = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  );
  const forSales = 'order_ids' in given || 'invoice_ids' in given;
  const parsed = forSales ? salesQuery.safeParse(given) : paymentPageQuery.safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  }
  return forSales
    ? { of_sales: true as const, ...(parsed.data as z.output<typeof salesQuery>) }
    : { of_sales: false as const, ...(parsed.data as PaymentPageQuery) };
});

/** A row of the Payments screen: the ledger entry, its sale's documents and its customer. */
export const PaymentListItem = Payment.extend({
  order_number: z.string().nullable(),
  invoice_number: z.string().nullable(),
  customer_id: z.number().int(),
  customer_name: z.string(),
}).meta({ id: 'PaymentListItem' });
export type PaymentListItem = z.output<typeof PaymentListItem>;

/**
 * A page of the ledger (GET /payments with the list's parameters), with the sum of every
 * matching entry (not only this page's).
 */
export const PaymentsPage = pageOf(PaymentListItem)
  .extend({
    total_amount: z.number().meta({
      description:
        "Every matching entry summed, not only this page's (reversals and refunds count less), in KSh",
    }),
  })
  .meta({ id: 'PaymentsPage' });
export type PaymentsPage = z.output<typeof PaymentsPage>;
