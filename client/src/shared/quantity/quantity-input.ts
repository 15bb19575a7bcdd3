/** Quantities as typed (invoice lines, goods received, stock adjustments), read one way. */

const wholePattern = /^\d+$/;

/** A whole quantity of at least 1, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!wholePattern.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}
