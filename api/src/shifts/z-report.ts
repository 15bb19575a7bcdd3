import type { Db } from '../db/database.ts';
import { toKsh } from '../money.ts';
import { MONEY_METHODS } from '../sales/payment.schema.ts';
import type { LedgerTotalRow, ShiftsRepository } from './shifts.repository.ts';
import type { ZReport } from './shifts.schema.ts';

/** The cash a shift's drawer should hold, in cents, and the figures it is made of. */
export interface DrawerFigures {
  openingFloatCents: number;
  cashTakenCents: number;
  /** Positive: what went back out. */
  cashRefundedCents: number;
  cashReversedCents: number;
  payInsCents: number;
  payOutsCents: number;
  expectedCashCents: number;
  byMethod: LedgerTotalRow[];
}

/**
 * Reads a shift's drawer from the payment ledger (what its cashier recorded between its open and
 * `to`) and its pay-ins and pay-outs, each one SQL aggregate: expected cash = float + cash taken −
 * cash refunded − cash reversed + pay-ins − pay-outs.
 */
export async function drawerFigures(
  repository: ShiftsRepository,
  from: Db,
  shift: { id: number; cashier_id: number; opened_at: string; opening_float_cents: number },
  to: string,
): Promise<DrawerFigures> {
  const [byMethod, movements] = await Promise.all([
    repository.ledgerTotals(from, shift.cashier_id, { from: shift.opened_at, to }),
    repository.cashMovementTotals(from, shift.id),
  ]);
  const cash = byMethod.find((row) => row.method === 'cash');
  const cashTakenCents = cash?.taken_cents ?? 0;
  const cashRefundedCents = -(cash?.refunded_cents ?? 0);
  const cashReversedCents = -(cash?.reversed_cents ?? 0);
  return {
    openingFloatCents: shift.opening_float_cents,
    cashTakenCents,
    cashRefundedCents,
    cashReversedCents,
    payInsCents: movements.pay_ins_cents,
    payOutsCents: movements.pay_outs_cents,
    expectedCashCents:
      shift.opening_float_cents +
      cashTakenCents -
      cashRefundedCents -
      cashReversedCents +
      movements.pay_ins_cents -
      movements.pay_outs_cents,
    byMethod,
  };
}

/** The Z report as answered: the figures in KSh, with what was counted, every money method listed. */
export function zReportOf(
  figures: DrawerFigures,
  close: { counted_cash_cents: number; expected_cash_cents: number; difference_cents: number },
): ZReport {
  return {
    opening_float: toKsh(figures.openingFloatCents),
    cash_taken: toKsh(figures.cashTakenCents),
    cash_refunded: toKsh(figures.cashRefundedCents),
    cash_reversed: toKsh(figures.cashReversedCents),
    pay_ins: toKsh(figures.payInsCents),
    pay_outs: toKsh(figures.payOutsCents),
    // As fixed at the close, whatever is recorded afterwards.
    expected_cash: toKsh(close.expected_cash_cents),
    counted_cash: toKsh(close.counted_cash_cents),
    difference: toKsh(close.difference_cents),
    by_method: MONEY_METHODS.map((method) => {
      const row = figures.byMethod.find((total) => total.method === method);
      const taken = row?.taken_cents ?? 0;
      const refunded = -(row?.refunded_cents ?? 0);
      const reversed = -(row?.reversed_cents ?? 0);
      return {
        method,
        taken: toKsh(taken),
        refunded: toKsh(refunded),
        reversed: toKsh(reversed),
        net: toKsh(taken - refunded - reversed),
      };
    }),
  };
}
