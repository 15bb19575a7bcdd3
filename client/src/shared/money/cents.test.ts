import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../../testing/property-depth.ts';
import type { TaxBand } from '../../graphql/schema-types.generated.ts';
import {
  divideHalfUp,
  documentTotals,
  type LineCents,
  lineCents,
  marginPercent,
  STANDARD_VAT_BP,
  vatBreakdown,
  vatByBand,
} from './cents.ts';

// Each property is pure arithmetic, so it is checked on many carts: 10,000 (about a second or
// two each) reach every band at each kind of rate and both ways of rounding many times over.
const RUNS = 10_000;

/**
 * The rule read off its definition rather than its code: the whole number nearest to
 * numerator / denominator, the larger one on a tie, found by comparing distances in BigInt.
 */
function nearest(numerator: bigint, denominator: bigint): bigint {
  const floor =
    numerator >= 0n ? numerator / denominator : -((-numerator + denominator - 1n) / denominator);
  const below = numerator - floor * denominator;
  const above = (floor + 1n) * denominator - numerator;
  return above <= below ? floor + 1n : floor;
}

function oracle(lines: readonly LineCents[], rateBp: number) {
  // Each line to the nearest cent (the larger on a tie), then added up.
  const gross = lines.reduce(
    (sum, line) =>
      sum + nearest(BigInt(Math.round(line.quantity * 1000)) * BigInt(line.unitPriceCents), 1000n),
    0n,
  );
  const net = nearest(gross * 100n, 116n);
  const vat = rateBp === 1600 ? gross - net : nearest(net * BigInt(rateBp), 10_000n);
  return { subtotalCents: Number(net), vatCents: Number(vat), totalCents: Number(net + vat) };
}

const line = fc.record({
  // Whole units, or thousandths of a measured item (2.375 kg).
  quantity: fc.oneof(
    fc.integer({ min: 1, max: 1_000 }),
    fc.integer({ min: 1, max: 1_000_000 }).map((milli) => milli / 1000),
  ),
  // Up to KSh 1,000,000 a unit, with the awkward small prices as likely as round ones.
  unitPriceCents: fc.oneof(
    fc.integer({ min: 0, max: 10_000 }),
    fc.integer({ min: 0, max: 100_000_000 }),
  ),
});
const cart = fc.array(line, { minLength: 0, maxLength: 25 });
// The standard and exempt rates most, but any whole basis point from 0 to 100 %.
const rate = fc.oneof(
  fc.constant(STANDARD_VAT_BP),
  fc.constant(0),
  fc.integer({ min: 0, max: 10_000 }),
);

describe('a line’s amount', () => {
  it('is quantity × price, rounded half up to the cent once per line', () => {
    expect(lineCents({ quantity: 3, unitPriceCents: 780_00 })).toBe(2_340_00);
    // 2.5 kg at 0.33 = 0.825 → 0.83; 0.125 m at 1.00 = 0.125 → 0.13; 1.333 × 3.00 = 3.999 → 4.00
    expect(lineCents({ quantity: 2.5, unitPriceCents: 33 })).toBe(83);
    expect(lineCents({ quantity: 0.125, unitPriceCents: 100 })).toBe(13);
    expect(lineCents({ quantity: 1.333, unitPriceCents: 300 })).toBe(400);
  });
});

describe('document totals: shelf prices include 16 % VAT', () => {
  it('splits worked examples as the rule says', () => {
    // One bag of cement at KSh 880: the example, no VAT added on top of VAT.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 88_000 }], 1600)).toEqual({
      subtotalCents: 75_862,
      vatCents: 12_138,
      totalCents: 88_000,
    });
    // At 0 % the customer pays the net; at 8 % the net plus 8 % of it.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 88_000 }], 0)).toEqual({
      subtotalCents: 75_862,
      vatCents: 0,
      totalCents: 75_862,
    });
    expect(documentTotals([{ quantity: 1, unitPriceCents: 88_000 }], 800)).toEqual({
      subtotalCents: 75_862,
      vatCents: 6_069,
      totalCents: 81_931,
    });
    // KSh 0.29 holds exactly 0.25 net; KSh 0.01 holds 0.0086…, which rounds to a cent.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 29 }], 1600).subtotalCents).toBe(25);
    expect(documentTotals([{ quantity: 1, unitPriceCents: 1 }], 0).subtotalCents).toBe(1);
    // KSh 0.05 holds 0.04 net, and 12.5 % of that is exactly half a cent: it rounds up.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 5 }], 1250)).toEqual({
      subtotalCents: 4,
      vatCents: 1,
      totalCents: 5,
    });
    expect(documentTotals([], 1600)).toEqual({ subtotalCents: 0, vatCents: 0, totalCents: 0 });
  });

  it('rounds the net once on the whole document, not per line', () => {
    // Three lines of KSh 0.01: per line each net would round to 0.01 (0.0086…); together 0.03.
    const lines = Array.from({ length: 3 }, () => ({ quantity: 1, unitPriceCents: 1 }));
    expect(documentTotals(lines, 0).subtotalCents).toBe(3);
    expect(documentTotals([{ quantity: 3, unitPriceCents: 1 }], 0).subtotalCents).toBe(3);
  });

  it('follows each line’s band: B by the rule at the rate, E the rest of ÷ 1.08, A, C, D no VAT', () => {
    const banded = fc.array(
      fc.record({
        quantity: line.map((each) => each.quantity),
        unitPriceCents: line.map((each) => each.unitPriceCents),
        band: fc.constantFrom<TaxBand>('A', 'B', 'C', 'D', 'E'),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(banded, rate, (lines, bp) => {
        const want = { subtotalCents: 0, vatCents: 0, totalCents: 0 };
        for (const band of ['A', 'B', 'C', 'D', 'E'] as const) {
          const ofBand = lines.filter((each) => each.band === band);
          const part =
            band === 'B'
              ? oracle(ofBand, bp)
              : (() => {
                  const g = BigInt(ofBand.reduce((sum, each) => sum + lineCents(each), 0));
                  const net = band === 'E' ? nearest(g * 100n, 108n) : g;
                  return {
                    subtotalCents: Number(net),
                    vatCents: Number(g - net),
                    totalCents: Number(g),
                  };
                })();
          want.subtotalCents += part.subtotalCents;
          want.vatCents += part.vatCents;
          want.totalCents += part.totalCents;
        }
        expect(documentTotals(lines, bp)).toEqual(want);
        const bands = vatByBand(lines, bp);
        expect(bands.map((part) => part.band)).toEqual(
          [...new Set(lines.map((each) => each.band))].sort(),
        );
      }),
      propertyParameters(RUNS),
    );
  });

  it('is the written rule on random carts (exact arithmetic as the judge)', () => {
    fc.assert(
      fc.property(cart, rate, (lines, bp) => {
        expect(documentTotals(lines, bp)).toEqual(oracle(lines, bp));
      }),
      propertyParameters(RUNS),
    );
  });

  it('at 16 % the total is exactly Σ quantity × shelf price', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const gross = lines.reduce((sum, each) => sum + lineCents(each), 0);
        expect(documentTotals(lines, STANDARD_VAT_BP).totalCents).toBe(gross);
      }),
      propertyParameters(RUNS),
    );
  });

  it('net + VAT = total, VAT ≥ 0, and the net is within half a cent of gross ÷ 1.16', () => {
    fc.assert(
      fc.property(cart, rate, (lines, bp) => {
        const totals = documentTotals(lines, bp);
        const gross = lines.reduce((sum, each) => sum + lineCents(each), 0);
        expect(totals.subtotalCents + totals.vatCents).toBe(totals.totalCents);
        expect(totals.vatCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(totals.totalCents)).toBe(true);
        // |116 × net − 100 × gross| ≤ 58: the net is the nearest cent to gross / 1.16.
        expect(Math.abs(116 * totals.subtotalCents - 100 * gross)).toBeLessThanOrEqual(58);
        if (bp === 0) expect(totals.totalCents).toBe(totals.subtotalCents);
      }),
      propertyParameters(RUNS),
    );
  });

  it('charges more VAT at a higher rate on the same cart', () => {
    fc.assert(
      fc.property(cart, rate, rate, (lines, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(documentTotals(lines, low).totalCents).toBeLessThanOrEqual(
          documentTotals(lines, high).totalCents,
        );
      }),
      propertyParameters(RUNS),
    );
  });
});

describe('the Add Item breakdown: one unit at its band’s rate', () => {
  it('splits KSh 116 into 100 + 16 and KSh 1,250 into 1,077.59 + 172.41', () => {
    expect(vatBreakdown(11_600)).toEqual({ netCents: 10_000, vatCents: 1_600 });
    expect(vatBreakdown(125_000)).toEqual({ netCents: 107_759, vatCents: 17_241 });
  });

  it('takes 8 % out of a band E price and nothing out of an exempt, zero-rated or non-VAT one', () => {
    expect(vatBreakdown(10_800, 'E')).toEqual({ netCents: 10_000, vatCents: 800 });
    for (const band of ['A', 'C', 'D'] as const) {
      expect(vatBreakdown(11_600, band)).toEqual({ netCents: 11_600, vatCents: 0 });
    }
  });

  it('always adds back up to the price', () => {
    const bands = fc.constantFrom('A', 'B', 'C', 'D', 'E' as const);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), bands, (price, band) => {
        const { netCents, vatCents } = vatBreakdown(price, band);
        expect(netCents + vatCents).toBe(price);
        expect(vatCents).toBeGreaterThanOrEqual(0);
      }),
      propertyParameters(RUNS),
    );
  });
});

describe('exact division and margins', () => {
  it('divides half up exactly, negatives included', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(-5, 10)).toBe(0);
    expect(divideHalfUp(-6, 10)).toBe(-1);
    expect(Object.is(divideHalfUp(-5, 10), 0)).toBe(true);
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 52), max: 2 ** 52 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (numerator, denominator) => {
          expect(divideHalfUp(numerator, denominator)).toBe(
            Number(nearest(BigInt(numerator), BigInt(denominator))),
          );
        },
      ),
      propertyParameters(RUNS),
    );
  });

  it('gives the margin in tenths of a percent, half up, and none without a cost', () => {
    expect(marginPercent(1_500, 1_200)).toBe(25);
    expect(marginPercent(1_000, 300)).toBe(233.3);
    expect(marginPercent(900, 1_000)).toBe(-10);
    expect(marginPercent(1_000, 0)).toBeNull();
    // −0.05 % is a tie: it rounds up, to 0.0, never to a "-0.0" loss.
    expect(Object.is(marginPercent(1_999, 2_000), 0)).toBe(true);
  });
});
