import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { BAND_INCLUSIVE_BP, bpToFraction, TAX_BANDS, type TaxBand, toKsh } from '../money.ts';
import type { PeriodInstants } from './report-period.ts';
import { saleLinesIn } from './sale-lines.ts';
import type { VatReturnReport } from './vat-return.schema.ts';

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
 * is listed, at its rate in KRA's code list (the rate shelf prices include).
 */
export async function vatReturn(
  db: Db,
  month: PeriodInstants & { month: string },
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
  return { month: month.month, bands, net_vat: toKsh(netVat) };
}
