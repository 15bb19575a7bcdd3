import type { InventoryItemInput } from '../../graphql/operations.generated.ts';
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
};

/** A typed whole number (`1,000` as people write it), or null. */
function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The typed fields as the mutation's input. The server checks every value (spec §5 puts no
 * rule on this form); only text that is not a quantity or an amount in KSh is stopped here.
 */
export function toItemInput(fields: ItemFields): { input: InventoryItemInput } | { error: string } {
  const quantity = parseWholeNumber(fields.quantity);
  if (quantity === null) return { error: 'Quantity must be a whole number.' };
  const unitCents = parseKsh(fields.unitPrice);
  if (unitCents === null) return { error: 'Unit price must be an amount in KSh.' };
  const costCents = parseKsh(fields.costPrice);
  if (costCents === null) return { error: 'Cost price must be an amount in KSh.' };
  const level = fields.reorderLevel?.trim() ? parseWholeNumber(fields.reorderLevel) : null;
  if (fields.reorderLevel?.trim() && (level === null || level < 0)) {
    return { error: 'Reorder level must be a whole number, or left blank.' };
  }
  return {
    input: {
      name: fields.name,
      quantity,
      unitPrice: centsToKsh(unitCents),
      costPrice: centsToKsh(costCents),
      supplierId: fields.supplierId === '' ? null : fields.supplierId,
      ...(fields.reorderLevel === undefined ? {} : { reorderLevel: level }),
    },
  };
}
