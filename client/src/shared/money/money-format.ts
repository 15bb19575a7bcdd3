import { formatNumber } from '../format/number.ts';

/**
 * Money and rates as people read them. Formatting only: every figure arrives computed, from the
 * server or from `cents.ts`.
 */

/** Formats an amount in KSh as Kenyans print it: `KSh 1,234.50`, `-KSh 12.00`. */
export function formatKsh(amount: number): string {
  // A rounded-away amount such as -0.001 has no sign, so it prints as KSh 0.00.
  const figure = formatNumber(amount, { fractions: 2, fixed: true });
  return figure.startsWith('-') ? `-KSh ${figure.slice(1)}` : `KSh ${figure}`;
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
  // Grouped like every other figure: a price typed with a cost of 1 can make it 1,234,567.8%.
  return margin === null ? 'N/A' : `${formatNumber(margin, { fractions: 1, fixed: true })}%`;
}
