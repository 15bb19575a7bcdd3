import type { Company } from '../company/company.schema.ts';
import type { CreditNote } from '../credit-notes/credit-note.schema.ts';
import type { SharedDocumentType } from '../db/schema.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import type { Invoice } from '../invoices/invoice.schema.ts';
import type { OrderItem, Order as OrderRow } from '../orders/order.schema.ts';

/** One line as the shared page prints it; amounts in KSh, as the API answers them. */
export interface SharedLine {
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
}

/**
 * A document as its shared page shows it, whatever its kind: what a customer reads on the
 * printed copy, and nothing of the shop's books beyond it (no costs, no who-did-what).
 */
export interface SharedDocument {
  kind: 'Invoice' | 'Order' | 'Receipt' | 'Credit note';
  number: string;
  date: string;
  customer: { name: string; contact: string | null; address: string | null };
  lines: SharedLine[];
  subtotal: number;
  vatRate: number;
  vatAmount: number;
  total: number;
  /** What was paid and what is left, for an invoice or an order. */
  paid: number | null;
  balance: number | null;
  /** A credit note's invoice, an order's invoice. */
  reference: string | null;
  etims: NonNullable<EtimsDocumentState['receipt']> | null;
}

/** Who shares: the document, read by the feature that keeps it (wired at the composition root). */
export interface SharedDocumentSources {
  invoice(id: number): Promise<Invoice>;
  order(id: number): Promise<OrderRow & { items: OrderItem[] }>;
  creditNote(id: number): Promise<CreditNote>;
  company(): Promise<Company>;
}

export async function loadSharedDocument(
  sources: SharedDocumentSources,
  type: SharedDocumentType,
  id: number,
): Promise<SharedDocument> {
  if (type === 'invoice') {
    const invoice = await sources.invoice(id);
    return {
      kind: 'Invoice',
      number: invoice.invoice_number,
      date: invoice.created_at,
      customer: {
        name: invoice.customer_name,
        contact: invoice.customer_contact,
        address: invoice.customer_address,
      },
      lines: invoice.items.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unit_price,
        amount: line.amount,
      })),
      subtotal: invoice.subtotal,
      vatRate: invoice.vat_rate,
      vatAmount: invoice.vat_amount,
      total: invoice.total,
      paid: invoice.amount_paid,
      balance: invoice.balance,
      reference: null,
      etims: invoice.etims?.receipt ?? null,
    };
  }
  if (type === 'order') {
    const order = await sources.order(id);
    return {
      // A paid sale's page is its receipt.
      kind: order.status === 'paid' ? 'Receipt' : 'Order',
      number: order.order_number,
      date: order.created_at,
      customer: { name: order.customer_name, contact: null, address: null },
      lines: order.items.map((line) => ({
        description: line.item_name,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unit_price,
        amount: line.total_price,
      })),
      subtotal: order.subtotal,
      vatRate: order.vat_rate,
      vatAmount: order.vat_amount,
      total: order.total_amount,
      paid: order.paid_amount,
      balance: order.balance,
      reference: order.invoice_number,
      etims: null,
    };
  }
  const note = await sources.creditNote(id);
  return {
    kind: 'Credit note',
    number: note.credit_note_number,
    date: note.created_at,
    customer: { name: note.customer_name, contact: null, address: null },
    lines: note.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unit_price,
      amount: line.amount,
    })),
    subtotal: note.subtotal,
    vatRate: note.vat_rate,
    vatAmount: note.vat_amount,
    total: note.total,
    paid: null,
    balance: null,
    reference: note.invoice_number,
    etims: note.etims?.receipt ?? null,
  };
}
