/** Reading an invoice line's quantity as typed; prices are read by `shared/money/money-input.ts`. */

const wholePattern = /^\d+$/;

/** A whole quantity of at least 1, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!wholePattern.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}
