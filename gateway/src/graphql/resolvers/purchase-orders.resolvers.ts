import { readById } from '../../rest/record-by-id.ts';
import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { pathId, restId } from '../../rest/rest-errors.ts';
import type { Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readList } from './list-args.ts';
import {
  carried,
  ITEM_LINE_NAMES,
  restCostedLines,
  restItemLine,
  restSupplierDocumentQuery,
} from './supplier-documents.ts';

/** Purchase orders (issue 51): what the shop asked its suppliers for, and deliveries against them. */
export const purchaseOrdersResolvers = {
  Query: {
    purchaseOrders: (_, args, { rest }) => {
      const query = restSupplierDocumentQuery(args);
      return readList(rest, 'purchase-orders', query, (api) =>
        api.v1['purchase-orders'].$get({ query }),
      );
    },
    purchaseOrder: (_, { id }, { rest }) =>
      readById(rest, 'purchase-orders', id, (api, path) =>
        api.v1['purchase-orders'][':id'].$get(path),
      ),
  },
  Mutation: {
    createPurchaseOrder: (_, { input, idempotencyKey }, { rest }) =>
      rest.write(
        (api) =>
          api.v1['purchase-orders'].$post(
            {
              json: {
                supplier_id: restId(input.supplierId, 'supplierId'),
                expected_on: input.expectedOn ?? null,
                note: input.note ?? null,
                lines: restCostedLines(input.lines),
              },
            },
            idempotencyKeyed(idempotencyKey),
          ),
        ITEM_LINE_NAMES,
      ),
    sendPurchaseOrder: (_, { id, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1['purchase-orders'][':id'].send.$post(
          { param: { id: pathId(id) } },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
    cancelPurchaseOrder: (_, { id, reason, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1['purchase-orders'][':id'].cancel.$post(
          { param: { id: pathId(id) }, json: { reason } },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
    receiveAgainstPurchaseOrder: (_, { id, input, idempotencyKey }, { rest }) =>
      rest.write(
        (api) =>
          api.v1['purchase-orders'][':id'].receive.$post(
            {
              param: { id: pathId(id) },
              json: {
                received_on: input.receivedOn ?? null,
                supplier_invoice_number: input.supplierInvoiceNumber ?? null,
                note: input.note ?? null,
                allow_over_receipt: input.allowOverReceipt ?? false,
                lines: input.lines.map((line) => ({
                  ...restItemLine(line),
                  ...(line.unitCost != null ? { unit_cost: line.unitCost } : {}),
                })),
              },
            },
            idempotencyKeyed(idempotencyKey),
          ),
        ITEM_LINE_NAMES,
      ),
  },
  PurchaseOrderConnection: pageAsConnection,
  PurchaseOrder: {
    lines: carried('lines'),
  },
  PurchaseOrderLine: {
    itemId: (line) => line.inventory_id,
  },
} satisfies Resolvers;
