import { z } from 'zod';
import { instant, pageOf, UserRef } from '../http/openapi.ts';
import { withCursor } from '../http/page-query.ts';
import { calendarDay, optionalTextUpTo, reasonBody, recordId } from '../http/validation.ts';
import {
  costedItemLines,
  newestFirst,
  supplierDocumentFilters,
  supplierDocumentPageQuery,
} from '../supplier-documents/supplier-document.schema.ts';

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'partially_received',
  'received',
  'cancelled',
] as const;

/** POST /purchase-orders: what the shop asks a supplier for, one line per item. */
export const purchaseOrderBody = z.object({
  supplier_id: recordId,
  /** The day the supplier is expected to deliver. */
  expected_on: calendarDay.nullish().transform((day) => day ?? null),
  note: optionalTextUpTo(500),
  /** What one unit of each item is to cost the shop, KSh. */
  lines: costedItemLines('must be a list of items to order'),
});
export type PurchaseOrderInput = z.output<typeof purchaseOrderBody>;

export const cancelBody = reasonBody('give a reason for cancelling');

/** Newest first: `purchase_orders_created` (0034) serves it. */
export const PURCHASE_ORDER_SORTS = newestFirst('p.created_at');

/** Searched (`q`) by PO number or the supplier's name. */
export const purchaseOrderPageQuery = supplierDocumentPageQuery(
  supplierDocumentFilters(PURCHASE_ORDER_SORTS, {
    status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  }),
).transform(withCursor(PURCHASE_ORDER_SORTS));
export type PurchaseOrderPageQuery = z.output<typeof purchaseOrderPageQuery>;

const cost = (description: string) =>
  z
    .number()
    .optional()
    .meta({ description: `${description}; left out for a cashier` });

/** A purchase order as the API answers it, amounts in KSh. */
export const PurchaseOrder = z
  .object({
    id: z.number().int(),
    po_number: z.string().meta({ description: '`PO-000042`, numbered without gaps' }),
    supplier_id: z.number().int(),
    supplier_name: z.string(),
    supplier_contact: z.string(),
    status: z.enum(PURCHASE_ORDER_STATUSES).meta({
      description:
        'draft or sent until goods come in against it; then partially_received or received, from the quantities its standing deliveries brought',
    }),
    expected_on: z.string().nullable().meta({ format: 'date' }),
    note: z.string().nullable(),
    total_cost: cost('Σ quantity × unit cost'),
    line_count: z.number().int(),
    created_at: instant,
    created_by: UserRef.meta({ description: 'Who made it' }),
    sent_at: instant.nullable(),
    cancelled_at: instant.nullable(),
    cancelled_by: UserRef.nullable(),
    cancel_reason: z.string().nullable(),
  })
  .meta({ id: 'PurchaseOrder' });
export type PurchaseOrder = z.output<typeof PurchaseOrder>;

export const PurchaseOrdersPage = pageOf(PurchaseOrder, 'PurchaseOrdersPage');
export type PurchaseOrdersPage = z.output<typeof PurchaseOrdersPage>;

export const PurchaseOrderLine = z
  .object({
    id: z.number().int(),
    inventory_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'null once the item is deleted' }),
    item_name: z.string(),
    unit: z.string(),
    quantity: z.number().meta({ description: 'Ordered, up to 3 decimals' }),
    received: z.number().meta({ description: "What the order's standing deliveries brought" }),
    outstanding: z.number().meta({ description: 'Ordered less received, never below 0' }),
    unit_cost: cost('What one unit is to cost the shop'),
    amount: cost('quantity × unit cost, to the cent'),
  })
  .meta({ id: 'PurchaseOrderLine' });
export type PurchaseOrderLine = z.output<typeof PurchaseOrderLine>;

export const PurchaseOrderWithLines = PurchaseOrder.extend({
  lines: z.array(PurchaseOrderLine),
}).meta({ id: 'PurchaseOrderWithLines' });
export type PurchaseOrderWithLines = z.output<typeof PurchaseOrderWithLines>;
