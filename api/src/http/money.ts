/**
 * Money is integer cents everywhere inside the API; KSh numbers exist only at the edge.
 * VAT rates are basis points (1600 = 16%).
 */
export const toCents = (ksh: number): number => Math.round(ksh * 100);
export const toKsh = (cents: number): number => cents / 100;
export const bpToFraction = (bp: number): number => bp / 10_000;

/** VAT on a subtotal, rounded half up to the cent, in integer arithmetic. */
export const vatCents = (subtotalCents: number, rateBp: number): number =>
  Math.floor((subtotalCents * rateBp + 5_000) / 10_000);
