import { z } from 'zod';
import { MAX_ID } from '../db/keyset.ts';
import { instant, pageOf } from '../http/openapi.ts';
import { pageParams, sortParam, withCursor } from '../http/page-query.ts';
import { quantityField, unitField } from '../http/quantity.ts';
import {
  booleanFlag,
  idDigits,
  idList,
  listQuery,
  money,
  optionalText,
  optionalTextUpTo,
  requiredTextUpTo,
  searchText,
} from '../http/validation.ts';
import { TAX_BANDS } from '../money.ts';
import type { InventoryInput } from './inventory.repository.ts';
import { INVENTORY_SORTS } from './inventory-query.ts';
import { barcodeField, barcodeQuery } from './item-barcode.ts';

export const PRICE_REASON_REQUIRED = 'Please provide a reason for the price change.';

// A ceiling far above any shop's figures, so an absurd input is a 400, never a 500 or a wrong
// total (quantity × price is worked in BigInt, `lineAmountCents`).
const MAX_PRICE_CENTS = 10_000_000_000;
const price = money.pipe(z.number().max(MAX_PRICE_CENTS, 'must be at most 100,000,000'));

const name = requiredTextUpTo(200);
/** Stock on hand: whole units, or up to 3 decimals for an item sold in fractions. */
const quantity = quantityField({ min: 0, minMessage: 'must not be negative' });
const supplierId = z
  .number({ error: 'must be a supplier id (a number) or null' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ID, 'no such supplier')
  .nullish()
  .transform((value) => value ?? null);

/** An item's own reorder level (thousandths once parsed), or null for the shop-wide level. */
export const reorderLevel = quantityField({
  min: 0,
  minMessage: 'must not be negative',
}).nullable();

/**
 * A KRA code-list code (packaging units, class 17; quantity units, class 10), in capitals. Its
 * form only: the lists are KRA's and change (selectCodeList), and KRA checks the code itself
 * when the item is registered.
 */
const kraUnitCode = z
  .string({ error: 'must be a KRA unit code' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{1,5}$/, 'must be a KRA code of up to 5 letters or digits, e.g. NT or U');

const kraItemFields = {
  // Left out (as the spec's calls do), each keeps what it is: B, none, NT and U for a new item.
  tax_band: z.enum(TAX_BANDS, { error: 'must be A, B, C, D or E' }).optional(),
  kra_item_class_code: optionalText
    .refine((value) => value === null || /^\d{1,10}$/.test(value), {
      message: "must be KRA's item classification code: up to 10 digits, e.g. 30111601",
    })
    .optional(),
  kra_packaging_unit: kraUnitCode.optional(),
  kra_quantity_unit: kraUnitCode.optional(),
};

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
  ...kraItemFields,
  // Left out (as the spec's calls do), none for a new item and unchanged on an edit.
  barcode: barcodeField.optional(),
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
    change_reason: optionalTextUpTo(500),
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
  /** One supplier's items (a stock count of what it delivers). */
  supplier_id: idDigits('supplier').optional(),
  in_stock: booleanFlag,
  low_stock: booleanFlag,
  barcode: barcodeQuery,
  sort: sortParam(INVENTORY_SORTS, 'name_asc'),
};

/**
 * `?limit=&cursor=&q=&supplier_id=&in_stock=&low_stock=&barcode=&sort=`: a page of the Inventory screen, the
 * item pickers' type-ahead (a first page of a few) and a scanner's lookup (one item or none).
 */
export const inventoryPageQuery = listQuery({
  ...pageParams,
  ...inventoryFilters,
}).transform(withCursor(INVENTORY_SORTS));

/** The same filters and sort: which items a CSV export holds (all without filters). */
export const inventoryExportQuery = listQuery(inventoryFilters);

export type InventoryPageQuery = z.output<typeof inventoryPageQuery>;
export type InventoryExportQuery = z.output<typeof inventoryExportQuery>;

/** PATCH /inventory/{id}/reorder-level. */
export const reorderLevelBody = z.object({ reorder_level: reorderLevel });

/** An inventory item as the API answers it (amounts in KSh). */
export const InventoryItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    quantity: z.number().meta({
      description: 'Up to 3 decimals when the item sells in fractions',
    }),
    unit: z.string().meta({ description: 'pcs, kg, m, bag…: what one of `quantity` is' }),
    sells_in_fractions: z.boolean().meta({
      description:
        'Whether quantities of it may carry decimals (nails by the kilo); else whole units only',
    }),
    unit_price: z.number(),
    cost_price: z.number(),
    total_value: z.number().meta({
      description: 'quantity × unit price, worked in cents by the one rounding rule',
    }),
    margin_percent: z.number().nullable().meta({
      description: '(unit − cost) / cost × 100 to one decimal, half up; null when the cost is 0',
    }),
    supplier_id: z.number().int().nullable(),
    supplier_name: z.string().nullable(),
    reorder_level: z.number().nullable().meta({
      description: "The item's own reorder level; null: the shop-wide level (`low_stock_quantity`)",
    }),
    low_stock: z.boolean().meta({ description: 'At or below its reorder level' }),
    tax_band: z.enum(TAX_BANDS).meta({
      description:
        "KRA's tax band: A exempt, B 16 % (the standard rate), C zero-rated, D non-VAT, E 8 %",
    }),
    kra_item_class_code: z
      .string()
      .nullable()
      .meta({ description: "KRA's item classification code (itemClsCd); null: not given" }),
    kra_packaging_unit: z.string().meta({
      description: 'KRA packaging unit code (class 17, pkgUnitCd): NT (net) unless given',
    }),
    kra_quantity_unit: z.string().meta({
      description: 'KRA quantity unit code (class 10, qtyUnitCd): U (pieces/item) unless given',
    }),
    barcode: z.string().nullable().meta({
      description: 'What a scanner reads off the pack (EAN-13, Code 128…), unique; null: none',
    }),
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.output<typeof InventoryItem>;

/**
 * An item as the caller's role may see it (the list and one item's read): a cashier's answer
 * leaves cost_price and margin_percent out.
 */
export const InventoryItemAsSeen = InventoryItem.extend({
  cost_price: z.number().optional().meta({ description: 'Left out for a cashier' }),
  margin_percent: z.number().nullable().optional().meta({
    description:
      '(unit − cost) / cost × 100 to one decimal, half up; null when the cost is 0. Left out for a cashier',
  }),
}).meta({ id: 'InventoryItemAsSeen' });
export type InventoryItemAsSeen = z.output<typeof InventoryItemAsSeen>;

/** A page of the inventory list (GET /inventory with parameters). */
export const InventoryItemsPage = pageOf(InventoryItemAsSeen, 'InventoryItemsPage');
export type InventoryItemsPage = z.output<typeof InventoryItemsPage>;

/** An item on the To reorder list, with what to order. */
export const ReorderItem = InventoryItem.extend({
  suggested_quantity: z.number().meta({
    description:
      'Twice its reorder level less what is there (at least one unit): one delivery covers the level again with as much to spare',
  }),
}).meta({ id: 'ReorderItem' });
export type ReorderItem = z.output<typeof ReorderItem>;

/** Items to reorder from one supplier (or from none), each with a suggested quantity. */
export const ReorderGroup = z
  .object({
    supplier_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'null: items without a supplier (listed last)' }),
    supplier_name: z.string().nullable(),
    items: z.array(ReorderItem),
  })
  .meta({ id: 'ReorderGroup' });
export type ReorderGroup = z.output<typeof ReorderGroup>;

/** A recorded change of an item's prices, in KSh. */
export const PriceHistoryEntry = z
  .object({
    id: z.number().int(),
    created_at: instant,
    old_unit_price: z.number(),
    new_unit_price: z.number(),
    old_cost_price: z.number(),
    new_cost_price: z.number(),
    change_reason: z.string(),
    changed_by_email: z.string(),
  })
  .meta({ id: 'PriceHistoryEntry' });
export type PriceHistoryEntry = z.output<typeof PriceHistoryEntry>;

/** GET /price-history?inventory_ids=1,2,3: the price changes of many items, for batching. */
export const priceHistoriesQuery = z.object({ inventory_ids: idList(1000) });

/** POST /inventory/{id}/price-history: the item with its new prices, and the entry recorded. */
export const PriceChangeResult = z
  .object({ item: InventoryItem, entry: PriceHistoryEntry })
  .meta({ id: 'PriceChangeResult' });
export type PriceChangeResult = z.output<typeof PriceChangeResult>;

/** The Inventory screen's counts, from one aggregate query. */
export const InventorySummary = z
  .object({
    total_items: z.number().int(),
    low_stock_items: z.number().int().meta({
      description:
        'Items at or below their reorder level (`low_stock_quantity` for those without their own)',
    }),
    low_stock_quantity: z.number().meta({
      description: 'The shop-wide reorder level, for items without their own',
    }),
  })
  .meta({ id: 'InventorySummary' });
export type InventorySummary = z.output<typeof InventorySummary>;
