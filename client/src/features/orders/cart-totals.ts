import {
  fractionToBasisPoints,
  kshToCents,
  type Totals,
  totalsInCents,
} from '../../shared/money/cents.ts';

/** The cart's totals: its lines priced in KSh, through the server's cents arithmetic. */

export type CartTotals = Totals;

export function cartTotals(
  lines: ReadonlyArray<{ quantity: number; unitPrice: number }>,
  vatRate: number,
): CartTotals {
  return totalsInCents(
    lines.map((line) => ({ quantity: line.quantity, unitPriceCents: kshToCents(line.unitPrice) })),
    fractionToBasisPoints(vatRate),
  );
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
