import type { TaxBand } from '../../graphql/schema-types.generated.ts';

/**
 * Money arithmetic in integer cents and VAT basis points, by the same rule as the server
 * (api/src/money.ts `splitVatInclusive`): the server recomputes every order and invoice
 * from its own figures and refuses a total that differs by a cent (CONFLICT), so the screens
 * must round exactly as it does, and then show what it will store.
 */

export type Totals = {
  /** The net, before VAT: what a document's `subtotal` holds. */
  subtotalCents: number;
  vatCents: number;
  /** What the customer pays. */
  totalCents: number;
};
/** A line as totals see it; its band is B (standard-rated) unless it says. */
export type LineCents = { quantity: number; unitPriceCents: number; band?: TaxBand };

/** The VAT each band's shelf prices include, in basis points (none in A, C and D). */
const BAND_INCLUSIVE_BP: Record<TaxBand, number> = { A: 0, B: 1600, C: 0, D: 0, E: 800 };

/** The standard rate, which shelf prices (an item's unit price) include. */
export const STANDARD_VAT_BP = 1600;

/** KSh as GraphQL carries it (at most two decimals) to whole cents. */
export const kshToCents = (ksh: number): number => Math.round(ksh * 100);
export const centsToKsh = (cents: number): number => cents / 100;
/** A rate in basis points (1600) as GraphQL carries it (0.16). */
export const basisPointsToRate = (bp: number): number => bp / 10_000;
/** A rate as GraphQL carries it (0.16) in basis points (1600). */
export const rateToBasisPoints = (rate: number): number => Math.round(rate * 10_000);

/**
 * numerator ÷ denominator rounded half up (towards +∞ on a tie), for whole numbers
 * |numerator| < 2^53 and denominator > 0, worked with the remainder so no floating-point
 * quotient can land on the wrong side of a half.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  const remainder = ((numerator % denominator) + denominator) % denominator;
  const floor = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? floor + 1 : floor;
}

/**
 * Line amount = quantity × price (spec §5), at the shelf price, VAT included, rounded half up to
 * the cent once per line when the quantity has decimals (2.5 kg): the server's rule
 * (api/src/http/quantity.ts `lineAmountCents`), worked on whole thousandths in BigInt so no
 * floating-point product can round the wrong way.
 */
export function lineCents(line: LineCents): number {
  const milli = BigInt(Math.round(line.quantity * 1000));
  const twice = milli * BigInt(line.unitPriceCents) * 2n + 1000n;
  const quotient = twice / 2000n;
  return Number(twice % 2000n < 0n ? quotient - 1n : quotient);
}

/**
 * One band's part of a sale from the VAT-inclusive gross G of its lines (the server's
 * `splitBand`). Band B at the document's rate: net = G × 100 / 116 rounded half up; VAT = G − net
 * at 16 % (the total is exactly G, what the shelf prices add up to) and net × rate rounded half
 * up at any other rate. Band E at its own 8 %: net = G × 100 / 108, VAT the rest. A, C, D: no VAT.
 */
export function bandTotals(band: TaxBand, grossCents: number, rateBp: number): Totals {
  const inclusiveBp = BAND_INCLUSIVE_BP[band];
  if (inclusiveBp === 0) return { subtotalCents: grossCents, vatCents: 0, totalCents: grossCents };
  const net = divideHalfUp(grossCents * 10_000, 10_000 + inclusiveBp);
  const vat =
    band === 'B' && rateBp !== STANDARD_VAT_BP
      ? divideHalfUp(net * rateBp, 10_000)
      : grossCents - net;
  return { subtotalCents: net, vatCents: vat, totalCents: net + vat };
}

/** One tax band's part of a sale: what a tax invoice shows per rate. */
export type BandPart = Totals & { band: TaxBand };

/**
 * A sale's figures per tax band, in KRA's band order (A to E), for the bands its lines are in:
 * the lines' gross is summed per band and each band split once (`bandTotals`), with band B's
 * VAT rate in basis points.
 */
export function vatByBand(lines: readonly LineCents[], rateBp: number): BandPart[] {
  const grossByBand = new Map<TaxBand, number>();
  for (const line of lines) {
    const band = line.band ?? 'B';
    grossByBand.set(band, (grossByBand.get(band) ?? 0) + lineCents(line));
  }
  return [...grossByBand.keys()]
    .sort()
    .map((band) => ({ band, ...bandTotals(band, grossByBand.get(band)!, rateBp) }));
}

/**
 * A sale's totals from its lines, with band B's VAT rate in basis points: the sum of its bands'
 * parts (`vatByBand`), so the net is rounded once per band, never per line. Why it is so is
 * written beside the server's copy (api: money.ts).
 */
export function documentTotals(lines: readonly LineCents[], rateBp: number): Totals {
  const totals: Totals = { subtotalCents: 0, vatCents: 0, totalCents: 0 };
  for (const part of vatByBand(lines, rateBp)) {
    totals.subtotalCents += part.subtotalCents;
    totals.vatCents += part.vatCents;
    totals.totalCents += part.totalCents;
  }
  return totals;
}

/**
 * A shelf price split into its net part and the VAT in it: one unit of an item in `band` sold
 * at 16 % (B), 8 % (E), or with no VAT in it (A, C, D).
 */
export function vatBreakdown(
  priceCents: number,
  band: TaxBand = 'B',
): { netCents: number; vatCents: number } {
  const totals = bandTotals(band, priceCents, STANDARD_VAT_BP);
  return { netCents: totals.subtotalCents, vatCents: totals.vatCents };
}

/**
 * Spec §9's margin, (unit − cost) / cost × 100, in whole tenths of a percent rounded half up,
 * or null when the cost is 0: the server's figure (api/src/money.ts `marginPercent`), for
 * prices being typed that the server has not seen yet.
 */
export function marginPercent(unitCents: number, costCents: number): number | null {
  if (costCents === 0) return null;
  return divideHalfUp((unitCents - costCents) * 1000, costCents) / 10;
}
