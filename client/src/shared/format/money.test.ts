import { describe, expect, it } from 'vitest';
import { formatKsh } from './money.ts';

describe('formatKsh', () => {
  it.each([
    [1234.5, 'KSh 1,234.50'],
    [0, 'KSh 0.00'],
    [7, 'KSh 7.00'],
    [0.1 + 0.2, 'KSh 0.30'],
    [1_250_000, 'KSh 1,250,000.00'],
    [99.995, 'KSh 100.00'],
    [-1234.5, '-KSh 1,234.50'],
    [-0.001, 'KSh 0.00'],
  ])('%d → %s', (amount, text) => {
    expect(formatKsh(amount)).toBe(text);
  });
});
