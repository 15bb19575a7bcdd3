/**
 * The cart's arithmetic in integer cents and VAT basis points, exactly as the server does it:
 * the server recomputes an order from its own prices and refuses one whose subtotal, VAT or
 * total differ by a cent (CONFLICT).
 */

export type CartTotals = { subtotalCents: number; vatCents: number; totalCents: number };

export const kshToCents = (ksh: number): number => Math.round(ksh * 100);
export const centsToKsh = (cents: number): number => cents / 100;
export const rateToBasisPoints = (rate: number): number => Math.round(rate * 10_000);

/** VAT rounded half up to the cent, in integers: floor((subtotal × bp + 5000) / 10000). */
export const vatCents = (subtotalCents: number, rateBp: number): number =>
  Math.floor((subtotalCents * rateBp + 5_000) / 10_000);

export function cartTotals(
  lines: ReadonlyArray<{ quantity: number; unitPrice: number }>,
  vatRate: number,
): CartTotals {
  const subtotalCents = lines.reduce(
    (sum, line) => sum + line.quantity * kshToCents(line.unitPrice),
    0,
  );
  const vat = vatCents(subtotalCents, rateToBasisPoints(vatRate));
  return { subtotalCents, vatCents: vat, totalCents: subtotalCents + vat };
}

/**
 * The VAT field (percent, spec §5: 0 to 100) as the fraction the order stores, kept to whole
 * basis points as the server requires. A negative rate counts as 0 (spec §5), more than 100
 * as 100, and an empty or unreadable field as 0.
 */
export function percentToRate(text: string): number {
  const percent = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(percent) || percent <= 0) return 0;
  return Math.round(Math.min(percent, 100) * 100) / 10_000;
}

/** `16%`, `12.5%`: a rate as people write it. */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}
