import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity-input.ts';

describe('an invoice line’s quantity as typed', () => {
  it.each([
    ['1', 1],
    ['25', 25],
    [' 3 ', 3],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    ['abc', null],
  ])('reads %j as %s', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });
});
