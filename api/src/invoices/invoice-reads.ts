import type { Db } from '../db/database.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { notFound } from '../http/api-error.ts';
import { businessDate, type Clock } from '../http/clock.ts';
import { toKsh } from '../money.ts';
import { creditNoteRepository } from '../sales/credit-note.repository.ts';
import {
  type InvoiceItemRow,
  type InvoiceStatus,
  invoiceRepository,
} from '../sales/invoice.repository.ts';
import type { IssuedDocuments } from '../sales/issued-documents.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import { toPayment } from '../sales/payment-entry.ts';
import { receivablesRepository } from '../sales/receivables.repository.ts';
import { INVOICE_NOT_FOUND } from '../sales/sales-document.ts';
import {
  type SalesExportQuery,
  type SalesListQuery,
  salesFilter,
  salesListReads,
} from '../sales/sales-list.ts';
import type { Invoice, InvoicesPage, InvoiceWithPayments } from './invoice.schema.ts';
import { toCsvRow, toInvoice } from './invoice-answer.ts';

/** How invoices are read: one, with its sale's payments, every one, a page, a CSV export. */
export function invoiceReads(
  db: Db,
  clock: Clock,
  timeZone: string,
  issued: IssuedDocuments<EtimsDocumentState>,
) {
  const today = () => businessDate(clock(), timeZone);
  const listed = salesListReads(
    'i',
    (query: SalesExportQuery<InvoiceStatus>) =>
      invoiceRepository(db).matching(salesFilter(query, timeZone), today()),
    (row) => toCsvRow(row, timeZone),
  );

  async function load(trx: Db, id: number): Promise<Invoice> {
    const repo = invoiceRepository(trx);
    const row = await repo.find(id, today());
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    return toInvoice(
      row,
      await repo.items(id),
      (await issued.invoiceStates(trx, [id])).get(id),
      timeZone,
    );
  }

  /** The invoice and its sale's payments: its order's when it has one (one sale, one ledger). */
  async function loadWithPayments(trx: Db, id: number): Promise<InvoiceWithPayments> {
    const invoice = await load(trx, id);
    const payments = paymentRepository(trx);
    const rows =
      invoice.order_id === null
        ? await payments.ofManualInvoice(id)
        : await payments.ofOrder(invoice.order_id);
    const credits = await creditNoteRepository(trx).ofInvoice(id);
    const customerCredit = await receivablesRepository(trx).creditOf(invoice.customer_id);
    return {
      ...invoice,
      customer_credit: toKsh(customerCredit),
      payments: rows.map(toPayment),
      credit_notes: credits.map((note) => ({
        id: note.id,
        credit_note_number: note.credit_note_number,
        created_at: note.created_at,
        total: toKsh(note.total_cents),
        reason: note.reason,
      })),
    };
  }

  return {
    load,
    withPayments: loadWithPayments,

    async list(): Promise<Invoice[]> {
      const repo = invoiceRepository(db);
      const rows = await repo.list(today());
      const itemsByInvoice = new Map<number, InvoiceItemRow[]>();
      for (const item of await repo.allItems()) {
        const items = itemsByInvoice.get(item.invoice_id);
        if (items) items.push(item);
        else itemsByInvoice.set(item.invoice_id, [item]);
      }
      const etims = await issued.invoiceStates(db, 'all');
      return rows.map((row) =>
        toInvoice(row, itemsByInvoice.get(row.id) ?? [], etims.get(row.id), timeZone),
      );
    },

    /** One page of the filtered, sorted list with each invoice's items, and the match count. */
    async page(query: SalesListQuery<InvoiceStatus>): Promise<InvoicesPage> {
      const { rows, ...page } = await listed.page(query);
      const items = Map.groupBy(
        await invoiceRepository(db).itemsOfInvoices(rows.map((row) => row.id)),
        (item) => item.invoice_id,
      );
      const etims = await issued.invoiceStates(
        db,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) =>
          toInvoice(row, items.get(row.id) ?? [], etims.get(row.id), timeZone),
        ),
        ...page,
      };
    },

    /** Every invoice the filters match, as CSV rows, read in keyset batches. */
    csvRows: listed.csvRows,
  };
}

export type InvoiceReads = ReturnType<typeof invoiceReads>;
