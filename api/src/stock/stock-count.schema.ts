import { z } from 'zod';
import { instant, pageOf } from '../http/openapi.ts';
import { newestById } from './newest-by-id.ts';

/* Past stock counts (issue 53): GET /stock-counts and /stock-counts/{id}. */

/** The past counts, newest first, and `?limit=&cursor=` of them. */
export const { sorts: COUNT_SORTS, pageQuery: countsPageQuery } = newestById('c.id');
export type CountsPageQuery = z.output<typeof countsPageQuery>;

/** A posted count's figures, fixed when it was posted. */
export const StockCountSummary = z
  .object({
    id: z.number().int(),
    counted_at: instant,
    counted_by_email: z.string().nullable(),
    note: z.string().nullable(),
    items_counted: z.number().int(),
    items_differing: z.number().int(),
    total_difference_quantity: z.number().meta({
      description: 'The differences added up, each in its own unit; negative for a shortfall',
    }),
    total_difference_value: z
      .number()
      .meta({ description: 'The differences at cost, KSh; negative for a shortfall' }),
  })
  .meta({ id: 'StockCountSummary' });
export type StockCountSummary = z.output<typeof StockCountSummary>;

export const StockCountsPage = pageOf(StockCountSummary, 'StockCountsPage');

/** One counted item of a past count: its name and unit as they were when counted. */
export const PastCountLine = z
  .object({
    inventory_id: z.number().int(),
    item_name: z.string(),
    unit: z.string(),
    expected_quantity: z.number(),
    counted_quantity: z.number(),
    difference: z.number(),
    difference_value: z.number().meta({ description: 'difference × cost price then, KSh' }),
  })
  .meta({ id: 'PastCountLine' });

/** A past count with every item it counted, those that matched included. */
export const StockCountDetail = StockCountSummary.extend({
  lines: z.array(PastCountLine),
}).meta({ id: 'StockCountDetail' });
export type StockCountDetail = z.output<typeof StockCountDetail>;
