import type { Generated, Insertable } from 'kysely';
import type { TaxBand } from '../../money.ts';

/**
 * Sales documents and their money: counters, orders, invoices and their lines, payments, credit
 * notes.
 */

export interface CountersTable {
  name: string;
  value: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  customer_id: number;
  subtotal_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_cents: number;
  payment_method: string;
  /** Worked from the payments in the same transaction; `cancelled` once cancelled (0013). */
  status: 'pending' | 'paid' | 'partially_paid' | 'cancelled';
  /** Everything its sale's ledger holds: payments net of reversals and refunds, plus credits. */
  paid_cents: number;
  /** The credit notes' part of `paid_cents` (0013). */
  credited_cents: Generated<number>;
  created_by: number;
  created_at: string;
  /** Set when cancelled (0013): kept with its number, out of what is owed and of revenue. */
  cancelled_at: Generated<string | null>;
  cancelled_by: Generated<number | null>;
  cancel_reason: Generated<string | null>;
  /** A sale made offline (0044): when it was tapped on the device; null when made online. */
  sold_at: Generated<string | null>;
  /** Why a manager should look at it (0044), one reason a line; null when nothing is wrong. */
  attention: Generated<string | null>;
  attention_cleared_at: Generated<string | null>;
  attention_cleared_by: Generated<number | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  inventory_id: number | null;
  item_name: string;
  quantity_milli: number;
  unit: Generated<string>;
  unit_price_cents: number;
  total_cents: number;
  /** The item's band when sold (0019): the band this line's VAT was worked in. */
  tax_band: Generated<TaxBand>;
  /**
   * The line's ledger figures (0028, design.md §2b), kept in the sale's transaction: its part
   * of the document's net and VAT (net + VAT = the line's total at the standard rate; the
   * lines add up to the document's subtotal and VAT per band) and its cost, quantity × the
   * item's weighted-average cost then (0 for a typed line).
   */
  net_cents: number;
  vat_cents: number;
  cost_cents: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  invoice_number: string;
  order_id: number | null;
  customer_id: number;
  subtotal_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_cents: number;
  created_at: string;
  due_date: string;
  created_by: number;
  /** What its sale's ledger holds, kept in each entry's transaction (status filters read it). */
  paid_cents: Generated<number>;
  /** The credit notes' part of `paid_cents` (0013). */
  credited_cents: Generated<number>;
  /** Set when voided (0012): never deleted, it keeps its number and shows VOID. */
  voided_at: Generated<string | null>;
  voided_by: Generated<number | null>;
  void_reason: Generated<string | null>;
  /** The order a void invoice was made from; its `order_id` is then null (0012). */
  voided_order_id: Generated<number | null>;
  /** The moment it was made, whatever date it carries (0025); null when made before 0025. */
  recorded_at: Generated<string | null>;
  /**
   * 1 for an opening balance (0042): OB-…, what the customer owed when the shop moved in; no
   * lines, so no sale, revenue or VAT, and never sent to KRA eTIMS.
   */
  opening_balance: Generated<number>;
}

export interface InvoiceItemsTable {
  id: Generated<number>;
  invoice_id: number;
  inventory_id: number | null;
  description: string;
  quantity_milli: number;
  unit: Generated<string>;
  unit_price_cents: number;
  amount_cents: number;
  /** The item's band when invoiced (0019); B for a typed line. */
  tax_band: Generated<TaxBand>;
  /**
   * The line's ledger figures (0028, design.md §2b), kept in the sale's transaction: its part
   * of the document's net and VAT (net + VAT = the line's total at the standard rate; the
   * lines add up to the document's subtotal and VAT per band) and its cost, quantity × the
   * item's weighted-average cost then (0 for a typed line); from an order, its line's.
   */
  net_cents: number;
  vat_cents: number;
  cost_cents: number;
}

export type PaymentKind = 'payment' | 'reversal' | 'adjustment' | 'credit' | 'refund' | 'rounding';

/**
 * The payment ledger (0005, 0013): every entry of a sale, never updated or deleted. A sale is
 * an order with its invoice (`order_id`) or a manual invoice (`invoice_id`). Payments and
 * credits (a credit note's total) are positive; reversals, adjustments (PATCH /orders lowering
 * the paid amount) and refunds (money handed back, or credit moved to another sale) negative.
 * A rounding (0040) settles the cents M-Pesa cannot collect: positive, under one shilling.
 */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number | null;
  invoice_id: number | null;
  kind: PaymentKind;
  amount_cents: number;
  /** When the money came in (ISO instant; back-dated payments start their business day). */
  paid_at: string;
  method: string;
  reference: string | null;
  note: string | null;
  reverses_payment_id: number | null;
  /** Who took the money; null only for M-Pesa money that arrived by itself (0017). */
  recorded_by: number | null;
  recorded_at: string;
  /** 1 when the payment is one part of one M-Pesa payment split across sales (0024). */
  split: Generated<number>;
}

/**
 * An M-Pesa payment that still counts, under its code as M-Pesa writes it (0024); a reversal
 * deletes it. At most one row per code is not `shared` (a unique index).
 */
export interface MpesaCodeUsesTable {
  payment_id: number;
  code: string;
  /** 1 for a split part or money M-Pesa reported and placed itself. */
  shared: number;
}

/** A credit note (0013): CN-000001, against one invoice, settling that invoice's sale. */
export interface CreditNotesTable {
  id: Generated<number>;
  credit_note_number: string;
  invoice_id: number;
  /** The sale's order when the invoice was made from one; null for a manual invoice. */
  order_id: number | null;
  customer_id: number;
  created_at: string;
  reason: string;
  vat_rate_bp: number;
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
  returned_to_stock: number;
  refunded_cents: number;
  kept_as_credit_cents: number;
  created_by: number;
  /** KRA's credit-note reason (code class 32), sent as rfdRsnCd (0018). */
  kra_reason_code: Generated<KraCreditNoteReason>;
  /** The moment it was made, whatever date it carries (0025); null when made before 0025. */
  recorded_at: Generated<string | null>;
}

/** KRA's credit-note reasons: 01 missing quantity … 06 refund (docs/etims.md). */
export type KraCreditNoteReason = '01' | '02' | '03' | '04' | '05' | '06';

export interface CreditNoteItemsTable {
  id: Generated<number>;
  credit_note_id: number;
  invoice_item_id: number;
  inventory_id: number | null;
  description: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  amount_cents: number;
  /** The invoice line's band (0028). */
  tax_band: TaxBand;
  /**
   * The part of the invoice line's net, VAT and cost this takes back (0028), positive; a
   * line's credits add up to the line's figures once it is credited in full, and a note's
   * lines to its subtotal and VAT.
   */
  net_cents: number;
  vat_cents: number;
  cost_cents: number;
}

export type NewOrderItem = Insertable<OrderItemsTable>;
