import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../../../testing/property-depth.ts';
import { KSH_NOTES, nextRoundNotes } from './tender-notes.ts';

describe('nextRoundNotes', () => {
  it('offers the next round amounts above a total, each once', () => {
    expect(nextRoundNotes(54_500)).toEqual([55_000, 60_000, 100_000]);
    expect(nextRoundNotes(18_000)).toEqual([20_000, 50_000, 100_000]);
    expect(nextRoundNotes(4_999)).toEqual([5_000, 10_000, 20_000, 50_000]);
  });

  it('leaves out the total itself (that is Exact) and offers nothing for nothing', () => {
    expect(nextRoundNotes(100_000)).toEqual([]);
    expect(nextRoundNotes(50_000)).toEqual([60_000, 100_000]);
    expect(nextRoundNotes(0)).toEqual([]);
  });

  it('every amount offered is above the total, in whole notes of one kind, smallest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (totalCents) => {
        const offered = nextRoundNotes(totalCents);
        expect(offered.length).toBeLessThanOrEqual(4);
        expect([...offered].sort((a, b) => a - b)).toEqual(offered);
        expect(new Set(offered).size).toBe(offered.length);
        for (const amount of offered) {
          expect(amount).toBeGreaterThan(totalCents);
          expect(KSH_NOTES.some((note) => amount % (note * 100) === 0)).toBe(true);
        }
        // The smallest is the next 50 above the total, unless the total is a round 50 already.
        if (totalCents % 5_000 !== 0)
          expect(offered[0]).toBe(Math.ceil(totalCents / 5_000) * 5_000);
      }),
      propertyParameters(1000),
    );
  });
});
