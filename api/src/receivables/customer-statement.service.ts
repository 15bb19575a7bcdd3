import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { addDaysToDate, businessDate, type Clock } from '../http/clock.ts';
import { statementPeriod } from '../http/statement-period.ts';
import { toKsh } from '../money.ts';
import { partyRepository } from '../parties/party.repository.ts';
import { AGEING_BUCKETS, ageingInKsh, dueWindow } from '../sales/due-window.ts';
import { receivablesRepository } from '../sales/receivables.repository.ts';
import { DUE_AFTER_DAYS } from '../sales/sales-document.ts';
import type { Statement, StatementLine } from './customer-statement.schema.ts';

export type { Statement, StatementAgeing, StatementLine } from './customer-statement.schema.ts';

type Timed = Omit<StatementLine, 'balance'> & {
  at: string;
  rank: number;
  id: number;
  cents: number;
};

/**
 * A customer's statement (GET /customers/{id}/statement): the balance brought forward, every
 * sale and ledger entry from `from` to `as_of` with the running balance, and the ageing of the
 * closing balance. Sums and ageing are SQL aggregates (receivables.repository.ts).
 */
export function customerStatementService(db: Db, clock: Clock, timeZone: string) {
  const receivables = receivablesRepository(db);

  return {
    async statement(
      customerId: number,
      query: { as_of?: string; from?: string },
    ): Promise<Statement> {
      const { from, asOf, start, end } = statementPeriod(query, clock, timeZone);
      const customer = await partyRepository(db, 'customers').find(customerId);
      if (!customer) throw notFound('Customer not found');

      const [opening, sales, entries, ageing] = await Promise.all([
        receivables.balanceBefore(customerId, start),
        receivables.salesBetween(customerId, start, end),
        receivables.entriesBetween(customerId, start, end),
        receivables.ageing(
          customerId,
          end,
          AGEING_BUCKETS.map((bucket) => dueWindow(asOf, timeZone, bucket)),
        ),
      ]);

      const dayOf = (instant: string) => businessDate(new Date(instant), timeZone);
      const timed: Timed[] = [
        ...sales.map((sale, index) => ({
          date: dayOf(sale.sold_at),
          at: sale.sold_at,
          rank: 0,
          id: index,
          kind: Number(sale.opening_balance) ? ('opening_balance' as const) : ('sale' as const),
          order_id: sale.order_id,
          order_number: sale.order_number,
          invoice_id: sale.invoice_id,
          invoice_number: sale.invoice_number,
          due_date: sale.due_date ?? addDaysToDate(dayOf(sale.sold_at), DUE_AFTER_DAYS),
          payment_id: null,
          method: null,
          reference: null,
          cents: Number(sale.total_cents),
          debit: toKsh(sale.total_cents),
          credit: 0,
        })),
        ...entries.map((entry) => {
          const cents = -Number(entry.amount_cents);
          return {
            date: dayOf(entry.paid_at),
            at: entry.paid_at,
            rank: 1,
            id: entry.id,
            kind: entry.kind,
            order_id: entry.order_id,
            order_number: entry.order_number,
            invoice_id: entry.invoice_id,
            invoice_number: entry.invoice_number,
            due_date: null,
            payment_id: entry.id,
            method: entry.method,
            reference: entry.reference,
            cents,
            debit: cents > 0 ? toKsh(cents) : 0,
            credit: cents < 0 ? toKsh(-cents) : 0,
          };
        }),
      ];
      // Day by day; within a day a sale before what was paid on it, then in time order.
      timed.sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          a.rank - b.rank ||
          a.at.localeCompare(b.at) ||
          a.id - b.id,
      );
      let balance = opening;
      const lines = timed.map(({ at: _, rank: __, id: ___, cents, ...line }) => {
        balance += cents;
        return { ...line, balance: toKsh(balance) };
      });
      return {
        customer,
        from,
        as_of: asOf,
        opening_balance: toKsh(opening),
        closing_balance: toKsh(balance),
        lines,
        ageing: ageingInKsh(ageing),
      };
    },
  };
}

export type CustomerStatementService = ReturnType<typeof customerStatementService>;
