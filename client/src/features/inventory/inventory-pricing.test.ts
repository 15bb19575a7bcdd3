import { describe, expect, it } from 'vitest';
import { toItemInput } from './inventory-input.ts';
import {
  formatMargin,
  marginPercent,
  parseAmount,
  toCents,
  vatBreakdown,
} from './inventory-pricing.ts';

describe('price breakdown (unit price is VAT-inclusive, divided by 1.16)', () => {
  it('splits KSh 116 into KSh 100 net and KSh 16 VAT', () => {
    expect(vatBreakdown(11_600)).toEqual({ netCents: 10_000, vatCents: 1_600 });
  });

  it('rounds the net part to the cent and keeps net + VAT equal to the price', () => {
    // 1,250.00 / 1.16 = 1,077.586... → 1,077.59; VAT is what is left: 172.41.
    expect(vatBreakdown(125_000)).toEqual({ netCents: 107_759, vatCents: 17_241 });
    for (const cents of [0, 1, 99, 12_345, 9_999_999]) {
      const { netCents, vatCents } = vatBreakdown(cents);
      expect(netCents + vatCents).toBe(cents);
    }
  });

  it('converts KSh to cents without floating-point drift', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1_234.56)).toBe(123_456);
  });
});

describe('margin % = (unit − cost) / cost × 100, one decimal, N/A when cost is 0', () => {
  it('computes and formats the margin to one decimal', () => {
    expect(formatMargin(marginPercent(1_500, 1_200))).toBe('25.0%');
    expect(formatMargin(marginPercent(1_000, 300))).toBe('233.3%');
    expect(formatMargin(marginPercent(900, 1_000))).toBe('-10.0%');
  });

  it('is N/A when the cost is 0', () => {
    expect(marginPercent(1_000, 0)).toBeNull();
    expect(formatMargin(null)).toBe('N/A');
  });

  it('never shows a negative zero', () => {
    expect(formatMargin(-0.01)).toBe('0.0%');
  });
});

describe('reading typed amounts', () => {
  it('accepts numbers with thousands separators and refuses text', () => {
    expect(parseAmount(' 1,250.50 ')).toBe(1250.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('turns form fields into the mutation input, no supplier as null', () => {
    expect(
      toItemInput({
        name: 'Nails',
        quantity: '5',
        unitPrice: '10',
        costPrice: '7',
        supplierId: '',
      }),
    ).toEqual({
      input: { name: 'Nails', quantity: 5, unitPrice: 10, costPrice: 7, supplierId: null },
    });
  });

  it('says which field cannot be read as a number', () => {
    const fields = {
      name: 'Nails',
      quantity: '5',
      unitPrice: '10',
      costPrice: '7',
      supplierId: '3',
    };
    expect(toItemInput({ ...fields, quantity: '2.5' })).toEqual({
      error: 'Quantity must be a whole number.',
    });
    expect(toItemInput({ ...fields, unitPrice: 'ten' })).toEqual({
      error: 'Unit price must be an amount in KSh.',
    });
    expect(toItemInput({ ...fields, costPrice: '' })).toEqual({
      error: 'Cost price must be an amount in KSh.',
    });
  });
});
