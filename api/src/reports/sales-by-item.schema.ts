import { z } from 'zod';
import { reportDay } from './report-period.ts';
import { SalesFigures, SalesFiguresShape } from './sales-figures.ts';

/** The name of the one row that holds lines without a stock item. */
export const TYPED_LINES = 'Typed lines (no stock item)';

export const SalesByItemRow = z
  .object({
    inventory_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: `The stock item; null for the one row "${TYPED_LINES}"` }),
    name: z.string(),
    unit: z.string().nullable().meta({ description: 'pcs, kg, m…; null for typed lines' }),
    quantity: z.number().nullable().meta({
      description: 'Sold less returned (credit notes), in the unit; null for typed lines',
    }),
    ...SalesFiguresShape,
  })
  .meta({ id: 'SalesByItemRow' });
export type SalesByItemRow = z.output<typeof SalesByItemRow>;

/** GET /reports/sales-by-item: what sold, and at what profit, from `from` to `to`. */
export const SalesByItemReport = z
  .object({
    from: reportDay,
    to: reportDay,
    rows: z.array(SalesByItemRow).meta({ description: 'By net sales, largest first' }),
    totals: SalesFigures,
  })
  .meta({ id: 'SalesByItemReport' });
export type SalesByItemReport = z.output<typeof SalesByItemReport>;
