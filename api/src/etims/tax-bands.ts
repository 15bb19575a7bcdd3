import { BAND_INCLUSIVE_BP, netOfInclusive, splitBand, type TaxBand, vatIsRest } from '../money.ts';

/**
 * What KRA wants per band and per line beside a document's totals, in integer cents. The
 * band's own figures are money.ts's `splitBand`, the one rule every document is worked by (the
 * net rounded once per band, never per line); KRA also wants each line's taxable amount and
 * tax, so the band's figures are shared out over its lines in proportion to their amounts
 * (largest remainder), and the lines add up to their band to the cent.
 */

export interface BandFigures {
  /** Σ quantity × shelf price of the band's lines. */
  grossCents: number;
  taxableCents: number;
  taxCents: number;
}

/**
 * One band's figures from its lines' shelf amounts. `bandBRateBp` is the document's VAT rate,
 * which applies to band B only.
 */
export function bandFigures(band: TaxBand, grossCents: number, bandBRateBp: number): BandFigures {
  const split = splitBand(band, grossCents, bandBRateBp);
  return { grossCents, taxableCents: split.net_cents, taxCents: split.vat_cents };
}

/** What one of a band's shelf prices is before VAT, to the cent (KRA's `prc`). */
export function netUnitCents(band: TaxBand, unitCents: number): number {
  return netOfInclusive(unitCents, BAND_INCLUSIVE_BP[band]);
}

/**
 * `total` shared out in proportion to `weights` (whole, not negative): each share is its exact
 * part rounded down, and the cents left go one each to the largest remainders (earlier first
 * on a tie), so the shares add up to `total` and each is within a cent of its exact part.
 * Worked in BigInt: total × weight can pass 2^53.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total !== 0) throw new RangeError(`Cannot share ${total} over weights that add up to 0`);
    return weights.map(() => 0);
  }
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const exact = bigTotal * BigInt(weight);
    return { index, share: exact / bigSum, remainder: exact % bigSum };
  });
  let left = total - parts.reduce((a, part) => a + Number(part.share), 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1n;
    left -= 1;
  }
  return parts.map((part) => Number(part.share));
}

/**
 * Each line's taxable amount and tax within its band, from the lines' shelf amounts and the
 * band's figures. Where the band's tax is the rest of the shelf price (its own rate), so is
 * each line's, and every line's two figures add up to its shelf amount.
 */
export function shareBandOverLines(
  band: TaxBand,
  figures: BandFigures,
  lineGrossCents: readonly number[],
  bandBRateBp: number,
): Array<{ taxableCents: number; taxCents: number }> {
  const taxable = shareOut(figures.taxableCents, lineGrossCents);
  // Where the band's tax is the rest of its shelf amounts (money.ts), so is each line's; in the
  // bands without VAT the rest is 0.
  const tax = vatIsRest(band, bandBRateBp)
    ? lineGrossCents.map((gross, index) => gross - taxable[index]!)
    : shareOut(figures.taxCents, taxable);
  return taxable.map((taxableCents, index) => ({ taxableCents, taxCents: tax[index]! }));
}
