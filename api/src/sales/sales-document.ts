import { badRequest } from '../http/api-error.ts';
import { fromMilli } from '../http/quantity.ts';
import { type DbCents, formatKsh, splitBand, type TaxBand, toKsh } from '../money.ts';

/**
 * Rules shared by orders and invoices: their totals and their document numbers.
 * All amounts are integer cents.
 */

export const ORDER_NOT_FOUND = 'Order not found';
export const INVOICE_NOT_FOUND = 'Invoice not found';
/** Spec §9: an invoice is due 7 days after it is made, unless it says otherwise. */
export const DUE_AFTER_DAYS = 7;

// Keeps the gross × 10 000 of the VAT rule (money.ts) below 2^53, so every figure stays exact.
export const MAX_DOCUMENT_CENTS = 100_000_000_000;

export interface DocumentTotals {
  /** The net: what the spec's `subtotal` holds. */
  subtotal_cents: number;
  vat_cents: number;
  /** What the customer pays. */
  total_cents: number;
}

/** One line of a sale as its totals see it: its VAT-inclusive amount and its KRA tax band. */
export interface BandedAmount {
  /** quantity × shelf price, VAT included, in cents. */
  amount_cents: number;
  band: TaxBand;
}

/**
 * A new document's totals from its lines (quantity × shelf price, VAT-inclusive, and the band
 * each sells in) at the VAT rate of band B in basis points: the lines' gross is summed per band
 * and each band split once by money.ts `splitBand`, so a sale of band-B goods alone comes out
 * exactly as `splitVatInclusive` always split it. Taking line amounts rather than quantities
 * leaves how a line is priced (whole or fractional quantities) to the caller. Documents already
 * stored keep the figures they were saved with.
 */
export function documentTotals(
  lines: readonly BandedAmount[],
  bandBRateBp: number,
): DocumentTotals {
  const grossByBand = new Map<TaxBand, number>();
  let gross = 0;
  for (const line of lines) {
    gross += line.amount_cents;
    if (line.amount_cents > MAX_DOCUMENT_CENTS || gross > MAX_DOCUMENT_CENTS) {
      throw badRequest(`The items must not add up to more than ${formatKsh(MAX_DOCUMENT_CENTS)}`);
    }
    grossByBand.set(line.band, (grossByBand.get(line.band) ?? 0) + line.amount_cents);
  }
  const totals: DocumentTotals = { subtotal_cents: 0, vat_cents: 0, total_cents: 0 };
  for (const [band, bandGross] of grossByBand) {
    const split = splitBand(band, bandGross, bandBRateBp);
    totals.subtotal_cents += split.net_cents;
    totals.vat_cents += split.vat_cents;
    totals.total_cents += split.total_cents;
  }
  return totals;
}

/**
 * Whether `text` can be part of a document number `PREFIX-000123` (`123`, `ord-0001`, `D-`):
 * a search for anything else (a customer's name) need not look at numbers at all, which lets
 * it use the customer index instead of scanning every document.
 */
export function mayBeInDocumentNumber(prefix: 'ORD' | 'INV' | 'CN', text: string): boolean {
  const upper = text.toUpperCase();
  if (/^\d+$/.test(upper)) return true;
  const dash = upper.indexOf('-');
  if (dash === -1) return prefix.includes(upper);
  return prefix.endsWith(upper.slice(0, dash)) && /^\d*$/.test(upper.slice(dash + 1));
}

/**
 * What every sales line (an order's, an invoice's, a credit note's) keeps for the books beside
 * its amount (design.md §2b): the band its VAT was worked in, its net, its VAT and its cost.
 */
export const LINE_LEDGER_COLUMNS = ['tax_band', 'net_cents', 'vat_cents', 'cost_cents'] as const;

/**
 * A line's quantity and money as an invoice and a credit note answer them (a plain quantity,
 * KSh), in the answer's order.
 */
export const lineFigures = <Unit>(row: {
  quantity_milli: number;
  unit: Unit;
  unit_price_cents: DbCents;
  amount_cents: DbCents;
}) => ({
  quantity: fromMilli(row.quantity_milli),
  unit: row.unit,
  unit_price: toKsh(row.unit_price_cents),
  amount: toKsh(row.amount_cents),
});
