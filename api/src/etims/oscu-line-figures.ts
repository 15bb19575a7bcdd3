import { MILLI } from '../http/quantity.ts';
import { divideHalfUp } from '../money.ts';

/**
 * A line's quantity, unit price and supply amount as KRA reads them, so that what is sent
 * satisfies `splyAmt = prc × qty` and `taxblAmt = splyAmt − dcAmt` exactly.
 *
 * Why this shape (docs/etims.md, "Quantities"): KRA's `qty` is NUMBER(13,2) and `prc`,
 * `splyAmt`, `dcAmt` are NUMBER(18,2) (paybill `api-reference/purchases/save-sales-transaction.md`),
 * so a product of two 2-decimal figures is read at the cent, half up — the only way a product
 * like 0.33 × 1.5 can be an amount at all. Every source's example has `splyAmt = prc × qty` and
 * `taxblAmt = splyAmt − dcAmt` (paybill's 3500 × 2 = 7000; Odoo's `save_sale_1.json`, 1.00 × 1
 * less a 0.10 discount = 0.90 taxable). Ghala's taxable amount of a line is fixed before this
 * (the band's net, rounded once per band and shared over its lines, tax-bands.ts), and Ghala
 * keeps thousandths, so neither the net unit price nor the quantity can simply be rounded:
 * 1.255 kg sent as 1.26 beside amounts worked from 1.255 broke the identity by KSh 1.43.
 *
 * So the quantity is sent at KRA's 2 decimals, and `prc` is the smallest price in cents whose
 * product with that quantity reaches the line's taxable amount; the product is `splyAmt`, and
 * what it passes the taxable amount by — never more than the quantity's worth of one cent — is
 * `dcAmt`. For a quantity up to 1 (and whenever the net divides) there is no remainder; for
 * 3 × KSh 780.00 in band B (net 2 017.24) it is 672.42 × 3 = 2 017.26 less 0.02. Odoo itself
 * derives `prc` from the line's amount and quantity (`price_subtotal / quantity`, rounded to 2
 * decimals, `account_move_line._l10n_ke_oscu_get_items`), which is the same idea without the
 * remainder: its figures can miss the identity by a cent.
 */

export interface KraLineFigures {
  /** Hundredths of the unit, KRA's 2 decimals: at least 0.01, as KRA refuses a line of 0. */
  qtyHundredths: number;
  prcCents: number;
  supplyCents: number;
  discountCents: number;
}

/** Thousandths as KRA's 2-decimal quantity, in hundredths: half up, and never below 0.01. */
export function kraQuantityHundredths(milli: number): number {
  if (!Number.isInteger(milli) || milli <= 0)
    throw new RangeError(`A quantity must be above 0 to be sent to KRA, not ${milli / MILLI}`);
  return Math.max(1, divideHalfUp(milli, MILLI / 100));
}

/** prc × qty read at the cent, half up: KRA's amount columns have 2 decimals. */
export const supplyCentsOf = (prcCents: number, qtyHundredths: number): number =>
  divideHalfUp(prcCents * qtyHundredths, 100);

/** A sale or credit-note line whose taxable amount (net of VAT) is `taxableCents`. */
export function kraLineFigures(quantityMilli: number, taxableCents: number): KraLineFigures {
  if (!Number.isInteger(taxableCents) || taxableCents < 0)
    throw new RangeError(`A line's taxable amount must be whole cents from 0, not ${taxableCents}`);
  const qtyHundredths = kraQuantityHundredths(quantityMilli);
  // The smallest prc with prc × qty / 100 ≥ taxable − ½: its product, rounded half up, is the
  // first at or above the taxable amount.
  const prcCents = Math.max(0, Math.ceil((100 * taxableCents - 50) / qtyHundredths));
  const supplyCents = supplyCentsOf(prcCents, qtyHundredths);
  return { qtyHundredths, prcCents, supplyCents, discountCents: supplyCents - taxableCents };
}

/** `dcRt`: the discount as a percentage of the supply amount, 2 decimals (NUMBER(5,2)). */
export const discountRate = (figures: KraLineFigures): number =>
  figures.discountCents === 0
    ? 0
    : divideHalfUp(figures.discountCents * 10_000, figures.supplyCents) / 100;
