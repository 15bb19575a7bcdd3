/**
 * Money arithmetic in integer cents and VAT basis points, by the same rule as the server
 * (api/src/http/money.ts `splitVatInclusive`): the server recomputes every order and invoice
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
export type LineCents = { quantity: number; unitPriceCents: number };

/** The standard rate, which shelf prices (an item's unit price) include. */
export const STANDARD_VAT_BP = 1600;

/** KSh as GraphQL carries it (at most two decimals) to whole cents. */
export const kshToCents = (ksh: number): number => Math.round(ksh * 100);
export const centsToKsh = (cents: number): number => cents / 100;
/** A rate in basis points (1600) as GraphQL carries it (0.16). */
export const basisPointsToRate = (bp: number): number => bp / 10_000;

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
 * A sale's totals from its lines at a VAT rate in basis points. Shelf prices include VAT at the
 * standard 16 %, so the lines add up to a VAT-inclusive gross G; then, in whole cents:
 * net = G × 100 / 116 rounded half up; VAT = G − net at 16 % (the total is exactly G, what the
 * shelf prices add up to) and net × rate rounded half up at any other rate; total = net + VAT.
 * Why it is so is written beside the server's copy.
 */
export function documentTotals(lines: readonly LineCents[], rateBp: number): Totals {
  const gross = lines.reduce((sum, line) => sum + lineCents(line), 0);
  const net = divideHalfUp(gross * 10_000, 10_000 + STANDARD_VAT_BP);
  const vat = rateBp === STANDARD_VAT_BP ? gross - net : divideHalfUp(net * rateBp, 10_000);
  return { subtotalCents: net, vatCents: vat, totalCents: net + vat };
}

/** A shelf price split into its net part and the VAT in it: one unit sold at 16 %. */
export function vatBreakdown(priceCents: number): { netCents: number; vatCents: number } {
  const totals = documentTotals([{ quantity: 1, unitPriceCents: priceCents }], STANDARD_VAT_BP);
  return { netCents: totals.subtotalCents, vatCents: totals.vatCents };
}

/**
 * Spec §9's margin, (unit − cost) / cost × 100, in whole tenths of a percent rounded half up,
 * or null when the cost is 0: the server's figure (api/src/http/money.ts `marginPercent`), for
 * prices being typed that the server has not seen yet.
 */
export function marginPercent(unitCents: number, costCents: number): number | null {
  if (costCents === 0) return null;
  return divideHalfUp((unitCents - costCents) * 1000, costCents) / 10;
}
