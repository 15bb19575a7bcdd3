/**
 * Quantities as typed and shown (cart, invoice lines, goods received, adjustments, counts), read
 * one way. An item sold in whole units takes whole numbers; one sold in fractions (nails by the
 * kilo) up to 3 decimals, as the API stores them (whole thousandths).
 */

import { formatNumber } from '../format/number.ts';

const wholePattern = /^\d+$/;
const fractionPattern = /^(\d+([.,]\d{0,3})?|[.,]\d{1,3})$/;

/** To the nearest thousandth, so sums of typed decimals (0.1 + 0.2) stay what was meant. */
export const roundQuantity = (quantity: number): number => Math.round(quantity * 1000) / 1000;

/**
 * A quantity above 0 (or, with `zero`, 0 too: a count, a reorder level), or null: a whole
 * number, or with `fractions` up to 3 decimals (a comma reads as the decimal point, as many
 * phones type it).
 */
export function parseQuantity(
  text: string,
  { fractions = false, zero = false } = {},
): number | null {
  const trimmed = text.trim();
  if (!(fractions ? fractionPattern : wholePattern).test(trimmed)) return null;
  const quantity = roundQuantity(Number(trimmed.replace(',', '.')));
  return (zero ? quantity >= 0 : quantity > 0) && quantity <= 10_000_000 ? quantity : null;
}

/**
 * Why parseQuantity refuses `text`, in the words of the message beside the field; null when it
 * takes it. Blank is refused as a missing quantity.
 */
export function quantityRefusal(
  text: string,
  { fractions = false, zero = false } = {},
): string | null {
  if (parseQuantity(text, { fractions, zero }) !== null) return null;
  const trimmed = text.trim().replace(',', '.');
  const least = zero ? '0 or more' : 'more than 0';
  if (trimmed === '') return `Enter a quantity ${least}`;
  const number = Number(trimmed);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) || !Number.isFinite(number)) {
    return fractions ? `Enter a number, ${least}` : `Enter a whole number, ${least}`;
  }
  if (trimmed.startsWith('-') || (!zero && number === 0)) return `Enter a quantity ${least}`;
  if (number > 10_000_000) return 'Enter at most 10,000,000';
  // What is left is a number in range written with a decimal point.
  return fractions ? 'Use at most 3 decimals' : 'This item is counted in whole units';
}

/** A quantity as people say it: `5` of pieces, `2.5 kg` of anything measured. */
export function formatQuantity(quantity: number, unit = 'pcs'): string {
  const figure = formatNumber(quantity, { fractions: 3 });
  return unit === 'pcs' ? figure : `${figure} ${unit}`;
}

/** A change of stock with its sign, `+2.5` or `-3`; the unit is said beside it. */
export const formatChange = (change: number): string =>
  change > 0 ? `+${formatQuantity(change)}` : formatQuantity(change);

/** After a price: ` per kg` for a measured item, nothing for pieces. */
export const perUnit = (unit: string): string => (unit === 'pcs' ? '' : ` per ${unit}`);
