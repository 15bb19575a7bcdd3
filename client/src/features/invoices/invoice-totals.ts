/**
 * Invoice arithmetic in integer cents and VAT basis points, exactly as the server does it:
 * the server recomputes the totals and refuses an invoice whose VAT or total differ.
 */

export type LineCents = { quantity: number; unitPriceCents: number };
export type InvoiceTotals = { subtotalCents: number; vatCents: number; totalCents: number };

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

export const kshToCents = (ksh: number): number => Math.round(ksh * 100);
export const centsToKsh = (cents: number): number => cents / 100;
export const fractionToBasisPoints = (rate: number): number => Math.round(rate * 10_000);

/** Line amount = quantity × price (spec §5). */
export const lineCents = (line: LineCents): number => line.quantity * line.unitPriceCents;

/** VAT rounded half up to the cent, in integers: floor((subtotal × bp + 5000) / 10000). */
export const vatCents = (subtotalCents: number, rateBp: number): number =>
  Math.floor((subtotalCents * rateBp + 5_000) / 10_000);

export function invoiceTotals(lines: readonly LineCents[], rateBp: number): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineCents(line), 0);
  const vat = vatCents(subtotalCents, rateBp);
  return { subtotalCents, vatCents: vat, totalCents: subtotalCents + vat };
}

/** `16%`, `12.5%`: a rate as people write it. */
export function formatRate(rateBp: number): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}
