import { badRequest } from '../http/api-error.ts';
import { toKsh, vatCents } from '../http/money.ts';

/**
 * Rules shared by orders and invoices: their totals and their document numbers.
 * All amounts are integer cents.
 */

// Keeps subtotal × VAT basis points (at most 10 000) below 2^53, so VAT stays exact.
export const MAX_DOCUMENT_CENTS = 100_000_000_000;

export interface DocumentTotals {
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
}

/** Subtotal, VAT (half up to the cent) and total for line amounts in cents. */
export function documentTotals(lineCents: readonly number[], vatRateBp: number): DocumentTotals {
  let subtotal = 0;
  for (const line of lineCents) {
    subtotal += line;
    if (line > MAX_DOCUMENT_CENTS || subtotal > MAX_DOCUMENT_CENTS) {
      throw badRequest(`The total must not be more than ${formatKsh(MAX_DOCUMENT_CENTS)}`);
    }
  }
  const vat = vatCents(subtotal, vatRateBp);
  return { subtotal_cents: subtotal, vat_cents: vat, total_cents: subtotal + vat };
}

/** `ORD-000042`: six digits keep numbers sortable as text for the first million. */
export const documentNumber = (prefix: 'ORD' | 'INV', value: number): string =>
  `${prefix}-${String(value).padStart(6, '0')}`;

/**
 * Whether `text` can be part of a document number `PREFIX-000123` (`123`, `ord-0001`, `D-`):
 * a search for anything else (a customer's name) need not look at numbers at all, which lets
 * it use the customer index instead of scanning every document.
 */
export function mayBeInDocumentNumber(prefix: 'ORD' | 'INV', text: string): boolean {
  const upper = text.toUpperCase();
  if (/^\d+$/.test(upper)) return true;
  const dash = upper.indexOf('-');
  if (dash === -1) return prefix.includes(upper);
  return prefix.endsWith(upper.slice(0, dash)) && /^\d*$/.test(upper.slice(dash + 1));
}

const kshFormat = new Intl.NumberFormat('en-KE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `KSh 1,160.00`, for messages people read. */
export const formatKsh = (cents: number): string => `KSh ${kshFormat.format(toKsh(cents))}`;
