import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import type { Clock } from '../http/clock.ts';
import type { IssuedDocuments } from '../sales/issued-documents.ts';
import type { PaymentInput } from '../sales/payment.schema.ts';
import type { Payment } from '../sales/payment-entry.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import type { Invoice, InvoiceInput, InvoiceWithPayments } from './invoice.schema.ts';
import { invoiceOrder } from './invoice-order.ts';
import { invoiceReads } from './invoice-reads.ts';
import { issueInvoice } from './issue-invoice.ts';
import { createManualInvoice } from './manual-invoice.ts';
import { voidInvoice } from './void-invoice.ts';

export type {
  Invoice,
  InvoiceCreditNote,
  InvoiceItem,
  InvoicesPage,
  InvoiceWithPayments,
} from './invoice.schema.ts';

/** The invoices' use cases, one a file, over the sales core's documents and payment ledger. */
export function invoicesService(
  db: Db,
  clock: Clock,
  timeZone: string,
  /** Where an issued invoice goes beyond the books (KRA's signature), and what became of it. */
  issued: IssuedDocuments<EtimsDocumentState>,
  ledger: PaymentLedger,
) {
  const reads = invoiceReads(db, clock, timeZone, issued);
  const issue = issueInvoice(timeZone, issued, reads);
  const forOrder = invoiceOrder(clock, timeZone, issue);
  const manual = createManualInvoice(clock, timeZone, issue);
  return {
    list: reads.list,
    page: reads.page,
    csvRows: reads.csvRows,

    /** One invoice with its sale's payments, read through `trx` when inside a transaction. */
    find: (id: number, trx: Db = db): Promise<InvoiceWithPayments> => reads.withPayments(trx, id),

    /** GET /invoices/{id}/payments: the sale's entries (its order's, if it has one). */
    payments: async (id: number): Promise<Payment[]> => (await reads.withPayments(db, id)).payments,

    /** POST /invoices/{id}/payments, inside the caller's transaction `trx`. */
    async recordPayment(
      trx: Db,
      id: number,
      input: PaymentInput,
      user: AuthUser,
    ): Promise<InvoiceWithPayments> {
      await ledger.record(trx, () => ledger.lockInvoice(trx, id), input, user);
      return reads.withPayments(trx, id);
    },

    /** POST /invoices, inside the caller's transaction `trx`: of an order, or by hand. */
    create: (trx: Db, input: InvoiceInput, user: AuthUser): Promise<Invoice> =>
      input.order_id !== null
        ? forOrder(trx, input.order_id, user, {
            createdAt: input.created_at,
            customerId: input.customer_id,
            expected: { vat_cents: input.vat_amount, total_cents: input.total },
          })
        : manual(trx, { ...input, customer_id: input.customer_id! }, user),

    /** POST /orders/:id/generate-invoice, inside the caller's transaction `trx`. */
    generateForOrder: (trx: Db, orderId: number, user: AuthUser): Promise<Invoice> =>
      forOrder(trx, orderId, user),

    void: voidInvoice(db, clock, issued),
  };
}

export type InvoicesService = ReturnType<typeof invoicesService>;
