import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentKind } from '../db/schema.ts';

/**
 * What customers owe, computed by the database. A sale is on the customer's account from the
 * moment it is made: an order (with the invoice generated from it, if any) or a manual invoice.
 * Its balance is its total less what its ledger holds (sales/payment-ledger.ts). An invoiced sale
 * is due on its invoice's due date; an order not invoiced yet is due when its invoice would be,
 * `dueAfterDays` after the sale (spec §9).
 */

/** A window of due dates, both ends included; null leaves that end open. */
export interface DueWindow {
  /** Earliest due date `YYYY-MM-DD`, or null. */
  from: string | null;
  /** Latest due date `YYYY-MM-DD`, or null. */
  to: string | null;
  /** The same window for orders not invoiced yet, as the instants their sales were made in. */
  soldFrom: string | null;
  soldBefore: string | null;
}

export interface SaleLineRow {
  /** 1 for an opening balance (0042): what was owed when the shop moved in, not a sale. */
  opening_balance: number;
  order_id: number | null;
  order_number: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
  sold_at: string;
  due_date: string | null;
  total_cents: number;
}

export interface EntryLineRow {
  id: number;
  order_id: number | null;
  order_number: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
  kind: PaymentKind;
  amount_cents: number;
  paid_at: string;
  method: string;
  reference: string | null;
}

const always = sql<boolean>`1 = 1`;

/**
 * Every sale as one row (the customer's, or everyone's for `null`); a void manual invoice and a
 * cancelled order are none. An opening balance (0042) is owed like a manual invoice, and marked. The aged debtors report (reports/) reads it too.
 */
export function sales(customerId: number | null) {
  const ofOrder = customerId === null ? always : sql`o.customer_id = ${customerId}`;
  const ofInvoice = customerId === null ? always : sql`i.customer_id = ${customerId}`;
  return sql`(
    select o.customer_id, o.id as order_id, o.order_number, i.id as invoice_id,
      i.invoice_number, o.created_at as sold_at, i.due_date, o.total_cents, o.paid_cents,
      0 as opening_balance
    from orders o left join invoices i on i.order_id = o.id
    where o.cancelled_at is null and ${ofOrder}
    union all
    select i.customer_id, null, null, i.id, i.invoice_number, i.created_at, i.due_date,
      i.total_cents, i.paid_cents, i.opening_balance
    from invoices i
    where i.order_id is null and i.voided_at is null and ${ofInvoice}
  )`;
}

/** The customer's ledger entries, found through the sales they belong to. */
const entriesOf = (customerId: number) => sql`(
  p.order_id in (select id from orders where customer_id = ${customerId})
  or p.invoice_id in (select id from invoices where customer_id = ${customerId} and order_id is null)
)`;

/** True for a sale (aliased `s`) whose due date falls in `window`. */
export function dueIn(window: DueWindow): RawBuilder<boolean> {
  const invoiced = [sql`s.due_date is not null`];
  if (window.from !== null) invoiced.push(sql`s.due_date >= ${window.from}`);
  if (window.to !== null) invoiced.push(sql`s.due_date <= ${window.to}`);
  const notInvoiced = [sql`s.due_date is null`];
  if (window.soldFrom !== null) notInvoiced.push(sql`s.sold_at >= ${window.soldFrom}`);
  if (window.soldBefore !== null) notInvoiced.push(sql`s.sold_at < ${window.soldBefore}`);
  return sql<boolean>`((${sql.join(invoiced, sql` and `)}) or (${sql.join(notInvoiced, sql` and `)}))`;
}

/**
 * What the customer `customerId` (a column of the outer query, e.g. `c.id`) owes, in cents: their
 * sales' totals less what was paid, summed over open sales only (total ≠ paid), as a sale paid
 * in full adds nothing. Each sum probes a partial index that holds exactly the open sales
 * (0008), so a customer's balance costs their unpaid sales, never every sale they ever made.
 */
export function balanceCentsOf(customerId: string) {
  const customer = sql.ref(customerId);
  return sql<number>`(
    coalesce((select sum(total_cents - paid_cents) from orders
      where customer_id = ${customer} and cancelled_at is null and total_cents <> paid_cents), 0)
    + coalesce((select sum(total_cents - paid_cents) from invoices
      where customer_id = ${customer} and order_id is null and voided_at is null
        and total_cents <> paid_cents), 0)
  )`;
}

export function receivablesRepository(db: Db) {
  return {
    /** Each of `customerIds`' balance in cents (0 for those who owe nothing). */
    balances: async (customerIds: readonly number[]): Promise<Map<number, number>> => {
      if (customerIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('customers as c')
        .select(['c.id', balanceCentsOf('c.id').as('balance_cents')])
        .where('c.id', 'in', customerIds)
        .execute();
      return new Map(rows.map((row) => [row.id, Number(row.balance_cents)]));
    },

    /** What every customer owes, how much of it is past due, and on how many sales. */
    owed: async (overdue: DueWindow) => {
      const { rows } = await sql<{ owed_cents: number; overdue_cents: number; open_sales: number }>`
        select coalesce(sum(s.total_cents - s.paid_cents), 0) as owed_cents,
          coalesce(sum(case when ${dueIn(overdue)} then s.total_cents - s.paid_cents else 0 end), 0)
            as overdue_cents,
          count(*) as open_sales
        from ${sales(null)} s
        where s.total_cents > s.paid_cents`.execute(db);
      const row = rows[0]!;
      return {
        owed_cents: Number(row.owed_cents),
        overdue_cents: Number(row.overdue_cents),
        open_sales: Number(row.open_sales),
      };
    },

    /**
     * The credit the customer holds, in cents: what their sales hold beyond their totals (credit
     * notes kept as credit), which a payment by `customer_credit` spends. The sums read the
     * partial indexes of open sales (0008, 0013).
     */
    creditOf: async (customerId: number): Promise<number> => {
      const { rows } = await sql<{ credit: number }>`
        select coalesce((select sum(paid_cents - total_cents) from orders
            where customer_id = ${customerId} and cancelled_at is null
              and total_cents <> paid_cents and paid_cents > total_cents), 0)
          + coalesce((select sum(paid_cents - total_cents) from invoices
            where customer_id = ${customerId} and order_id is null and voided_at is null
              and total_cents <> paid_cents and paid_cents > total_cents), 0) as credit`.execute(
        db,
      );
      return Number(rows[0]!.credit);
    },

    /** The customer's balance just before `before` (an instant): sales less entries until then. */
    balanceBefore: async (customerId: number, before: string): Promise<number> => {
      const { rows } = await sql<{ sold_cents: number; paid_cents: number }>`
        select
          (select coalesce(sum(s.total_cents), 0) from ${sales(customerId)} s
            where s.sold_at < ${before}) as sold_cents,
          (select coalesce(sum(p.amount_cents), 0) from payments p
            where ${entriesOf(customerId)} and p.paid_at < ${before}) as paid_cents`.execute(db);
      const row = rows[0]!;
      return Number(row.sold_cents) - Number(row.paid_cents);
    },

    /** The customer's sales made in [from, before). */
    salesBetween: async (customerId: number, from: string, before: string) =>
      (
        await sql<SaleLineRow>`
          select s.order_id, s.order_number, s.invoice_id, s.invoice_number, s.sold_at,
            s.due_date, s.total_cents, s.opening_balance
          from ${sales(customerId)} s
          where s.sold_at >= ${from} and s.sold_at < ${before}`.execute(db)
      ).rows,

    /** The customer's ledger entries dated in [from, before), with their sale's numbers. */
    entriesBetween: async (customerId: number, from: string, before: string) =>
      (
        await sql<EntryLineRow>`
          select p.id, p.order_id, o.order_number, coalesce(p.invoice_id, oi.id) as invoice_id,
            coalesce(mi.invoice_number, oi.invoice_number) as invoice_number, p.kind,
            p.amount_cents, p.paid_at, p.method, p.reference
          from payments p
          left join orders o on o.id = p.order_id
          left join invoices oi on oi.order_id = p.order_id
          left join invoices mi on mi.id = p.invoice_id
          where ${entriesOf(customerId)} and p.paid_at >= ${from} and p.paid_at < ${before}`.execute(
          db,
        )
      ).rows,

    /**
     * What the customer owed just before `before`, sale by sale, summed into `windows` by due
     * date (the statement's ageing buckets).
     */
    ageing: async (
      customerId: number,
      before: string,
      windows: readonly DueWindow[],
    ): Promise<number[]> => {
      const outstanding = sql`s.total_cents - coalesce((select sum(p.amount_cents) from payments p
        where (p.order_id = s.order_id or (s.order_id is null and p.invoice_id = s.invoice_id))
          and p.paid_at < ${before}), 0)`;
      const sums = windows.map(
        (window, index) =>
          sql`coalesce(sum(case when ${dueIn(window)} then s.outstanding else 0 end), 0) as ${sql.ref(`bucket_${index}`)}`,
      );
      const { rows } = await sql<Record<string, number>>`
        select ${sql.join(sums)} from (
          select s.due_date, s.sold_at, ${outstanding} as outstanding
          from ${sales(customerId)} s
          where s.sold_at < ${before}
        ) s`.execute(db);
      const row = rows[0]!;
      return windows.map((_, index) => Number(row[`bucket_${index}`]));
    },
  };
}
