import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { addDaysToDate } from '../http/clock.ts';
import { AGEING_BUCKETS } from '../sales/due-window.ts';

/** What the shop owed one supplier at a day's end, in cents, by how long past due. */
export interface OwedCents {
  supplier_id: number;
  name: string;
  /** The five buckets in AGEING_BUCKETS' order: current, 1–30, 31–60, 61–90, over 90 days. */
  buckets: number[];
}

/**
 * What the shop owed its suppliers at the end of `asOf` (`before`: the next day's first
 * instant): each bill dated by then, less what its ledger paid before `before`, summed by how
 * many days past its due day it was on `asOf` (the customers' buckets, due-window.ts), in one SQL
 * aggregate. Only suppliers owed something are listed; `supplierId` narrows it to one.
 */
export async function owedToSuppliers(
  db: Db,
  query: { asOf: string; before: string; supplierId?: number },
): Promise<OwedCents[]> {
  const { asOf, before } = query;
  const buckets = AGEING_BUCKETS.map((bucket, index) => {
    const conditions: ReturnType<typeof sql<SqlBool>>[] = [sql<SqlBool>`o.outstanding > 0`];
    if (bucket.most !== null)
      conditions.push(sql<SqlBool>`o.due_on >= ${addDaysToDate(asOf, -bucket.most)}`);
    if (bucket.fewest !== null)
      conditions.push(sql<SqlBool>`o.due_on <= ${addDaysToDate(asOf, -bucket.fewest)}`);
    return sql`sum(case when ${sql.join(conditions, sql` and `)} then o.outstanding else 0 end)
      as ${sql.ref(`bucket_${index}`)}`;
  });
  const oneSupplier =
    query.supplierId === undefined ? sql`` : sql`and b.supplier_id = ${query.supplierId}`;
  const { rows } = await sql<Record<string, number | string>>`
    select o.supplier_id, s.name, ${sql.join(buckets)}
    from (
      select b.supplier_id, b.due_on,
        b.total_cents - coalesce((select sum(p.amount_cents) from supplier_payments p
          where p.bill_id = b.id and p.paid_at < ${before}), 0) as outstanding
      from supplier_bills b
      where b.bill_date <= ${asOf} ${oneSupplier}
    ) o
    join suppliers s on s.id = o.supplier_id
    group by o.supplier_id, s.name
    having sum(case when o.outstanding > 0 then 1 else 0 end) > 0
    order by s.name, o.supplier_id`.execute(db);
  return rows.map((row) => ({
    supplier_id: Number(row.supplier_id),
    name: String(row.name),
    buckets: AGEING_BUCKETS.map((_, index) => Number(row[`bucket_${index}`] ?? 0)),
  }));
}

/** The bills falling due from `from` to `to` (business days) with a balance, soonest first. */
export function billsFallingDue(db: Db, from: string, to: string) {
  return db
    .selectFrom('supplier_bills as b')
    .innerJoin('suppliers as s', 's.id', 'b.supplier_id')
    .select([
      'b.id',
      'b.bill_number',
      'b.supplier_id',
      's.name as supplier_name',
      'b.due_on',
      sql<number>`b.total_cents - b.paid_cents`.as('balance_cents'),
    ])
    .where('b.due_on', '>=', from)
    .where('b.due_on', '<=', to)
    .whereRef('b.paid_cents', '<', 'b.total_cents')
    .orderBy('b.due_on')
    .orderBy('b.id')
    .limit(20)
    .execute();
}

/** What the shop owes its suppliers now, the part past due on `today`, and on how many bills. */
export async function payablesNow(db: Db, today: string) {
  const row = await db
    .selectFrom('supplier_bills')
    .select([
      sql<number>`coalesce(sum(total_cents - paid_cents), 0)`.as('owed_cents'),
      sql<number>`coalesce(sum(case when due_on < ${today} then total_cents - paid_cents else 0 end), 0)`.as(
        'overdue_cents',
      ),
      sql<number>`count(*)`.as('open_bills'),
    ])
    .whereRef('paid_cents', '<', 'total_cents')
    .executeTakeFirstOrThrow();
  return {
    owedCents: Number(row.owed_cents),
    overdueCents: Number(row.overdue_cents),
    openBills: Number(row.open_bills),
  };
}
