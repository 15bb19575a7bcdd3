import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  saleArithmeticError,
  stockIoArithmeticError,
} from '../../../simulators/kra/sale-checks.ts';
import { propertyParameters } from '../../../testing/property-depth.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { TAX_BANDS, type TaxBand } from '../money.ts';
import { documentTotals } from '../sales/sales-document.ts';
import { kraLineFigures } from './oscu-line-figures.ts';
import { buildSaleRequest, type EtimsLine } from './sale-request.builder.ts';
import { buildStockRequests } from './stock-request.builder.ts';

/**
 * What KRA reads on each line, for any quantity (whole or to the gram) and any price: the
 * figures as sent, 2 decimals each, satisfy splyAmt = prc × qty (at the cent), taxblAmt =
 * splyAmt − dcAmt, totAmt = taxblAmt + taxAmt, and each band's lines add up to the document's
 * own VAT figures for that band.
 */

const cents = (ksh: number) => Math.round(ksh * 100);
/** prc × qty worked in integers from the figures as sent, read at the cent half up. */
const product = (prc: number, qty: number) =>
  Math.floor((cents(prc) * Math.round(qty * 100) + 50) / 100);
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const quantity = fc.oneof(
  fc.integer({ min: 1, max: 1000 }).map((units) => units * 1000),
  fc.integer({ min: 1, max: 100_000 }),
);
const line = fc.record({
  quantityMilli: quantity,
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  band: fc.constantFrom<TaxBand>(...TAX_BANDS),
});

const etimsLine = (each: { quantityMilli: number; unitPriceCents: number; band: TaxBand }) =>
  ({
    itemCode: 'KE2NTKG0000001',
    classificationCode: '5022110100',
    name: 'Sugar',
    packagingUnitCode: 'NT',
    quantityUnitCode: 'KG',
    ...each,
  }) satisfies EtimsLine;

describe('a line’s figures as KRA reads them', () => {
  it('has prc × qty = splyAmt and splyAmt − dcAmt = the taxable amount, dcAmt under a cent a unit', () => {
    fc.assert(
      fc.property(quantity, fc.integer({ min: 0, max: 100_000_000 }), (milli, taxable) => {
        const figures = kraLineFigures(milli, taxable);
        const exact = (figures.prcCents * figures.qtyHundredths) / 100;
        expect(figures.supplyCents).toBe(Math.floor(exact + 0.5));
        expect(figures.supplyCents - figures.discountCents).toBe(taxable);
        expect(figures.discountCents).toBeGreaterThanOrEqual(0);
        // The remainder is less than one cent for each whole unit sent (at least one).
        expect(figures.discountCents).toBeLessThanOrEqual(Math.max(1, figures.qtyHundredths / 100));
        if (figures.qtyHundredths <= 100) expect(figures.discountCents).toBe(0);
      }),
      propertyParameters(2000),
    );
  });

  it('holds in every sale and credit note, and the bands are the document’s VAT per band', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        fc.constantFrom('sale' as const, 'credit-note' as const),
        (lines, kind) => {
          const { request } = buildSaleRequest({
            kind,
            invcNo: 2,
            documentNumber: kind === 'sale' ? 'INV-000002' : 'CN-000001',
            originalInvcNo: kind === 'sale' ? undefined : 1,
            creditNoteReason: kind === 'sale' ? undefined : '06',
            issuedAt: new Date('2026-01-05T09:00:00Z'),
            timeZone: 'Africa/Nairobi',
            issuedBy: { id: 1, name: 'Owner' },
            lines: lines.map(etimsLine),
          });
          for (const sent of request.itemList) {
            for (const value of [sent.qty, sent.prc, sent.splyAmt, sent.dcAmt, sent.taxblAmt])
              expect(twoDecimals(value)).toBe(true);
            expect(cents(sent.splyAmt)).toBe(product(sent.prc, sent.qty));
            expect(cents(sent.splyAmt) - cents(sent.dcAmt)).toBe(cents(sent.taxblAmt));
            expect(cents(sent.totAmt)).toBe(cents(sent.taxblAmt) + cents(sent.taxAmt));
            expect(sent.pkg).toBe(sent.qty);
          }
          // The document's own totals, band by band, as Ghala stored them when it issued it.
          const own = documentTotals(
            lines.map((each) => ({
              amount_cents: lineAmountCents(each.quantityMilli, each.unitPriceCents),
              band: each.band,
            })),
            1600,
          );
          for (const band of TAX_BANDS) {
            const inBand = request.itemList.filter((sent) => sent.taxTyCd === band);
            const sum = (pick: (sent: (typeof inBand)[number]) => number) =>
              inBand.reduce((total, sent) => total + cents(pick(sent)), 0);
            expect(sum((sent) => sent.taxblAmt)).toBe(cents(request[`taxblAmt${band}`]));
            expect(sum((sent) => sent.taxAmt)).toBe(cents(request[`taxAmt${band}`]));
          }
          expect([cents(request.totTaxblAmt), cents(request.totTaxAmt)]).toEqual([
            own.subtotal_cents,
            own.vat_cents,
          ]);
          expect(saleArithmeticError(request)).toBeNull();
        },
      ),
      propertyParameters(400),
    );
  });

  it('holds in every stock report, valued at cost from the quantity as sent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            line,
            changeMilli: quantity.chain((milli) => fc.constantFrom(milli, -milli)),
            costPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        (items) => {
          const { stockIo } = buildStockRequests({
            sarNo: 1,
            sarTyCd: '06',
            occurredAt: new Date('2026-01-05T09:00:00Z'),
            timeZone: 'Africa/Nairobi',
            documentNumber: null,
            recordedBy: { id: 1, name: 'Owner' },
            items: items.map((each) => ({
              line: etimsLine(each.line),
              changeMilli: each.changeMilli,
              quantityAfterMilli: 0,
              costPriceCents: each.costPriceCents,
            })),
          });
          for (const sent of stockIo.itemList) {
            expect(cents(sent.splyAmt)).toBe(product(sent.prc, sent.qty));
            expect(cents(sent.taxblAmt)).toBe(cents(sent.splyAmt));
            expect(cents(sent.totAmt)).toBe(cents(sent.taxblAmt) + cents(sent.taxAmt));
          }
          expect(stockIoArithmeticError(stockIo)).toBeNull();
        },
      ),
      propertyParameters(300),
    );
  });
});
