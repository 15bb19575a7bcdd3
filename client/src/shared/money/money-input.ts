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
 * A VAT field (percent) to basis points, one rule for the cart and the invoice dialog. Spec §5:
 * the rate is 0 to 100 percent and a negative one counts as 0; above 100 counts as 100, and
 * finer than a basis point (16.005) is rounded half up to one, as the server stores whole basis
 * points. The screens show the rate they apply. Blank or unreadable is null: no rate, so the
 * sale is not sent, rather than silently charged at 0 % (a cleared field is a rate being
 * retyped, not an exempt sale).
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
