import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dayMonthYear } from '../http/clock.ts';
import type { CsvCell } from '../http/csv.ts';
import { centsToPlainKsh } from '../money.ts';
import type { PeriodInstants, ReportCalendar } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import { VAT3_CLOSING_COLUMNS } from './vat3-columns.ts';

/**
 * A month's sales as the sales sections of KRA's VAT3 return ask for them (README, "Filing the
 * VAT3 return"): the columns of its sales sheets in their order, then which sheet a row goes
 * on. One row per sale document and sheet for a customer with a KRA PIN; the sales to customers
 * without one as one total per sheet; a credit note a negative row naming the invoice it
 * corrects. The bands go to the template's sheets: B (16 %) General_Rated_Sales, E (8 %)
 * Other_Rated_Sales, C Zero_Rated_Sales, A Exempted_Sales; band D (non-VAT) is outside the
 * return and listed last only so the file adds up to the VAT report.
 */
export const VAT3_SALES_HEADER = [
  'PIN of Purchaser',
  'Name of Purchaser',
  'ETR Serial Number',
  'Invoice Date',
  'Invoice Number',
  'Description of Goods / Services',
  ...VAT3_CLOSING_COLUMNS,
] as const;

const SHEETS = [
  'General_Rated_Sales',
  'Other_Rated_Sales',
  'Zero_Rated_Sales',
  'Exempted_Sales',
  'Not on the return (band D, non-VAT)',
] as const;

/** The sheet a line's band goes to, as its index in SHEETS, in SQL. */
const sheetOf = sql<number>`(case s.tax_band when 'B' then 0 when 'E' then 1 when 'C' then 2
  when 'A' then 3 else 4 end)`;

interface DocumentRow {
  sheet: number;
  kra_pin: string;
  name: string;
  sdc_id: string | null;
  at: string;
  number: string;
  first_line: string;
  lines: number;
  taxable: number;
  vat: number;
  relevant_number: string | null;
  relevant_at: string | null;
}

interface TotalRow {
  sheet: number;
  taxable: number;
  vat: number;
}

/** The month's rows, sheet by sheet: documents of customers with a PIN by date, then the rest. */
export async function vatSalesRows(
  db: Db,
  month: PeriodInstants & { last: string },
  calendar: ReportCalendar,
): Promise<CsvCell[][]> {
  const lines = saleLinesIn(month);
  // A sale from an order carries its invoice's number once invoiced, at the date of the sale
  // (the month it is counted in); its CU serial is the signed invoice's or credit note's.
  const documents = await sql<DocumentRow>`
    select g.sheet, c.kra_pin, c.name, e.sdc_id, g.at, g.first_line, g.lines, g.taxable, g.vat,
      coalesce(oi.invoice_number, o.order_number, mi.invoice_number, cn.credit_note_number)
        as number,
      ci.invoice_number as relevant_number, coalesce(co.created_at, ci.created_at) as relevant_at
    from (
      select ${sheetOf} as sheet, s.source, s.document_id, s.customer_id, s.at,
        min(s.name) as first_line, count(*) as lines, sum(s.net_cents) as taxable,
        sum(s.vat_cents) as vat
      from ${lines} s
      group by 1, s.source, s.document_id, s.customer_id, s.at
    ) g
    join customers c on c.id = g.customer_id
    left join orders o on g.source = 'order' and o.id = g.document_id
    left join invoices oi on oi.order_id = o.id
    left join invoices mi on g.source = 'invoice' and mi.id = g.document_id
    left join credit_notes cn on g.source = 'credit_note' and cn.id = g.document_id
    left join invoices ci on ci.id = cn.invoice_id
    left join orders co on co.id = ci.order_id
    left join etims_documents e on e.state = 'signed' and (
      (e.kind = 'invoice' and e.invoice_id = coalesce(oi.id, mi.id))
      or (e.kind = 'credit_note' and e.credit_note_id = cn.id))
    where c.kra_pin is not null
    order by g.sheet, g.at, number`.execute(db);
  const totals = await sql<TotalRow>`
    select ${sheetOf} as sheet, sum(s.net_cents) as taxable, sum(s.vat_cents) as vat
    from ${lines} s
    join customers c on c.id = s.customer_id
    where c.kra_pin is null
    group by 1`.execute(db);

  const rows: { sheet: number; cells: CsvCell[] }[] = documents.rows.map((row) => ({
    sheet: Number(row.sheet),
    cells: [
      row.kra_pin,
      row.name,
      row.sdc_id,
      dayMonthYear(calendar.dayOf(row.at)),
      row.number,
      Number(row.lines) > 1
        ? `${row.first_line} and ${Number(row.lines) - 1} more`
        : row.first_line,
      centsToPlainKsh(row.taxable),
      centsToPlainKsh(row.vat),
      row.relevant_number,
      row.relevant_at === null ? null : dayMonthYear(calendar.dayOf(row.relevant_at)),
      SHEETS[Number(row.sheet)]!,
    ],
  }));
  for (const total of totals.rows) {
    rows.push({
      sheet: Number(total.sheet),
      cells: [
        null,
        'Customers without a PIN',
        null,
        dayMonthYear(month.last),
        null,
        'Sales to customers without a KRA PIN, in total',
        centsToPlainKsh(total.taxable),
        centsToPlainKsh(total.vat),
        null,
        null,
        SHEETS[Number(total.sheet)]!,
      ],
    });
  }
  // Sheet by sheet, each sheet's total after its documents (a stable sort keeps that order).
  return rows.sort((a, b) => a.sheet - b.sheet).map((row) => row.cells);
}
