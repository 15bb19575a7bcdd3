import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AGEING_BUCKETS, dueWindow } from '../sales/due-window.ts';
import { dueIn, sales } from '../sales/receivables.repository.ts';
import {
  type AgedCents,
  agedBucketsShape,
  agedReport,
  agedReportSchema,
  amount,
} from './ageing-report.ts';

/** What one customer owes, by how long past due, and the credit they hold. Amounts are KSh. */
const AgedDebts = {
  ...agedBucketsShape('sales'),
  total: amount(
    "The customer's balance: the buckets less the credit held (what their statement closes with)",
  ),
  credit: amount(
    'Credit the customer holds (credit notes kept as credit, money paid beyond a sale), never a negative bucket',
  ),
};

export const AgedDebtor = z
  .object({ customer_id: z.number().int(), name: z.string(), ...AgedDebts })
  .meta({ id: 'AgedDebtor' });
export type AgedDebtor = z.output<typeof AgedDebtor>;

/** GET /reports/aged-debtors: every customer who owes or holds credit at the end of `as_of`. */
export const AgedDebtorsReport = agedReportSchema('AgedDebtorsReport', AgedDebtor, AgedDebts);
export type AgedDebtorsReport = z.output<typeof AgedDebtorsReport>;

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

/** A customer's debts in cents: the five buckets in AGEING_BUCKETS' order, and the credit. */
export interface CustomerDebts extends AgedCents {
  customer_id: number;
  credit: number;
}

/**
 * Aged debtors at the end of `asOf`: each customer's sales (receivables.repository.ts `sales`:
 * orders with their invoices, manual invoices; cancelled and void ones none) made before
 * `before`, each with what it still had outstanding then, summed by how long past due it was,
 * by the statement's buckets and rules (due-window.ts), in one SQL aggregate.
 *
 * What a sale had outstanding at `before` is what it owes now (total − paid) plus what its
 * ledger took in since, summed once per sale from the payments since `before` (their paid_at
 * index) and joined to it, rather than summed again for every sale: only sales open now or paid
 * since can have owed anything. A sale holding more than its total (a credit note kept as
 * credit) is the customer's credit, its own column, not a negative bucket.
 */
export async function agedDebts(
  db: Db,
  query: { asOf: string; before: string; timeZone: string },
): Promise<CustomerDebts[]> {
  const { before } = query;
  const windows = AGEING_BUCKETS.map((bucket) => dueWindow(query.asOf, query.timeZone, bucket));
  const buckets = windows.map(
    (window, index) =>
      sql`sum(case when s.outstanding > 0 and ${dueIn(window)} then s.outstanding else 0 end)
        as ${sql.ref(`bucket_${index}`)}`,
  );
  // What each sale's ledger took in from `before` on, by sale: an order's entries name the
  // order, a manual invoice's the invoice (payment-ledger.ts).
  const takenSince = (key: 'order_id' | 'invoice_id') => sql`(
    select ${sql.ref(key)} as sale_id, sum(amount_cents) as taken from payments
    where paid_at >= ${before} and ${sql.ref(key)} is not null
    group by ${sql.ref(key)})`;
  const { rows } = await sql<AgedRow>`
    select s.customer_id, c.name, ${sql.join(buckets)},
      sum(case when s.outstanding < 0 then -s.outstanding else 0 end) as credit
    from (
      select s.customer_id, s.due_date, s.sold_at,
        s.total_cents - s.paid_cents + coalesce(po.taken, 0) + coalesce(pi.taken, 0)
          as outstanding
      from ${sales(null)} s
      left join ${takenSince('order_id')} po on po.sale_id = s.order_id
      left join ${takenSince('invoice_id')} pi on s.order_id is null and pi.sale_id = s.invoice_id
      where s.sold_at < ${before}
        and (s.total_cents <> s.paid_cents or po.taken is not null or pi.taken is not null)
    ) s
    join customers c on c.id = s.customer_id
    group by s.customer_id, c.name
    having sum(case when s.outstanding <> 0 then 1 else 0 end) > 0
    order by c.name, s.customer_id`.execute(db);
  return rows.map((row) => ({
    customer_id: Number(row.customer_id),
    name: row.name,
    buckets: [row.bucket_0, row.bucket_1, row.bucket_2, row.bucket_3, row.bucket_4].map(Number),
    credit: Number(row.credit),
  }));
}

const agedDebtors = agedReport({
  name: 'aged-debtors',
  id: 'customer_id',
  party: 'Customer',
  total: 'Balance',
  holdsCredit: true,
  read: (context, day) => agedDebts(context.db, { ...day, timeZone: context.timeZone }),
});

/** GET /reports/aged-debtors and its CSV. */
export const agedDebtorsReport = agedDebtors.report;
export const agedDebtorsCsvFile = agedDebtors.csvFile;
