import { readById } from '../../rest/record-by-id.ts';
import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { pathId, restId } from '../../rest/rest-errors.ts';
import type {
  RestAgedCreditAmounts,
  RestAgedCreditorRow,
  RestRefundMethod,
} from '../../rest/rest-types.ts';
import type { Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readList, restStatementQuery } from './list-args.ts';
import { carried, restSupplierDocumentQuery } from './supplier-documents.ts';

/**
 * What the shop owes its suppliers (issue 51): bills, paying them, a supplier's statement and the
 * aged creditors report, each one REST call. Beyond the renaming rule: a list row carries no
 * lines, VAT bands or payments (empty lists), and the age buckets' digits have no camelCase
 * spelling the rule could read back.
 */

const creditBuckets = {
  days1To30: (amounts: RestAgedCreditAmounts | RestAgedCreditorRow) => amounts.days_1_30,
  days31To60: (amounts: RestAgedCreditAmounts | RestAgedCreditorRow) => amounts.days_31_60,
  days61To90: (amounts: RestAgedCreditAmounts | RestAgedCreditorRow) => amounts.days_61_90,
  over90: (amounts: RestAgedCreditAmounts | RestAgedCreditorRow) => amounts.over_90,
};

export const supplierBillsResolvers = {
  Query: {
    supplierBillsPage: (_, args, { rest }) => {
      const query = restSupplierDocumentQuery(args);
      return readList(rest, 'supplier-bills', query, (api) =>
        api.v1['supplier-bills'].$get({ query }),
      );
    },
    supplierBill: (_, { id }, { rest }) =>
      readById(rest, 'supplier-bill', id, (api, path) =>
        api.v1['supplier-bills'][':id'].$get(path),
      ),
    unbilledGoodsReceived: (_, { supplierId }, { rest }) => {
      const query = { supplier_id: String(restId(supplierId, 'supplierId')) };
      return rest.read(`unbilled-notes:${query.supplier_id}`, (api) =>
        api.v1['supplier-bills']['unbilled-notes'].$get({ query }),
      );
    },
    supplierStatement: (_, { supplierId, ...days }, { rest }) => {
      const query = restStatementQuery(days);
      return rest.read(`supplier-statement:${supplierId}:${JSON.stringify(query)}`, (api) =>
        api.v1.suppliers[':id'].statement.$get({
          param: { id: pathId(supplierId, 'supplierId') },
          query,
        }),
      );
    },
    agedCreditors: (_, { asOf }, { rest }) =>
      rest.read(`aged-creditors:${asOf}`, (api) =>
        api.v1.reports['aged-creditors'].$get({ query: { as_of: asOf } }),
      ),
  },
  Mutation: {
    createSupplierBill: (_, { input, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1['supplier-bills'].$post(
          {
            json: {
              supplier_id: restId(input.supplierId, 'supplierId'),
              goods_received_ids: (input.goodsReceivedIds ?? []).map((id) =>
                restId(id, 'goodsReceivedIds'),
              ),
              supplier_invoice_number: input.supplierInvoiceNumber,
              // Left out, the bill takes the supplier's own PIN (the API's rule).
              ...(input.supplierPin === undefined ? {} : { supplier_pin: input.supplierPin }),
              bill_date: input.billDate ?? null,
              due_on: input.dueOn,
              note: input.note ?? null,
              lines: (input.lines ?? []).map((line) => ({
                description: line.description,
                amount: line.amount,
                tax_band: line.taxBand ?? null,
              })),
            },
          },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
    paySupplierBill: (_, { billId, input, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1['supplier-bills'][':id'].payments.$post(
          {
            param: { id: pathId(billId, 'billId') },
            json: {
              amount: input.amount,
              // The API refuses a method it does not take (credit) with a 400 naming it.
              method: input.method as RestRefundMethod,
              reference: input.reference ?? null,
              date: input.date ?? null,
              note: input.note ?? null,
            },
          },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
    reverseSupplierPayment: (_, { billId, paymentId, reason, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1['supplier-bills'][':id'].payments[':paymentId'].reversal.$post(
          {
            param: { id: pathId(billId, 'billId'), paymentId: pathId(paymentId, 'paymentId') },
            json: { reason },
          },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
  },
  SupplierBillConnection: pageAsConnection,
  SupplierBill: {
    lines: carried('lines'),
    vatBands: carried('vat_bands'),
    payments: carried('payments'),
  },
  SupplierAgeing: {
    days1To30: (ageing) => ageing.days_1_30,
    days31To60: (ageing) => ageing.days_31_60,
    days61To90: (ageing) => ageing.days_61_90,
    daysOver90: (ageing) => ageing.days_over_90,
  },
  AgedCreditorRow: creditBuckets,
  AgedCreditAmounts: creditBuckets,
} satisfies Resolvers;
