import { z } from 'zod';
import { instant, pageOf } from '../http/openapi.ts';
import { quantityField } from '../http/quantity.ts';
import { optionalTextUpTo, recordId } from '../http/validation.ts';
import { newestById } from './newest-by-id.ts';
import { MOVEMENT_KINDS } from './stock-ledger.ts';

/** A whole shop's items, filled in page by page on the Stock count screen, in one count. */
const MAX_COUNT_LINES = 5000;

/**
 * Why stock was adjusted by hand, and which way each reason may move it: goods damaged, lost or
 * used by the shop go out, goods found come in, a count correction goes either way.
 */
export const ADJUSTMENT_REASONS = {
  damaged: { label: 'Damaged', direction: 'out' },
  lost_or_stolen: { label: 'Lost or stolen', direction: 'out' },
  own_use: { label: 'Own use', direction: 'out' },
  found: { label: 'Found', direction: 'in' },
  count_correction: { label: 'Count correction', direction: 'either' },
} as const;
export type AdjustmentReason = keyof typeof ADJUSTMENT_REASONS;
const reasonNames = Object.keys(ADJUSTMENT_REASONS) as [AdjustmentReason, ...AdjustmentReason[]];

const note = optionalTextUpTo(500);
/** Quantities here parse to thousandths (`http/quantity.ts`); the service checks whole units. */
const quantity = quantityField({ min: 0, minMessage: 'must not be negative' });

/** POST /stock-adjustments: one item's quantity moved by hand, with a reason. */
export const adjustmentBody = z
  .object({
    inventory_id: recordId,
    quantity_change: quantityField({ min: -10_000_000 }).refine(
      (change) => change !== 0,
      'must not be 0',
    ),
    reason: z.enum(reasonNames, { error: `must be one of ${reasonNames.join(', ')}` }),
    note,
  })
  .superRefine((body, ctx) => {
    const { direction, label } = ADJUSTMENT_REASONS[body.reason];
    if (direction === 'out' && body.quantity_change > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity_change'],
        message: `${label} takes stock out: must be negative`,
      });
    }
    if (direction === 'in' && body.quantity_change < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity_change'],
        message: `${label} brings stock in: must be positive`,
      });
    }
  })
  .transform(({ quantity_change, ...body }) => ({
    ...body,
    quantity_change_milli: quantity_change,
  }));
export type AdjustmentInput = z.output<typeof adjustmentBody>;

/**
 * POST /stock-counts: what was counted on the shelf for a chosen set of items, with the
 * quantity the counter saw on screen when reviewing (`expected_quantity`). A difference is
 * posted only while stock still stands at what was reviewed.
 */
export const countBody = z.object({
  note,
  lines: z
    .array(
      z
        .object({
          inventory_id: recordId,
          expected_quantity: quantity,
          counted_quantity: quantity,
        })
        .transform(({ inventory_id, expected_quantity, counted_quantity }) => ({
          inventory_id,
          expected_milli: expected_quantity,
          counted_milli: counted_quantity,
        })),
      { error: 'must be a list of counted items' },
    )
    .min(1, 'count at least one item')
    .max(MAX_COUNT_LINES, `must have at most ${MAX_COUNT_LINES} lines`)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.inventory_id)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'inventory_id'],
            message: 'is counted twice; count each item once',
          });
        }
        seen.add(line.inventory_id);
      });
    }),
});
export type CountInput = z.output<typeof countBody>;

/** An item's ledger, newest first (its (inventory_id, id) index serves it), and `?limit=&cursor=`. */
export const { sorts: MOVEMENT_SORTS, pageQuery: movementsPageQuery } = newestById('m.id');
export type MovementsPageQuery = z.output<typeof movementsPageQuery>;

/** One row of an item's ledger, as the API answers it. */
export const StockMovement = z
  .object({
    id: z.number().int(),
    inventory_id: z.number().int(),
    occurred_at: instant,
    kind: z.enum(MOVEMENT_KINDS),
    quantity_change: z
      .number()
      .meta({ description: "In the item's unit: positive in, negative out; never 0" }),
    quantity_after: z.number().meta({
      description: "The item's quantity after this movement: the ledger's running balance",
    }),
    document: z
      .object({
        type: z.string().meta({ description: 'order, invoice, goods_received or credit_note' }),
        id: z.number().int(),
        number: z.string(),
      })
      .nullable()
      .meta({ description: 'The document the movement belongs to, if any' }),
    reason: z.string().nullable(),
    note: z.string().nullable(),
    recorded_by_email: z.string().nullable(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.output<typeof StockMovement>;

/** A page of an item's ledger, newest first. */
export const StockMovementsPage = pageOf(StockMovement, 'StockMovementsPage');
export type StockMovementsPage = z.output<typeof StockMovementsPage>;

/** A posted stock count: each line's difference and its value at cost. */
export const CountResult = z
  .object({
    id: z.number().int().meta({ description: 'The count, as GET /stock-counts/{id} reads it' }),
    counted_at: instant,
    lines: z.array(
      z.object({
        inventory_id: z.number().int(),
        item_name: z.string(),
        expected_quantity: z.number(),
        counted_quantity: z.number(),
        difference: z.number(),
        difference_value: z
          .number()
          .meta({ description: 'difference × cost price, KSh; negative for a shortfall' }),
      }),
    ),
    adjusted_items: z
      .number()
      .int()
      .meta({ description: 'How many lines differed and were posted as movements' }),
    total_difference_value: z.number(),
  })
  .meta({ id: 'CountResult' });
export type CountResult = z.output<typeof CountResult>;
