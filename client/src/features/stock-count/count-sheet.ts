import { kshToCents, lineCents } from '../../shared/money/cents.ts';
import type { PickedItem } from '../../shared/pickers/item-picker.tsx';
import {
  parseQuantity,
  quantityRefusal,
  roundQuantity,
} from '../../shared/quantity/quantity-input.ts';
import type { CountedItemFragment } from './stock-count.generated.ts';

/* The count sheet: the items being counted, and what their counts come to. Pure. */

/** The most items one count posts (the API's limit): a whole shop of a few thousand items. */
export const MAX_LINES = 5000;

/** An item on the count sheet: what the system held when it was added, and what was counted. */
export type Line = {
  id: string;
  name: string;
  unit: string;
  fractions: boolean;
  expected: number;
  costCents: number;
  counted: string;
};

/**
 * A counted quantity, 0 or more: whole, or to 3 decimals for an item sold in fractions; null
 * while blank or unreadable.
 */
const readCount = (line: Line): number | null =>
  parseQuantity(line.counted, { fractions: line.fractions, zero: true });

export const toLine = (item: CountedItemFragment | PickedItem): Line => ({
  id: item.id,
  name: item.name,
  unit: item.unit,
  fractions: item.sellsInFractions,
  expected: item.quantity,
  costCents: kshToCents(item.costPrice ?? 0),
  counted: '',
});

/** Puts items on the sheet once each, up to what one count can post. */
export function withItems(
  lines: readonly Line[],
  items: readonly (CountedItemFragment | PickedItem)[],
): Line[] {
  const known = new Set(lines.map((line) => line.id));
  const fresh = items.filter((item) => !known.has(item.id)).map(toLine);
  return [...lines, ...fresh.slice(0, Math.max(0, MAX_LINES - lines.length))];
}

/** What the sheet's counts come to, line by line (by index) and in all. */
export function sheetFigures(lines: readonly Line[]) {
  const counts = lines.map(readCount);
  // Why a typed count is refused; a blank one is not yet typed, not wrong (the footer asks).
  const refusals = lines.map((line) =>
    line.counted.trim() === ''
      ? null
      : quantityRefusal(line.counted, { fractions: line.fractions, zero: true }),
  );
  const differences = lines.map((line, index) =>
    counts[index] === null ? null : roundQuantity(counts[index]! - line.expected),
  );
  // Each line's value by the server's rule: the difference × cost, half up to the cent.
  const values = lines.map((line, index) =>
    differences[index] == null
      ? null
      : lineCents({ quantity: differences[index]!, unitPriceCents: line.costCents }),
  );
  return {
    counts,
    refusals,
    differences,
    values,
    allCounted: lines.length > 0 && counts.every((count) => count !== null),
    counted: counts.filter((count) => count !== null).length,
    differing: differences.filter((difference) => difference !== null && difference !== 0).length,
    totalCents: lines.reduce((sum, _line, index) => sum + (values[index] ?? 0), 0),
  };
}

export type SheetFigures = ReturnType<typeof sheetFigures>;
