import { z } from 'zod';
import { instant, pageOf, UserRef } from '../http/openapi.ts';
import { withCursor } from '../http/page-query.ts';
import {
  calendarDay,
  FROM_AFTER_TO,
  fromNotAfterTo,
  listQuery,
  optionalTextUpTo,
  reasonBody,
  recordId,
} from '../http/validation.ts';
import { answeredQuantity } from '../sales/sale.schema.ts';
import {
  costedItemLines,
  newestFirst,
  supplierDocumentFilters,
  supplierDocumentPageQuery,
} from '../supplier-documents/supplier-document.schema.ts';

/** POST /goods-received: a delivery from a supplier, posted at once. */
export const goodsReceivedBody = z.object({
  supplier_id: recordId,
  /** The day the goods came in; today when left out. */
  received_on: calendarDay.nullish().transform((day) => day ?? null),
  supplier_invoice_number: optionalTextUpTo(100),
  note: optionalTextUpTo(500),
  /** The purchase order it delivers against (issue 51); its lines' received quantities follow. */
  purchase_order_id: recordId.nullish().transform((id) => id ?? null),
  /** Receive more than the order asked for (refused, 409, unless this is true). */
  allow_over_receipt: z.boolean().optional().default(false),
  /** What one unit of each item cost the shop, KSh. */
  lines: costedItemLines('must be a list of received items'),
});
export type GoodsReceivedInput = z.output<typeof goodsReceivedBody>;

export const reversalBody = reasonBody('give a reason for the reversal');

/** Newest first: `goods_received_notes_created` (0010) serves it. */
export const GOODS_RECEIVED_SORTS = newestFirst('g.created_at');

/** Searched (`q`) by GRN number, the supplier's name or the supplier's invoice number. */
const filters = supplierDocumentFilters(GOODS_RECEIVED_SORTS, {
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** Standing notes, or those reversed. */
  status: z.enum(['posted', 'reversed']).optional(),
});

export const goodsReceivedPageQuery = supplierDocumentPageQuery(filters)
  .refine(fromNotAfterTo, FROM_AFTER_TO)
  .transform(withCursor(GOODS_RECEIVED_SORTS));
export type GoodsReceivedPageQuery = z.output<typeof goodsReceivedPageQuery>;

/** The same filters: which notes a CSV export holds (all without filters), newest first. */
export const goodsReceivedExportQuery = listQuery(filters).refine(fromNotAfterTo, FROM_AFTER_TO);
export type GoodsReceivedExportQuery = z.output<typeof goodsReceivedExportQuery>;

/** A goods received note (a delivery from a supplier) as the API answers it, amounts in KSh. */
export const GoodsReceivedNote = z
  .object({
    id: z.number().int(),
    grn_number: z.string().meta({ description: '`GRN-000042`, numbered without gaps' }),
    supplier_id: z.number().int(),
    supplier_name: z.string(),
    received_on: z
      .string()
      .meta({ format: 'date', description: 'The business day the goods came in' }),
    supplier_invoice_number: z.string().nullable(),
    note: z.string().nullable(),
    purchase_order_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The purchase order it delivered against; null: none' }),
    total_cost: z.number(),
    line_count: z.number().int(),
    created_at: instant.meta({ description: 'The moment it was recorded' }),
    created_by: UserRef.meta({ description: 'Who recorded it' }),
    created_by_email: z.string().meta({ description: 'created_by.email' }),
    back_dated: z.boolean().meta({
      description: 'received_on is more than a (Nairobi) day before the day it was recorded',
    }),
    status: z.enum(['posted', 'reversed']),
    reversed_at: instant.nullable(),
    reversed_by: UserRef.nullable().meta({ description: 'Who reversed it; null while it stands' }),
    reversed_by_email: z.string().nullable().meta({ description: 'reversed_by.email' }),
    reversal_reason: z.string().nullable(),
  })
  .meta({ id: 'GoodsReceivedNote' });
export type GoodsReceivedNote = z.output<typeof GoodsReceivedNote>;

/** A page of the goods received list, newest first. */
export const GoodsReceivedNotesPage = pageOf(GoodsReceivedNote, 'GoodsReceivedNotesPage');
export type GoodsReceivedNotesPage = z.output<typeof GoodsReceivedNotesPage>;

/** A line of a goods received note. */
export const GoodsReceivedLine = z
  .object({
    id: z.number().int(),
    inventory_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'null once the item is deleted; the line keeps its name' }),
    item_name: z.string(),
    quantity: answeredQuantity,
    unit: z.string(),
    unit_cost: z.number(),
    amount: z.number().meta({ description: 'quantity × unit cost, to the cent' }),
  })
  .meta({ id: 'GoodsReceivedLine' });
export type GoodsReceivedLine = z.output<typeof GoodsReceivedLine>;

export const GoodsReceivedNoteWithLines = GoodsReceivedNote.extend({
  lines: z.array(GoodsReceivedLine),
}).meta({ id: 'GoodsReceivedNoteWithLines' });
export type GoodsReceivedNoteWithLines = z.output<typeof GoodsReceivedNoteWithLines>;
