import { recordAudit } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { type Clock, datedInstant } from '../http/clock.ts';
import { labelOf } from '../http/labels.ts';
import { formatKsh } from '../money.ts';
import { type NewPayment, paymentRepository } from './payment.repository.ts';
import { LEDGER_METHOD_LABELS } from './payment.schema.ts';
import { type SaleRow, saleRepository } from './sale.repository.ts';
import type { OrderStatus } from './sale.schema.ts';
import { INVOICE_NOT_FOUND, ORDER_NOT_FOUND } from './sales-document.ts';

/** Who the audit trail names for an entry: a person, or M-Pesa itself (`id` null). */
export interface Recorder {
  id: number | null;
  email: string;
}

/**
 * An order's status follows from its sale's ledger (spec §4's three): paid once the ledger
 * covers the total (credit notes included), partly paid while money covers part of it, else
 * pending. `paidCents` is the whole ledger, `creditedCents` the credit notes' part of it.
 */
export function orderStatusFor(
  totalCents: number,
  paidCents: number,
  creditedCents = 0,
): OrderStatus {
  if (paidCents > 0 && paidCents >= totalCents) return 'paid';
  return paidCents - creditedCents > 0 ? 'partially_paid' : 'pending';
}

/** What gives spent credit back: a credit note, which needs the sale's invoice. */
export function creditInstead(sale: Pick<SaleRow, 'invoice_id'>) {
  return sale.invoice_id === null
    ? 'invoice the order and credit the invoice instead'
    : 'credit the invoice instead';
}

/** The ledger columns naming an entry's sale: its order, or a manual invoice. */
export const saleOf = (sale: Pick<SaleRow, 'order_id' | 'invoice_id'>) => ({
  order_id: sale.order_id,
  invoice_id: sale.order_id === null ? sale.invoice_id : null,
});

const SUMMARIES = {
  payment: (amount: string, document: string, entry: NewPayment) =>
    `Payment of ${amount} recorded on ${document} (${labelOf(LEDGER_METHOD_LABELS, entry.method)}${entry.reference ? ` ${entry.reference}` : ''})`,
  reversal: (amount: string, document: string, entry: NewPayment) =>
    `${entry.method === 'rounding' ? 'Rounding' : 'Payment'} of ${amount} on ${document} reversed: ${entry.note ?? ''}`,
  adjustment: (amount: string, document: string) =>
    `Paid amount on ${document} lowered by ${amount}`,
  credit: (amount: string, document: string, entry: NewPayment) =>
    `Credit note ${entry.reference ?? ''} of ${amount} settles ${document}`,
  refund: (amount: string, document: string, entry: NewPayment) =>
    `${amount} ${entry.method === 'customer_credit' ? 'of credit moved off' : 'refunded on'} ${document}: ${entry.note ?? ''}`,
  rounding: (amount: string, document: string) =>
    `${amount} on ${document} rounded off: M-Pesa takes whole shillings`,
} as const;

const ACTIONS = {
  payment: 'payment.recorded',
  reversal: 'payment.reversed',
  adjustment: 'payment.adjusted',
  credit: 'payment.credited',
  refund: 'payment.refunded',
  // Part of recording the M-Pesa payment it follows (mpesa-rounding.ts).
  rounding: 'payment.recorded',
} as const;

/**
 * The payment ledger's entries (design.md §2a): an order and the invoice generated from it are
 * one sale with one set of payments; a manual invoice is a sale of its own. Every write runs in
 * the caller's transaction `trx` with the sale's row locked first, so payments from two tills
 * (one on the order, one on its invoice) take turns and never take the sale above its total.
 */
export function ledgerEntries(clock: Clock, timeZone: string) {
  return {
    /** When a payment dated `date` came in: now for today (or no date), else its day's start. */
    paidAt: (date: string | null, sale: SaleRow): string =>
      datedInstant(date, clock(), timeZone, { instant: sale.created_at, what: 'the sale' }),

    /**
     * Writes one entry and moves the sale's paid amount (and the order's status) with it, and
     * puts it in the audit trail, all in the caller's transaction. Answers the sale as it now
     * is, for a caller writing a second entry (a credit note's refund).
     */
    async add(
      trx: Db,
      sale: SaleRow,
      entry: NewPayment,
      user: Recorder,
    ): Promise<SaleRow & { entryId: number }> {
      const repo = saleRepository(trx);
      const id = await paymentRepository(trx).insert(entry);
      const paid = sale.paid_cents + Number(entry.amount_cents);
      const credited =
        sale.credited_cents + (entry.kind === 'credit' ? Number(entry.amount_cents) : 0);
      await repo.setPaid(
        sale,
        paid,
        orderStatusFor(sale.total_cents, paid, credited),
        entry.kind === 'credit' ? credited : undefined,
      );
      const document = await repo.documentNumber(sale);
      const amount = formatKsh(Math.abs(Number(entry.amount_cents)));
      await recordAudit(trx, clock(), {
        actor: { id: user.id, email: user.email },
        action: ACTIONS[entry.kind],
        entity: 'payment',
        entityId: id,
        summary: SUMMARIES[entry.kind](amount, document, entry),
        changes: [
          {
            field: `Paid on ${document}`,
            before: formatKsh(sale.paid_cents),
            after: formatKsh(paid),
          },
        ],
      });
      return { ...sale, paid_cents: paid, credited_cents: credited, entryId: id };
    },

    /** An order's sale, locked; a cancelled order takes no payment. */
    async lockOrder(trx: Db, orderId: number): Promise<SaleRow> {
      const repo = saleRepository(trx);
      const sale = await repo.lockOrderSale(orderId);
      if (!sale) throw notFound(ORDER_NOT_FOUND);
      if (sale.voided) {
        throw conflict(
          `Order ${await repo.documentNumber(sale)} is cancelled: nothing is paid on it`,
        );
      }
      return sale;
    },

    /** An invoice's sale: its order's, locked there, or the manual invoice itself. */
    async lockInvoice(trx: Db, invoiceId: number): Promise<SaleRow> {
      const repo = saleRepository(trx);
      const sale = await lockInvoiceSale(trx, invoiceId);
      if (!sale) throw notFound(INVOICE_NOT_FOUND);
      if (sale.voided) {
        throw conflict(`Invoice ${await repo.documentNumber(sale)} is void: nothing is paid on it`);
      }
      return sale;
    },
  };
}

export type LedgerEntries = ReturnType<typeof ledgerEntries>;

/** An invoice's sale, locked (its order's, or the manual invoice's), or undefined if none. */
export async function lockInvoiceSale(trx: Db, invoiceId: number): Promise<SaleRow | undefined> {
  const repo = saleRepository(trx);
  // An invoice's order never changes, so it can be read before taking the order's lock; the
  // order is always locked before its invoice, as everywhere else, so no two wait in a circle.
  const orderId = await repo.orderOfInvoice(invoiceId);
  if (orderId === undefined) return undefined;
  return orderId === null ? repo.lockManualInvoiceSale(invoiceId) : repo.lockOrderSale(orderId);
}
