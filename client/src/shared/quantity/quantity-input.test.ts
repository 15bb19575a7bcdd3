import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatQuantity,
  parseQuantity,
  quantityRefusal,
  roundQuantity,
} from './quantity-input.ts';

describe('a quantity as typed', () => {
  it.each([
    ['1', 1],
    ['25', 25],
    [' 3 ', 3],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    ['abc', null],
  ])('of an item sold in whole units reads %j as %s', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it.each([
    ['2.5', 2.5],
    ['0,75', 0.75],
    ['.125', 0.125],
    ['3', 3],
    ['1.', 1],
    ['0.0005', null],
    ['0', null],
    ['0.000', null],
    ['-0.5', null],
    ['1.2.3', null],
    ['10000000.001', null],
  ])('of an item sold in fractions reads %j as %s', (text, quantity) => {
    expect(parseQuantity(text, { fractions: true })).toBe(quantity);
  });
});

describe('a count or a reorder level as typed', () => {
  it('takes 0 as well', () => {
    expect(parseQuantity('0', { zero: true })).toBe(0);
    expect(parseQuantity('0.0', { fractions: true, zero: true })).toBe(0);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('-1', { zero: true })).toBeNull();
  });
});

describe('why a quantity is refused, said beside its field', () => {
  it.each([
    ['3', {}, null],
    ['2.5', { fractions: true }, null],
    ['0', { zero: true }, null],
    ['', { zero: true }, 'Enter a quantity 0 or more'],
    ['abc', {}, 'Enter a whole number, more than 0'],
    ['abc', { fractions: true, zero: true }, 'Enter a number, 0 or more'],
    ['-3', { zero: true }, 'Enter a quantity 0 or more'],
    ['0', {}, 'Enter a quantity more than 0'],
    ['1.5', {}, 'This item is counted in whole units'],
    ['5.', {}, 'This item is counted in whole units'],
    ['5.0', {}, 'This item is counted in whole units'],
    ['-0', { zero: true }, 'Enter a quantity 0 or more'],
    ['9'.repeat(400), { zero: true }, 'Enter a whole number, 0 or more'],
    ['1.2345', { fractions: true }, 'Use at most 3 decimals'],
    ['99999999999', { zero: true }, 'Enter at most 10,000,000'],
  ] as const)('%j %j: %s', (text, options, refusal) => {
    expect(quantityRefusal(text, options)).toBe(refusal);
    // Refused exactly when parseQuantity refuses it.
    expect(parseQuantity(text, options) === null).toBe(refusal !== null);
  });
});

describe('quantities shown and summed', () => {
  it('names the unit of a measured item, and not of pieces', () => {
    expect(formatQuantity(2.5, 'kg')).toBe('2.5 kg');
    expect(formatQuantity(1234.125, 'm')).toBe('1,234.125 m');
    expect(formatQuantity(3)).toBe('3');
    expect([formatChange(2.5), formatChange(-3)]).toEqual(['+2.5', '-3']);
  });

  it('keeps sums of typed decimals to the thousandth meant', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
  });
});
