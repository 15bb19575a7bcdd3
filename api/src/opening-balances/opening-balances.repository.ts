import type { Db } from '../db/database.ts';
import type { PartyTable } from '../parties/party.repository.ts';
import { counterRepository } from '../sales/counter.repository.ts';

/** One party's opening balance: who, and how much in cents (more than 0). */
export interface OpeningBalance {
  partyId: number;
  cents: number;
}

/**
 * When opening balances were written (`at`), the shop's day of it, that they are dated and due
 * on (`date`), and who wrote them (`by`).
 */
export interface BalancesMade {
  at: string;
  date: string;
  by: number;
}

/** The words a supplier's opening balance carries where a bill names the supplier's invoice. */
export const OPENING_BALANCE_REFERENCE = 'Opening balance';

/**
 * Opening balances (0042, issue 53): what was owed the day the shop moved in, each written where
 * that kind of debt lives so everything that reads debts reads it unchanged. A customer's is a
 * manual invoice row marked `opening_balance`, due that day, with no lines and no VAT: the
 * statement, aged debtors, "Owed to us" and the payment ledger (POST /invoices/{id}/payments)
 * take it as any unpaid invoice, while sales, revenue, the VAT return and eTIMS, which read
 * lines and issued documents, never see it. A supplier's is a bill row the same way: the
 * supplier's statement, aged creditors and bill payments take it, section F (lines) does not.
 */
export function openingBalancesRepository(db: Db) {
  /** Each kind's balance written where that debt lives: a marked invoice, a marked bill. */
  const write: Record<
    PartyTable,
    (balance: OpeningBalance, number: string, made: BalancesMade) => Promise<unknown>
  > = {
    customers: ({ partyId, cents }, number, made) =>
      db
        .insertInto('invoices')
        .values({
          invoice_number: number,
          order_id: null,
          customer_id: partyId,
          subtotal_cents: cents,
          vat_rate_bp: 0,
          vat_cents: 0,
          total_cents: cents,
          created_at: made.at,
          recorded_at: made.at,
          due_date: made.date,
          created_by: made.by,
          opening_balance: 1,
        })
        .execute(),

    suppliers: ({ partyId, cents }, number, made) =>
      db
        .insertInto('supplier_bills')
        .values({
          bill_number: number,
          supplier_id: partyId,
          supplier_invoice_number: OPENING_BALANCE_REFERENCE,
          supplier_pin: null,
          bill_date: made.date,
          due_on: made.date,
          vat_registered: 0,
          note: null,
          subtotal_cents: cents,
          vat_cents: 0,
          total_cents: cents,
          paid_cents: 0,
          created_by: made.by,
          created_at: made.at,
          opening_balance: 1,
        })
        .execute(),
  };

  return {
    /**
     * The opening balances of parties of `kind`, each under the next number of the one OB series,
     * one after another so the numbers follow the order given; answers the numbers given out.
     */
    async add(
      kind: PartyTable,
      balances: readonly OpeningBalance[],
      made: BalancesMade,
    ): Promise<string[]> {
      const numbers: string[] = [];
      for (const balance of balances) {
        const number = await counterRepository(db).nextNumber('opening_balance');
        await write[kind](balance, number, made);
        numbers.push(number);
      }
      return numbers;
    },

    /** The opening balance each party of the kind has (its number), by party id. */
    async held(kind: PartyTable): Promise<Map<number, string>> {
      const rows =
        kind === 'customers'
          ? await db
              .selectFrom('invoices')
              .select(['customer_id as party_id', 'invoice_number as number'])
              .where('opening_balance', '=', 1)
              .where('voided_at', 'is', null)
              .execute()
          : await db
              .selectFrom('supplier_bills')
              .select(['supplier_id as party_id', 'bill_number as number'])
              .where('opening_balance', '=', 1)
              .execute();
      return new Map(rows.map((row) => [Number(row.party_id), row.number]));
    },
  };
}
