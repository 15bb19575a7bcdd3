import { z } from 'zod';
import { badField } from './api-error.ts';

/**
 * Quantities are whole thousandths ("milli-units") everywhere inside the API, as money is whole
 * cents: 2.5 kg of nails is 2500, 3 bags of cement 3000. The database stores them so (the
 * `_milli` columns, 0011), sums and differences stay exact, and the REST edge speaks plain
 * numbers with up to 3 decimals. An item that does not sell in fractions (`sells_in_fractions`
 * false, the default) takes whole numbers only: a multiple of 1000.
 */
export const MILLI = 1000;

/** The most an item may hold, and the most one line or move may carry: 10,000,000 units. */
export const MAX_QUANTITY_MILLI = 10_000_000 * MILLI;

export const toMilli = (quantity: number): number => Math.round(quantity * MILLI);

/** The plain number the REST API answers: 2500 → 2.5 (the shortest decimal, as JSON prints it). */
export const fromMilli = (milli: number | string | bigint): number => Number(milli) / MILLI;

/** For summaries and CSV: 2500 → `2.5`, 3000 → `3`, 1 → `0.001`, written from the integer. */
export function formatQuantity(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const whole = Math.abs(milli);
  const fraction = String(whole % MILLI)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(whole / MILLI)}${fraction ? `.${fraction}` : ''}`;
}

/** A quantity as people say it: `5` of pieces, `2.5 kg` of anything measured. */
export const quantityInUnit = (milli: number, unit: string): string =>
  unit === 'pcs' ? formatQuantity(milli) : `${formatQuantity(milli)} ${unit}`;

export const isWhole = (milli: number): boolean => milli % MILLI === 0;

/**
 * THE rounding rule for money from a quantity: a line's amount is quantity × unit price,
 * rounded half up to the cent, once per line (a document's total is the sum of its rounded
 * lines, so the lines printed add up to the total printed). Whole quantities never round.
 * Worked in BigInt: quantity in thousandths × price in cents can pass 2^53.
 */
export function lineAmountCents(quantityMilli: number, unitCents: number): number {
  // floor((2 × product + 1000) / 2000): half up (towards +∞ on a tie), as `divideHalfUp` rounds.
  const twice = BigInt(quantityMilli) * BigInt(unitCents) * 2n + BigInt(MILLI);
  const divisor = BigInt(2 * MILLI);
  const quotient = twice / divisor;
  return Number(twice % divisor < 0n ? quotient - 1n : quotient);
}

/**
 * The one check every path that takes a quantity for an item makes (sales, deliveries, counts,
 * edits, the ledger itself): unless the item sells in fractions, each of `fields` (name →
 * thousandths; absent ones skipped) must be whole units, or a 400 names the field.
 */
export function assertWholeUnits(
  item: { name: string; unit: string; sells_in_fractions: boolean },
  fields: Record<string, number | null | undefined>,
): void {
  if (item.sells_in_fractions) return;
  for (const [field, milli] of Object.entries(fields)) {
    if (milli != null && !isWhole(milli)) {
      throw badField(field, `must be a whole number: ${item.name} is sold in whole ${item.unit}`);
    }
  }
}

/**
 * A quantity at the REST edge: a number with at most 3 decimals between `min` and `max` (in
 * units), parsed to thousandths. Whether the item takes fractions is the service's check (it
 * knows the item).
 */
export const quantityField = ({
  min,
  max = MAX_QUANTITY_MILLI / MILLI,
  minMessage = `must be at least ${min.toLocaleString('en-KE')}`,
  maxMessage = `must be at most ${max.toLocaleString('en-KE')}`,
}: {
  min: number;
  max?: number;
  minMessage?: string;
  maxMessage?: string;
}) =>
  z
    .number({ error: 'must be a number' })
    .finite('must be a number')
    .min(min, minMessage)
    .max(max, maxMessage)
    .refine((value) => Math.abs(value * MILLI - Math.round(value * MILLI)) < 1e-6, {
      message: 'must have at most 3 decimals',
    })
    .transform(toMilli);

/** What a unit may be called: a short word such as pcs, kg, m, l, bag, box, roll or sheet. */
export const unitField = z
  .string({ error: 'must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'must not be blank')
  .max(12, 'must be at most 12 characters')
  .regex(/^[\p{L}\d .-]+$/u, 'must be a word such as pcs, kg, m or bag');
