import { z } from 'zod';
import { Customer } from '../parties/party.schema.ts';
import { PAYMENT_KINDS } from '../sales/payment.schema.ts';

/** A business day, `2026-11-26`. */
const day = z.string().meta({ format: 'date' });

/** One line of a statement: a sale (a debit) or a ledger entry (a payment is a credit). */
export const StatementLine = z
  .object({
    date: day.meta({ description: 'The business day it happened' }),
    kind: z.enum(['sale', 'opening_balance', ...PAYMENT_KINDS]),
    order_id: z.number().int().nullable(),
    order_number: z.string().nullable(),
    invoice_id: z.number().int().nullable(),
    invoice_number: z.string().nullable(),
    due_date: day.nullable().meta({ description: 'Sales only: when it is due' }),
    payment_id: z.number().int().nullable().meta({ description: 'Ledger entries only' }),
    method: z.string().nullable(),
    reference: z.string().nullable(),
    debit: z
      .number()
      .meta({ description: 'What the line adds to what is owed, in KSh (a sale, a reversal)' }),
    credit: z.number().meta({ description: 'What the line takes off (a payment, an adjustment)' }),
    balance: z.number().meta({ description: 'What the customer owes after this line' }),
  })
  .meta({ id: 'StatementLine' });
export type StatementLine = z.output<typeof StatementLine>;

/** The closing balance by how many days past due its sales are on `as_of`. */
export const StatementAgeing = z
  .object({
    current: z.number().meta({ description: 'Not yet past due' }),
    days_1_30: z.number(),
    days_31_60: z.number(),
    days_61_90: z.number(),
    days_over_90: z.number(),
  })
  .meta({ id: 'StatementAgeing' });
export type StatementAgeing = z.output<typeof StatementAgeing>;

/** A customer's statement (GET /customers/{id}/statement). Amounts are KSh. */
export const Statement = z
  .object({
    customer: Customer,
    from: day,
    as_of: day,
    opening_balance: z.number().meta({ description: 'Owed at the start of `from`' }),
    closing_balance: z
      .number()
      .meta({ description: 'Owed at the end of `as_of`: opening balance plus the lines' }),
    lines: z.array(StatementLine),
    ageing: StatementAgeing,
  })
  .meta({ id: 'Statement' });
export type Statement = z.output<typeof Statement>;
