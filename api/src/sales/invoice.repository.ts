import { type Expression, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { heldRows } from '../db/hold-row.ts';
import { insertRow } from '../db/insert-row.ts';
import { seek } from '../db/keyset.ts';
import type { InvoiceItemsTable, InvoicesTable } from '../db/schema.ts';
import { userEmail } from '../db/user-email.ts';
import { LINE_LEDGER_COLUMNS } from './sales-document.ts';
import { type MatchingSales, type SalesFilter, salesConditions } from './sales-list.ts';

export const INVOICE_STATUSES = ['unpaid', 'partially_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The words staff read on screen, for the export they open in a spreadsheet. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

/** An invoice with its customer's details, what has been paid and the status derived. */
export type InvoiceRow = Omit<Selectable<InvoicesTable>, 'voided_order_id'> & {
  customer_name: string;
  created_by_email: string;
  voided_by_email: string | null;
  customer_contact: string;
  customer_address: string | null;
  status: InvoiceStatus;
};

export type InvoiceItemRow = Selectable<InvoiceItemsTable>;

export type NewInvoice = Insertable<InvoicesTable>;

export type InvoiceFilter = SalesFilter<InvoiceStatus>;

/**
 * Each status as a condition on the invoice row: the same rules as the `status` column of
 * `withStatus` (void first, then paid, then overdue past the due date, then part or nothing
 * paid).
 */
function statusCondition(status: InvoiceStatus, today: string): Expression<SqlBool> {
  switch (status) {
    case 'void':
      return sql<SqlBool>`i.voided_at is not null`;
    case 'paid':
      return sql<SqlBool>`i.voided_at is null and i.paid_cents >= i.total_cents`;
    case 'overdue':
      return sql<SqlBool>`i.voided_at is null and i.paid_cents < i.total_cents and i.due_date < ${today}`;
    case 'partially_paid':
      return sql<SqlBool>`i.voided_at is null and i.paid_cents - i.credited_cents > 0 and i.paid_cents < i.total_cents and i.due_date >= ${today}`;
    case 'unpaid':
      return sql<SqlBool>`i.voided_at is null and i.paid_cents - i.credited_cents <= 0 and i.paid_cents < i.total_cents and i.due_date >= ${today}`;
  }
}

/** The filter as conditions on `invoices as i` alone; a void invoice is listed only when asked for by its status. */
const invoiceConditions = (filter: InvoiceFilter, today: string): Expression<SqlBool>[] =>
  salesConditions(
    filter,
    { alias: 'i', numberColumn: 'invoice_number', prefix: 'INV' },
    (status) => (status ? statusCondition(status, today) : sql<SqlBool>`i.voided_at is null`),
  );

export function invoiceRepository(db: Db) {
  /**
   * Invoices with their customer, amount paid (`paid_cents`, kept with each payment) and the
   * status derived from both: paid, else overdue once the due date is before `today`, else
   * partially paid, else unpaid.
   */
  const withStatus = (today: string) =>
    db
      .selectFrom('invoices as i')
      .innerJoin('customers as c', 'c.id', 'i.customer_id')
      .select([
        'i.id',
        'i.invoice_number',
        'i.created_at',
        'i.recorded_at',
        'i.opening_balance',
        'i.created_by',
        userEmail('i.created_by').$castTo<string>().as('created_by_email'),
        'i.due_date',
        'i.customer_id',
        'c.name as customer_name',
        'c.contact as customer_contact',
        'c.address as customer_address',
        // A void invoice let go of its order, and still names it.
        sql<number | null>`coalesce(i.order_id, i.voided_order_id)`.as('order_id'),
        'i.voided_at',
        'i.voided_by',
        userEmail('i.voided_by').as('voided_by_email'),
        'i.void_reason',
        'i.subtotal_cents',
        'i.vat_rate_bp',
        'i.vat_cents',
        'i.total_cents',
        'i.paid_cents',
        'i.credited_cents',
        sql<InvoiceStatus>`case
          when i.voided_at is not null then 'void'
          when i.paid_cents >= i.total_cents then 'paid'
          when i.due_date < ${today} then 'overdue'
          when i.paid_cents - i.credited_cents > 0 then 'partially_paid'
          else 'unpaid' end`.as('status'),
      ]);

  const itemColumns = [
    'id',
    'invoice_id',
    'inventory_id',
    'description',
    'quantity_milli',
    'unit',
    'unit_price_cents',
    'amount_cents',
    ...LINE_LEDGER_COLUMNS,
  ] as const;

  return {
    /** The spec's list: every invoice not void, newest first. */
    list: (today: string): Promise<InvoiceRow[]> =>
      withStatus(today)
        .where('i.voided_at', 'is', null)
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .execute(),

    /**
     * The invoices `filter` matches on `today`: up to `limit + 1` after a cursor in a sort
     * (keyset.ts), and how many in all, counted by the database on `invoices` alone.
     */
    matching: (filter: InvoiceFilter, today: string): MatchingSales<InvoiceRow> => {
      const conditions = invoiceConditions(filter, today);
      return {
        read: (sort, cursor, limit) =>
          seek(
            withStatus(today).where((eb) => eb.and(conditions)),
            sort,
            'i.id',
            cursor,
            limit,
          ).execute(),
        count: () => countRows(db.selectFrom('invoices as i').where((eb) => eb.and(conditions))),
      };
    },

    find: (id: number, today: string): Promise<InvoiceRow | undefined> =>
      withStatus(today).where('i.id', '=', id).executeTakeFirst(),

    /** The items of the given invoices in one query (a page of the list). */
    itemsOfInvoices: (invoiceIds: readonly number[]): Promise<InvoiceItemRow[]> =>
      invoiceIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('invoice_items')
            .select(itemColumns)
            .where('invoice_id', 'in', invoiceIds)
            .orderBy('invoice_id')
            .orderBy('id')
            .execute(),

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

    /**
     * The invoice's number, total and amount paid, with the invoice row locked until the
     * transaction ends (PostgreSQL), so payments and deletion of one invoice take turns.
     */
    lock: (id: number) =>
      db
        .selectFrom('invoices')
        .select(['id', 'invoice_number', 'total_cents', 'paid_cents', 'order_id', 'voided_at'])
        .where('id', '=', id)
        .$call(heldRows(db, 'update'))
        .executeTakeFirst(),

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
        .$call(heldRows(db, 'key share'))
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    insert: (invoice: NewInvoice): Promise<number> => insertRow(db, 'invoices', invoice),

    insertItems: async (items: Omit<InvoiceItemRow, 'id'>[]): Promise<void> => {
      if (items.length > 0) await db.insertInto('invoice_items').values(items).execute();
    },

    /** Marks the invoice void; one made from an order lets go of it (0012). */
    markVoid: async (
      id: number,
      voided: { at: string; by: number; reason: string | null; orderId: number | null },
    ): Promise<void> => {
      await db
        .updateTable('invoices')
        .set({
          voided_at: voided.at,
          voided_by: voided.by,
          void_reason: voided.reason,
          order_id: null,
          voided_order_id: voided.orderId,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
