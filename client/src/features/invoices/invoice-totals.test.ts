import { describe, expect, it } from 'vitest';
import { formatRate, vatCents } from '../../shared/money/cents.ts';
import {
  invoiceTotals,
  parseCents,
  parseQuantity,
  percentToBasisPoints,
} from './invoice-totals.ts';

describe('invoice arithmetic (integer cents, as the server checks it)', () => {
  it.each([
    ['780', 78_000],
    ['780.5', 78_050],
    ['1,333.33', 133_333],
    [' 0.07 ', 7],
    ['0', 0],
    ['12.', 1_200],
  ])('reads the price %j as %i cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '1e3', '.5'])('refuses the price %j', (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it.each([
    ['1', 1],
    ['25', 25],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
  ])('reads the quantity %j as %s', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it.each([
    ['16', 1_600],
    ['12.5', 1_250],
    ['0', 0],
    ['-5', 0],
    ['100', 10_000],
    ['150', 10_000],
    ['', null],
    ['1.234', null],
  ])('reads the VAT rate %j %% as %s basis points', (text, bp) => {
    expect(percentToBasisPoints(text)).toBe(bp);
  });

  it('rounds VAT half up to the cent', () => {
    expect(vatCents(946_000 - 1, 1_600)).toBe(151_360); // 151,359.84 → 151,360
    expect(vatCents(3_125, 1_600)).toBe(500); // 500.0 exactly
    expect(vatCents(3_128, 1_600)).toBe(500); // 500.48 → 500
    expect(vatCents(3_129, 1_600)).toBe(501); // 500.64 → 501
    expect(vatCents(1, 5_000)).toBe(1); // 0.5 → 1
  });

  it('adds quantity × price per line, then VAT on the subtotal', () => {
    expect(
      invoiceTotals(
        [
          { quantity: 7, unitPriceCents: 78_000 },
          { quantity: 3, unitPriceCents: 133_333 },
        ],
        1_600,
      ),
    ).toEqual({ subtotalCents: 945_999, vatCents: 151_360, totalCents: 1_097_359 });
    expect(invoiceTotals([], 1_600)).toEqual({ subtotalCents: 0, vatCents: 0, totalCents: 0 });
  });

  it('writes rates as people do', () => {
    expect(formatRate(0.16)).toBe('16%');
    expect(formatRate(0.125)).toBe('12.5%');
    expect(formatRate(0)).toBe('0%');
  });
});
