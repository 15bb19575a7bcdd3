/**
 * What people type into money fields, read one way on every screen. Each reader answers null for
 * what it cannot read; the screen says so in its own words.
 */

/** What a VAT field holds before anyone types: the standard 16 % (spec §1). */
export const DEFAULT_VAT_PERCENT = '16';

/** What the cart and the invoice dialog say when their VAT field does not read as a rate. */
export const INVALID_VAT_PERCENT = 'Enter a VAT rate from 0 to 100.';

// Thousands may be grouped with commas as people write them (`1,250.50`).
const kshPattern = /^\d+(\.\d{0,2})?$/;
// A rate as the server stores it: whole hundredths of a percent.
const percentPattern = /^\d{1,3}(\.\d{1,2})?$/;

/** KSh as typed (`1,250.5`) to whole cents; null unless an amount ≥ 0 with at most 2 decimals. */
export function parseKsh(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (!kshPattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * A VAT rate as typed (` 7.5 `) to whole basis points (750): 0 to 100 with at most two
 * decimals, as the server stores it; null for anything else (blank, negative, finer, text). The
 * one reading of a VAT percent: Settings' default rate is read by it, and the cart and the
 * invoice dialog through `readVatPercent`, which says what they apply to what it refuses.
 */
export function parseVatPercent(text: string): number | null {
  const trimmed = text.trim();
  if (!percentPattern.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** What is off about a VAT field as typed, if anything. */
export type VatProblem = 'blank' | 'negative' | 'aboveHundred' | 'unreadable';

/**
 * A VAT field as a form applies it, so it can always say which rate it applies (issue 20): a
 * blank field applies 0 % (said beside the field), a negative rate 0 % (spec §5, said as an
 * error), and a rate above 100 % or unreadable text none at all (an error; nothing is sent).
 */
export function readVatPercent(text: string): {
  rateBp: number | null;
  problem: VatProblem | null;
} {
  const trimmed = text.trim();
  if (trimmed === '') return { rateBp: 0, problem: 'blank' };
  const rateBp = parseVatPercent(trimmed);
  if (rateBp !== null) return { rateBp, problem: null };
  // What the rule refuses, by why: a number (`-5`, `150`, `16.005`) or not one at all.
  const percent = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (percent === 0) return { rateBp: 0, problem: null };
  if (percent < 0) return { rateBp: 0, problem: 'negative' };
  if (percent > 100) return { rateBp: null, problem: 'aboveHundred' };
  return { rateBp: null, problem: 'unreadable' };
}

/** A fraction (0.075) as a VAT field's percent text ('7.5'), in whole hundredths of a percent. */
export const vatPercentText = (rate: number): string => String(Math.round(rate * 10_000) / 100);

/** What a VAT field says about what is typed (issue 20), the same in the cart and on invoices. */
export const vatFieldText = {
  blank: 'Blank: 0% applied, no VAT is charged.',
  negative: 'A negative rate counts as 0%.',
  invalid: INVALID_VAT_PERCENT,
} as const;

/** The error a VAT field shows for what is typed; null when the rate applied is the one typed. */
export function vatProblemText(problem: VatProblem | null): string | null {
  if (problem === 'negative') return vatFieldText.negative;
  if (problem === 'aboveHundred' || problem === 'unreadable') return vatFieldText.invalid;
  return null;
}
