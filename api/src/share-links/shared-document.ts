import type { Company } from '../company/company.schema.ts';
import type { CreditNote } from '../credit-notes/credit-note.schema.ts';
import type { SharedDocumentType } from '../db/schema.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { dayMonthYear } from '../http/clock.ts';
import type { Invoice } from '../invoices/invoice.schema.ts';
import type { OrderItem, Order as OrderRow } from '../orders/order.schema.ts';
import type { PurchaseOrderWithLines } from '../purchase-orders/purchase-orders.schema.ts';

/** One line as the shared page prints it; amounts in KSh, as the API answers them. */
export interface SharedLine {
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
}

/** An invoice's or a credit note's line, which carry the same figures under the same names. */
const sharedLine = (line: {
  description: string;
  quantity: number;
  unit: string;
  unit_price: number;
  amount: number;
}): SharedLine => ({
  description: line.description,
  quantity: line.quantity,
  unit: line.unit,
  unitPrice: line.unit_price,
  amount: line.amount,
});

/**
 * A document as its shared page shows it, whatever its kind: what a customer reads on the
 * printed copy, and nothing of the shop's books beyond it (no costs, no who-did-what).
 */
export interface SharedDocument {
  kind: 'Invoice' | 'Order' | 'Receipt' | 'Credit note' | 'Purchase order';
  number: string;
  date: string;
  customer: { name: string; contact: string | null; address: string | null };
  lines: SharedLine[];
  /** null on a purchase order: its costs are what the shop pays, with no VAT split of its own. */
  subtotal: number | null;
  vatRate: number | null;
  vatAmount: number | null;
  total: number;
  /** What the total is called when it is not plainly `Total` (a purchase order's, net of VAT). */
  totalLabel?: string;
  /** Lines under the figures: a purchase order's VAT treatment and its note. */
  remarks?: string[];
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
  purchaseOrder(id: number): Promise<PurchaseOrderWithLines>;
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
      lines: invoice.items.map(sharedLine),
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
  if (type === 'purchase_order') {
    const [order, company] = await Promise.all([sources.purchaseOrder(id), sources.company()]);
    return purchaseOrderPage(order, company.vat_registered);
  }
  const note = await sources.creditNote(id);
  return {
    kind: 'Credit note',
    number: note.credit_note_number,
    date: note.created_at,
    customer: { name: note.customer_name, contact: null, address: null },
    lines: note.lines.map(sharedLine),
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

/**
 * A purchase order as its supplier reads it (and the printed one says it): what is asked for, at
 * what cost, by when. Its costs are the shop's (design.md §2b): net of VAT for a VAT-registered
 * shop, the full price otherwise, and the page says which.
 */
function purchaseOrderPage(order: PurchaseOrderWithLines, vatRegistered: boolean): SharedDocument {
  return {
    kind: 'Purchase order',
    number: order.po_number,
    date: order.created_at,
    customer: { name: order.supplier_name, contact: order.supplier_contact, address: null },
    lines: order.lines.map((line) => ({
      description: line.item_name,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unit_cost ?? 0,
      amount: line.amount ?? 0,
    })),
    subtotal: null,
    vatRate: null,
    vatAmount: null,
    total: order.total_cost ?? 0,
    totalLabel: vatRegistered ? 'Total excluding VAT' : 'Total including VAT',
    remarks: [
      vatRegistered
        ? 'Unit costs and amounts exclude VAT: your invoice adds it.'
        : 'Unit costs and amounts include any VAT.',
      ...(order.note ? [`Note: ${order.note}`] : []),
    ],
    paid: null,
    balance: null,
    reference: order.expected_on ? `Deliver by ${dayMonthYear(order.expected_on)}` : null,
    etims: null,
  };
}
