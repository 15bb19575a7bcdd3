import type { Generated } from 'kysely';

/** Shifts (0032): a cashier's drawer from its opening float to its count. */

/**
 * One shift: open while `closed_at` is null (at most one per cashier, a partial unique index);
 * the close fixes who closed it, the cash counted, the cash expected and their difference.
 */
export interface ShiftsTable {
  id: Generated<number>;
  cashier_id: number;
  opened_at: string;
  opening_float_cents: number;
  closed_at: string | null;
  closed_by: number | null;
  counted_cash_cents: number | null;
  expected_cash_cents: number | null;
  /** counted − expected: negative when cash is missing. */
  difference_cents: number | null;
}

export type CashMovementKind = 'pay_in' | 'pay_out';

/** Cash put into or taken out of a shift's drawer by hand, with why; never changed. */
export interface ShiftCashMovementsTable {
  id: Generated<number>;
  shift_id: number;
  kind: CashMovementKind;
  /** Positive either way; the kind says which way it went. */
  amount_cents: number;
  reason: string;
  recorded_by: number;
  recorded_at: string;
}
