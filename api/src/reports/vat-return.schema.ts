import { z } from 'zod';
import { TAX_BANDS } from '../money.ts';

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

/** GET /reports/vat: a month's output VAT, band by band, as the VAT3 return asks for it. */
export const VatReturnReport = z
  .object({
    month: z.string().meta({ description: 'The month, YYYY-MM, in Nairobi time' }),
    bands: z.array(VatBand).meta({ description: 'Bands A to E, every one listed' }),
    net_vat: z.number().meta({ description: 'Output VAT on sales less VAT credited, KSh' }),
  })
  .meta({ id: 'VatReturnReport' });
export type VatReturnReport = z.output<typeof VatReturnReport>;
