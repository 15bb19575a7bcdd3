import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { filteredList } from '../db/filtered-list.ts';
import { heldRows } from '../db/hold-row.ts';
import { insertRow } from '../db/insert-row.ts';
import type { Cursor, KeysetSort } from '../db/keyset.ts';
import type { CashMovementKind, ShiftCashMovementsTable } from '../db/schema.ts';

/** The shifts list seeks on (opened_at, id), which `shifts_opened_at_id` (0032) serves. */
export const SHIFT_SORT = {
  name: 'opened_at_desc',
  key: 's.opened_at',
  keyType: 'text',
  direction: 'desc',
} as const satisfies KeysetSort;

/** A shift as read, with who opened and who closed it. */
export interface ShiftRow {
  id: number;
  cashier_id: number;
  cashier_email: string;
  opened_at: string;
  opening_float_cents: number;
  closed_at: string | null;
  closed_by: number | null;
  closed_by_email: string | null;
  counted_cash_cents: number | null;
  expected_cash_cents: number | null;
  difference_cents: number | null;
}

/** A pay-in or pay-out as it is written: the table's row but for the id the database gives. */
export type NewCashMovement = Omit<Selectable<ShiftCashMovementsTable>, 'id'>;

export interface CashMovementRow {
  id: number;
  kind: CashMovementKind;
  amount_cents: number;
  reason: string;
  recorded_by: number;
  recorded_by_email: string;
  recorded_at: string;
}

/** One method's ledger entries in a shift, by kind of entry (cents; refunds and reversals < 0). */
export interface LedgerTotalRow {
  method: string;
  taken_cents: number;
  refunded_cents: number;
  reversed_cents: number;
}

export interface ShiftFilter {
  cashierId?: number;
  open?: boolean;
}

export function shiftsRepository(db: Db) {
  const shifts = (from: Db = db) =>
    from
      .selectFrom('shifts as s')
      .innerJoin('users as c', 'c.id', 's.cashier_id')
      .leftJoin('users as b', 'b.id', 's.closed_by')
      .select([
        's.id',
        's.cashier_id',
        'c.email as cashier_email',
        's.opened_at',
        's.opening_float_cents',
        's.closed_at',
        's.closed_by',
        'b.email as closed_by_email',
        's.counted_cash_cents',
        's.expected_cash_cents',
        's.difference_cents',
      ]);

  const conditions = (filter: ShiftFilter): Expression<SqlBool>[] => {
    const where: Expression<SqlBool>[] = [];
    if (filter.cashierId !== undefined)
      where.push(sql<SqlBool>`s.cashier_id = ${filter.cashierId}`);
    if (filter.open === true) where.push(sql<SqlBool>`s.closed_at is null`);
    if (filter.open === false) where.push(sql<SqlBool>`s.closed_at is not null`);
    return where;
  };
  const list = filteredList({
    rows: () => shifts(),
    counted: () => db.selectFrom('shifts as s'),
    conditions,
    idColumn: 's.id',
  });

  return {
    /** Inserts an open shift; a second open one for the cashier is refused by the unique index. */
    open(trx: Db, cashierId: number, openingFloatCents: number, at: string): Promise<number> {
      return insertRow(trx, 'shifts', {
        cashier_id: cashierId,
        opened_at: at,
        opening_float_cents: openingFloatCents,
      });
    },

    find: (id: number, from: Db = db): Promise<ShiftRow | undefined> =>
      shifts(from).where('s.id', '=', id).executeTakeFirst() as Promise<ShiftRow | undefined>,

    /**
     * The shift, locked until the transaction ends on PostgreSQL (a pay-out and the close must
     * not interleave); SQLite runs one writing transaction at a time.
     */
    async lock(
      trx: Db,
      id: number,
    ): Promise<{ cashier_id: number; closed_at: string | null } | undefined> {
      return trx
        .selectFrom('shifts')
        .select(['cashier_id', 'closed_at'])
        .where('id', '=', id)
        .$call(heldRows(trx, 'update'))
        .executeTakeFirst();
    },

    openOf: (cashierId: number): Promise<ShiftRow | undefined> =>
      shifts()
        .where('s.cashier_id', '=', cashierId)
        .where('s.closed_at', 'is', null)
        .executeTakeFirst() as Promise<ShiftRow | undefined>,

    page: (filter: ShiftFilter, after: Cursor | null, limit: number): Promise<ShiftRow[]> =>
      list.page(filter, SHIFT_SORT, after, limit) as Promise<ShiftRow[]>,

    count: list.count,

    addCashMovement: (trx: Db, movement: NewCashMovement) =>
      trx.insertInto('shift_cash_movements').values(movement).execute(),

    cashMovements: (shiftId: number, from: Db = db): Promise<CashMovementRow[]> =>
      from
        .selectFrom('shift_cash_movements as m')
        .innerJoin('users as u', 'u.id', 'm.recorded_by')
        .select([
          'm.id',
          'm.kind',
          'm.amount_cents',
          'm.reason',
          'm.recorded_by',
          'u.email as recorded_by_email',
          'm.recorded_at',
        ])
        .where('m.shift_id', '=', shiftId)
        .orderBy('m.id')
        .execute(),

    /** Pay-ins and pay-outs of a shift, in one aggregate. */
    async cashMovementTotals(
      from: Db,
      shiftId: number,
    ): Promise<{ pay_ins_cents: number; pay_outs_cents: number }> {
      const row = await from
        .selectFrom('shift_cash_movements')
        .select([
          sql<number>`coalesce(sum(case when kind = 'pay_in' then amount_cents else 0 end), 0)`.as(
            'pay_ins_cents',
          ),
          sql<number>`coalesce(sum(case when kind = 'pay_out' then amount_cents else 0 end), 0)`.as(
            'pay_outs_cents',
          ),
        ])
        .where('shift_id', '=', shiftId)
        .executeTakeFirstOrThrow();
      return {
        pay_ins_cents: Number(row.pay_ins_cents),
        pay_outs_cents: Number(row.pay_outs_cents),
      };
    },

    /**
     * The payment ledger's entries a cashier recorded in [from, to], by method and kind, in one
     * aggregate over `payments_recorded_by_recorded_at`. When an entry was recorded, not the day
     * it is dated, says which drawer it went through (a back-dated payment is today's cash).
     * Credits (a credit note settling its sale) move no money and are left out.
     */
    async ledgerTotals(
      from: Db,
      cashierId: number,
      range: { from: string; to: string },
    ): Promise<LedgerTotalRow[]> {
      const rows = await from
        .selectFrom('payments')
        .select([
          'method',
          sql<number>`coalesce(sum(case when kind = 'payment' then amount_cents else 0 end), 0)`.as(
            'taken_cents',
          ),
          sql<number>`coalesce(sum(case when kind = 'refund' then amount_cents else 0 end), 0)`.as(
            'refunded_cents',
          ),
          sql<number>`coalesce(sum(case when kind in ('reversal', 'adjustment') then amount_cents else 0 end), 0)`.as(
            'reversed_cents',
          ),
        ])
        .where('recorded_by', '=', cashierId)
        .where('recorded_at', '>=', range.from)
        .where('recorded_at', '<=', range.to)
        .where('kind', '!=', 'credit')
        .groupBy('method')
        .execute();
      return rows.map((row) => ({
        method: row.method,
        taken_cents: Number(row.taken_cents),
        refunded_cents: Number(row.refunded_cents),
        reversed_cents: Number(row.reversed_cents),
      }));
    },

    /** Closes an open shift; false when it was closed already (by another request). */
    async close(
      trx: Db,
      id: number,
      close: {
        closed_at: string;
        closed_by: number;
        counted_cash_cents: number;
        expected_cash_cents: number;
        difference_cents: number;
      },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('shifts')
        .set(close)
        .where('id', '=', id)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ShiftsRepository = ReturnType<typeof shiftsRepository>;
