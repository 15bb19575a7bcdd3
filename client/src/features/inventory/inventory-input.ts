import type { InventoryItemInput, TaxBand } from '../../graphql/schema-types.generated.ts';
import { centsToKsh } from '../../shared/money/cents.ts';
import { parseKsh } from '../../shared/money/money-input.ts';

/** An item's fields as typed in a form or an edited row. */
export type ItemFields = {
  name: string;
  quantity: string;
  unitPrice: string;
  costPrice: string;
  /** '' for no supplier. */
  supplierId: string;
  /** The item's own reorder level; '' for the shop-wide one. Absent (a row's edit): kept. */
  reorderLevel?: string;
  /** pcs, kg, m…; absent (a row's edit): kept. */
  unit?: string;
  /** Quantities to 3 decimals: set on the Add form, or the edited row's own. */
  sellsInFractions?: boolean;
  /** KRA's details (eTIMS); each absent: kept (or the server's default for a new item). */
  taxBand?: TaxBand;
  /** '' for none. */
  kraItemClassCode?: string;
  kraPackagingUnit?: string;
  kraQuantityUnit?: string;
  /** What a scanner reads off the pack; '' for none; absent: kept. */
  barcode?: string;
};

/** Measured units, which sell in fractions unless told otherwise. */
export const MEASURED_UNITS = new Set(['kg', 'g', 'm', 'l']);
export const UNIT_SUGGESTIONS = ['pcs', 'kg', 'g', 'm', 'l', 'bag', 'box', 'roll', 'sheet'];

/**
 * A typed quantity (`1,000` as people write it, or `2.5` of an item sold in fractions), or
 * null. The sign and the number of decimals are the server's to judge, in its own words.
 */
function parseStockQuantity(text: string, fractions: boolean): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (!(fractions ? /^-?(\d+(\.\d*)?|\.\d+)$/ : /^-?\d+$/).test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? value : null;
}

/** Said beside the item class while eTIMS is on and none is chosen. */
export const CLASS_REQUIRED =
  'Choose KRA’s item class: eTIMS is on, and KRA is sent no item without one.';

/** What cannot be read in the typed fields, by the input's field name; every one at once. */
export type ItemFieldProblems = Partial<
  Record<
    | 'quantity'
    | 'unitPrice'
    | 'costPrice'
    | 'reorderLevel'
    | 'unit'
    | 'kraItemClassCode'
    | 'barcode',
    string
  >
>;

/**
 * The typed fields as the mutation's input. The server checks every value (spec §5 puts no
 * rule on this form); only text that is not a quantity or an amount in KSh is stopped here, each
 * such field named so the form can say so beside it.
 */
export function toItemInput(
  fields: ItemFields,
  /** eTIMS is on: KRA is sent no item without its class (docs/etims.md), so one is required. */
  options: { classRequired?: boolean } = {},
): { input: InventoryItemInput } | { problems: ItemFieldProblems } {
  const fractions = fields.sellsInFractions ?? false;
  const problems: ItemFieldProblems = {};
  const quantity = parseStockQuantity(fields.quantity, fractions);
  if (quantity === null) {
    problems.quantity = fractions
      ? 'Quantity must be a number.'
      : 'Quantity must be a whole number.';
  }
  const unitCents = parseKsh(fields.unitPrice);
  if (unitCents === null) problems.unitPrice = 'Unit price must be an amount in KSh.';
  const costCents = parseKsh(fields.costPrice);
  if (costCents === null) problems.costPrice = 'Cost price must be an amount in KSh.';
  const level = fields.reorderLevel?.trim()
    ? parseStockQuantity(fields.reorderLevel, fractions)
    : null;
  if (fields.reorderLevel?.trim() && (level === null || level < 0)) {
    problems.reorderLevel = fractions
      ? 'Reorder level must be a number, or left blank.'
      : 'Reorder level must be a whole number, or left blank.';
  }
  const unit = fields.unit?.trim().toLowerCase();
  if (unit === '') problems.unit = 'Unit must not be blank: pcs, kg, m, bag…';
  const classCode = fields.kraItemClassCode?.trim();
  if (classCode && !/^\d{1,10}$/.test(classCode))
    problems.kraItemClassCode = "KRA's item classification code is up to 10 digits, e.g. 30111601.";
  else if (options.classRequired && !classCode) problems.kraItemClassCode = CLASS_REQUIRED;
  const barcode = fields.barcode?.trim();
  if (barcode && !/^[0-9A-Za-z\-./+]{1,48}$/.test(barcode))
    problems.barcode = 'Barcode is the code a scanner reads: letters and digits, no spaces.';
  if (
    quantity === null ||
    unitCents === null ||
    costCents === null ||
    Object.keys(problems).length > 0
  ) {
    return { problems };
  }
  return {
    input: {
      name: fields.name,
      quantity,
      unitPrice: centsToKsh(unitCents),
      costPrice: centsToKsh(costCents),
      supplierId: fields.supplierId === '' ? null : fields.supplierId,
      ...(fields.reorderLevel === undefined ? {} : { reorderLevel: level }),
      ...(unit === undefined ? {} : { unit, sellsInFractions: fractions }),
      ...(fields.taxBand === undefined ? {} : { taxBand: fields.taxBand }),
      ...(classCode === undefined ? {} : { kraItemClassCode: classCode || null }),
      ...(fields.kraPackagingUnit ? { kraPackagingUnit: fields.kraPackagingUnit } : {}),
      ...(fields.kraQuantityUnit ? { kraQuantityUnit: fields.kraQuantityUnit } : {}),
      ...(barcode === undefined ? {} : { barcode: barcode || null }),
    },
  };
}
