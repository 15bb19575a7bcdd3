import type { Generated } from 'kysely';
import type { TaxBand } from '../../money.ts';

/** What the shop owes its suppliers and what it paid them (0035). */

/** A supplier's bill: BILL-000001, without gaps; its totals are its lines', never worked again. */
export interface SupplierBillsTable {
  id: Generated<number>;
  bill_number: string;
  supplier_id: number;
  supplier_invoice_number: string;
  /** The supplier's KRA PIN as their invoice prints it: section F of the VAT return lists it. */
  supplier_pin: string | null;
  bill_date: string;
  due_on: string;
  /** 1 when the shop was VAT-registered as the bill was made: its lines carry input VAT. */
  vat_registered: number;
  note: string | null;
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
  /** Σ of its payment entries (payments less reversals), kept in each entry's transaction. */
  paid_cents: Generated<number>;
  created_by: number;
  created_at: string;
  /** 1 for an opening balance (0042): OB-…, what the shop owed when it moved in; no lines, no VAT. */
  opening_balance: Generated<number>;
}

/** A bill's line: a delivery's line at its cost, or a typed service line (transport, rent). */
export interface SupplierBillLinesTable {
  id: Generated<number>;
  bill_id: number;
  /** The goods received note the line came from; null for a typed line. */
  goods_received_id: number | null;
  description: string;
  quantity_milli: number | null;
  unit: string | null;
  unit_cost_cents: number | null;
  tax_band: TaxBand;
  net_cents: number;
  vat_cents: number;
}

/** Which bill took a goods received note: a note is billed once (its primary key). */
export interface SupplierBillNotesTable {
  goods_received_id: number;
  bill_id: number;
}

export type SupplierPaymentMethod = 'cash' | 'mpesa' | 'cheque' | 'bank_transfer';

/** Money paid to a supplier on a bill; a payment is undone by a reversal entry, never deleted. */
export interface SupplierPaymentsTable {
  id: Generated<number>;
  bill_id: number;
  kind: 'payment' | 'reversal';
  /** Positive for a payment, negative for a reversal. */
  amount_cents: number;
  paid_at: string;
  method: SupplierPaymentMethod;
  reference: string | null;
  /** A payment's note, or a reversal's reason. */
  note: string | null;
  reverses_payment_id: number | null;
  recorded_by: number;
  recorded_at: string;
}
