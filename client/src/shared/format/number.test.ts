import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../../testing/property-depth.ts';
import { formatNumber } from './number.ts';

describe('formatNumber', () => {
  it.each([
    [0, {}, '0'],
    [1204, {}, '1,204'],
    [-1234567, {}, '-1,234,567'],
    [999, {}, '999'],
    [1000, {}, '1,000'],
    [2.5, { fractions: 3 }, '2.5'],
    [1234.125, { fractions: 3 }, '1,234.125'],
    [0.1 + 0.2, { fractions: 3 }, '0.3'],
    [7, { fractions: 2, fixed: true }, '7.00'],
    [99.995, { fractions: 2, fixed: true }, '100.00'],
    [1.005, { fractions: 2, fixed: true }, '1.01'],
    [-0.001, { fractions: 2, fixed: true }, '0.00'],
    [-2.5, {}, '-3'],
  ])('%d %o → %s', (value, style, text) => {
    expect(formatNumber(value, style)).toBe(text);
  });

  // The ICU in this Node writes en-KE numbers the same way; the app must not need it to.
  it("writes what Intl's en-KE writes, for money and quantities", () => {
    const money = new Intl.NumberFormat('en-KE', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    });
    const quantity = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 3 });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatNumber(cents / 100, { fractions: 2, fixed: true })).toBe(
          money.format(cents / 100),
        );
      }),
      // fast-check's usual 100: the digits' grouping and the sign are what can differ from Intl.
      propertyParameters(100),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (thousandths) => {
        expect(formatNumber(thousandths / 1000, { fractions: 3 })).toBe(
          quantity.format(thousandths / 1000),
        );
      }),
      propertyParameters(100),
    );
  });
});
