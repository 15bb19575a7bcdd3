import { z } from 'zod';
import { instant, pageOf, UserRef } from '../http/openapi.ts';
import { pageParams, readCursor } from '../http/page-query.ts';
import { booleanFlag, listQuery, money, recordId, requiredTextUpTo } from '../http/validation.ts';
import { MONEY_METHODS } from '../sales/payment.schema.ts';
import { SHIFT_SORT } from './shifts.repository.ts';

/** POST /shifts: the cash the drawer starts with. */
export const openShiftBody = z.strictObject({
  opening_float: money.meta({ description: 'KSh in the drawer at the start' }),
});

const positiveMoney = money.refine((cents) => cents > 0, { message: 'must be more than 0' });

/** POST /shifts/{id}/cash-movements: cash put in or taken out by hand, and why. */
export const cashMovementBody = z.strictObject({
  kind: z.enum(['pay_in', 'pay_out'], { error: 'must be pay_in or pay_out' }),
  amount: positiveMoney,
  reason: requiredTextUpTo(200, 'must say why the cash moved'),
});
export type CashMovementInput = z.output<typeof cashMovementBody>;

/** POST /shifts/{id}/close: the cash counted in the drawer. */
export const closeShiftBody = z.strictObject({
  counted_cash: money.meta({ description: 'KSh counted in the drawer at the close' }),
});

/** `?limit=&cursor=&cashier_id=&open=`: a page of shifts, the latest opened first. */
export const shiftsQuery = listQuery({
  ...pageParams,
  cashier_id: z
    .string()
    .regex(/^\d+$/, 'must be a user id')
    .transform(Number)
    .pipe(recordId)
    .optional()
    .meta({ description: "Only this cashier's shifts (owners and managers)" }),
  open: booleanFlag.meta({ description: 'true: only open shifts; false: only closed ones' }),
}).transform((query, ctx) => ({ ...query, after: readCursor(query.cursor, SHIFT_SORT, ctx) }));
export type ShiftsQuery = z.output<typeof shiftsQuery>;

export const CashMovement = z
  .object({
    id: z.number().int(),
    kind: z.enum(['pay_in', 'pay_out']),
    amount: z.number().meta({ description: 'KSh, positive either way' }),
    reason: z.string(),
    recorded_by: UserRef,
    recorded_at: instant,
  })
  .meta({ id: 'CashMovement' });

export const MethodTotal = z
  .object({
    method: z.enum(MONEY_METHODS),
    taken: z.number().meta({ description: 'KSh of payments taken' }),
    refunded: z.number().meta({ description: 'KSh handed back for credit notes' }),
    reversed: z.number().meta({ description: 'KSh of reversals and corrections' }),
    net: z.number().meta({ description: 'taken − refunded − reversed' }),
  })
  .meta({ id: 'ShiftMethodTotal' });

/** What the close fixes: the drawer's money worked out from the ledger, and what was counted. */
export const ZReport = z
  .object({
    opening_float: z.number(),
    cash_taken: z.number().meta({ description: 'Cash sales and cash payments taken' }),
    cash_refunded: z.number(),
    cash_reversed: z.number(),
    pay_ins: z.number(),
    pay_outs: z.number(),
    expected_cash: z.number().meta({
      description: 'float + cash taken − refunded − reversed + pay-ins − pay-outs',
    }),
    counted_cash: z.number(),
    difference: z.number().meta({ description: 'counted − expected: negative when cash is short' }),
    by_method: z.array(MethodTotal),
  })
  .meta({ id: 'ZReport' });
export type ZReport = z.output<typeof ZReport>;

/** Who ran a shift and when: the same in the list as in the whole shift. */
const shiftHead = {
  id: z.number().int(),
  cashier: UserRef,
  opened_at: instant,
  opening_float: z.number(),
  closed_at: instant.nullable(),
  closed_by: UserRef.nullable(),
};

export const Shift = z
  .object({
    ...shiftHead,
    cash_movements: z.array(CashMovement),
    z_report: ZReport.nullable().meta({ description: 'Once closed; null while open' }),
  })
  .meta({ id: 'Shift' });
export type Shift = z.output<typeof Shift>;

/** A shift in the list: no movements, the figures of its close. */
export const ShiftSummary = z
  .object({
    ...shiftHead,
    expected_cash: z.number().nullable(),
    counted_cash: z.number().nullable(),
    difference: z.number().nullable(),
  })
  .meta({ id: 'ShiftSummary' });
export type ShiftSummary = z.output<typeof ShiftSummary>;

export const ShiftsPage = pageOf(ShiftSummary, 'ShiftsPage');
