import { type Expression, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { insertRow } from '../db/insert-row.ts';
import { type Cursor, type KeysetSort, seek } from '../db/keyset.ts';
import type { CreditNoteItemsTable, CreditNotesTable } from '../db/schema.ts';

/** The credit-note list's one order: newest first. */
export const NEWEST_FIRST: KeysetSort = {
  name: 'newest',
  key: 'cn.created_at',
  keyType: 'text',
  direction: 'desc',
};

/** A credit note with its invoice's number, its customer's name and PIN and who issued it. */
export type CreditNoteRow = Selectable<CreditNotesTable> & {
  invoice_number: string;
  customer_name: string;
  customer_kra_pin: string | null;
  created_by_email: string;
};

export type CreditNoteItemRow = Selectable<CreditNoteItemsTable>;

export interface CreditNoteFilter {
  invoiceIds?: readonly number[];
  customerId?: number;
}

/** The filter as conditions on `credit_notes as cn` alone, so counting needs no join. */
function creditNoteConditions(filter: CreditNoteFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.invoiceIds) {
    conditions.push(sql<SqlBool>`cn.invoice_id in (${sql.join(filter.invoiceIds)})`);
  }
  if (filter.customerId !== undefined) {
    conditions.push(sql<SqlBool>`cn.customer_id = ${filter.customerId}`);
  }
  return conditions;
}

export function creditNoteRepository(db: Db) {
  const withNames = () =>
    db
      .selectFrom('credit_notes as cn')
      .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
      .innerJoin('customers as c', 'c.id', 'cn.customer_id')
      .innerJoin('users as u', 'u.id', 'cn.created_by')
      .select([
        'cn.id',
        'cn.credit_note_number',
        'cn.invoice_id',
        'i.invoice_number',
        'cn.order_id',
        'cn.customer_id',
        'c.name as customer_name',
        'c.kra_pin as customer_kra_pin',
        'cn.created_at',
        'cn.recorded_at',
        'cn.reason',
        'cn.kra_reason_code',
        'cn.vat_rate_bp',
        'cn.subtotal_cents',
        'cn.vat_cents',
        'cn.total_cents',
        'cn.returned_to_stock',
        'cn.refunded_cents',
        'cn.kept_as_credit_cents',
        'cn.created_by',
        'u.email as created_by_email',
      ]);

  return {
    find: (id: number): Promise<CreditNoteRow | undefined> =>
      withNames().where('cn.id', '=', id).executeTakeFirst(),

    /** Up to `limit + 1` credit notes after `cursor`, newest first (keyset.ts). */
    page: (filter: CreditNoteFilter, cursor: Cursor | null, limit: number) =>
      seek(
        withNames().where((eb) => eb.and(creditNoteConditions(filter))),
        NEWEST_FIRST,
        'cn.id',
        cursor,
        limit,
      ).execute(),

    count: (filter: CreditNoteFilter): Promise<number> =>
      countRows(
        db.selectFrom('credit_notes as cn').where((eb) => eb.and(creditNoteConditions(filter))),
      ),

    /** An invoice's credit notes, oldest first (an invoice has a handful at most). */
    ofInvoice: (invoiceId: number) =>
      db
        .selectFrom('credit_notes')
        .select(['id', 'credit_note_number', 'created_at', 'total_cents', 'reason'])
        .where('invoice_id', '=', invoiceId)
        .orderBy('id')
        .execute(),

    /** The lines of the given credit notes, in one query. */
    itemsOf: (ids: readonly number[]): Promise<CreditNoteItemRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('credit_note_items')
            .selectAll()
            .where('credit_note_id', 'in', ids)
            .orderBy('credit_note_id')
            .orderBy('id')
            .execute(),

    /**
     * What the invoice's earlier credit notes took: per invoice line, the quantity, amount and
     * ledger figures credited. Read under the sale's lock, so it is final.
     */
    creditedSoFar: async (invoiceId: number) => {
      const lines = await db
        .selectFrom('credit_note_items as ci')
        .innerJoin('credit_notes as cn', 'cn.id', 'ci.credit_note_id')
        .select([
          'ci.invoice_item_id',
          sql<number>`sum(ci.quantity_milli)`.as('quantity_milli'),
          sql<number>`sum(ci.amount_cents)`.as('amount_cents'),
          sql<number>`sum(ci.net_cents)`.as('net_cents'),
          sql<number>`sum(ci.vat_cents)`.as('vat_cents'),
          sql<number>`sum(ci.cost_cents)`.as('cost_cents'),
        ])
        .where('cn.invoice_id', '=', invoiceId)
        .groupBy('ci.invoice_item_id')
        .execute();
      return {
        byLine: new Map(
          lines.map((line) => [
            line.invoice_item_id,
            {
              quantity_milli: Number(line.quantity_milli),
              amount_cents: Number(line.amount_cents),
              net_cents: Number(line.net_cents),
              vat_cents: Number(line.vat_cents),
              cost_cents: Number(line.cost_cents),
            },
          ]),
        ),
      };
    },

    insert: (note: Insertable<CreditNotesTable>): Promise<number> =>
      insertRow(db, 'credit_notes', note),

    insertItems: async (items: Insertable<CreditNoteItemsTable>[]): Promise<void> => {
      await db.insertInto('credit_note_items').values(items).execute();
    },
  };
}
