import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { toKsh } from '../money.ts';
import { AGEING_BUCKETS, dueWindow } from '../sales/due-window.ts';
import { dueIn, sales } from '../sales/receivables.repository.ts';
import type { AgedDebtor, AgedDebtorsReport } from './aged-debtors.schema.ts';

const FIELDS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;

interface AgedRow {
  customer_id: number;
  name: string;
  bucket_0: number;
  bucket_1: number;
  bucket_2: number;
  bucket_3: number;
  bucket_4: number;
  credit: number;
}

/**
 * Aged debtors at the end of `asOf`: each customer's sales (receivables.repository.ts `sales`:
 * orders with their invoices, manual invoices; cancelled and void ones none) made before
 * `before`, each with what it still had outstanding then, summed by how long past due it was,
 * by the statement's buckets and rules (due-window.ts), in one SQL aggregate.
 *
 * What a sale had outstanding at `before` is what it owes now (total − paid) plus what its
 * ledger took in since: only sales open now or paid since can have owed anything, so the
 * report reads those (the open-sales indexes of 0008 and the payments since `before`), never
 * the whole of a shop's trading. A sale holding more than its total (a credit note kept as
 * credit) is the customer's credit, its own column, not a negative bucket.
 */
export async function agedDebtors(
  db: Db,
  query: { asOf: string; before: string; timeZone: string },
): Promise<AgedDebtorsReport> {
  const { before } = query;
  const windows = AGEING_BUCKETS.map((bucket) => dueWindow(query.asOf, query.timeZone, bucket));
  const takenSince = sql`coalesce((select sum(p.amount_cents) from payments p
    where (p.order_id = s.order_id or (s.order_id is null and p.invoice_id = s.invoice_id))
      and p.paid_at >= ${before}), 0)`;
  const buckets = windows.map(
    (window, index) =>
      sql`sum(case when s.outstanding > 0 and ${dueIn(window)} then s.outstanding else 0 end)
        as ${sql.ref(`bucket_${index}`)}`,
  );
  const { rows } = await sql<AgedRow>`
    select s.customer_id, c.name, ${sql.join(buckets)},
      sum(case when s.outstanding < 0 then -s.outstanding else 0 end) as credit
    from (
      select s.customer_id, s.due_date, s.sold_at,
        s.total_cents - s.paid_cents + ${takenSince} as outstanding
      from ${sales(null)} s
      where s.sold_at < ${before}
        and (s.total_cents <> s.paid_cents
          or s.order_id in (select order_id from payments where paid_at >= ${before})
          or (s.order_id is null
            and s.invoice_id in (select invoice_id from payments where paid_at >= ${before})))
    ) s
    join customers c on c.id = s.customer_id
    group by s.customer_id, c.name
    having sum(case when s.outstanding <> 0 then 1 else 0 end) > 0
    order by c.name, s.customer_id`.execute(db);

  const totals = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 };
  let creditTotal = 0;
  const debtors: AgedDebtor[] = rows.map((row) => {
    const cents = [row.bucket_0, row.bucket_1, row.bucket_2, row.bucket_3, row.bucket_4].map(
      Number,
    );
    const credit = Number(row.credit);
    FIELDS.forEach((field, index) => {
      totals[field] += cents[index]!;
    });
    creditTotal += credit;
    const owed = cents.reduce((a, b) => a + b, 0);
    return {
      customer_id: Number(row.customer_id),
      name: row.name,
      ...kshOf(cents),
      total: toKsh(owed - credit),
      credit: toKsh(credit),
    };
  });
  const owedTotal = FIELDS.reduce((sum, field) => sum + totals[field], 0);
  return {
    as_of: query.asOf,
    rows: debtors,
    totals: {
      ...kshOf(FIELDS.map((field) => totals[field])),
      total: toKsh(owedTotal - creditTotal),
      credit: toKsh(creditTotal),
    },
  };
}

/** The five buckets, from cents to KSh, under their names. */
function kshOf(cents: readonly number[]) {
  const [current, days_1_30, days_31_60, days_61_90, over_90] = cents.map(toKsh);
  return {
    current: current!,
    days_1_30: days_1_30!,
    days_31_60: days_31_60!,
    days_61_90: days_61_90!,
    over_90: over_90!,
  };
}
