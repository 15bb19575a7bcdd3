import { z } from 'zod';

const day = z.string().meta({ format: 'date' });

/** One line of a supplier's statement: a bill (owed more) or a payment entry (owed less). */
export const SupplierStatementLine = z
  .object({
    date: day.meta({ description: 'The bill date, or the business day it was paid' }),
    kind: z.enum(['bill', 'opening_balance', 'payment', 'reversal']).meta({
      description:
        'opening_balance: what the shop owed the supplier when it moved in (OB-…), owed and paid like a bill',
    }),
    bill_id: z.number().int(),
    bill_number: z.string(),
    supplier_invoice_number: z.string(),
    due_on: day.nullable().meta({ description: 'Bills only' }),
    payment_id: z.number().int().nullable(),
    method: z.string().nullable(),
    reference: z.string().nullable(),
    billed: z.number().meta({ description: 'What the line adds to what is owed, KSh' }),
    paid: z.number().meta({ description: 'What the line takes off (a reversal is negative)' }),
    balance: z.number().meta({ description: 'What the shop owes the supplier after this line' }),
  })
  .meta({ id: 'SupplierStatementLine' });
export type SupplierStatementLine = z.output<typeof SupplierStatementLine>;

/** GET /suppliers/{id}/statement: what the shop owes one supplier and since when. */
export const SupplierStatement = z
  .object({
    supplier_id: z.number().int(),
    supplier_name: z.string(),
    from: day,
    as_of: day,
    opening_balance: z.number().meta({ description: 'Owed at the start of `from`' }),
    closing_balance: z.number().meta({ description: 'Owed at the end of `as_of`' }),
    lines: z.array(SupplierStatementLine),
    ageing: z
      .object({
        current: z.number(),
        days_1_30: z.number(),
        days_31_60: z.number(),
        days_61_90: z.number(),
        days_over_90: z.number(),
      })
      .meta({ id: 'SupplierStatementAgeing', description: 'The closing balance by days past due' }),
  })
  .meta({ id: 'SupplierStatement' });
export type SupplierStatement = z.output<typeof SupplierStatement>;
