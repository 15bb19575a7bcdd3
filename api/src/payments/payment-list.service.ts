import type { Db } from '../db/database.ts';
import { toPage } from '../db/keyset.ts';
import { businessDate, businessDayRange, dayMonthYear } from '../http/clock.ts';
import { type CsvCell, csvRowsInBatches } from '../http/csv.ts';
import { labelOf } from '../http/labels.ts';
import { centsToPlainKsh, toKsh } from '../money.ts';
import { LEDGER_METHOD_LABELS, PAYMENT_KIND_LABELS } from '../sales/payment.schema.ts';
import { toPayment } from '../sales/payment-entry.ts';
import {
  PAYMENT_SORTS,
  type PaymentListFilter,
  type PaymentListRow,
  paymentListRepository,
} from './payment-list.repository.ts';
import type {
  PaymentExportQuery,
  PaymentListItem,
  PaymentPageQuery,
  PaymentsPage,
} from './payment-list.schema.ts';

export type { PaymentListItem, PaymentsPage } from './payment-list.schema.ts';

/** A ledger entry as the Payments screen lists it: the entry, its sale's documents and customer. */
export const toPaymentListItem = (row: PaymentListRow): PaymentListItem => ({
  ...toPayment(row),
  order_number: row.order_number,
  invoice_number: row.invoice_number,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
});

export const PAYMENT_CSV_HEADER = [
  'Date',
  'Kind',
  'Order number',
  'Invoice number',
  'Customer',
  'Method',
  'Reference',
  'Amount (KSh)',
  'Reversed',
  'Recorded by',
  'Note',
] as const;

/**
 * The whole payment ledger read as a list: a page of entries and their sum (GET /payments), or
 * every entry the filters match as CSV rows.
 */
export function paymentListService(db: Db, timeZone: string) {
  const entries = paymentListRepository(db);

  /** `from` and `to` are whole days where the business is, both included. */
  const filterOf = (query: PaymentExportQuery): PaymentListFilter => {
    const paid = businessDayRange(query, timeZone);
    return { search: query.q, method: query.method, paidFrom: paid.from, paidBefore: paid.before };
  };

  const toCsvRow = (row: PaymentListRow): CsvCell[] => [
    dayMonthYear(businessDate(new Date(row.paid_at), timeZone)),
    // Credit spent on another sale leaves this one as a refund entry, but no money went back.
    row.kind === 'refund' && row.method === 'customer_credit'
      ? 'Credit moved'
      : PAYMENT_KIND_LABELS[row.kind],
    row.order_number,
    row.invoice_number,
    row.customer_name,
    labelOf(LEDGER_METHOD_LABELS, row.method),
    row.reference,
    centsToPlainKsh(row.amount_cents),
    row.reversed_by_payment_id === null ? 'No' : 'Yes',
    row.recorded_by_email,
    row.note,
  ];

  return {
    async page(query: PaymentPageQuery): Promise<PaymentsPage> {
      const filter = filterOf(query);
      const [rows, totals] = await Promise.all([
        entries.page(filter, query.sort, query.after, query.limit),
        entries.totals(filter),
      ]);
      const page = toPage(rows, query.limit, PAYMENT_SORTS[query.sort], (row) => row.paid_at);
      return {
        items: page.rows.map(toPaymentListItem),
        next_cursor: page.nextCursor,
        total_count: totals.count,
        total_amount: toKsh(totals.amount_cents),
      };
    },

    async *csvRows(query: PaymentExportQuery): AsyncGenerator<CsvCell[][]> {
      const filter = filterOf(query);
      yield* csvRowsInBatches(
        (cursor, limit) => entries.page(filter, query.sort, cursor, limit),
        (row) => row.paid_at,
        toCsvRow,
      );
    },
  };
}

export type PaymentListService = ReturnType<typeof paymentListService>;
