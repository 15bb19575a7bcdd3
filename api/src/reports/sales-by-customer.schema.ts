import { z } from 'zod';
import { reportDay } from './report-period.ts';
import { SalesFigures, SalesFiguresShape } from './sales-figures.ts';

export const SalesByCustomerRow = z
  .object({ customer_id: z.number().int(), name: z.string(), ...SalesFiguresShape })
  .meta({ id: 'SalesByCustomerRow' });
export type SalesByCustomerRow = z.output<typeof SalesByCustomerRow>;

/** GET /reports/sales-by-customer: who bought, and at what profit, from `from` to `to`. */
export const SalesByCustomerReport = z
  .object({
    from: reportDay,
    to: reportDay,
    rows: z.array(SalesByCustomerRow).meta({ description: 'By net sales, largest first' }),
    totals: SalesFigures,
  })
  .meta({ id: 'SalesByCustomerReport' });
export type SalesByCustomerReport = z.output<typeof SalesByCustomerReport>;
