import { z } from 'zod';
import { pageLimit, sortParam, withCursor } from '../http/page-query.ts';
import { quantityField, unitField } from '../http/quantity.ts';
import {
  booleanFlag,
  listQuery,
  money,
  optionalText,
  requiredText,
  searchText,
} from '../http/validation.ts';
import { INVENTORY_SORTS, type InventoryInput } from './inventory.repository.ts';

export const PRICE_REASON_REQUIRED = 'Please provide a reason for the price change.';

// A ceiling far above any shop's figures, so an absurd input is a 400, never a 500 or a wrong
// total (quantity × price is worked in BigInt, `lineAmountCents`).
const MAX_PRICE_CENTS = 10_000_000_000;
const price = money.pipe(z.number().max(MAX_PRICE_CENTS, 'must be at most 100,000,000'));

const name = requiredText().pipe(z.string().max(200, 'must be at most 200 characters'));
/** Stock on hand: whole units, or up to 3 decimals for an item sold in fractions. */
const quantity = quantityField({ min: 0, minMessage: 'must not be negative' });
const supplierId = z
  .number({ error: 'must be a supplier id (a number) or null' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'no such supplier')
  .nullish()
  .transform((value) => value ?? null);

/** An item's own reorder level (thousandths once parsed), or null for the shop-wide level. */
export const reorderLevel = quantityField({
  min: 0,
  minMessage: 'must not be negative',
}).nullable();

const itemFields = {
  name,
  quantity,
  unit_price: price,
  cost_price: price,
  supplier_id: supplierId,
  // Left out (as the spec's calls do), the item keeps the level, unit and kind it has.
  reorder_level: reorderLevel.optional(),
  unit: unitField.optional(),
  sells_in_fractions: z.boolean({ error: 'must be true or false' }).optional(),
};

const toInput = ({
  quantity,
  reorder_level,
  unit_price,
  cost_price,
  ...rest
}: z.output<z.ZodObject<typeof itemFields>>): InventoryInput => ({
  ...rest,
  quantity_milli: quantity,
  ...(reorder_level === undefined ? {} : { reorder_level_milli: reorder_level }),
  unit_price_cents: unit_price,
  cost_price_cents: cost_price,
});

export const inventoryBody = z.object(itemFields).transform(toInput);

/** PUT also carries the reason to record when the edit changes a price. */
export const inventoryUpdateBody = z
  .object({
    ...itemFields,
    change_reason: optionalText.pipe(
      z.string().max(500, 'must be at most 500 characters').nullable(),
    ),
  })
  .transform(({ change_reason, ...item }) => ({ item: toInput(item), change_reason }));

export const priceChangeBody = z
  .object({
    new_unit_price: price,
    new_cost_price: price,
    change_reason: z
      .string({
        error: (issue) => (issue.input == null ? PRICE_REASON_REQUIRED : 'must be text'),
      })
      .trim()
      .min(1, PRICE_REASON_REQUIRED)
      .max(500, 'must be at most 500 characters'),
  })
  .transform(({ new_unit_price, new_cost_price, change_reason }) => ({
    unit_price_cents: new_unit_price,
    cost_price_cents: new_cost_price,
    change_reason,
  }));

const inventoryFilters = {
  q: searchText,
  in_stock: booleanFlag,
  low_stock: booleanFlag,
  sort: sortParam(INVENTORY_SORTS, 'name_asc'),
};

/**
 * `?limit=&cursor=&q=&in_stock=&low_stock=&sort=`: a page of the Inventory screen, and the item
 * pickers' type-ahead (a first page of a few).
 */
export const inventoryPageQuery = listQuery({
  limit: pageLimit,
  cursor: z.string().optional(),
  ...inventoryFilters,
}).transform(withCursor(INVENTORY_SORTS));

/** The same filters and sort: which items a CSV export holds (all without filters). */
export const inventoryExportQuery = listQuery(inventoryFilters);

export type InventoryPageQuery = z.output<typeof inventoryPageQuery>;
export type InventoryExportQuery = z.output<typeof inventoryExportQuery>;

/** PATCH /inventory/{id}/reorder-level. */
export const reorderLevelBody = z.object({ reorder_level: reorderLevel });
