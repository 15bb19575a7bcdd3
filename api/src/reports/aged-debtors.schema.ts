import { z } from 'zod';
import { reportDay } from './report-period.ts';

const amount = (description: string) => z.number().meta({ description });

/** What one customer owes, by how long past due, and the credit they hold. Amounts are KSh. */
const AgedDebts = {
  current: amount('Owed on sales not yet past due'),
  days_1_30: amount('Owed on sales 1 to 30 days past due'),
  days_31_60: amount('Owed on sales 31 to 60 days past due'),
  days_61_90: amount('Owed on sales 61 to 90 days past due'),
  over_90: amount('Owed on sales more than 90 days past due'),
  total: amount(
    "The customer's balance: the buckets less the credit held (what their statement closes with)",
  ),
  credit: amount(
    'Credit the customer holds (credit notes kept as credit, money paid beyond a sale), never a negative bucket',
  ),
};

export const AgedDebtor = z
  .object({ customer_id: z.number().int(), name: z.string(), ...AgedDebts })
  .meta({ id: 'AgedDebtor' });
export type AgedDebtor = z.output<typeof AgedDebtor>;

/** GET /reports/aged-debtors: every customer who owes or holds credit at the end of `as_of`. */
export const AgedDebtorsReport = z
  .object({
    as_of: reportDay.meta({ description: 'The business day aged at, at its end' }),
    rows: z.array(AgedDebtor),
    totals: z.object(AgedDebts),
  })
  .meta({ id: 'AgedDebtorsReport' });
export type AgedDebtorsReport = z.output<typeof AgedDebtorsReport>;
