import { type Expression, type Insertable, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import type { OrdersTable, PaymentKind, PaymentsTable } from '../db/schema.ts';

/** A ledger entry with its sale's order and invoice, who recorded it and what reversed it. */
export interface PaymentRow {
  id: number;
  /** The sale's order, when the sale is an order. */
  order_id: number | null;
  /** The sale's invoice: the manual invoice, or the one generated from the order. */
  invoice_id: number | null;
  kind: PaymentKind;
  amount_cents: number;
  paid_at: string;
  method: string;
  reference: string | null;
  note: string | null;
  reverses_payment_id: number | null;
  reversed_by_payment_id: number | null;
  /** 1 for one part of an M-Pesa payment split across sales (0024). */
  split: number;
  recorded_by_email: string;
  recorded_at: string;
}

export type NewPayment = Omit<Insertable<PaymentsTable>, 'id'>;

/** Who the ledger shows for an entry nobody recorded: M-Pesa money that arrived by itself. */
export const MPESA_RECORDER = 'M-Pesa';

/** The recorder's email, or "M-Pesa" for an entry without one (0017 allows that only for M-Pesa). */
export const recordedByEmail = sql<string>`coalesce(u.email, ${MPESA_RECORDER})`;

/** The sale a payment goes to, locked for the rest of the transaction. */
export interface SaleRow {
  order_id: number | null;
  invoice_id: number | null;
  customer_id: number;
  total_cents: number;
  /** Everything the sale's ledger holds (payments, refunds, credits). */
  paid_cents: number;
  /** The credit notes' part of `paid_cents`. */
  credited_cents: number;
  created_at: string;
  /** The order's payment method; null for a manual invoice. */
  payment_method: string | null;
  /** A void invoice (0012) or a cancelled order (0013): nothing more is paid on it. */
  voided: boolean;
}

/** A sale of the customer's holding more than its total: that surplus is their credit. */
export interface CreditHoldingSale {
  order_id: number | null;
  invoice_id: number | null;
  total_cents: number;
  paid_cents: number;
  number: string;
}

export function paymentRepository(db: Db) {
  // SQLite runs one write transaction at a time and has no FOR UPDATE.
  const locksRows = isPostgres(db);

  const entries = () =>
    db
      .selectFrom('payments as p')
      .leftJoin('users as u', 'u.id', 'p.recorded_by')
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
      ])
      .orderBy('p.paid_at')
      .orderBy('p.id');

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

    /**
     * An order's sale, its row locked until the transaction ends (PostgreSQL): payments on the
     * order and on its invoice all take this one lock, so they take turns and each sees what
     * the others paid. Generating the invoice takes it too.
     */
    lockOrderSale: async (orderId: number): Promise<SaleRow | undefined> => {
      const order = await db
        .selectFrom('orders')
        .select([
          'id',
          'customer_id',
          'total_cents',
          'paid_cents',
          'credited_cents',
          'created_at',
          'payment_method',
          'cancelled_at',
        ])
        .where('id', '=', orderId)
        .$if(locksRows, (q) => q.forUpdate())
        .executeTakeFirst();
      if (!order) return undefined;
      const invoice = await db
        .selectFrom('invoices')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      const { id, cancelled_at, ...sale } = order;
      return {
        ...sale,
        paid_cents: Number(sale.paid_cents),
        credited_cents: Number(sale.credited_cents),
        order_id: id,
        invoice_id: invoice?.id ?? null,
        voided: cancelled_at !== null,
      };
    },

    /** The invoice's order (null for a manual invoice), or undefined when there is no invoice. */
    orderOfInvoice: async (invoiceId: number): Promise<number | null | undefined> => {
      const row = await db
        .selectFrom('invoices')
        .select('order_id')
        .where('id', '=', invoiceId)
        .executeTakeFirst();
      return row === undefined ? undefined : row.order_id;
    },

    /** A manual invoice's sale, its row locked until the transaction ends (PostgreSQL). */
    lockManualInvoiceSale: async (invoiceId: number): Promise<SaleRow | undefined> => {
      const invoice = await db
        .selectFrom('invoices')
        .select([
          'id',
          'customer_id',
          'total_cents',
          'paid_cents',
          'credited_cents',
          'created_at',
          'voided_at',
        ])
        .where('id', '=', invoiceId)
        .where('order_id', 'is', null)
        .$if(locksRows, (q) => q.forUpdate())
        .executeTakeFirst();
      if (!invoice) return undefined;
      const { id, voided_at, ...sale } = invoice;
      return {
        ...sale,
        paid_cents: Number(sale.paid_cents),
        credited_cents: Number(sale.credited_cents),
        order_id: null,
        invoice_id: id,
        payment_method: null,
        voided: voided_at !== null,
      };
    },

    /** The sale's number as people know it: its order's (ORD-…) or the manual invoice's. */
    documentNumber: async (sale: SaleRow): Promise<string> => {
      const row =
        sale.order_id !== null
          ? await db
              .selectFrom('orders')
              .select('order_number as number')
              .where('id', '=', sale.order_id)
              .executeTakeFirst()
          : await db
              .selectFrom('invoices')
              .select('invoice_number as number')
              .where('id', '=', sale.invoice_id ?? 0)
              .executeTakeFirst();
      return row?.number ?? 'a sale';
    },

    insert: async (payment: NewPayment): Promise<number> => {
      const { id } = await db
        .insertInto('payments')
        .values(payment)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * The sale's running totals after an entry, in the entry's transaction: the order's paid
     * amount and status and its invoice's paid amount move together, so both always show the
     * same paid amount, balance and status. `creditedCents` moves with a credit note.
     */
    setPaid: async (
      sale: Pick<SaleRow, 'order_id' | 'invoice_id'>,
      paidCents: number,
      orderStatus: OrdersTable['status'],
      creditedCents?: number,
    ): Promise<void> => {
      const credited = creditedCents === undefined ? {} : { credited_cents: creditedCents };
      if (sale.order_id !== null) {
        await db
          .updateTable('orders')
          .set({ paid_cents: paidCents, status: orderStatus, ...credited })
          .where('id', '=', sale.order_id)
          .execute();
      }
      if (sale.invoice_id !== null) {
        await db
          .updateTable('invoices')
          .set({ paid_cents: paidCents, ...credited })
          .where('id', '=', sale.invoice_id)
          .execute();
      }
    },

    /**
     * The customer's sales holding more than their total (credit left by credit notes), oldest
     * first, locked until the transaction ends (PostgreSQL). The partial indexes of open sales
     * (0008, 0013) hold exactly the sales whose total and ledger differ.
     */
    creditHoldingSales: async (customerId: number): Promise<CreditHoldingSale[]> => {
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'order_number as number', 'total_cents', 'paid_cents', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('cancelled_at', 'is', null)
        .where(sql<SqlBool>`total_cents <> paid_cents`)
        .where(sql<SqlBool>`paid_cents > total_cents`)
        .orderBy('id')
        .$if(locksRows, (q) => q.forUpdate())
        .execute();
      const invoices = await db
        .selectFrom('invoices')
        .select(['id', 'invoice_number as number', 'total_cents', 'paid_cents', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('order_id', 'is', null)
        .where('voided_at', 'is', null)
        .where(sql<SqlBool>`total_cents <> paid_cents`)
        .where(sql<SqlBool>`paid_cents > total_cents`)
        .orderBy('id')
        .$if(locksRows, (q) => q.forUpdate())
        .execute();
      return [
        ...orders.map((row) => ({ ...row, order_id: row.id, invoice_id: null })),
        ...invoices.map((row) => ({ ...row, order_id: null, invoice_id: row.id })),
      ]
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
        .map(({ id: _, created_at: __, ...sale }) => ({
          ...sale,
          total_cents: Number(sale.total_cents),
          paid_cents: Number(sale.paid_cents),
        }));
    },
  };
}
