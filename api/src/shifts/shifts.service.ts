import type { AuthUser } from '../auth/auth.service.ts';
import { permissions } from '../auth/roles.ts';
import { isUniqueViolation } from '../db/constraint-errors.ts';
import type { Db } from '../db/database.ts';
import { conflict, forbidden, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import type { ListPage } from '../http/page-query.ts';
import { readFilteredPage } from '../http/page-query.ts';
import { toKsh } from '../money.ts';
import {
  type CashMovementRow,
  SHIFT_SORT,
  type ShiftRow,
  shiftsRepository,
} from './shifts.repository.ts';
import type { CashMovementInput, Shift, ShiftSummary, ShiftsQuery } from './shifts.schema.ts';
import { drawerFigures, zReportOf } from './z-report.ts';

export const NO_SUCH_SHIFT = 'No such shift';
export const SHIFT_ALREADY_OPEN = 'You already have a shift open; close it before opening another';
export const SHIFT_CLOSED = 'This shift is closed';
const NOT_YOUR_SHIFT = "Only an owner or a manager can change another cashier's shift";

const moneyOrNull = (cents: number | null) => (cents === null ? null : toKsh(cents));

function summaryOf(row: ShiftRow): ShiftSummary {
  return {
    id: row.id,
    cashier: { id: row.cashier_id, email: row.cashier_email },
    opened_at: row.opened_at,
    opening_float: toKsh(row.opening_float_cents),
    closed_at: row.closed_at,
    closed_by:
      row.closed_by === null ? null : { id: row.closed_by, email: row.closed_by_email ?? '' },
    expected_cash: moneyOrNull(row.expected_cash_cents),
    counted_cash: moneyOrNull(row.counted_cash_cents),
    difference: moneyOrNull(row.difference_cents),
  };
}

const movementOf = (row: CashMovementRow) => ({
  id: row.id,
  kind: row.kind,
  amount: toKsh(row.amount_cents),
  reason: row.reason,
  recorded_by: { id: row.recorded_by, email: row.recorded_by_email },
  recorded_at: row.recorded_at,
});

/**
 * A cashier's drawer from its float to its count (issue 50, design.md §2b). A cashier opens,
 * pays in and out of and closes their own shift and sees only their own; an owner or a manager
 * sees every cashier's and may close one left open.
 */
export function shiftsService(db: Db, clock: Clock) {
  const repository = shiftsRepository(db);
  const seesEveryShift = (user: AuthUser) => permissions.manage(user.role);

  /** The shift as answered: its movements, and its Z report once closed. */
  async function shiftOf(row: ShiftRow, from: Db = db): Promise<Shift> {
    const { expected_cash: _e, counted_cash: _c, difference: _d, ...summary } = summaryOf(row);
    const movements = await repository.cashMovements(row.id, from);
    let zReport = null;
    if (row.closed_at !== null) {
      const figures = await drawerFigures(repository, from, row, row.closed_at);
      zReport = zReportOf(figures, {
        counted_cash_cents: row.counted_cash_cents ?? 0,
        expected_cash_cents: row.expected_cash_cents ?? 0,
        difference_cents: row.difference_cents ?? 0,
      });
    }
    return { ...summary, cash_movements: movements.map(movementOf), z_report: zReport };
  }

  /** The shift if this user may see it; another cashier's is as good as missing. */
  async function visible(id: number, user: AuthUser, from: Db = db): Promise<ShiftRow> {
    const row = await repository.find(id, from);
    if (!row || (row.cashier_id !== user.id && !seesEveryShift(user)))
      throw notFound(NO_SUCH_SHIFT);
    return row;
  }

  /** The open shift, locked; refused when closed or when it is someone else's and they may not. */
  async function openForChange(trx: Db, id: number, user: AuthUser): Promise<void> {
    await visible(id, user, trx);
    const locked = await repository.lock(trx, id);
    if (!locked) throw notFound(NO_SUCH_SHIFT);
    if (locked.cashier_id !== user.id && !seesEveryShift(user)) throw forbidden(NOT_YOUR_SHIFT);
    if (locked.closed_at !== null) throw conflict(SHIFT_CLOSED);
  }

  return {
    async open(trx: Db, openingFloatCents: number, user: AuthUser): Promise<Shift> {
      let id: number;
      try {
        id = await repository.open(trx, user.id, openingFloatCents, clock().toISOString());
      } catch (error) {
        // The partial unique index: this cashier has an open shift, maybe opened a moment ago.
        if (isUniqueViolation(error)) throw conflict(SHIFT_ALREADY_OPEN);
        throw error;
      }
      return shiftOf((await repository.find(id, trx))!, trx);
    },

    async addCashMovement(
      trx: Db,
      id: number,
      movement: CashMovementInput,
      user: AuthUser,
    ): Promise<Shift> {
      await openForChange(trx, id, user);
      await repository.addCashMovement(trx, {
        shift_id: id,
        kind: movement.kind,
        amount_cents: movement.amount,
        reason: movement.reason,
        recorded_by: user.id,
        recorded_at: clock().toISOString(),
      });
      return shiftOf((await repository.find(id, trx))!, trx);
    },

    /** Fixes the expected cash from the ledger as it stands now, the count and the difference. */
    async close(trx: Db, id: number, countedCashCents: number, user: AuthUser): Promise<Shift> {
      await openForChange(trx, id, user);
      const row = (await repository.find(id, trx))!;
      const closedAt = clock().toISOString();
      const figures = await drawerFigures(repository, trx, row, closedAt);
      const closed = await repository.close(trx, id, {
        closed_at: closedAt,
        closed_by: user.id,
        counted_cash_cents: countedCashCents,
        expected_cash_cents: figures.expectedCashCents,
        difference_cents: countedCashCents - figures.expectedCashCents,
      });
      if (!closed) throw conflict(SHIFT_CLOSED);
      return shiftOf((await repository.find(id, trx))!, trx);
    },

    find: async (id: number, user: AuthUser): Promise<Shift> => shiftOf(await visible(id, user)),

    /** The signed-in user's open shift. */
    async current(user: AuthUser): Promise<Shift> {
      const row = await repository.openOf(user.id);
      if (!row) throw notFound('You have no shift open');
      return shiftOf(row);
    },

    /** Every cashier's shifts for an owner or a manager; a cashier's own for a cashier. */
    page(query: ShiftsQuery, user: AuthUser): Promise<ListPage<ShiftSummary>> {
      const filter = {
        cashierId: seesEveryShift(user) ? query.cashier_id : user.id,
        open: query.open,
      };
      return readFilteredPage(
        repository,
        filter,
        query,
        SHIFT_SORT,
        (row) => row.opened_at,
        summaryOf,
      );
    },
  };
}

export type ShiftsService = ReturnType<typeof shiftsService>;
