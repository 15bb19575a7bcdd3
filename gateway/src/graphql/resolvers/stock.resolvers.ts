import { readById } from '../../rest/record-by-id.ts';
import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { nullIfMissing, pathId, restId } from '../../rest/rest-errors.ts';
import type { Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readList, restCursorQuery } from './list-args.ts';
import {
  carried,
  ITEM_LINE_NAMES,
  restCostedLines,
  restSupplierDocumentQuery,
} from './supplier-documents.ts';

/** Stock that comes in as well as out (issue 17): the ledger, adjustments, counts, deliveries. */
export const stockResolvers = {
  Query: {
    stockMovements: (_, args, { rest }) => {
      const query = restCursorQuery(args);
      const id = pathId(args.itemId, 'itemId');
      return nullIfMissing(
        readList(rest, `movements:${id}`, query, (api) =>
          api.v1.inventory[':id'].movements.$get({ param: { id }, query }),
        ),
      );
    },
    goodsReceivedPage: (_, args, { rest }) => {
      const query = restSupplierDocumentQuery(args);
      return readList(rest, 'goods-received', query, (api) =>
        api.v1['goods-received'].$get({ query }),
      );
    },
    toReorder: (_, __, { rest }) =>
      rest.read('to-reorder', (api) => api.v1.inventory['to-reorder'].$get()),
    stockCounts: (_, args, { rest }) => {
      const query = restCursorQuery(args);
      return readList(rest, 'stock-counts', query, (api) => api.v1['stock-counts'].$get({ query }));
    },
    stockCount: (_, { id }, { rest }) =>
      readById(rest, 'stock-count', id, (api, path) => api.v1['stock-counts'][':id'].$get(path)),
    goodsReceivedNote: (_, { id }, { rest }) =>
      readById(rest, 'goods-received', id, (api, path) =>
        api.v1['goods-received'][':id'].$get(path),
      ),
  },
  Mutation: {
    adjustStock: (_, { input, idempotencyKey }, { rest }) =>
      rest.write(
        (api) =>
          api.v1['stock-adjustments'].$post(
            {
              json: {
                inventory_id: restId(input.itemId, 'itemId'),
                quantity_change: input.quantityChange,
                reason: input.reason,
                note: input.note ?? null,
              },
            },
            idempotencyKeyed(idempotencyKey),
          ),
        { inventory_id: 'itemId' },
      ),
    postStockCount: (_, { input, idempotencyKey }, { rest }) =>
      rest.write(
        (api) =>
          api.v1['stock-counts'].$post(
            {
              json: {
                note: input.note ?? null,
                lines: input.lines.map((line) => ({
                  inventory_id: restId(line.itemId, 'itemId'),
                  expected_quantity: line.expectedQuantity,
                  counted_quantity: line.countedQuantity,
                })),
              },
            },
            idempotencyKeyed(idempotencyKey),
          ),
        ITEM_LINE_NAMES,
      ),
    receiveGoods: (_, { input, idempotencyKey }, { rest }) =>
      rest.write(
        (api) =>
          api.v1['goods-received'].$post(
            {
              json: {
                supplier_id: restId(input.supplierId, 'supplierId'),
                received_on: input.receivedOn ?? null,
                supplier_invoice_number: input.supplierInvoiceNumber ?? null,
                note: input.note ?? null,
                lines: restCostedLines(input.lines),
              },
            },
            idempotencyKeyed(idempotencyKey),
          ),
        ITEM_LINE_NAMES,
      ),
    reverseGoodsReceived: (_, { id, reason, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1['goods-received'][':id'].reverse.$post(
          { param: { id: pathId(id) }, json: { reason } },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
  },
  ReorderGroup: {
    lines: (group) => group.items,
  },
  ReorderLine: {
    item: (line) => line,
  },
  StockMovementConnection: pageAsConnection,
  StockMovement: {
    itemId: (movement) => movement.inventory_id,
  },
  StockCountLine: {
    itemId: (line) => line.inventory_id,
  },
  StockCountConnection: pageAsConnection,
  PastCountLine: {
    itemId: (line) => line.inventory_id,
  },
  GoodsReceivedConnection: pageAsConnection,
  GoodsReceivedNote: {
    lines: carried('lines'),
  },
  GoodsReceivedLine: {
    itemId: (line) => line.inventory_id,
  },
} satisfies Resolvers;
