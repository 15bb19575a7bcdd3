import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { INVOICE_STATUSES } from '../sales/invoice.repository.ts';
import { saleListRoutes, salePaymentRoutes } from '../sales/sale-document.routes.ts';
import { salesExportQuery, salesListQuery } from '../sales/sales-list.ts';
import {
  Invoice,
  InvoicesPage,
  InvoiceWithPayments,
  invoiceBody,
  voidQuery,
} from './invoice.schema.ts';
import { INVOICE_CSV_HEADER } from './invoice-answer.ts';
import type { InvoicesService } from './invoices.service.ts';

const listQuery = salesListQuery(INVOICE_STATUSES);
const exportQuery = salesExportQuery(INVOICE_STATUSES);
const route = signedInRoutes('Invoices');
const onOrder = signedInRoutes('Orders');

export function invoicesRoutes(
  deps: ApiDeps,
  { invoices, idempotent }: { invoices: InvoicesService; idempotent: Idempotency },
) {
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's array of every invoice; with any, a page (README).
      .route(
        '/',
        saleListRoutes(invoices, {
          route,
          listQuery,
          exportQuery,
          answers: { item: Invoice, page: InvoicesPage },
          list: {
            summary: 'Every invoice, or a page of them',
            description:
              'Without parameters, every invoice not void (spec §7). With any: a page, searched by invoice number or customer name, filtered and sorted; a void invoice is listed only when asked for by `status=void`.',
          },
          export: { summary: 'The invoices the filters match, as CSV' },
          csv: { name: 'invoices', header: INVOICE_CSV_HEADER },
          clock: deps.clock,
          timeZone: deps.config.timeZone,
        }),
      )
      .post(
        '/',
        ...route.createdUnderKey(
          {
            summary: 'Create an invoice',
            description:
              'With an `order_id`, invoices that order (its customer, items and totals). Without, a manual invoice of the items given: lines picked from inventory take their stock. `vat_amount` and `total` are the totals shown, in cents (409 if they changed). A cashier’s manual invoice sells at the shop’s default VAT rate and each inventory line at its shelf price; lines without an `id` are priced as sent (403 otherwise). Send an `Idempotency-Key` header so a retry never creates two.',
            answers: { 201: Invoice },
            refusals: {
              403: 'A cashier’s manual invoice at another VAT rate than the shop’s, or an item off its shelf price',
              409: 'Totals changed, not enough stock, or the order is cancelled or invoiced already',
            },
            json: invoiceBody,
          },
          idempotent,
          (trx, { json }, c) => invoices.create(trx, json, c.var.user),
        ),
      )
      .get(
        '/:id',
        ...route.one(
          {
            summary: 'One invoice with its payments and credit notes',
            answers: { 200: InvoiceWithPayments },
            refusals: { 404: 'No such invoice' },
          },
          (id) => invoices.find(id),
        ),
      )
      // An invoice generated from an order shares the order's payments: one sale, one ledger.
      .route(
        '/',
        salePaymentRoutes(invoices, {
          route,
          idempotent,
          withPayments: InvoiceWithPayments,
          payments: {
            summary: "An invoice's payments, oldest first",
            description: "Its order's payments when it was made from one: one sale, one ledger.",
            refusals: { 404: 'No such invoice' },
          },
          record: {
            summary: 'Record a payment on an invoice',
            description:
              "An invoice made from an order is paid on its order's ledger. An M-Pesa code is money once: a code another payment still counts under is refused unless `split` says this is one part of one M-Pesa payment split across sales. Send an `Idempotency-Key` header so a retry never records twice.",
            refusals: {
              404: 'No such invoice',
              409: 'The invoice is void, the amount is more than its balance, or an M-Pesa code already counted (naming the document it paid)',
            },
          },
        }),
      )
      // The spec's delete voids the invoice (issue 18); `?reason=` is kept with it.
      .delete(
        '/:id',
        ...route.noContent(
          {
            summary: 'Void an invoice',
            description:
              "The spec's delete: the invoice is voided, never removed; it keeps its number, and who, when and why (`?reason=`) are recorded. A manual invoice's stock comes back; one made from an order lets go of it, so the order can be invoiced again. Needs the manage permission.",
            answers: { 204: null },
            needs: 'manage',
            refusals: {
              404: 'No such invoice',
              409: 'Already void, it has payments or credit notes, or KRA signed it (or is to)',
            },
            param: idParam,
            query: voidQuery,
          },
          ({ param, query }, c) => invoices.void(param.id, query.reason, actorOf(c)),
        ),
      )
  );
}

/**
 * POST /orders/{id}/generate-invoice: invoicing an order is the invoices' use case, served
 * under the order's address (spec §7).
 */
export function orderInvoiceRoutes({
  invoices,
  idempotent,
}: {
  invoices: InvoicesService;
  idempotent: Idempotency;
}) {
  return new Hono<AuthedEnv>().post(
    '/:id/generate-invoice',
    ...onOrder.createdUnderKey(
      {
        summary: 'Invoice an order',
        answers: { 201: Invoice },
        refusals: { 409: 'Already invoiced, or cancelled' },
        param: idParam,
      },
      idempotent,
      (trx, { param }, c) => invoices.generateForOrder(trx, param.id, c.var.user),
    ),
  );
}
