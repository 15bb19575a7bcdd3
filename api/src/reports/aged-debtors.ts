import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { CsvCell } from '../http/csv.ts';
import { centsToPlainKsh, toKsh } from '../money.ts';
import { AGEING_BUCKETS, dueWindow } from '../sales/due-window.ts';
import { dueIn, sales } from '../sales/receivables.repository.ts';
import { type ReportContext, reportCsv } from './report-kit.ts';
import { reportDay } from './report-period.ts';

const amount = (description: string) => z.number().meta({ description });

/** What one customer owes, by how long past due, and the credit they hold. Amounts are KSh. */
const AgedDebts = {
  current: amount('Owed on sales not yet past due'),
  days_1_30: amount('Owed on sales 1 to 30 days past due'),
  days_31_60: amount('Owed on sales 31 to 60 days past due'),
  days_61_90: amount('Owed on sales 61 to 90 days past due'),
  over_90: amount('Owed on sales more than 90 days past due'),
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
export const AgedDebtorsReport = z
  .object({
    as_of: reportDay.meta({ description: 'The business day aged at, at its end' }),
    rows: z.array(AgedDebtor),
    totals: z.object(AgedDebts),
  })
  .meta({ id: 'AgedDebtorsReport' });
export type AgedDebtorsReport = z.output<typeof AgedDebtorsReport>;

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

/** A customer's debts in cents: the five buckets in AGEING_BUCKETS' order, and the credit. */
export interface AgedCents {
  customer_id: number;
  name: string;
  buckets: number[];
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
): Promise<AgedCents[]> {
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

/** The customers' debts summed, for the totals. */
function totalOf(debts: readonly AgedCents[]): Omit<AgedCents, 'customer_id' | 'name'> {
  return {
    buckets: FIELDS.map((_, index) => debts.reduce((sum, debt) => sum + debt.buckets[index]!, 0)),
    credit: debts.reduce((sum, debt) => sum + debt.credit, 0),
  };
}

/** What is owed less the credit held: the balance a statement closes with. */
const balanceOf = (debt: Omit<AgedCents, 'customer_id' | 'name'>) =>
  debt.buckets.reduce((a, b) => a + b, 0) - debt.credit;

/** One customer's (or the totals') figures in KSh, under their names. */
function inKsh(debt: Omit<AgedCents, 'customer_id' | 'name'>) {
  const [current, days_1_30, days_31_60, days_61_90, over_90] = debt.buckets.map(toKsh);
  return {
    current: current!,
    days_1_30: days_1_30!,
    days_31_60: days_31_60!,
    days_61_90: days_61_90!,
    over_90: over_90!,
    total: toKsh(balanceOf(debt)),
    credit: toKsh(debt.credit),
  };
}

function agedDebtorsAnswer(asOf: string, debts: readonly AgedCents[]): AgedDebtorsReport {
  return {
    as_of: asOf,
    rows: debts.map(
      (debt): AgedDebtor => ({ customer_id: debt.customer_id, name: debt.name, ...inKsh(debt) }),
    ),
    totals: inKsh(totalOf(debts)),
  };
}

export const AGED_DEBTORS_CSV_HEADER = [
  'Customer',
  'Current (KSh)',
  '1-30 days (KSh)',
  '31-60 days (KSh)',
  '61-90 days (KSh)',
  'Over 90 days (KSh)',
  'Balance (KSh)',
  'Credit held (KSh)',
] as const;

/** The report as spreadsheet rows, the totals last. */
export function agedDebtorsCsvRows(debts: readonly AgedCents[]): CsvCell[][] {
  const cells = (name: string, debt: Omit<AgedCents, 'customer_id' | 'name'>) => [
    name,
    ...debt.buckets.map(centsToPlainKsh),
    centsToPlainKsh(balanceOf(debt)),
    centsToPlainKsh(debt.credit),
  ];
  return [...debts.map((debt) => cells(debt.name, debt)), cells('Total', totalOf(debts))];
}

/** GET /reports/aged-debtors and its CSV. */
export async function agedDebtorsReport(context: ReportContext, query: { as_of?: string }) {
  const day = context.calendar.asOf(query.as_of);
  return agedDebtorsAnswer(
    day.asOf,
    await agedDebts(context.db, { ...day, timeZone: context.timeZone }),
  );
}

export async function agedDebtorsCsvFile(context: ReportContext, query: { as_of?: string }) {
  const day = context.calendar.asOf(query.as_of);
  const debts = await agedDebts(context.db, { ...day, timeZone: context.timeZone });
  return reportCsv(`aged-debtors-${day.asOf}`, AGED_DEBTORS_CSV_HEADER, agedDebtorsCsvRows(debts));
}
