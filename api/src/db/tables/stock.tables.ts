import type { Generated } from 'kysely';
import type { TaxBand } from '../../money.ts';

/**
 * Parties and goods: suppliers, customers, items, their price history, the stock ledger, goods
 * received.
 */

export interface PartiesTable {
  id: Generated<number>;
  name: string;
  contact: string;
  address: string | null;
  created_at: string;
}

/** A customer: a party with, for the eTIMS invoices a VAT-registered buyer claims with, a PIN (0015). */
export interface CustomersTable extends PartiesTable {
  /** A letter, 9 digits and a letter, in capitals; null: none given. */
  kra_pin: Generated<string | null>;
  /** 1 for the shop's one walk-in customer (0030), that a sale without a named customer goes to. */
  walk_in: Generated<number>;
}

/** A supplier: a party with the KRA PIN a new bill from them takes (0039). */
export interface SuppliersTable extends PartiesTable {
  /** A letter, 9 digits and a letter, in capitals; null: none given. */
  kra_pin: Generated<string | null>;
}

export interface InventoryItemsTable {
  id: Generated<number>;
  name: string;
  /** Thousandths of the item's unit, as every `_milli` quantity (0011, `http/quantity.ts`). */
  quantity_milli: number;
  unit_price_cents: number;
  cost_price_cents: number;
  supplier_id: number | null;
  created_at: string;
  updated_at: string;
  /** At or below this the item is low on stock and to be reordered; null: the shop-wide rule. */
  reorder_level_milli: Generated<number | null>;
  /** pcs, kg, m, bag…: what one of `quantity` is. */
  unit: Generated<string>;
  /** 1 when quantities may carry up to 3 decimals (kg of nails), 0 for whole units only. */
  sells_in_fractions: Generated<number>;
  /** Its KRA tax band (0015); B, the standard rate, unless said. */
  tax_band: Generated<TaxBand>;
  /** KRA's item classification code (`itemClsCd`); null until someone gives it. */
  kra_item_class_code: Generated<string | null>;
  /** KRA packaging unit code (class 17, `pkgUnitCd`): NT (net) unless said. */
  kra_packaging_unit: Generated<string>;
  /** KRA quantity unit code (class 10, `qtyUnitCd`): U (pieces/item) unless said. */
  kra_quantity_unit: Generated<string>;
  /** What a scanner reads off the pack (0031); unique, null: none. */
  barcode: Generated<string | null>;
}

export interface PriceHistoryTable {
  id: Generated<number>;
  inventory_id: number;
  old_unit_price_cents: number;
  new_unit_price_cents: number;
  old_cost_price_cents: number;
  new_cost_price_cents: number;
  change_reason: string;
  changed_by_email: string;
  created_at: string;
}

/**
 * The stock ledger (0010): every change of an item's quantity, never updated. For each item the
 * changes add up to its quantity, and `quantity_after_milli` is the balance after the row.
 */
export interface StockMovementsTable {
  id: Generated<number>;
  inventory_id: number;
  occurred_at: string;
  kind: string;
  quantity_change_milli: number;
  quantity_after_milli: number;
  document_type: string | null;
  document_id: number | null;
  document_number: string | null;
  reason: string | null;
  note: string | null;
  recorded_by: number | null;
  /**
   * The item's weighted-average cost per unit after the movement (0028), its cost price then:
   * stock at cost as at a date is quantity_after × this of the item's last movement by then.
   */
  average_cost_cents: Generated<number>;
}

/** A delivery from a supplier (0010): numbered GRN-000001 without gaps, reversed, never deleted. */
export interface GoodsReceivedNotesTable {
  id: Generated<number>;
  grn_number: string;
  supplier_id: number;
  received_on: string;
  supplier_invoice_number: string | null;
  note: string | null;
  total_cost_cents: number;
  created_by: number;
  created_at: string;
  reversed_at: string | null;
  reversed_by: number | null;
  reversal_reason: string | null;
  /** The purchase order it delivers against (0034); null: none. */
  purchase_order_id: number | null;
}

export interface GoodsReceivedItemsTable {
  id: Generated<number>;
  grn_id: number;
  inventory_id: number | null;
  item_name: string;
  quantity_milli: number;
  unit: Generated<string>;
  unit_cost_cents: number;
  amount_cents: number;
}

/** A posted stock count (0043): its figures fixed when posted; listed newest first. */
export interface StockCountsTable {
  id: Generated<number>;
  counted_at: string;
  counted_by: number;
  note: string | null;
  items_counted: number;
  items_differing: number;
  difference_milli: number;
  difference_cents: number;
}

/** One counted item of a stock count (0043), matched or not, its name and unit as they were. */
export interface StockCountLinesTable {
  id: Generated<number>;
  stock_count_id: number;
  inventory_id: number;
  item_name: string;
  unit: string;
  expected_milli: number;
  counted_milli: number;
  difference_cents: number;
}
