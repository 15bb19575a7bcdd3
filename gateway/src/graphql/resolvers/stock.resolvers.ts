import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { nullIfMissing, pathId, restId } from '../../rest/rest-errors.ts';
import type { Resolvers, StockMovementKind } from '../resolvers.generated.ts';
import { inArgumentTerms, restConnectionQuery } from './list-args.ts';

const optionalId = (id: number | null) => (id === null ? null : String(id));
/** A line's item is `inventory_id` in REST and `itemId` in the GraphQL input. */
const STOCK_LINE_NAMES = { 'lines.*.inventory_id': 'lines.*.itemId' } as const;

/** Stock that comes in as well as out (issue 17): the ledger, adjustments, counts, deliveries. */
export const stockResolvers: Resolvers = {
  Query: {
    stockMovements: (_, args, { rest }) => {
      const query = {
        limit: String(args.first ?? 50),
        ...(args.after != null ? { cursor: args.after } : {}),
      };
      const id = pathId(args.itemId, 'itemId');
      return nullIfMissing(
        inArgumentTerms(
          rest.read(`movements:${id}:${JSON.stringify(query)}`, (api) =>
            api.v1.inventory[':id'].movements.$get({ param: { id }, query }),
          ),
        ),
      );
    },
    goodsReceivedPage: (_, args, { rest }) => {
      const query = {
        ...restConnectionQuery(args, 'created_at_desc'),
        ...(args.supplierId != null
          ? { supplier_id: String(restId(args.supplierId, 'supplierId')) }
          : {}),
        ...(args.from != null ? { from: args.from } : {}),
        ...(args.to != null ? { to: args.to } : {}),
        ...(args.status != null ? { status: args.status } : {}),
      };
      return inArgumentTerms(
        rest.read(`goods-received:${JSON.stringify(query)}`, (api) =>
          api.v1['goods-received'].$get({ query }),
        ),
      );
    },
    toReorder: (_, __, { rest }) =>
      rest.read('to-reorder', (api) => api.v1.inventory['to-reorder'].$get()),
    goodsReceivedNote: (_, { id }, { rest }) =>
      nullIfMissing(
        rest.read(`goods-received:${id}`, (api) =>
          api.v1['goods-received'][':id'].$get({ param: { id: pathId(id) } }),
        ),
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
        STOCK_LINE_NAMES,
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
                lines: input.lines.map((line) => ({
                  inventory_id: restId(line.itemId, 'itemId'),
                  quantity: line.quantity,
                  unit_cost: line.unitCost,
                })),
              },
            },
            idempotencyKeyed(idempotencyKey),
          ),
        STOCK_LINE_NAMES,
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
    supplierId: (group) => optionalId(group.supplier_id),
    supplierName: (group) => group.supplier_name,
    lines: (group) => group.items,
  },
  ReorderLine: {
    item: (line) => line,
    suggestedQuantity: (line) => line.suggested_quantity,
  },
  StockMovementConnection: {
    nodes: (page) => page.items,
    pageInfo: (page) => page,
    totalCount: (page) => page.total_count,
  },
  StockMovement: {
    id: (movement) => String(movement.id),
    itemId: (movement) => String(movement.inventory_id),
    occurredAt: (movement) => movement.occurred_at,
    kind: (movement) => movement.kind as StockMovementKind,
    quantityChange: (movement) => movement.quantity_change,
    quantityAfter: (movement) => movement.quantity_after,
    document: (movement) =>
      movement.document && { ...movement.document, id: String(movement.document.id) },
    recordedByEmail: (movement) => movement.recorded_by_email,
  },
  StockCountResult: {
    countedAt: (count) => count.counted_at,
    adjustedItems: (count) => count.adjusted_items,
    totalDifferenceValue: (count) => count.total_difference_value,
  },
  StockCountLine: {
    itemId: (line) => String(line.inventory_id),
    itemName: (line) => line.item_name,
    expectedQuantity: (line) => line.expected_quantity,
    countedQuantity: (line) => line.counted_quantity,
    differenceValue: (line) => line.difference_value,
  },
  GoodsReceivedConnection: {
    nodes: (page) => page.items,
    pageInfo: (page) => page,
    totalCount: (page) => page.total_count,
  },
  GoodsReceivedNote: {
    id: (note) => String(note.id),
    grnNumber: (note) => note.grn_number,
    supplierId: (note) => String(note.supplier_id),
    supplierName: (note) => note.supplier_name,
    receivedOn: (note) => note.received_on,
    supplierInvoiceNumber: (note) => note.supplier_invoice_number,
    totalCost: (note) => note.total_cost,
    lineCount: (note) => note.line_count,
    createdAt: (note) => note.created_at,
    createdBy: (note) => note.created_by,
    createdByEmail: (note) => note.created_by_email,
    backDated: (note) => note.back_dated,
    reversedAt: (note) => note.reversed_at,
    reversedBy: (note) => note.reversed_by,
    reversedByEmail: (note) => note.reversed_by_email,
    reversalReason: (note) => note.reversal_reason,
    lines: (note) => ('lines' in note ? note.lines : []),
  },
  GoodsReceivedLine: {
    id: (line) => String(line.id),
    itemId: (line) => optionalId(line.inventory_id),
    itemName: (line) => line.item_name,
    unitCost: (line) => line.unit_cost,
  },
};
