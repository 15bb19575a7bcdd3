import { businessDate, businessTime } from '../http/clock.ts';
import { lineAmountCents } from '../http/quantity.ts';
import {
  BAND_INCLUSIVE_BP,
  bpToPercent,
  STANDARD_VAT_BP,
  TAX_BANDS,
  type TaxBand,
  toKsh,
} from '../money.ts';
import type {
  CreditNoteReasonCode,
  PaymentTypeCode,
  SaleLine,
  SaleRequest,
} from './oscu.schema.ts';
import { discountRate, kraLineFigures } from './oscu-line-figures.ts';
import { type BandFigures, bandFigures, shareBandOverLines } from './tax-bands.ts';

/**
 * A Ghala invoice or credit note as KRA's saveTrnsSalesOsdc request (TrnsSalesSaveWrReq), with
 * its per-band figures in cents for the caller to keep beside the document.
 */

export interface EtimsLine {
  /** KRA's item code, as registered with saveItem. */
  itemCode: string;
  /** KRA's item classification code. */
  classificationCode: string;
  name: string;
  packagingUnitCode: string;
  quantityUnitCode: string;
  barcode?: string | null;
  /** Thousandths, as Ghala keeps quantities (2.5 kg is 2500). */
  quantityMilli: number;
  /** The shelf price, VAT included at the band's rate, in cents. */
  unitPriceCents: number;
  band: TaxBand;
}

export interface EtimsDocument {
  kind: 'sale' | 'credit-note';
  /** KRA's invoice number: the branch's next in its one sequence for sales and credit notes. */
  invcNo: number;
  /** Ghala's number, printed on the document: INV-000042. */
  documentNumber: string;
  /** A credit note's: the invcNo its invoice was signed with, and why it is credited. */
  originalInvcNo?: number;
  creditNoteReason?: CreditNoteReasonCode;
  /** When the document was issued; KRA's dates are the business's wall clock. */
  issuedAt: Date;
  timeZone: string;
  customer?: { pin?: string | null; name?: string | null; mobile?: string | null } | null;
  paymentType?: PaymentTypeCode | null;
  /** The spec's VAT rate, in basis points: band B's rate. 16 % unless said. */
  vatRateBp?: number;
  /** Who issued it (KRA's regrId/regrNm). */
  issuedBy: { id: string | number; name: string };
  lines: readonly EtimsLine[];
}

export interface EtimsTotals {
  bands: Record<TaxBand, BandFigures>;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
}

export const stamp = (instant: Date, timeZone: string) =>
  `${businessDate(instant, timeZone)}${businessTime(instant, timeZone)}`.replace(/\D/g, '');

const clip = (text: string, max: number) => text.trim().slice(0, max);

export function buildSaleRequest(document: EtimsDocument): {
  request: SaleRequest;
  totals: EtimsTotals;
} {
  if (!Number.isInteger(document.invcNo) || document.invcNo < 1)
    throw new RangeError(`invcNo must be a whole number from 1, not ${document.invcNo}`);
  if (document.lines.length === 0) throw new RangeError('A document needs at least one line');
  const credit = document.kind === 'credit-note';
  if (credit && (!document.originalInvcNo || !document.creditNoteReason))
    throw new RangeError('A credit note needs its invoice’s invcNo and a reason');

  const vatRateBp = document.vatRateBp ?? STANDARD_VAT_BP;
  const gross = document.lines.map((line) => {
    if (line.unitPriceCents < 0 || line.quantityMilli <= 0)
      throw new RangeError(`${line.name}: quantities must be above 0 and prices not below 0`);
    return lineAmountCents(line.quantityMilli, line.unitPriceCents);
  });

  const bands = {} as Record<TaxBand, BandFigures>;
  const perLine: Array<{ taxableCents: number; taxCents: number }> = [];
  for (const band of TAX_BANDS) {
    const indexes = document.lines.flatMap((line, index) => (line.band === band ? [index] : []));
    const lineGross = indexes.map((index) => gross[index]!);
    const figures = bandFigures(
      band,
      lineGross.reduce((a, b) => a + b, 0),
      vatRateBp,
    );
    bands[band] = figures;
    const shares = shareBandOverLines(band, figures, lineGross, vatRateBp);
    indexes.forEach((lineIndex, position) => {
      perLine[lineIndex] = shares[position]!;
    });
  }

  const itemList: SaleLine[] = document.lines.map((line, index) => {
    const { taxableCents, taxCents } = perLine[index]!;
    const figures = kraLineFigures(line.quantityMilli, taxableCents);
    const qty = figures.qtyHundredths / 100;
    return {
      itemSeq: index + 1,
      itemCd: line.itemCode,
      itemClsCd: line.classificationCode,
      itemNm: clip(line.name, 200),
      bcd: line.barcode ?? null,
      pkgUnitCd: line.packagingUnitCode,
      pkg: qty,
      qtyUnitCd: line.quantityUnitCode,
      qty,
      prc: toKsh(figures.prcCents),
      splyAmt: toKsh(figures.supplyCents),
      dcRt: discountRate(figures),
      dcAmt: toKsh(figures.discountCents),
      taxTyCd: line.band,
      taxblAmt: toKsh(taxableCents),
      taxAmt: toKsh(taxCents),
      totAmt: toKsh(taxableCents + taxCents),
    };
  });

  const taxableCents = TAX_BANDS.reduce((sum, band) => sum + bands[band].taxableCents, 0);
  const taxCents = TAX_BANDS.reduce((sum, band) => sum + bands[band].taxCents, 0);
  const issued = stamp(document.issuedAt, document.timeZone);
  const pin = document.customer?.pin?.trim().toUpperCase() || null;
  const user = {
    id: clip(String(document.issuedBy.id), 20),
    name: clip(document.issuedBy.name, 60),
  };

  const bandFields = Object.fromEntries(
    TAX_BANDS.flatMap((band) => [
      [`taxblAmt${band}`, toKsh(bands[band].taxableCents)],
      [`taxRt${band}`, bpToPercent(band === 'B' ? vatRateBp : BAND_INCLUSIVE_BP[band])],
      [`taxAmt${band}`, toKsh(bands[band].taxCents)],
    ]),
  ) as Pick<SaleRequest, `${'taxblAmt' | 'taxRt' | 'taxAmt'}${TaxBand}`>;

  const request: SaleRequest = {
    trdInvcNo: clip(document.documentNumber, 50),
    invcNo: document.invcNo,
    orgInvcNo: credit ? document.originalInvcNo! : 0,
    custTin: pin,
    custNm: document.customer?.name ? clip(document.customer.name, 60) : null,
    salesTyCd: 'N',
    rcptTyCd: credit ? 'R' : 'S',
    pmtTyCd: document.paymentType ?? null,
    salesSttsCd: '02',
    cfmDt: issued,
    salesDt: issued.slice(0, 8),
    rfdDt: credit ? issued : null,
    rfdRsnCd: credit ? document.creditNoteReason! : null,
    totItemCnt: itemList.length,
    ...bandFields,
    totTaxblAmt: toKsh(taxableCents),
    totTaxAmt: toKsh(taxCents),
    totAmt: toKsh(taxableCents + taxCents),
    prchrAcptcYn: 'N',
    remark: null,
    regrId: user.id,
    regrNm: user.name,
    modrId: user.id,
    modrNm: user.name,
    receipt: {
      custTin: pin,
      custMblNo: document.customer?.mobile ? clip(document.customer.mobile, 20) : null,
      rcptPbctDt: issued,
      trdeNm: null,
      adrs: null,
      topMsg: null,
      btmMsg: null,
      prchrAcptcYn: 'N',
    },
    itemList,
  };

  return {
    request,
    totals: { bands, taxableCents, taxCents, totalCents: taxableCents + taxCents },
  };
}
