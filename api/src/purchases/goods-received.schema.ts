import { z } from 'zod';
import type { KeysetSort } from '../db/keyset.ts';
import { instant, pageOf, UserRef } from '../http/openapi.ts';
import { pageLimit, sortParam, withCursor } from '../http/page-query.ts';
import {
  calendarDay,
  FROM_AFTER_TO,
  fromNotAfterTo,
  listQuery,
  money,
  optionalText,
  recordId,
  requiredText,
  searchText,
} from '../http/validation.ts';
import { lineQuantity } from '../sales/sale.schema.ts';

const MAX_LINES = 500;
const MAX_UNIT_COST_CENTS = 10_000_000_000;

const text = (max: number) =>
  optionalText.pipe(z.string().max(max, `must be at most ${max} characters`).nullable());

/** POST /goods-received: a delivery from a supplier, posted at once. */
export const goodsReceivedBody = z.object({
  supplier_id: recordId,
  /** The day the goods came in; today when left out. */
  received_on: calendarDay.nullish().transform((day) => day ?? null),
  supplier_invoice_number: text(100),
  note: text(500),
  /** The purchase order it delivers against (issue 51); its lines' received quantities follow. */
  purchase_order_id: recordId.nullish().transform((id) => id ?? null),
  /** Receive more than the order asked for (refused, 409, unless this is true). */
  allow_over_receipt: z.boolean().optional().default(false),
  lines: z
    .array(
      z
        .object({
          inventory_id: recordId,
          quantity: lineQuantity,
          /** What one unit cost the shop, KSh. */
          unit_cost: money.pipe(z.number().max(MAX_UNIT_COST_CENTS, 'is too large')),
        })
        .transform(({ quantity, ...line }) => ({ ...line, quantity_milli: quantity })),
      { error: 'must be a list of received items' },
    )
    .min(1, 'add at least one item')
    .max(MAX_LINES, `must have at most ${MAX_LINES} lines`),
});
export type GoodsReceivedInput = z.output<typeof goodsReceivedBody>;

export const reversalBody = z.object({
  reason: requiredText('give a reason for the reversal').pipe(
    z.string().max(500, 'must be at most 500 characters'),
  ),
});

/** Newest first: `goods_received_notes_created` (0010) serves it. */
export const GOODS_RECEIVED_SORTS = {
  created_at_desc: {
    name: 'created_at_desc',
    key: 'g.created_at',
    keyType: 'text',
    direction: 'desc',
  },
} as const satisfies Record<string, KeysetSort>;

const filters = {
  /** The GRN number, the supplier's name or the supplier's invoice number. */
  q: searchText,
  supplier_id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a supplier id')
    .transform(Number)
    .optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** Standing notes, or those reversed. */
  status: z.enum(['posted', 'reversed']).optional(),
  sort: sortParam(GOODS_RECEIVED_SORTS, 'created_at_desc'),
};

export const goodsReceivedPageQuery = listQuery({
  limit: pageLimit,
  cursor: z.string().optional(),
  ...filters,
})
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
    quantity: z
      .number()
      .meta({ description: 'Up to 3 decimals for an item sold in fractions (kg, m…)' }),
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
