import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dayMonthYear } from '../http/clock.ts';
import type { CsvCell } from '../http/csv.ts';
import { centsToPlainKsh, type TaxBand, toKsh } from '../money.ts';
import { VAT3_CLOSING_COLUMNS } from './vat3-columns.ts';

/**
 * A month's input VAT as section F of the VAT3 return lists it (issue 51): one line per
 * supplier's bill dated in the month and VAT band that carries VAT (B at 16 %, E at 8 %), from
 * the net and VAT each bill line kept when the bill was made. Bills made while the shop was not
 * VAT-registered claim nothing and are left out.
 */
export interface InputVatCents {
  supplier_pin: string | null;
  supplier_name: string;
  invoice_date: string;
  invoice_number: string;
  bill_number: string;
  tax_band: TaxBand;
  taxable_cents: number;
  vat_cents: number;
}

export async function inputVatLines(
  db: Db,
  month: { first: string; last: string },
): Promise<InputVatCents[]> {
  const { rows } = await sql<InputVatCents>`
    select b.supplier_pin, s.name as supplier_name, b.bill_date as invoice_date,
      b.supplier_invoice_number as invoice_number, b.bill_number, l.tax_band,
      sum(l.net_cents) as taxable_cents, sum(l.vat_cents) as vat_cents
    from supplier_bills b
    join suppliers s on s.id = b.supplier_id
    join supplier_bill_lines l on l.bill_id = b.id
    where b.bill_date >= ${month.first} and b.bill_date <= ${month.last}
      and b.vat_registered = 1 and l.tax_band in ('B', 'E')
    group by b.id, b.supplier_pin, s.name, b.bill_date, b.supplier_invoice_number,
      b.bill_number, l.tax_band
    order by b.bill_date, b.id, l.tax_band`.execute(db);
  return rows.map((row) => ({
    ...row,
    taxable_cents: Number(row.taxable_cents),
    vat_cents: Number(row.vat_cents),
  }));
}

/** Section F's lines as the VAT report answers them, KSh. */
export const sectionFLine = (row: InputVatCents) => ({
  supplier_pin: row.supplier_pin,
  supplier_name: row.supplier_name,
  invoice_date: row.invoice_date,
  invoice_number: row.invoice_number,
  bill_number: row.bill_number,
  band: row.tax_band,
  taxable: toKsh(row.taxable_cents),
  vat: toKsh(row.vat_cents),
});

/** The columns of the VAT3 return's purchases sheets, in their order, then the sheet. */
export const VAT3_PURCHASES_HEADER = [
  'Type of Purchase',
  'PIN of Supplier',
  'Name of Supplier',
  'Invoice Date',
  'Invoice Number',
  'Description of Goods / Services',
  'Custom Entry Number',
  ...VAT3_CLOSING_COLUMNS,
] as const;

/** Section F as spreadsheet rows for iTax: local purchases, band B and E on their own sheets. */
export function vatPurchasesRows(lines: readonly InputVatCents[]): CsvCell[][] {
  return lines.map((line) => [
    'Local',
    line.supplier_pin ?? '',
    line.supplier_name,
    dayMonthYear(line.invoice_date),
    line.invoice_number,
    `Bill ${line.bill_number}`,
    null,
    centsToPlainKsh(line.taxable_cents),
    centsToPlainKsh(line.vat_cents),
    null,
    null,
    line.tax_band === 'B' ? 'General_Rated_Purchases' : 'Other_Rated_Purchases',
  ]);
}
