import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleArithmeticError } from '../../../simulators/kra/sale-checks.ts';
import { propertyParameters } from '../../../testing/property-depth.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { TAX_BANDS, type TaxBand } from '../money.ts';
import { documentTotals } from '../sales/sales-document.ts';
import { buildSaleRequest, type EtimsDocument, type EtimsLine } from './sale-request.builder.ts';

const item = (overrides: Partial<EtimsLine>): EtimsLine => ({
  itemCode: 'KE2BGU0000001',
  classificationCode: '30111601',
  name: 'Cement 50 kg',
  packagingUnitCode: 'BG',
  quantityUnitCode: 'U',
  quantityMilli: 1000,
  unitPriceCents: 100_00,
  band: 'B',
  ...overrides,
});

const document = (lines: EtimsLine[], overrides: Partial<EtimsDocument> = {}): EtimsDocument => ({
  kind: 'sale',
  invcNo: 1,
  documentNumber: 'INV-000001',
  issuedAt: new Date('2024-03-31T22:30:05Z'),
  timeZone: 'Africa/Nairobi',
  issuedBy: { id: 7, name: 'Wanjiru Kamau' },
  lines,
  ...overrides,
});

const cents = (ksh: number) => Math.round(ksh * 100);

describe('a Ghala invoice as KRA’s saveTrnsSalesOsdc request', () => {
  const sale = buildSaleRequest(
    document(
      [
        item({ quantityMilli: 3000, unitPriceCents: 780_00 }),
        item({
          itemCode: 'KE2NTKG0000002',
          name: 'Wire nails',
          packagingUnitCode: 'NT',
          quantityUnitCode: 'KG',
          quantityMilli: 2500,
          unitPriceCents: 250_00,
        }),
        item({
          itemCode: 'KE2CYU0000003',
          name: 'LPG 6 kg refill',
          unitPriceCents: 1080_00,
          band: 'E',
        }),
        item({
          itemCode: 'KE2OUU0000004',
          name: 'Delivery',
          quantityMilli: 2000,
          unitPriceCents: 50_00,
          band: 'A',
        }),
      ],
      { customer: { pin: 'p051234567x', name: 'Baraka Builders' }, paymentType: '06' },
    ),
  );

  it('splits each band by the one rounding rule: net once per band, VAT the rest of the shelf price', () => {
    const { request, totals } = sale;
    // Band B: 2 340.00 + 625.00 = 2 965.00 gross; net 2 965 / 1.16 = 2 556.034… → 2 556.03.
    expect([request.taxblAmtB, request.taxAmtB, request.taxRtB]).toEqual([2556.03, 408.97, 16]);
    // Band E: 1 080.00 at 8 % included.
    expect([request.taxblAmtE, request.taxAmtE, request.taxRtE]).toEqual([1000, 80, 8]);
    expect([request.taxblAmtA, request.taxAmtA, request.taxRtA]).toEqual([100, 0, 0]);
    expect([request.taxblAmtC, request.taxAmtC, request.taxblAmtD, request.taxAmtD]).toEqual([
      0, 0, 0, 0,
    ]);
    expect([request.totTaxblAmt, request.totTaxAmt, request.totAmt]).toEqual([
      3656.03, 488.97, 4145,
    ]);
    expect(totals.totalCents).toBe(4145_00);
  });

  it('shares a band’s net over its lines by their amounts, so lines add up to their band', () => {
    const [cement, nails, gas, delivery] = sale.request.itemList;
    expect(cement).toMatchObject({
      itemSeq: 1,
      qty: 3,
      pkg: 3,
      // The smallest prc whose product with qty reaches the net; the 2 cents over are dcAmt.
      prc: 672.42,
      splyAmt: 2017.26,
      dcAmt: 0.02,
      taxblAmt: 2017.24,
      taxAmt: 322.76,
      totAmt: 2340,
      taxTyCd: 'B',
    });
    expect(nails).toMatchObject({
      qty: 2.5,
      prc: 215.52,
      splyAmt: 538.8,
      dcAmt: 0.01,
      taxblAmt: 538.79,
      taxAmt: 86.21,
      totAmt: 625,
    });
    expect(gas).toMatchObject({
      prc: 1000,
      taxblAmt: 1000,
      taxAmt: 80,
      totAmt: 1080,
      taxTyCd: 'E',
    });
    expect(delivery).toMatchObject({
      prc: 50,
      taxblAmt: 100,
      taxAmt: 0,
      totAmt: 100,
      taxTyCd: 'A',
    });
  });

  it('dates the invoice on Nairobi’s clock and names the buyer by PIN', () => {
    expect(sale.request).toMatchObject({
      invcNo: 1,
      trdInvcNo: 'INV-000001',
      orgInvcNo: 0,
      rcptTyCd: 'S',
      salesTyCd: 'N',
      salesSttsCd: '02',
      pmtTyCd: '06',
      // 22:30:05 UTC on 31 March is 01:30:05 on 1 April in Nairobi.
      cfmDt: '20240401013005',
      salesDt: '20240401',
      custTin: 'P051234567X',
      custNm: 'Baraka Builders',
      totItemCnt: 4,
      regrId: '7',
      regrNm: 'Wanjiru Kamau',
      receipt: { custTin: 'P051234567X', rcptPbctDt: '20240401013005', prchrAcptcYn: 'N' },
    });
    expect(sale.request.rfdDt).toBeNull();
  });

  it('makes a credit note point at its invoice’s invcNo with a reason', () => {
    const { request } = buildSaleRequest(
      document([item({})], {
        kind: 'credit-note',
        invcNo: 5,
        documentNumber: 'CN-000002',
        originalInvcNo: 3,
        creditNoteReason: '06',
      }),
    );
    expect(request).toMatchObject({
      rcptTyCd: 'R',
      invcNo: 5,
      orgInvcNo: 3,
      rfdRsnCd: '06',
      rfdDt: '20240401013005',
    });
    expect(() => buildSaleRequest(document([item({})], { kind: 'credit-note' }))).toThrow(
      /credit note needs its invoice/,
    );
  });

  it('sends 1.255 kg at KRA’s 2 decimals with a prc whose product is the line’s amount', () => {
    // The line: KSh 333.33 a kg, net 287.35; 1.255 kg is KSh 418.33, net 360.63.
    const { request } = buildSaleRequest(
      document([item({ quantityMilli: 1255, unitPriceCents: 333_33, quantityUnitCode: 'KG' })]),
    );
    expect(request.itemList[0]).toMatchObject({
      qty: 1.26,
      qtyUnitCd: 'KG',
      prc: 286.22,
      // 286.22 × 1.26 = 360.6372, KSh 360.64 at the cent; one cent over the net is dcAmt.
      splyAmt: 360.64,
      dcAmt: 0.01,
      taxblAmt: 360.63,
      totAmt: 418.33,
    });
    // Below KRA's 0.01 a quantity is sent as 0.01, its price worked from it.
    const tiny = buildSaleRequest(document([item({ quantityMilli: 4, unitPriceCents: 1000_00 })]));
    expect(tiny.request.itemList[0]).toMatchObject({ qty: 0.01, splyAmt: 3.45, taxblAmt: 3.45 });
  });
});

const line = fc.record({
  quantityMilli: fc.oneof(
    fc.integer({ min: 1, max: 500 }).map((units) => units * 1000),
    fc.integer({ min: 5, max: 50_000 }),
  ),
  unitPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
  band: fc.constantFrom<TaxBand>(...TAX_BANDS),
});

describe('per-band totals, for any invoice', () => {
  it('add up to the document’s total in cents, and the lines to their bands', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(1600, 1600, 0, 800),
        (lines, vatRateBp) => {
          const built = buildSaleRequest(
            document(
              lines.map((each) => item(each)),
              { vatRateBp },
            ),
          );
          const { request, totals } = built;
          const gross = lines.map((each) =>
            lineAmountCents(each.quantityMilli, each.unitPriceCents),
          );

          const bandSum = TAX_BANDS.reduce(
            (sum, band) =>
              sum + cents(request[`taxblAmt${band}`]) + cents(request[`taxAmt${band}`]),
            0,
          );
          expect(bandSum).toBe(cents(request.totAmt));
          expect(cents(request.totAmt)).toBe(totals.totalCents);
          expect(cents(request.totTaxblAmt) + cents(request.totTaxAmt)).toBe(totals.totalCents);

          for (const band of TAX_BANDS) {
            const own = request.itemList.filter((each) => each.taxTyCd === band);
            const sum = (field: 'taxblAmt' | 'taxAmt') =>
              own.reduce((total, each) => total + cents(each[field]), 0);
            expect(sum('taxblAmt')).toBe(cents(request[`taxblAmt${band}`]));
            expect(sum('taxAmt')).toBe(cents(request[`taxAmt${band}`]));
          }
          for (const each of request.itemList) {
            expect(cents(each.totAmt)).toBe(cents(each.taxblAmt) + cents(each.taxAmt));
          }

          if (vatRateBp === 1600) {
            // At the bands' own rates the customer pays exactly the shelf amounts…
            expect(totals.totalCents).toBe(gross.reduce((a, b) => a + b, 0));
            request.itemList.forEach((each, index) => {
              expect(cents(each.totAmt)).toBe(gross[index]);
            });
            // …and KRA's checks (the simulator's own copy of them) pass.
            expect(saleArithmeticError(request)).toBeNull();
          }
        },
      ),
      // Up to 12 lines over the five bands and three rates: every band mix many times in 400.
      propertyParameters(400),
    );
  });

  it('match the document’s own totals, band by band', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(1600, 0, 800),
        (lines, vatRateBp) => {
          const { totals } = buildSaleRequest(
            document(
              lines.map((each) => item(each)),
              { vatRateBp },
            ),
          );
          const today = documentTotals(
            lines.map((each) => ({
              amount_cents: lineAmountCents(each.quantityMilli, each.unitPriceCents),
              band: each.band,
            })),
            vatRateBp,
          );
          expect([totals.taxableCents, totals.taxCents, totals.totalCents]).toEqual([
            today.subtotal_cents,
            today.vat_cents,
            today.total_cents,
          ]);
        },
      ),
      propertyParameters(300),
    );
  });
});
