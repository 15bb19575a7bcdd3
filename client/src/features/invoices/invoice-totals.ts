import { type LineCents, type Totals, totalsInCents } from '../../shared/money/cents.ts';

/** Reading what people type into the invoice form; the arithmetic is the shared cents one. */

export type InvoiceTotals = Totals;

export const DEFAULT_VAT_PERCENT = '16';

const moneyPattern = /^\d+(\.\d{0,2})?$/;
const wholePattern = /^\d+$/;
const percentPattern = /^-?\d+(\.\d{0,2})?$/;

/** KSh as typed (`1,250.5`) to cents; null when it is not an amount with at most 2 decimals. */
export function parseCents(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (!moneyPattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole quantity of at least 1, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!wholePattern.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}

/**
 * The VAT rate field (percent, 0 to 100, spec §5) in basis points. A negative rate counts as 0
 * (spec §5), more than 100 as 100; anything unreadable is null.
 */
export function percentToBasisPoints(text: string): number | null {
  const trimmed = text.trim();
  if (!percentPattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (trimmed.startsWith('-')) return 0;
  return Math.min(bp, 10_000);
}

export function invoiceTotals(lines: readonly LineCents[], rateBp: number): InvoiceTotals {
  return totalsInCents(lines, rateBp);
}
