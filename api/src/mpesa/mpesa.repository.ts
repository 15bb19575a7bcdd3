import { randomBytes } from 'node:crypto';
import { type Insertable, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import { filteredList } from '../db/filtered-list.ts';
import { insertRow } from '../db/insert-row.ts';
import type { Cursor, KeysetSort } from '../db/keyset.ts';
import type { MpesaReceiptsTable, MpesaRequestsTable, MpesaSettingsTable } from '../db/schema.ts';

const SETTINGS_ROW = 1;

export type MpesaSettingsRow = Selectable<MpesaSettingsTable>;
export type MpesaRequestRow = Awaited<
  ReturnType<ReturnType<typeof mpesaRepository>['findRequest']>
> & {};
export type MpesaReceiptRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof mpesaRepository>['findReceipt']>>
>;

/** An open sale of a customer's: an order, or a manual invoice. */
export interface OpenSale {
  order_id: number | null;
  invoice_id: number | null;
}

export function mpesaRepository(db: Db) {
  const locksRows = isPostgres(db);

  const requests = () =>
    db
      .selectFrom('mpesa_requests as m')
      .leftJoin('orders as o', 'o.id', 'm.order_id')
      .leftJoin('invoices as i', 'i.id', 'm.invoice_id')
      .selectAll('m')
      .select(sql<string>`coalesce(o.order_number, i.invoice_number)`.as('document_number'));

  const receipts = () =>
    db
      .selectFrom('mpesa_receipts as r')
      .leftJoin('customers as c', 'c.id', 'r.customer_id')
      .leftJoin('users as u', 'u.id', 'r.returned_by')
      .select([
        'r.id',
        'r.receipt_number',
        'r.source',
        'r.amount_cents',
        'r.unplaced_cents',
        'r.phone',
        'r.payer_name',
        'r.bill_ref',
        'r.shortcode',
        'r.unknown_shortcode',
        'r.trans_time',
        'r.received_at',
        'r.customer_id',
        'c.name as customer_name',
        'r.mpesa_request_id',
        'r.returned_cents',
        'r.returned_at',
        'r.return_reason',
        'u.email as returned_by_email',
      ]);

  const shownReceipts = filteredList({
    rows: receipts,
    counted: () => db.selectFrom('mpesa_receipts as r'),
    conditions: (only: { unmatched: boolean; returned: boolean }) => [
      ...(only.unmatched ? [sql<SqlBool>`r.unplaced_cents > 0`] : []),
      ...(only.returned ? [sql<SqlBool>`r.returned_cents > 0`] : []),
    ],
    idColumn: 'r.id',
  });

  return {
    /** The settings row; made (with a new token) if a database somehow lacks it. */
    async settings(options: { lock?: boolean } = {}): Promise<MpesaSettingsRow> {
      const read = () =>
        db
          .selectFrom('mpesa_settings')
          .selectAll()
          .where('id', '=', SETTINGS_ROW)
          .$if(Boolean(options.lock) && locksRows, (q) => q.forUpdate())
          .executeTakeFirst();
      const row = await read();
      if (row) return row;
      await db
        .insertInto('mpesa_settings')
        .values({ id: SETTINGS_ROW, callback_token: randomBytes(32).toString('hex') })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return (await read())!;
    },

    /** The settings if `token` is this shop's callback token, else undefined. */
    settingsByToken: (token: string) =>
      db
        .selectFrom('mpesa_settings')
        .selectAll()
        .where('callback_token', '=', token)
        .executeTakeFirst(),

    updateSettings: (values: Updateable<MpesaSettingsTable>) =>
      db.updateTable('mpesa_settings').set(values).where('id', '=', SETTINGS_ROW).execute(),

    insertRequest: (values: Insertable<MpesaRequestsTable>): Promise<number> =>
      insertRow(db, 'mpesa_requests', values),

    findRequest: (id: number, options: { lock?: boolean } = {}) =>
      requests()
        .where('m.id', '=', id)
        .$if(Boolean(options.lock) && locksRows, (q) => q.forUpdate('m'))
        .executeTakeFirst(),

    /** Every push paid per M-Pesa whose receipt has not come, oldest first (issue 52). */
    requestsAwaitingReceipt: () =>
      requests()
        .where('m.status', '=', 'waiting')
        .where('m.paid_reported_at', 'is not', null)
        .orderBy('m.id')
        .execute(),

    /** The push Daraja named in a callback, locked until the transaction ends (PostgreSQL). */
    requestByCheckout: (checkoutRequestId: string) =>
      requests()
        .where('m.checkout_request_id', '=', checkoutRequestId)
        .$if(locksRows, (q) => q.forUpdate('m'))
        .executeTakeFirst(),

    /** Whether a push made since `since` has gone to Daraja without its answer stored yet. */
    anyPushSending: async (since: string) =>
      (await db
        .selectFrom('mpesa_requests')
        .select('id')
        .where('status', '=', 'sending')
        .where('created_at', '>=', since)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    updateRequest: (id: number, values: Updateable<MpesaRequestsTable>) =>
      db.updateTable('mpesa_requests').set(values).where('id', '=', id).execute(),

    /**
     * Records a transaction unless its receipt number is already recorded: the unique index
     * decides, also between two arrivals at the same moment (PostgreSQL makes the second wait
     * for the first to commit, then do nothing). Answers the new row's id, or null.
     */
    insertReceipt: async (values: Insertable<MpesaReceiptsTable>): Promise<number | null> => {
      const row = await db
        .insertInto('mpesa_receipts')
        .values(values)
        .onConflict((oc) => oc.column('receipt_number').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    findReceipt: (id: number, options: { lock?: boolean } = {}) =>
      receipts()
        .where('r.id', '=', id)
        .$if(Boolean(options.lock) && locksRows, (q) => q.forUpdate('r'))
        .executeTakeFirst(),

    updateReceipt: (id: number, values: Updateable<MpesaReceiptsTable>) =>
      db.updateTable('mpesa_receipts').set(values).where('id', '=', id).execute(),

    /**
     * A page of receipts in `sort`'s order: only those with money unplaced when `unmatched`, with
     * money returned to the payer when `returned` (each served by a partial index).
     */
    async receiptsPage(
      only: { unmatched: boolean; returned: boolean },
      sort: KeysetSort,
      cursor: Cursor | null,
      limit: number,
    ) {
      const rows = await shownReceipts.page(only, sort, cursor, limit);
      return { rows, totalCount: await shownReceipts.count(only) };
    },

    /**
     * What M-Pesa brought that no sale took yet, and on how many receipts: the dashboard's
     * reminder. Read through the partial index on unplaced money, so it walks only those.
     */
    async unplacedTotals(): Promise<{ cents: number; receipts: number }> {
      const row = await db
        .selectFrom('mpesa_receipts')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number | string>('unplaced_cents'), eb.lit(0)).as('cents'),
          eb.fn.countAll<number | string>().as('receipts'),
        ])
        .where('unplaced_cents', '>', 0)
        .executeTakeFirstOrThrow();
      return { cents: Number(row.cents), receipts: Number(row.receipts) };
    },

    /** The document a bill reference names (INV-000007, ORD-000042), any case, or null. */
    async documentByNumber(
      reference: string,
    ): Promise<{ orderId: number } | { invoiceId: number } | null> {
      const number = reference.trim().toUpperCase();
      if (!number) return null;
      const invoice = await db
        .selectFrom('invoices')
        .select('id')
        .where('invoice_number', '=', number)
        .executeTakeFirst();
      if (invoice) return { invoiceId: invoice.id };
      const order = await db
        .selectFrom('orders')
        .select('id')
        .where('order_number', '=', number)
        .executeTakeFirst();
      return order ? { orderId: order.id } : null;
    },

    /**
     * The customer whose contact is this phone (2547XXXXXXXX), however it was written (0712 345
     * 678, +254-712…): the oldest such customer when several share it, or null.
     */
    async customerByPhone(international: string): Promise<number | null> {
      const local = international.slice(3);
      const digits = sql<string>`replace(replace(replace(replace(replace(c.contact, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')`;
      const row = await db
        .selectFrom('customers as c')
        .select('c.id')
        .where((eb) =>
          eb.or([
            eb(digits, '=', international),
            eb(digits, '=', `0${local}`),
            eb(digits, '=', local),
          ]),
        )
        .orderBy('c.id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** The customer's sales with something left to pay, oldest first (orders, manual invoices). */
    async openSales(customerId: number): Promise<OpenSale[]> {
      const owing = sql<SqlBool>`total_cents <> paid_cents and paid_cents < total_cents`;
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('cancelled_at', 'is', null)
        .where(owing)
        .execute();
      const invoices = await db
        .selectFrom('invoices')
        .select(['id', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('order_id', 'is', null)
        .where('voided_at', 'is', null)
        .where(owing)
        .execute();
      return [
        ...orders.map((row) => ({ ...row, order_id: row.id, invoice_id: null })),
        ...invoices.map((row) => ({ ...row, order_id: null, invoice_id: row.id })),
      ]
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
        .map(({ order_id, invoice_id }) => ({ order_id, invoice_id }));
    },

    customerExists: async (customerId: number) =>
      (await db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', customerId)
        .executeTakeFirst()) !== undefined,
  };
}
