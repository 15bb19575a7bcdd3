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

/** A whole number of hundredths as a plain decimal with two places: 123450 → `1234.50`. */
const hundredths = (value: number): string => {
  const sign = value < 0 ? '-' : '';
  const whole = Math.abs(value);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

/**
 * KSh from cents as a plain number for spreadsheets (`1234.50`: no currency, no thousands
 * separator), written from the integer so no floating-point rounding can show.
 */
export const centsToPlainKsh = (cents: number): string => hundredths(cents);

/** A VAT rate in basis points as a plain percentage: 1600 → `16.00`. */
export const bpToPlainPercent = (bp: number): string => hundredths(bp);
