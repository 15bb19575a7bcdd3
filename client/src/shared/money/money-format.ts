/**
 * Money and rates as people read them. Formatting only: every figure arrives computed, from the
 * server or from `cents.ts`.
 */

const kes = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // A rounded-away amount such as -0.001 must not print as -KSh 0.00.
  signDisplay: 'negative',
});

/**
 * Formats an amount in KSh, e.g. `KSh 1,234.50`. ICU versions disagree on the symbol for
 * KES in en-KE (`Ksh`, `KES`), so the currency part is replaced by the form Kenyans print.
 */
export function formatKsh(amount: number): string {
  return kes
    .formatToParts(amount)
    .map((part) => {
      if (part.type === 'currency') return 'KSh';
      // Some ICU data puts a no-break space between symbol and number; keep it a plain space.
      if (part.type === 'literal' && part.value.trim() === '') return ' ';
      return part.value;
    })
    .join('');
}

/** Whole cents as KSh text: `KSh 1,234.50`. */
export const formatCents = (cents: number): string => formatKsh(cents / 100);

/** `16%`, `12.5%`: a VAT rate (a fraction, as GraphQL carries it) as people write it. */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

/**
 * A margin in percent (`25.0%`), or `N/A` when there is none (spec §9). Margins arrive rounded
 * to the tenth already (by the server, or `cents.ts` for prices being typed).
 */
export function formatMargin(margin: number | null): string {
  return margin === null ? 'N/A' : `${margin.toFixed(1)}%`;
}
