import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type Cursor, type KeysetSort, seek } from '../db/keyset.ts';
import { containsIgnoringCase, containsUpperCase } from '../db/text-search.ts';
import { ledgerEntries, type PaymentRow } from '../sales/payment.repository.ts';
import { NON_CASH_METHODS } from '../sales/payment.schema.ts';
import { mayBeInDocumentNumber } from '../sales/sales-document.ts';

/**
 * The whole payment ledger as one list (GET /payments with list parameters, its CSV export):
 * every entry of every sale, newest first, with the sale's order and invoice numbers and its
 * customer. Filters are conditions on `payments as p` alone, so counting and summing the
 * matching entries needs no join.
 */

/** Each sort seeks on (paid_at, id), which `payments_paid_at_id` (0008) serves both ways. */
export const PAYMENT_SORTS = {
  paid_at_desc: { name: 'paid_at_desc', key: 'p.paid_at', keyType: 'text', direction: 'desc' },
  paid_at_asc: { name: 'paid_at_asc', key: 'p.paid_at', keyType: 'text', direction: 'asc' },
} as const satisfies Record<string, KeysetSort>;

export type PaymentSort = keyof typeof PAYMENT_SORTS;

export interface PaymentListFilter {
  /** Order or invoice number (also partly, `123`), customer name or reference, ignoring case. */
  search?: string;
  method?: string;
  /** paid_at ≥ this instant (ISO). */
  paidFrom?: string;
  /** paid_at < this instant (ISO). */
  paidBefore?: string;
}

/** An entry as the list shows it: the ledger's columns, its sale's documents and customer. */
export interface PaymentListRow extends PaymentRow {
  order_number: string | null;
  invoice_number: string | null;
  customer_id: number;
  customer_name: string;
}

function paymentConditions(filter: PaymentListFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search) {
    const q = filter.search;
    const customers = sql`select id from customers where ${containsIgnoringCase('name', q)}`;
    // A sale is an order (whose invoice, if any, shares its entries) or a manual invoice.
    const ofOrders: Expression<SqlBool>[] = [sql<SqlBool>`customer_id in (${customers})`];
    const ofManualInvoices: Expression<SqlBool>[] = [sql<SqlBool>`customer_id in (${customers})`];
    if (mayBeInDocumentNumber('ORD', q)) ofOrders.push(containsUpperCase('order_number', q));
    const matches: Expression<SqlBool>[] = [
      containsIgnoringCase('p.reference', q),
      sql<SqlBool>`p.order_id in (select id from orders where ${sql.join(ofOrders, sql` or `)})`,
    ];
    if (mayBeInDocumentNumber('INV', q)) {
      const number = containsUpperCase('invoice_number', q);
      ofManualInvoices.push(number);
      matches.push(
        sql<SqlBool>`p.order_id in (select order_id from invoices where order_id is not null and ${number})`,
      );
    }
    matches.push(
      sql<SqlBool>`p.invoice_id in (select id from invoices where ${sql.join(ofManualInvoices, sql` or `)})`,
    );
    conditions.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  // Money only unless asked: credit notes settling their sale and credit moved between a
  // customer's sales are ledger entries but no money changed hands (README "Credit notes").
  conditions.push(
    filter.method
      ? sql<SqlBool>`p.method = ${filter.method}`
      : sql<SqlBool>`p.method not in (${sql.join(NON_CASH_METHODS)})`,
  );
  if (filter.paidFrom) conditions.push(sql<SqlBool>`p.paid_at >= ${filter.paidFrom}`);
  if (filter.paidBefore) conditions.push(sql<SqlBool>`p.paid_at < ${filter.paidBefore}`);
  return conditions;
}

export function paymentListRepository(db: Db) {
  const entries = () =>
    ledgerEntries(db)
      .leftJoin('orders as o', 'o.id', 'p.order_id')
      // The manual invoice; the one generated from the order is the ledger's `oi`.
      .leftJoin('invoices as mi', 'mi.id', 'p.invoice_id')
      .innerJoin('customers as c', (join) =>
        join.on(sql<SqlBool>`c.id = coalesce(o.customer_id, mi.customer_id)`),
      )
      .select([
        'o.order_number',
        sql<string | null>`coalesce(mi.invoice_number, oi.invoice_number)`.as('invoice_number'),
        'c.id as customer_id',
        'c.name as customer_name',
      ]);

  return {
    /** Up to `limit + 1` entries matching `filter` after `cursor` in `sort` order (keyset.ts). */
    page: (
      filter: PaymentListFilter,
      sort: PaymentSort,
      cursor: Cursor | null,
      limit: number,
    ): Promise<PaymentListRow[]> =>
      seek(
        entries().where((eb) => eb.and(paymentConditions(filter))),
        PAYMENT_SORTS[sort],
        'p.id',
        cursor,
        limit,
      ).execute() as Promise<PaymentListRow[]>,

    /** The entries with these ids, oldest first (the review of M-Pesa codes used more than once). */
    byIds: (ids: readonly number[]): Promise<PaymentListRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : (entries().where('p.id', 'in', ids).orderBy('p.id').execute() as Promise<
            PaymentListRow[]
          >),

    /** How many entries match `filter` and the sum of their amounts, by the database. */
    totals: async (filter: PaymentListFilter) => {
      const row = await db
        .selectFrom('payments as p')
        .select([
          sql<number>`count(*)`.as('count'),
          sql<number>`coalesce(sum(p.amount_cents), 0)`.as('amount_cents'),
        ])
        .where((eb) => eb.and(paymentConditions(filter)))
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), amount_cents: Number(row.amount_cents) };
    },
  };
}
