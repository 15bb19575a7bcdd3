import { businessDate, dayMonthYear } from '../http/clock.ts';
import type { CsvCell } from '../http/csv.ts';
import { bpToPlainPercent, centsToPlainKsh } from '../money.ts';

/** The money columns an order's and an invoice's export end with, as their screens show them. */
const SALE_MONEY_CSV_HEADER = [
  'Subtotal (KSh)',
  'VAT rate (%)',
  'VAT (KSh)',
  'Total (KSh)',
  'Paid (KSh)',
  // What credit notes took off (issue 46): Total − Paid − Credited = Balance, as on the screen.
  'Credited (KSh)',
  'Balance (KSh)',
] as const;

/** What every sale's export reads of its row: the day it carries, its totals and its ledger. */
interface SaleCsvRow {
  created_at: string;
  subtotal_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_cents: number;
  /** The sale's whole ledger, credit notes included. */
  paid_cents: number;
  credited_cents: number;
}

/** A sale's money cells, under SALE_MONEY_CSV_HEADER; a closed (void, cancelled) sale owes 0. */
const saleMoneyCells = (sale: SaleCsvRow, closed: boolean): CsvCell[] => {
  const ledger = Number(sale.paid_cents);
  const credited = Number(sale.credited_cents);
  return [
    centsToPlainKsh(sale.subtotal_cents),
    bpToPlainPercent(sale.vat_rate_bp),
    centsToPlainKsh(sale.vat_cents),
    centsToPlainKsh(sale.total_cents),
    centsToPlainKsh(ledger - credited),
    centsToPlainKsh(credited),
    centsToPlainKsh(closed ? 0 : sale.total_cents - ledger),
  ];
};

/** A column of a sale's export: its title, and how a row fills it. */
type SaleCsvColumn<Row> = readonly [title: string, cell: (row: Row) => CsvCell];

/**
 * A sale's export (an order's, an invoice's): its number and business day first, then the
 * document's own columns, then its money as the screens show it. Each title stands beside how
 * a row fills it, so the header and the rows cannot drift apart.
 */
export function saleExport<Row extends SaleCsvRow>(document: {
  number: SaleCsvColumn<Row>;
  own: readonly SaleCsvColumn<Row>[];
  /** A void invoice or a cancelled order: it owes nothing. */
  closed: (row: Row) => boolean;
}) {
  const [numberTitle, numberOf] = document.number;
  const header: readonly string[] = [
    numberTitle,
    'Date',
    ...document.own.map(([title]) => title),
    ...SALE_MONEY_CSV_HEADER,
  ];
  return {
    header,
    row: (row: Row, timeZone: string): CsvCell[] => [
      numberOf(row),
      dayMonthYear(businessDate(new Date(row.created_at), timeZone)),
      ...document.own.map(([, cell]) => cell(row)),
      ...saleMoneyCells(row, document.closed(row)),
    ],
  };
}
