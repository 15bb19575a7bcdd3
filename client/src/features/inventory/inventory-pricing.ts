// Spec §9: unit prices are VAT-inclusive at the default 16%, so the breakdown divides by 1.16.
// Worked in whole cents (× 100 / 116) so no floating-point money reaches the screen.
const VAT_INCLUSIVE_PERCENT = 116;

/** KSh (at most two decimals, as the contract carries them) to whole cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A VAT-inclusive price split into its net part and the VAT in it, in cents. */
export function vatBreakdown(priceCents: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((priceCents * 100) / VAT_INCLUSIVE_PERCENT);
  return { netCents, vatCents: priceCents - netCents };
}

/** Spec §9: (unit − cost) / cost × 100; null when the cost is 0 (no margin to speak of). */
export function marginPercent(unitCents: number, costCents: number): number | null {
  if (costCents === 0) return null;
  return ((unitCents - costCents) / costCents) * 100;
}

/** One decimal and a percent sign, or `N/A` (spec §9). */
export function formatMargin(margin: number | null): string {
  if (margin === null) return 'N/A';
  const text = margin.toFixed(1);
  // A tiny negative margin rounds to "-0.0", which reads as a loss that is not there.
  return `${text === '-0.0' ? '0.0' : text}%`;
}

/** What the user typed as an amount, or null when it is not a number. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
