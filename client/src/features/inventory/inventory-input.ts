import type { InventoryItemInput } from '../../graphql/operations.generated.ts';
import { parseAmount } from './inventory-pricing.ts';

/** An item's fields as typed in a form or an edited row. */
export type ItemFields = {
  name: string;
  quantity: string;
  unitPrice: string;
  costPrice: string;
  /** '' for no supplier. */
  supplierId: string;
};

/**
 * The typed fields as the mutation's input. The server checks every value (spec §5 puts no
 * rule on this form); only text that cannot travel as a number at all is stopped here.
 */
export function toItemInput(fields: ItemFields): { input: InventoryItemInput } | { error: string } {
  const quantity = parseAmount(fields.quantity);
  if (quantity === null || !Number.isInteger(quantity)) {
    return { error: 'Quantity must be a whole number.' };
  }
  const unitPrice = parseAmount(fields.unitPrice);
  if (unitPrice === null) return { error: 'Unit price must be an amount in KSh.' };
  const costPrice = parseAmount(fields.costPrice);
  if (costPrice === null) return { error: 'Cost price must be an amount in KSh.' };
  return {
    input: {
      name: fields.name,
      quantity,
      unitPrice,
      costPrice,
      supplierId: fields.supplierId === '' ? null : fields.supplierId,
    },
  };
}
