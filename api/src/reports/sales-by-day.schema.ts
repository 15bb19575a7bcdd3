import { z } from 'zod';
import { reportDay } from './report-period.ts';
import { SalesFigures, SalesFiguresShape } from './sales-figures.ts';

export const SalesByDayRow = z
  .object({
    day: reportDay.meta({ description: 'A business day (Nairobi)' }),
    ...SalesFiguresShape,
  })
  .meta({ id: 'SalesByDayRow' });
export type SalesByDayRow = z.output<typeof SalesByDayRow>;

/** GET /reports/sales-by-day: each business day from `from` to `to`, days without sales too. */
export const SalesByDayReport = z
  .object({
    from: reportDay,
    to: reportDay,
    rows: z.array(SalesByDayRow).meta({ description: 'Every day of the period, in order' }),
    totals: SalesFigures,
  })
  .meta({ id: 'SalesByDayReport' });
export type SalesByDayReport = z.output<typeof SalesByDayReport>;
