import { restId } from '../../rest/rest-errors.ts';
import { restConnectionQuery } from './list-args.ts';

/**
 * What the resolvers of the documents the shop exchanges with its suppliers share (purchase
 * orders, goods received notes, supplier bills): their lists' arguments, their item lines and
 * the lists a document carries only when read by id.
 */

/** A line's item is `inventory_id` in REST and `itemId` in the GraphQL input. */
export const ITEM_LINE_NAMES = { 'lines.*.inventory_id': 'lines.*.itemId' } as const;

/** A supplier document list's arguments, each left out when not given. */
interface SupplierDocumentArgs<Status extends string> {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  supplierId?: string | null;
  from?: string | null;
  to?: string | null;
  status?: Status | null;
}

/**
 * `purchaseOrders`, `goodsReceivedPage` and `supplierBillsPage` as the REST list's query string:
 * the connection, then the supplier, the days and the status that were given.
 */
export function restSupplierDocumentQuery<Status extends string>(
  args: SupplierDocumentArgs<Status>,
) {
  return {
    ...restConnectionQuery(args, 'created_at_desc'),
    ...(args.supplierId != null
      ? { supplier_id: String(restId(args.supplierId, 'supplierId')) }
      : {}),
    ...(args.from != null ? { from: args.from } : {}),
    ...(args.to != null ? { to: args.to } : {}),
    ...(args.status != null ? { status: args.status } : {}),
  };
}

/** An input line's item and quantity as the REST line takes them. */
export const restItemLine = (line: { itemId: string; quantity: number }) => ({
  inventory_id: restId(line.itemId, 'itemId'),
  quantity: line.quantity,
});

/** An order's or a delivery's input lines, each at its cost, as the REST lines. */
export const restCostedLines = (
  lines: readonly { itemId: string; quantity: number; unitCost: number }[],
) => lines.map((line) => ({ ...restItemLine(line), unit_cost: line.unitCost }));

/**
 * A document's `key` list (its lines, a bill's VAT bands and payments): a list's row carries
 * none, so it reads as empty; the document read by id carries its own.
 */
export const carried =
  <Key extends string>(key: Key) =>
  <Document extends object>(document: Document) =>
    key in document ? (document as Extract<Document, Record<Key, unknown>>)[key] : [];
