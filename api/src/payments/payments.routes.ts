import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission, signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { Payment } from '../sales/payment.schema.ts';
import { PaymentsPage, paymentExportQuery, paymentsQuery } from './payment-list.schema.ts';
import { PAYMENT_CSV_HEADER, type PaymentListService } from './payment-list.service.ts';
import type { PaymentsService } from './payments.service.ts';
import { RepeatedMpesaCodesPage, repeatedCodesQuery } from './repeated-codes.schema.ts';
import type { RepeatedCodesService } from './repeated-codes.service.ts';
import { Reversal, reversalBody } from './reversal.schema.ts';

const route = signedInRoutes('Payments');

/**
 * GET /api/v1/payments: the whole ledger a page at a time (`?limit=&cursor=&q=&method=&from=
 * &to=&sort=`, with the sum of the matching entries), or with `order_ids=&invoice_ids=` the
 * entries of those sales (the gateway's batched read); its CSV export; the M-Pesa codes used
 * more than once; and POST /api/v1/payments/{id}/reversal. Recording a payment is on its document:
 * POST /orders/{id}/payments and POST /invoices/{id}/payments.
 */
export function paymentsRoutes(
  deps: ApiDeps,
  {
    payments,
    list,
    repeated,
    idempotent,
  }: {
    payments: PaymentsService;
    list: PaymentListService;
    repeated: RepeatedCodesService;
    idempotent: Idempotency;
  },
) {
  return new Hono<AuthedEnv>()
    .get(
      '/',
      ...route.json(
        {
          summary: 'A page of the payment ledger, or the entries of some sales',
          description:
            'With `order_ids` or `invoice_ids` (`?order_ids=1,2&invoice_ids=3`): every entry of those sales, as a plain array. Otherwise, with or without the list parameters: a page of the whole ledger, newest first by default, searched and filtered (`from` and `to` are business days, both included), with the sum of every matching entry. One form or the other, never both.',
          answers: { 200: z.union([z.array(Payment), PaymentsPage]) },
          query: paymentsQuery,
        },
        async ({ query }) =>
          query.of_sales
            ? await payments.ofSales(query.order_ids ?? [], query.invoice_ids ?? [])
            : await list.page(query),
      ),
    )
    .get(
      '/export.csv',
      ...route.csv(
        {
          summary: 'The ledger entries the filters match, as CSV',
          query: paymentExportQuery,
          deps,
        },
        ({ query }) => ({
          name: 'payments',
          header: PAYMENT_CSV_HEADER,
          rows: list.csvRows(query),
        }),
      ),
    )
    .get(
      '/repeated-mpesa-codes',
      ...route.json(
        {
          summary: 'M-Pesa codes that more than one payment counts under',
          description:
            'Codes that payments not reversed still count under more than once, the most recently used first, each with how many payments, what they add up to, what M-Pesa reported the transaction as (null when it never reported it) and the payments themselves: parts of one M-Pesa payment split across sales, money M-Pesa placed over several sales, and codes recorded twice before typed codes were refused. For the owner to check that no M-Pesa payment counts for more than it brought. Owners and managers only.',
          answers: { 200: RepeatedMpesaCodesPage },
          needs: 'manage',
          refusals: { 400: 'Bad limit or cursor' },
          query: repeatedCodesQuery,
        },
        ({ query }) => repeated.page(query),
      ),
    )
    .post(
      '/:id/reversal',
      requirePermission('manage'),
      ...route.createdUnderKey(
        {
          summary: 'Reverse a payment',
          description:
            'Records a new entry that undoes the payment, dated now, and answers it with the sale as it now stands. A payment is reversed at most once; reversals, adjustments and payments from customer credit cannot be. Owners and managers only. Send an `Idempotency-Key` header so a retry never reverses twice.',
          answers: { 201: Reversal },
          refusals: {
            404: 'No such payment',
            409: 'Already reversed, not a payment, or more than was paid',
          },
          param: idParam,
          json: reversalBody,
        },
        idempotent,
        (trx, { param, json }, c) => payments.reverse(trx, param.id, json.reason, c.var.user),
      ),
    );
}
