import { permissions, type Role } from '../auth/roles.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { fromMilli, lineAmountCents } from '../http/quantity.ts';
import { marginPercent, toKsh } from '../money.ts';
import { type MovedItem, stockLedger } from '../stock/stock-ledger.ts';
import { type InventoryRow, inventoryRepository } from './inventory.repository.ts';
import type { InventoryItem } from './inventory.schema.ts';

/** An item as the API answers it, worked out from its row; and as each role may see it. */

export const NOT_FOUND = 'Inventory item not found';

/** The item's stock at its selling price, exact to the cent (quantity.ts). */
export const stockValueCents = (row: InventoryRow): number =>
  lineAmountCents(Number(row.quantity_milli), Number(row.unit_price_cents));

export const toItem = (row: InventoryRow): InventoryItem => ({
  id: row.id,
  name: row.name,
  quantity: fromMilli(row.quantity_milli),
  unit: row.unit,
  sells_in_fractions: Number(row.sells_in_fractions) === 1,
  unit_price: toKsh(row.unit_price_cents),
  cost_price: toKsh(row.cost_price_cents),
  total_value: toKsh(stockValueCents(row)),
  margin_percent: marginPercent(row.unit_price_cents, row.cost_price_cents),
  supplier_id: row.supplier_id,
  supplier_name: row.supplier_name,
  reorder_level: row.reorder_level_milli === null ? null : fromMilli(row.reorder_level_milli),
  low_stock: Boolean(Number(row.low_stock)),
  tax_band: row.tax_band,
  kra_item_class_code: row.kra_item_class_code,
  kra_packaging_unit: row.kra_packaging_unit,
  kra_quantity_unit: row.kra_quantity_unit,
  barcode: row.barcode,
});

/** The item as it stands now (in `trx`, after a write); 404 when there is none. */
export async function reloadItem(trx: Db, id: number): Promise<InventoryItem> {
  const row = await inventoryRepository(trx).find(id);
  if (!row) throw notFound(NOT_FOUND);
  return toItem(row);
}

/** The item locked through the stock ledger for a change in `trx`; 404 when there is none. */
export async function lockItem(trx: Db, id: number): Promise<MovedItem> {
  const [item] = await stockLedger(trx).lockItems([id]);
  if (!item) throw notFound(NOT_FOUND);
  return item;
}

/** An item as a cashier sees it: stock and selling prices, no cost price or margin. */
export type ItemWithoutCosts = Omit<InventoryItem, 'cost_price' | 'margin_percent'>;

/** Leaves cost prices and margins out of the answer for a role that may not see them. */
export const itemAsSeenBy =
  (role: Role) =>
  (item: InventoryItem): InventoryItem | ItemWithoutCosts => {
    if (permissions.seeCosts(role)) return item;
    const { cost_price: _cost, margin_percent: _margin, ...shown } = item;
    return shown;
  };
