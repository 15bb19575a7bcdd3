/** Kenyan notes a customer hands over at the counter, in KSh. */
export const KSH_NOTES = [50, 100, 200, 500, 1000] as const;

/** How many note amounts the quick sale offers beside Exact: one row of buttons on a phone. */
const MOST_OFFERED = 4;

/**
 * The cash a customer most likely hands over for a total, in cents: for each note, the first
 * amount in whole notes of it at or above the total (KSh 545 → 550, 600, 1,000), each once and
 * never the total itself (that is Exact), smallest first.
 */
export function nextRoundNotes(totalCents: number): number[] {
  if (totalCents <= 0) return [];
  const amounts = new Set<number>();
  for (const note of KSH_NOTES) {
    const noteCents = note * 100;
    const amount = Math.ceil(totalCents / noteCents) * noteCents;
    if (amount > totalCents) amounts.add(amount);
  }
  return [...amounts].sort((a, b) => a - b).slice(0, MOST_OFFERED);
}
