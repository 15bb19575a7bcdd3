import { type Expression, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { insertRow } from '../db/insert-row.ts';
import type { PaymentKind, PaymentsTable } from '../db/schema.ts';

/** A ledger entry with its sale's order and invoice, who recorded it and what reversed it. */
export type PaymentRow = Omit<Selectable<PaymentsTable>, 'invoice_id' | 'recorded_by'> & {
  /** The sale's invoice: the manual invoice, or the one generated from the order. */
  invoice_id: number | null;
  reversed_by_payment_id: number | null;
  recorded_by_email: string;
};

export type NewPayment = Omit<Insertable<PaymentsTable>, 'id'>;

/** Who the ledger shows for an entry nobody recorded: M-Pesa money that arrived by itself. */
export const MPESA_RECORDER = 'M-Pesa';

/** The recorder's email, or "M-Pesa" for an entry without one (0017 allows that only for M-Pesa). */
const recordedByEmail = sql<string>`coalesce(u.email, ${MPESA_RECORDER})`;

/**
 * Ledger entries with their sale's invoice, who recorded them and what reversed them, in no
 * order: one sale's ledger and the whole ledger's list (payment-list.repository.ts) both read
 * entries so, the list joining the sale's documents and customer besides.
 */
export const ledgerEntries = (db: Db) =>
  db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.recorded_by')
    // The invoice generated from the order (order_id is unique there).
    .leftJoin('invoices as oi', 'oi.order_id', 'p.order_id')
    .leftJoin('payments as r', 'r.reverses_payment_id', 'p.id')
    .select([
      'p.id',
      'p.order_id',
      sql<number | null>`coalesce(p.invoice_id, oi.id)`.as('invoice_id'),
      'p.kind',
      'p.amount_cents',
      'p.paid_at',
      'p.method',
      'p.reference',
      'p.note',
      'p.reverses_payment_id',
      'r.id as reversed_by_payment_id',
      'p.split',
      recordedByEmail.as('recorded_by_email'),
      'p.recorded_at',
    ]);

export function paymentRepository(db: Db) {
  const entries = () => ledgerEntries(db).orderBy('p.paid_at').orderBy('p.id');

  const saleConditions = (orderIds: readonly number[], invoiceIds: readonly number[]) => {
    const conditions: Expression<SqlBool>[] = [];
    if (orderIds.length > 0) conditions.push(sql<SqlBool>`p.order_id in (${sql.join(orderIds)})`);
    if (invoiceIds.length > 0) {
      conditions.push(sql<SqlBool>`p.invoice_id in (${sql.join(invoiceIds)})`);
      // An invoice generated from an order shares the order's entries.
      conditions.push(
        sql<SqlBool>`p.order_id in (select order_id from invoices where id in (${sql.join(invoiceIds)}) and order_id is not null)`,
      );
    }
    return conditions;
  };

  return {
    find: (id: number): Promise<PaymentRow | undefined> =>
      entries().where('p.id', '=', id).executeTakeFirst(),

    /** Every entry of an order's sale, oldest first. */
    ofOrder: (orderId: number): Promise<PaymentRow[]> =>
      entries().where('p.order_id', '=', orderId).execute(),

    /** Every entry of a manual invoice, oldest first. */
    ofManualInvoice: (invoiceId: number): Promise<PaymentRow[]> =>
      entries().where('p.invoice_id', '=', invoiceId).execute(),

    /** The entries of many orders' and invoices' sales in one query (the gateway batches). */
    ofSales: (orderIds: readonly number[], invoiceIds: readonly number[]): Promise<PaymentRow[]> =>
      entries()
        .where((eb) => eb.or(saleConditions(orderIds, invoiceIds)))
        .execute(),

    /**
     * The sale's money that came from somewhere with its own books, in cents, so no lowering of
     * the amount paid may undo it: what it took from the customer's credit (spent for good; a
     * credit note gives it back), and M-Pesa payments under a transaction code not reversed (a
     * reversal returns such money to the receipt it came from; an adjustment could not).
     */
    moneyWithAnOrigin: async (sale: { order_id: number | null; invoice_id: number | null }) => {
      const row = await db
        .selectFrom('payments as p')
        .leftJoin('payments as r', 'r.reverses_payment_id', 'p.id')
        .select([
          sql<number>`coalesce(sum(case when p.method = 'customer_credit' then p.amount_cents else 0 end), 0)`.as(
            'credit',
          ),
          sql<number>`coalesce(sum(case when p.method = 'mpesa' and p.reference is not null and r.id is null then p.amount_cents else 0 end), 0)`.as(
            'mpesa',
          ),
        ])
        .where('p.kind', '=', 'payment')
        .$if(sale.order_id !== null, (q) => q.where('p.order_id', '=', sale.order_id))
        .$if(sale.order_id === null, (q) => q.where('p.invoice_id', '=', sale.invoice_id))
        .executeTakeFirstOrThrow();
      return { creditCents: Number(row.credit), mpesaCents: Number(row.mpesa) };
    },

    /** The sale's entry written next after entry `id`, with what reversed it; none if last. */
    entryAfter: (sale: { order_id: number | null; invoice_id: number | null }, id: number) =>
      db
        .selectFrom('payments as p')
        .leftJoin('payments as r', 'r.reverses_payment_id', 'p.id')
        .select(['p.id', 'p.kind', 'p.amount_cents', 'r.id as reversed_by_payment_id'])
        .where('p.id', '>', id)
        .$if(sale.order_id !== null, (q) => q.where('p.order_id', '=', sale.order_id))
        .$if(sale.order_id === null, (q) => q.where('p.invoice_id', '=', sale.invoice_id))
        .orderBy('p.id')
        .limit(1)
        .executeTakeFirst(),

    /** The sale's entries of `kind` that nothing reversed, oldest first. */
    standing: (sale: { order_id: number | null; invoice_id: number | null }, kind: PaymentKind) =>
      db
        .selectFrom('payments as p')
        .leftJoin('payments as r', 'r.reverses_payment_id', 'p.id')
        .select(['p.id', 'p.amount_cents'])
        .where('p.kind', '=', kind)
        .where('r.id', 'is', null)
        .$if(sale.order_id !== null, (q) => q.where('p.order_id', '=', sale.order_id))
        .$if(sale.order_id === null, (q) => q.where('p.invoice_id', '=', sale.invoice_id))
        .orderBy('p.id')
        .execute(),

    /** True when the sale has any entry at all, reversed or not: its history must stay. */
    saleHasEntries: async (sale: { order_id: number | null; invoice_id: number | null }) => {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .$if(sale.order_id !== null, (q) => q.where('order_id', '=', sale.order_id))
        .$if(sale.order_id === null, (q) => q.where('invoice_id', '=', sale.invoice_id))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    insert: (payment: NewPayment): Promise<number> => insertRow(db, 'payments', payment),
  };
}
