import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { businessDate, type Clock } from '../http/clock.ts';
import { statementPeriod } from '../http/statement-period.ts';
import { toKsh } from '../money.ts';
import { ageingInKsh } from '../sales/due-window.ts';
import { owedToSuppliers } from './payables.repository.ts';
import type { SupplierStatement, SupplierStatementLine } from './supplier-statement.schema.ts';

/**
 * A supplier's statement (GET /suppliers/{id}/statement), the mirror of a customer's: the
 * balance brought forward, every bill and payment entry from `from` to `as_of` with the running
 * balance of what the shop owes, and the closing balance by days past due (payables.repository).
 */
export function supplierStatement(db: Db, clock: Clock, timeZone: string) {
  return async (
    supplierId: number,
    query: { as_of?: string; from?: string },
  ): Promise<SupplierStatement> => {
    const { from, asOf, start, end } = statementPeriod(query, clock, timeZone);
    const supplier = await db
      .selectFrom('suppliers')
      .select(['id', 'name'])
      .where('id', '=', supplierId)
      .executeTakeFirst();
    if (!supplier) throw notFound('Supplier not found');

    const [opening, bills, entries, [owed]] = await Promise.all([
      sql<{ cents: number | null }>`select
        (select coalesce(sum(total_cents), 0) from supplier_bills
          where supplier_id = ${supplierId} and bill_date < ${from})
        - (select coalesce(sum(p.amount_cents), 0) from supplier_payments p
          join supplier_bills b on b.id = p.bill_id
          where b.supplier_id = ${supplierId} and p.paid_at < ${start}) as cents`.execute(db),
      db
        .selectFrom('supplier_bills')
        .select(['id', 'bill_number', 'supplier_invoice_number', 'bill_date', 'due_on'])
        .select(['total_cents', 'opening_balance'])
        .where('supplier_id', '=', supplierId)
        .where('bill_date', '>=', from)
        .where('bill_date', '<=', asOf)
        .orderBy('bill_date')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('supplier_payments as p')
        .innerJoin('supplier_bills as b', 'b.id', 'p.bill_id')
        .select(['p.id', 'p.kind', 'p.amount_cents', 'p.paid_at', 'p.method', 'p.reference'])
        .select(['b.id as bill_id', 'b.bill_number', 'b.supplier_invoice_number'])
        .where('b.supplier_id', '=', supplierId)
        .where('p.paid_at', '>=', start)
        .where('p.paid_at', '<', end)
        .orderBy('p.paid_at')
        .orderBy('p.id')
        .execute(),
      owedToSuppliers(db, { asOf, before: end, supplierId }),
    ]);

    type Timed = Omit<SupplierStatementLine, 'balance'> & { key: string; cents: number };
    const timed: Timed[] = [
      ...bills.map((bill) => ({
        key: `${bill.bill_date} 0 ${String(bill.id).padStart(10, '0')}`,
        cents: Number(bill.total_cents),
        date: bill.bill_date,
        kind: bill.opening_balance ? ('opening_balance' as const) : ('bill' as const),
        bill_id: bill.id,
        bill_number: bill.bill_number,
        supplier_invoice_number: bill.supplier_invoice_number,
        due_on: bill.due_on,
        payment_id: null,
        method: null,
        reference: null,
        billed: toKsh(bill.total_cents),
        paid: 0,
      })),
      ...entries.map((entry) => {
        const date = businessDate(new Date(entry.paid_at), timeZone);
        return {
          key: `${date} 1 ${entry.paid_at} ${String(entry.id).padStart(10, '0')}`,
          cents: -Number(entry.amount_cents),
          date,
          kind: entry.kind,
          bill_id: entry.bill_id,
          bill_number: entry.bill_number,
          supplier_invoice_number: entry.supplier_invoice_number,
          due_on: null,
          payment_id: entry.id,
          method: entry.method,
          reference: entry.reference,
          billed: 0,
          paid: toKsh(entry.amount_cents),
        };
      }),
    ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

    const openingCents = Number(opening.rows[0]?.cents ?? 0);
    let balance = openingCents;
    const lines = timed.map(({ key: _key, cents, ...line }) => {
      balance += cents;
      return { ...line, balance: toKsh(balance) };
    });
    return {
      supplier_id: supplier.id,
      supplier_name: supplier.name,
      from,
      as_of: asOf,
      opening_balance: toKsh(openingCents),
      closing_balance: toKsh(balance),
      lines,
      ageing: ageingInKsh(owed?.buckets ?? [0, 0, 0, 0, 0]),
    };
  };
}
