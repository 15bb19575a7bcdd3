import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { pathId, restId } from '../../rest/rest-errors.ts';
import { readWholeList } from '../../rest/rest-lists.ts';
import type { RestCreditNote, RestRefundMethod } from '../../rest/rest-types.ts';
import type { Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readPage, restPageQuery } from './list-args.ts';
import { mpesaReceiptAwaited } from './mpesa.resolvers.ts';
import { postSalePayment, SALE_LINE_NAMES } from './sale-input.ts';

export const invoicesResolvers = {
  Query: {
    invoices: (_, __, { rest }) =>
      readWholeList(rest, 'invoices', (api) => api.v1.invoices.$get({ query: {} })),
    etimsWaitingDocuments: async (_, __, { rest }) =>
      (await rest.read('etims:waiting', (api) => api.v1.etims.waiting.$get())).documents,
    etimsStockReports: (_, __, { rest }) =>
      rest.read('etims:stock-reports', (api) => api.v1.etims['stock-reports'].$get()),
    invoicesPage: (_, args, { rest }) => {
      const query = restPageQuery(args);
      return readPage(rest, 'invoices', query, (api) => api.v1.invoices.$get({ query }));
    },
    invoice: (_, { id }, { loaders }) => loaders.invoice(id),
  },
  Mutation: {
    generateInvoice: (_, { orderId, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1.orders[':id']['generate-invoice'].$post(
          { param: { id: pathId(orderId, 'orderId') } },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
    createInvoice: (_, { input, idempotencyKey }, { rest }) =>
      rest.write(
        (api) =>
          api.v1.invoices.$post(
            {
              json: {
                customer_id: restId(input.customerId, 'customerId'),
                order_id: restId(input.orderId, 'orderId'),
                items: (input.items ?? []).map((line) => ({
                  id: restId(line.inventoryId, 'inventoryId'),
                  description: line.description,
                  quantity: line.quantity,
                  unit_price: line.unitPrice,
                })),
                created_at: input.createdAt ?? null,
                vat_rate: input.vatRate,
                vat_amount: input.vatAmount,
                total: input.total,
              },
            },
            idempotencyKeyed(idempotencyKey),
          ),
        SALE_LINE_NAMES,
      ),
    recordInvoicePayment: (_, payment, { rest }) =>
      rest.write((api) => postSalePayment(api.v1.invoices[':id'].payments, payment)),
    createCreditNote: (_, { invoiceId, input, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1.invoices[':id']['credit-notes'].$post(
          {
            param: { id: pathId(invoiceId, 'invoiceId') },
            json: {
              reason: input.reason,
              reason_code: (input.reasonCode ?? null) as RestCreditNote['reason_code'] | null,
              lines: input.lines.map((line) => ({
                invoice_item_id: restId(line.invoiceItemId, 'invoiceItemId'),
                quantity: line.quantity,
              })),
              date: input.date ?? null,
              return_to_stock: input.returnToStock ?? false,
              refund: input.refund
                ? {
                    method: input.refund.method as RestRefundMethod,
                    reference: input.refund.reference ?? null,
                  }
                : null,
            },
          },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
    retryEtimsDocument: (_, { id }, { rest }) =>
      rest.write((api) => api.v1.etims.documents[':id'].retry.$post({ param: { id: pathId(id) } })),
    retryEtimsStockReport: (_, { id }, { rest }) =>
      rest.write((api) =>
        api.v1.etims['stock-reports'][':id'].retry.$post({ param: { id: pathId(id) } }),
      ),
    deleteInvoice: async (_, { id, reason }, { rest }) => {
      await rest.write((api) =>
        api.v1.invoices[':id'].$delete({
          param: { id: pathId(id) },
          query: reason ? { reason } : {},
        }),
      );
      return id;
    },
  },
  InvoiceConnection: pageAsConnection,
  Invoice: {
    billTo: (invoice) => invoice,
    // One invoice's read has them; list rows share one batched read of every invoice asked.
    payments: (invoice, _, { loaders }) =>
      invoice.payments ?? loaders.salePayments.load(`invoice:${invoice.id}`),
    creditNotes: (invoice, _, { loaders }) => loaders.invoiceCreditNotes.load(invoice.id),
    mpesaReceiptAwaited: (invoice, _, { rest }) =>
      mpesaReceiptAwaited(rest, { orderId: invoice.order_id, invoiceId: invoice.id }),
  },
  CreditNote: {
    // A credit note sent to KRA carries its invoice's buyer as issued (issue 52), and prints
    // the same: never a name or PIN the customer was given after.
    customerName: (note) => note.etims?.buyer_name ?? note.customer_name,
    customerKraPin: (note) => (note.etims ? note.etims.buyer_pin : note.customer_kra_pin),
  },
  BillTo: {
    // An invoice sent to KRA prints the buyer KRA was told of, as issued (issue 52): a name or
    // PIN changed on the customer later is not this document's.
    name: (invoice) => invoice.etims?.buyer_name ?? invoice.customer_name,
    contact: (invoice) => invoice.customer_contact,
    address: (invoice) => invoice.customer_address ?? null,
    // Otherwise the customer's as it is now, from the request's one read of the customer list.
    kraPin: async (invoice, _, { loaders }) => {
      if (invoice.etims) return invoice.etims.buyer_pin;
      return invoice.customer_id == null
        ? null
        : ((await loaders.customerById.load(invoice.customer_id))?.kra_pin ?? null);
    },
  },
} satisfies Resolvers;
