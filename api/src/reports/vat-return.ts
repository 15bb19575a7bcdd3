import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { BAND_INCLUSIVE_BP, bpToFraction, TAX_BANDS, type TaxBand, toKsh } from '../money.ts';
import { type ReportContext, reportCsv } from './report-kit.ts';
import type { PeriodInstants } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import {
  inputVatLines,
  sectionFLine,
  VAT3_PURCHASES_HEADER,
  vatPurchasesRows,
} from './vat-purchases.ts';
import { VAT3_SALES_HEADER, vatSalesRows } from './vat-sales-csv.ts';

export const VatBand = z
  .object({
    band: z.enum(TAX_BANDS).meta({
      description:
        "KRA's tax band: A exempt, B standard (16 %), C zero-rated, D non-VAT, E reduced (8 %)",
    }),
    rate: z.number().meta({ description: 'The VAT rate of the band, as a fraction (0.16)' }),
    sales_taxable: z.number().meta({ description: 'Sales in the band net of VAT, KSh' }),
    sales_vat: z.number().meta({ description: 'Output VAT on those sales, KSh' }),
    credited_taxable: z
      .number()
      .meta({ description: 'Net amounts taken back by credit notes issued in the month, KSh' }),
    credited_vat: z.number().meta({ description: 'VAT taken back by those credit notes, KSh' }),
  })
  .meta({ id: 'VatBand' });
export type VatBand = z.output<typeof VatBand>;

/** A line of section F: one supplier's bill and band, as the VAT3 return lists purchases. */
export const VatPurchase = z
  .object({
    supplier_pin: z.string().nullable().meta({ description: "The supplier's KRA PIN, as billed" }),
    supplier_name: z.string(),
    invoice_date: z.string().meta({ format: 'date', description: "The supplier's invoice date" }),
    invoice_number: z.string().meta({ description: "The supplier's invoice number" }),
    bill_number: z.string().meta({ description: 'The bill it was recorded as, BILL-000001' }),
    band: z.enum(TAX_BANDS),
    taxable: z.number().meta({ description: 'Taxable value, KSh' }),
    vat: z.number().meta({ description: 'Input VAT, KSh' }),
  })
  .meta({ id: 'VatPurchase' });

/** GET /reports/vat: a month's output VAT, band by band, as the VAT3 return asks for it. */
export const VatReturnReport = z
  .object({
    month: z.string().meta({ description: 'The month, YYYY-MM, in Nairobi time' }),
    bands: z.array(VatBand).meta({ description: 'Bands A to E, every one listed' }),
    output_vat: z.number().meta({ description: 'Output VAT on sales less VAT credited, KSh' }),
    purchases: z.array(VatPurchase).meta({
      description:
        "Section F: input VAT on suppliers' bills dated in the month, one line per bill and band",
    }),
    input_vat: z.number().meta({ description: 'The input VAT of section F, KSh' }),
    net_vat: z
      .number()
      .meta({ description: 'Output VAT less input VAT, KSh: what is due (negative: a credit)' }),
  })
  .meta({ id: 'VatReturnReport' });
export type VatReturnReport = z.output<typeof VatReturnReport>;

interface BandSums {
  tax_band: TaxBand;
  sales_net: number;
  sales_vat: number;
  credited_net: number;
  credited_vat: number;
}

/**
 * A month's output VAT band by band (sale-lines.ts): the sales made in it and the credit notes
 * issued in it, from the band, net and VAT each line kept, summed by the database. Every band
 * is listed, at its rate in KRA's code list (the rate shelf prices include). The net VAT is
 * that output less the input VAT on the month's suppliers' bills (section F, vat-purchases.ts).
 */
export async function vatReturn(
  db: Db,
  month: PeriodInstants & { month: string; first: string; last: string },
): Promise<VatReturnReport> {
  const { rows } = await sql<BandSums>`
    select s.tax_band,
      sum(case when s.source <> 'credit_note' then s.net_cents else 0 end) as sales_net,
      sum(case when s.source <> 'credit_note' then s.vat_cents else 0 end) as sales_vat,
      sum(case when s.source = 'credit_note' then -s.net_cents else 0 end) as credited_net,
      sum(case when s.source = 'credit_note' then -s.vat_cents else 0 end) as credited_vat
    from ${saleLinesIn(month)} s
    group by s.tax_band`.execute(db);
  const byBand = new Map(rows.map((row) => [row.tax_band, row]));
  let netVat = 0;
  const bands = TAX_BANDS.map((band) => {
    const row = byBand.get(band);
    const [salesNet, salesVat, creditedNet, creditedVat] = [
      row?.sales_net,
      row?.sales_vat,
      row?.credited_net,
      row?.credited_vat,
    ].map((cents) => Number(cents ?? 0));
    netVat += salesVat! - creditedVat!;
    return {
      band,
      rate: bpToFraction(BAND_INCLUSIVE_BP[band]),
      sales_taxable: toKsh(salesNet!),
      sales_vat: toKsh(salesVat!),
      credited_taxable: toKsh(creditedNet!),
      credited_vat: toKsh(creditedVat!),
    };
  });
  // Section F: the input VAT on suppliers' bills dated in the month, deducted from the output.
  const purchases = await inputVatLines(db, month);
  const inputVat = purchases.reduce((sum, line) => sum + line.vat_cents, 0);
  return {
    month: month.month,
    bands,
    output_vat: toKsh(netVat),
    purchases: purchases.map(sectionFLine),
    input_vat: toKsh(inputVat),
    net_vat: toKsh(netVat - inputVat),
  };
}

/** GET /reports/vat. */
export const vatReturnReport = (context: ReportContext, query: { month?: string }) =>
  vatReturn(context.db, context.calendar.month(query.month));

/** GET /reports/vat/sales.csv: the month's sales in the columns of the VAT3 sales sheets. */
export async function vatSalesCsvFile(context: ReportContext, query: { month?: string }) {
  const month = context.calendar.month(query.month);
  const rows = await vatSalesRows(context.db, month, context.calendar);
  return reportCsv(`vat3-sales-${month.month}`, VAT3_SALES_HEADER, rows);
}

/** GET /reports/vat/purchases.csv: section F in the columns of the VAT3 purchases sheets. */
export async function vatPurchasesCsvFile(context: ReportContext, query: { month?: string }) {
  const month = context.calendar.month(query.month);
  const rows = vatPurchasesRows(await inputVatLines(context.db, month));
  return reportCsv(`vat3-purchases-${month.month}`, VAT3_PURCHASES_HEADER, rows);
}
