import { type Insertable, type Selectable, sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import type { InvoiceItemsTable, InvoicesTable } from '../db/schema.ts';

export type InvoiceStatus = 'paid' | 'overdue' | 'partially_paid' | 'unpaid';

/** An invoice with its customer's details, what has been paid and the status derived. */
export type InvoiceRow = Omit<Selectable<InvoicesTable>, 'created_by'> & {
  customer_name: string;
  customer_contact: string;
  customer_address: string | null;
  amount_paid_cents: number;
  status: InvoiceStatus;
};

export type InvoiceItemRow = Selectable<InvoiceItemsTable>;

export type NewInvoice = Insertable<InvoicesTable>;

export interface PaymentRow {
  id: number;
  amount_cents: number;
  created_at: string;
  recorded_by_email: string;
}

export function invoiceRepository(db: Db) {
  // SQLite runs one write transaction at a time and has no FOR UPDATE.
  const locksRows = isPostgres(db);

  /**
   * Invoices with their customer, amount paid (one grouped aggregate over the payments, not a
   * query per invoice) and status derived from both: paid, else overdue once the due date is
   * before `today`, else partially paid, else unpaid.
   */
  const withStatus = (today: string) =>
    db
      .selectFrom('invoices as i')
      .innerJoin('customers as c', 'c.id', 'i.customer_id')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('invoice_payments')
            .select(['invoice_id', (eb) => eb.fn.sum<number>('amount_cents').as('paid_cents')])
            .groupBy('invoice_id')
            .as('p'),
        (join) => join.onRef('p.invoice_id', '=', 'i.id'),
      )
      .select((eb) => [
        'i.id',
        'i.invoice_number',
        'i.created_at',
        'i.due_date',
        'i.customer_id',
        'c.name as customer_name',
        'c.contact as customer_contact',
        'c.address as customer_address',
        'i.order_id',
        'i.subtotal_cents',
        'i.vat_rate_bp',
        'i.vat_cents',
        'i.total_cents',
        eb.fn.coalesce('p.paid_cents', eb.lit(0)).as('amount_paid_cents'),
        sql<InvoiceStatus>`case
          when coalesce(p.paid_cents, 0) >= i.total_cents then 'paid'
          when i.due_date < ${today} then 'overdue'
          when coalesce(p.paid_cents, 0) > 0 then 'partially_paid'
          else 'unpaid' end`.as('status'),
      ]);

  const itemColumns = [
    'id',
    'invoice_id',
    'inventory_id',
    'description',
    'quantity',
    'unit_price_cents',
    'amount_cents',
  ] as const;

  return {
    list: (today: string): Promise<InvoiceRow[]> =>
      withStatus(today).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute(),

    find: (id: number, today: string): Promise<InvoiceRow | undefined> =>
      withStatus(today).where('i.id', '=', id).executeTakeFirst(),

    /** Every invoice's items in one query, for the list. */
    allItems: (): Promise<InvoiceItemRow[]> =>
      db
        .selectFrom('invoice_items')
        .select(itemColumns)
        .orderBy('invoice_id')
        .orderBy('id')
        .execute(),

    items: (invoiceId: number): Promise<InvoiceItemRow[]> =>
      db
        .selectFrom('invoice_items')
        .select(itemColumns)
        .where('invoice_id', '=', invoiceId)
        .orderBy('id')
        .execute(),

    payments: (invoiceId: number): Promise<PaymentRow[]> =>
      db
        .selectFrom('invoice_payments as p')
        .innerJoin('users as u', 'u.id', 'p.recorded_by')
        .select(['p.id', 'p.amount_cents', 'p.created_at', 'u.email as recorded_by_email'])
        .where('p.invoice_id', '=', invoiceId)
        .orderBy('p.created_at')
        .orderBy('p.id')
        .execute(),

    /**
     * The invoice's number, total and amount paid, with the invoice row locked until the
     * transaction ends (PostgreSQL), so payments and deletion of one invoice take turns.
     */
    lock: async (id: number) => {
      const invoice = await db
        .selectFrom('invoices')
        .select(['id', 'invoice_number', 'total_cents'])
        .where('id', '=', id)
        .$if(locksRows, (q) => q.forUpdate())
        .executeTakeFirst();
      if (!invoice) return undefined;
      const { paid } = await db
        .selectFrom('invoice_payments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('paid'))
        .where('invoice_id', '=', id)
        .executeTakeFirstOrThrow();
      return { ...invoice, paid_cents: Number(paid) };
    },

    findNumberForOrder: async (orderId: number): Promise<string | undefined> => {
      const row = await db
        .selectFrom('invoices')
        .select('invoice_number')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return row?.invoice_number;
    },

    /** The ids among `ids` that are inventory items. */
    existingInventoryIds: async (ids: readonly number[]): Promise<Set<number>> => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('inventory_items')
        .select('id')
        .where('id', 'in', ids)
        .$if(locksRows, (q) => q.forKeyShare())
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    insert: async (invoice: NewInvoice): Promise<number> => {
      const { id } = await db
        .insertInto('invoices')
        .values(invoice)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    insertItems: async (items: Omit<InvoiceItemRow, 'id'>[]): Promise<void> => {
      if (items.length > 0) await db.insertInto('invoice_items').values(items).execute();
    },

    insertPayment: async (payment: {
      invoice_id: number;
      amount_cents: number;
      recorded_by: number;
      created_at: string;
    }): Promise<void> => {
      await db.insertInto('invoice_payments').values(payment).execute();
    },

    delete: async (id: number): Promise<void> => {
      await db.deleteFrom('invoices').where('id', '=', id).execute();
    },
  };
}
