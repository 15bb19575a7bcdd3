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
const percentPattern = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** KSh as typed (`1,250.5`) to whole cents; null unless an amount ≥ 0 with at most 2 decimals. */
export function parseKsh(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (!kshPattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * A percent as typed to whole basis points, finer than one (16.005) rounded half up, as the
 * server stores them; a negative one is 0 (spec §5) and one above 100 is 100. Null for text
 * that is no number. Forms read their VAT field with `readVatPercent`, which says what it
 * applies to what is typed.
 */
export function parseVatPercent(text: string): number | null {
  const trimmed = text.trim();
  if (!percentPattern.test(trimmed)) return null;
  if (trimmed.startsWith('-')) return 0;
  const [whole = '', fraction = ''] = trimmed.replace('+', '').split('.');
  // Whole hundredths of a percent, and one digit more to round on.
  const thousandths = Number(whole || '0') * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
  const bp = Math.floor((thousandths + 5) / 10);
  return Math.min(bp, 10_000);
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
  if (rateBp === null) return { rateBp: null, problem: 'unreadable' };
  const percent = Number(trimmed);
  if (percent < 0) return { rateBp: 0, problem: 'negative' };
  if (percent > 100) return { rateBp: null, problem: 'aboveHundred' };
  return { rateBp, problem: null };
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
