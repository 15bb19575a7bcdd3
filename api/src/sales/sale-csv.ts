import type { CsvCell } from '../http/csv.ts';
import { bpToPlainPercent, centsToPlainKsh } from '../money.ts';

/** The money columns an order's and an invoice's export end with, as their screens show them. */
export const SALE_MONEY_CSV_HEADER = [
  'Subtotal (KSh)',
  'VAT rate (%)',
  'VAT (KSh)',
  'Total (KSh)',
  'Paid (KSh)',
  // What credit notes took off (issue 46): Total − Paid − Credited = Balance, as on the screen.
  'Credited (KSh)',
  'Balance (KSh)',
] as const;

/** A sale's money cells, under SALE_MONEY_CSV_HEADER; a closed (void, cancelled) sale owes 0. */
export const saleMoneyCells = (sale: {
  subtotal_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_cents: number;
  /** The sale's whole ledger, credit notes included. */
  ledger_cents: number;
  credited_cents: number;
  closed: boolean;
}): CsvCell[] => [
  centsToPlainKsh(sale.subtotal_cents),
  bpToPlainPercent(sale.vat_rate_bp),
  centsToPlainKsh(sale.vat_cents),
  centsToPlainKsh(sale.total_cents),
  centsToPlainKsh(sale.ledger_cents - sale.credited_cents),
  centsToPlainKsh(sale.credited_cents),
  centsToPlainKsh(sale.closed ? 0 : sale.total_cents - sale.ledger_cents),
];
