import { z } from 'zod';
import { reportDay } from './report-period.ts';

export const StockValuationRow = z
  .object({
    inventory_id: z.number().int(),
    name: z.string(),
    unit: z.string(),
    quantity: z.number().meta({ description: 'Held at the end of `as_of`, in the unit' }),
    average_cost: z.number().meta({
      description:
        'Weighted-average cost per unit then, KSh, as deliveries recorded it (net of input VAT for a VAT-registered shop)',
    }),
    value: z.number().meta({ description: 'At cost: quantity × average cost, KSh' }),
    shelf_price: z
      .number()
      .meta({ description: 'Shelf price per unit then, VAT included, KSh (price history)' }),
    shelf_value: z
      .number()
      .meta({ description: 'At shelf price, VAT included: quantity × shelf price, KSh' }),
  })
  .meta({ id: 'StockValuationRow' });
export type StockValuationRow = z.output<typeof StockValuationRow>;

/** GET /reports/stock-valuation: the stock held at the end of a day, at cost and at shelf price. */
export const StockValuationReport = z
  .object({
    as_of: reportDay.meta({ description: 'The business day valued, at its end' }),
    rows: z.array(StockValuationRow).meta({ description: 'Items held then, by name' }),
    total_value: z.number().meta({ description: 'Stock at cost, KSh' }),
    total_shelf_value: z
      .number()
      .meta({ description: 'Stock at shelf price, VAT included, KSh: not a cost' }),
  })
  .meta({ id: 'StockValuationReport' });
export type StockValuationReport = z.output<typeof StockValuationReport>;
