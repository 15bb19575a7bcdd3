import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../testing/property-depth.ts';
import { divideHalfUp } from '../money.ts';
import { formatQuantity, fromMilli, lineAmountCents, quantityInUnit, toMilli } from './quantity.ts';

describe('quantities in thousandths', () => {
  it('reads and answers plain numbers with up to 3 decimals', () => {
    expect(toMilli(2.5)).toBe(2500);
    expect(toMilli(0.001)).toBe(1);
    expect(toMilli(1.005)).toBe(1005);
    expect(fromMilli(2500)).toBe(2.5);
    expect(fromMilli('1')).toBe(0.001);
  });

  it('writes them as people read them', () => {
    expect(formatQuantity(3000)).toBe('3');
    expect(formatQuantity(2500)).toBe('2.5');
    expect(formatQuantity(1)).toBe('0.001');
    expect(formatQuantity(-1250)).toBe('-1.25');
    expect(quantityInUnit(2500, 'kg')).toBe('2.5 kg');
    expect(quantityInUnit(5000, 'pcs')).toBe('5');
  });
});

describe('a line’s amount: quantity × unit price, half up to the cent', () => {
  it('rounds worked examples once per line', () => {
    expect(lineAmountCents(3000, 780_00)).toBe(2_340_00);
    expect(lineAmountCents(2500, 33)).toBe(83); // 0.825 → 0.83
    expect(lineAmountCents(125, 100)).toBe(13); // 0.125 → 0.13
    expect(lineAmountCents(1333, 300)).toBe(400); // 3.999 → 4.00
    expect(lineAmountCents(-2500, 33)).toBe(-82); // towards +∞ on a tie, as divideHalfUp
  });

  it('agrees with divideHalfUp wherever that is exact, and stays exact past 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (milli, cents) => lineAmountCents(milli, cents) === divideHalfUp(milli * cents, 1000),
      ),
      // Pure and cheap (a tenth of a second): 5,000 pairs of both signs, every kind of remainder.
      propertyParameters(5_000),
    );
    // 10,000,000 units × KSh 100,000,000: 10^20 thousandth-cents, beyond a double's integers.
    expect(lineAmountCents(10_000_000_000, 10_000_000_000)).toBe(100_000_000_000_000_000);
  });
});
