/**
 * Money arithmetic in integer cents and VAT basis points, exactly as the server does it: the
 * server recomputes orders and invoices from its own figures and refuses any total that differs
 * by a cent (CONFLICT), so the screens must round the same way.
 */

export type Totals = { subtotalCents: number; vatCents: number; totalCents: number };
export type LineCents = { quantity: number; unitPriceCents: number };

export const kshToCents = (ksh: number): number => Math.round(ksh * 100);
export const centsToKsh = (cents: number): number => cents / 100;
export const fractionToBasisPoints = (rate: number): number => Math.round(rate * 10_000);

/** Line amount = quantity × price (spec §5). */
export const lineCents = (line: LineCents): number => line.quantity * line.unitPriceCents;

/** VAT rounded half up to the cent, in integers: floor((subtotal × bp + 5000) / 10000). */
export const vatCents = (subtotalCents: number, rateBp: number): number =>
  Math.floor((subtotalCents * rateBp + 5_000) / 10_000);

/** Subtotal, VAT and total of some lines at a VAT rate in basis points. */
export function totalsInCents(lines: readonly LineCents[], rateBp: number): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineCents(line), 0);
  const vat = vatCents(subtotalCents, rateBp);
  return { subtotalCents, vatCents: vat, totalCents: subtotalCents + vat };
}

/** `16%`, `12.5%`: a VAT rate (a fraction) as people write it. */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}
