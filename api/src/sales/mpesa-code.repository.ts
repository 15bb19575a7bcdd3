import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';

/** The first key of the advisory locks on M-Pesa codes; the second is the code's hash. */
const MPESA_CODE_LOCKS = 22;

/** A reference as M-Pesa writes its codes: capitals, no spaces (`sl47 abcde9` is SL47ABCDE9). */
export const mpesaCode = (reference: string): string => reference.replace(/\s+/g, '').toUpperCase();

/** A payment that still counts under an M-Pesa code, with the sale it paid. */
export interface MpesaCodeUse {
  payment_id: number;
  shared: boolean;
  order_id: number | null;
  invoice_id: number | null;
  /** The sale's number as people know it: its order's, or the manual invoice's. */
  document: string;
  amount_cents: number;
}

/**
 * The uses of M-Pesa codes (0024): every M-Pesa payment that still counts, under its code as
 * M-Pesa writes it, so that one M-Pesa payment is money once across the ledger, typed or
 * reported (issues 22 and 46).
 */
export function mpesaCodeRepository(db: Db) {
  /** The M-Pesa money that still counts under a code, in cents: typed, or placed from a report. */
  async function counted(code: string): Promise<number> {
    const row = await db
      .selectFrom('mpesa_code_uses as c')
      .innerJoin('payments as p', 'p.id', 'c.payment_id')
      .select(sql<number>`coalesce(sum(p.amount_cents), 0)`.as('cents'))
      .where('c.code', '=', code)
      .executeTakeFirstOrThrow();
    return Number(row.cents);
  }

  /** Codes with more than one use, each with what its uses add up to and what M-Pesa reported. */
  const repeated = () =>
    db
      .selectFrom('mpesa_code_uses as c')
      .innerJoin('payments as p', 'p.id', 'c.payment_id')
      .leftJoin('mpesa_receipts as m', 'm.receipt_number', 'c.code')
      .select([
        'c.code',
        sql<number>`count(*)`.as('uses'),
        sql<number>`sum(p.amount_cents)`.as('total_cents'),
        sql<number | null>`max(m.amount_cents)`.as('reported_cents'),
        sql<number>`max(c.payment_id)`.as('last_payment_id'),
      ])
      .where(
        'c.code',
        'in',
        db.selectFrom('mpesa_code_uses').select('code').where('shared', '=', 1),
      )
      .groupBy('c.code')
      .having(sql<number>`count(*)`, '>', 1);

  return {
    counted,

    /**
     * Makes the transactions that count an M-Pesa code take turns until they end: two tills
     * typing it, or a cashier typing it while M-Pesa reports it, each looked for the other's row,
     * found none, and both recorded the money. On SQLite write transactions already take turns.
     */
    lock: async (code: string): Promise<void> => {
      if (!isPostgres(db)) return;
      await sql`select pg_advisory_xact_lock(${MPESA_CODE_LOCKS}, hashtext(${code}))`.execute(db);
    },

    /** The payments that still count under the code, oldest first, with the sales they paid. */
    uses: async (code: string): Promise<MpesaCodeUse[]> => {
      const rows = await db
        .selectFrom('mpesa_code_uses as c')
        .innerJoin('payments as p', 'p.id', 'c.payment_id')
        .leftJoin('orders as o', 'o.id', 'p.order_id')
        .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
        .select([
          'c.payment_id',
          'c.shared',
          'p.order_id',
          'p.invoice_id',
          'p.amount_cents',
          sql<string>`coalesce(o.order_number, i.invoice_number)`.as('document'),
        ])
        .where('c.code', '=', code)
        .orderBy('c.payment_id')
        .execute();
      return rows.map((row) => ({
        ...row,
        shared: Number(row.shared) === 1,
        amount_cents: Number(row.amount_cents),
      }));
    },

    /**
     * Counts a payment under its code. False when the code is already held by a payment not
     * shared and this one is not shared either: the unique index refused it, and nothing was
     * written (the caller refuses the payment).
     */
    claim: async (paymentId: number, code: string, shared: boolean): Promise<boolean> => {
      const inserted = await db
        .insertInto('mpesa_code_uses')
        .values({ payment_id: paymentId, code, shared: shared ? 1 : 0 })
        .onConflict((conflict) => conflict.doNothing())
        .returning('payment_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** A reversed payment no longer counts: its code is free for the sale it belongs to. */
    release: async (paymentId: number): Promise<void> => {
      await db.deleteFrom('mpesa_code_uses').where('payment_id', '=', paymentId).execute();
    },

    /**
     * Up to `limit + 1` codes that more than one payment still counts under, the most recently
     * used first, after the code whose latest use was `beforeLastUse`. Only a code with a shared
     * use can have more than one (the unique index holds the others to one), so the partial index
     * of shared uses names the candidates and no query reads every use.
     */
    repeatedPage: (beforeLastUse: number | null, limit: number) =>
      repeated()
        .$if(beforeLastUse !== null, (q) =>
          q.having(sql<number>`max(c.payment_id)`, '<', beforeLastUse!),
        )
        .orderBy('last_payment_id', 'desc')
        .limit(limit + 1)
        .execute(),

    /** How many codes more than one payment still counts under. */
    repeatedCount: async (): Promise<number> => {
      const row = await db
        .selectFrom(repeated().as('r'))
        .select(sql<number>`count(*)`.as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The payments still counting under these codes, as (code, payment id) pairs. */
    usesOfCodes: (codes: readonly string[]) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('mpesa_code_uses')
            .select(['code', 'payment_id'])
            .where('code', 'in', codes)
            .orderBy('payment_id')
            .execute(),

    /** The transaction M-Pesa reported under this code, if it did (STK or C2B; issue 22). */
    receipt: (code: string) =>
      db
        .selectFrom('mpesa_receipts')
        .select(['receipt_number', 'amount_cents', 'unplaced_cents', 'returned_cents'])
        .where('receipt_number', '=', code)
        .executeTakeFirst(),

    /**
     * Works out again what of a reported M-Pesa transaction waits to be placed, after a payment
     * under its code was reversed or a split part typed: what it brought, less what went back
     * to the payer and what payments under the code still count, never below nothing. Called
     * holding the code's lock. No row: M-Pesa never reported the code, nothing waits.
     */
    recountReceipt: async (code: string): Promise<void> => {
      const free = sql<number>`amount_cents - returned_cents - ${await counted(code)}`;
      await db
        .updateTable('mpesa_receipts')
        .set({ unplaced_cents: sql<number>`case when ${free} < 0 then 0 else ${free} end` })
        .where('receipt_number', '=', code)
        .execute();
    },
  };
}
