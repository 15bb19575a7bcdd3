import { splitBand, splitBandOverLines, type TaxBand } from '../money.ts';

/**
 * What KRA wants per band and per line beside a document's totals, in integer cents. The
 * band's own figures are money.ts's `splitBand`, the one rule every document is worked by (the
 * net rounded once per band, never per line); KRA also wants each line's taxable amount and
 * tax, so the band's figures are shared out over its lines by money.ts `splitBandOverLines`,
 * the rule the stored sale lines follow too, and the lines add up to their band to the cent.
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
  return splitBandOverLines(
    band,
    { net_cents: figures.taxableCents, vat_cents: figures.taxCents },
    lineGrossCents,
    bandBRateBp,
  ).map((line) => ({ taxableCents: line.net_cents, taxCents: line.vat_cents }));
}
