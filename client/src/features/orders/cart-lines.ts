import { roundQuantity } from '../../shared/quantity/quantity-input.ts';
import type { CartContext, CartLine, CatalogueItem } from './cart.context.ts';

/** The cart's line of an item, if it has one. */
export const lineOf = (context: CartContext, itemId: string) =>
  context.lines.find((line) => line.itemId === itemId);

/**
 * What the line can hold for a quantity asked for: whole units (to 3 decimals for an item sold
 * in fractions), at most the stock. Nothing left (below 1 of a whole-unit item, spec §5; 0 of
 * a measured one) means the line goes.
 */
export function takeable(
  line: Pick<CartLine, 'stock' | 'sellsInFractions'>,
  quantity: number,
): number {
  const taken = line.sellsInFractions ? roundQuantity(quantity) : Math.floor(quantity);
  return Math.max(Math.min(taken, line.stock), 0);
}

/** The capped lines without `itemId`, or with it when `cut` (its quantity was cut to the stock). */
export function cappedWith(capped: string[], itemId: string, cut: boolean): string[] {
  const others = capped.filter((id) => id !== itemId);
  return cut ? [...others, itemId] : others;
}

/** The lines with one line's quantity as asked, cut to what it can hold (gone at nothing). */
export function withQuantity(lines: CartLine[], itemId: string, quantity: number): CartLine[] {
  return lines.flatMap((line) => {
    if (line.itemId !== itemId) return [line];
    const next = takeable(line, quantity);
    return next === 0 ? [] : [{ ...line, quantity: next }];
  });
}

/** What a line keeps of its item: all the catalogue says of it but its id (the line's itemId). */
function asInCatalogue({ id: _id, ...kept }: CatalogueItem): Omit<CatalogueItem, 'id'> {
  return kept;
}

/** The lines with one more of `item`: a new line of one unit, or one more on its line. */
export function withItemAdded(lines: CartLine[], item: CatalogueItem): CartLine[] {
  const existing = lines.find((line) => line.itemId === item.id);
  if (existing) return withQuantity(lines, item.id, existing.quantity + 1);
  // One unit, or what is left of a measured item with less than one.
  return [...lines, { itemId: item.id, ...asInCatalogue(item), quantity: takeable(item, 1) }];
}

/**
 * The cart after fresh prices and stock from the server: each line follows its item (gone
 * with it), and a line holding more than is left holds what is left, and says so.
 */
export function withCatalogue(
  context: Pick<CartContext, 'lines' | 'capped'>,
  items: readonly CatalogueItem[],
): Pick<CartContext, 'lines' | 'capped'> {
  const byId = new Map(items.map((item) => [item.id, item]));
  let capped = context.capped;
  const lines = context.lines.flatMap((line) => {
    const item = byId.get(line.itemId);
    if (!item) return [];
    const fresh = { ...line, ...asInCatalogue(item) };
    const quantity = takeable(fresh, line.quantity);
    capped = cappedWith(capped, line.itemId, quantity > 0 && quantity < line.quantity);
    return quantity === 0 ? [] : [{ ...fresh, quantity }];
  });
  return { lines, capped: capped.filter((id) => lines.some((line) => line.itemId === id)) };
}
