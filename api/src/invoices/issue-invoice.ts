import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { badField } from '../http/api-error.ts';
import { addDaysToDate, businessDate, startOfBusinessDay } from '../http/clock.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import { type InvoiceItemRow, invoiceRepository } from '../sales/invoice.repository.ts';
import type { IssuedDocuments } from '../sales/issued-documents.ts';
import { recordSaleMade } from '../sales/sale-made.ts';
import { DUE_AFTER_DAYS } from '../sales/sales-document.ts';
import type { TakenStock } from '../sales/sales-stock.ts';
import type { Invoice } from './invoice.schema.ts';
import type { InvoiceReads } from './invoice-reads.ts';

export const TOTALS_CHANGED = 'Totals have changed; refresh and try again';
const DAY_MS = 86_400_000;

/** An invoice about to be issued: its sale, totals, dates and lines. */
export interface NewInvoice {
  order_id: number | null;
  customer_id: number;
  vat_rate_bp: number;
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
  /** An order's invoice starts with what its sale has paid (one sale, one ledger). */
  paid_cents?: number;
  created_at: Date;
  /** The moment it is made: `created_at` too unless it is dated another day. */
  made_at: Date;
  items: Omit<InvoiceItemRow, 'id' | 'invoice_id'>[];
}

/**
 * The invoice's creation time: now when none is given, the given instant, or the start of the
 * given business day (today's date means now, so today's invoices keep their order).
 */
export function creationTime(createdAt: string | null, now: Date, timeZone: string): Date {
  if (createdAt === null) return now;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(createdAt);
  if (dateOnly && createdAt === businessDate(now, timeZone)) return now;
  const at = dateOnly ? startOfBusinessDay(createdAt, timeZone) : new Date(createdAt);
  if (at.getTime() > now.getTime() + DAY_MS) {
    throw badField('created_at', 'must not be more than a day in the future');
  }
  return at;
}

/**
 * Issues an invoice, whether made from an order or by hand: numbers it from the gapless
 * counter, stores it with its lines, records what its stock lines took, tells the adapter it
 * was issued (eTIMS signs it) and puts it in the audit trail, all in the caller's transaction.
 */
export function issueInvoice(
  timeZone: string,
  issued: IssuedDocuments<EtimsDocumentState>,
  reads: InvoiceReads,
) {
  return async (
    trx: Db,
    invoice: NewInvoice,
    user: AuthUser,
    /** What a manual invoice's inventory lines took, recorded against it once it is numbered. */
    stock?: TakenStock,
  ): Promise<Invoice> => {
    const repo = invoiceRepository(trx);
    const invoiceNumber = await counterRepository(trx).nextNumber('invoice');
    const { items, created_at, made_at: madeAt, ...fields } = invoice;
    const dated = businessDate(created_at, timeZone);
    const id = await repo.insert({
      ...fields,
      invoice_number: invoiceNumber,
      created_at: created_at.toISOString(),
      recorded_at: madeAt.toISOString(),
      due_date: addDaysToDate(dated, DUE_AFTER_DAYS),
      created_by: user.id,
    });
    await repo.insertItems(items.map((item) => ({ ...item, invoice_id: id })));
    await stock?.record({ type: 'invoice', id, number: invoiceNumber });
    await issued.issued(trx, { kind: 'invoice', id });
    const made = await reads.load(trx, id);
    await recordSaleMade(
      trx,
      user,
      {
        document: 'invoice',
        id,
        number: invoiceNumber,
        totalCents: invoice.total_cents,
        customerName: made.customer_name,
      },
      { dated, madeAt, timeZone },
    );
    return made;
  };
}

export type IssueInvoice = ReturnType<typeof issueInvoice>;
