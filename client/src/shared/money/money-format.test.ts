import { describe, expect, it } from 'vitest';
import { formatCents, formatKsh, formatMargin, formatRate } from './money-format.ts';

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

  it('writes whole cents the same way', () => {
    expect(formatCents(123_450)).toBe('KSh 1,234.50');
    expect(formatCents(1)).toBe('KSh 0.01');
  });
});

describe('rates and margins', () => {
  it('writes VAT rates as people do', () => {
    expect(formatRate(0.16)).toBe('16%');
    expect(formatRate(0.125)).toBe('12.5%');
    expect(formatRate(0.1601)).toBe('16.01%');
    expect(formatRate(0)).toBe('0%');
  });

  it('writes a margin to one decimal, or N/A', () => {
    expect(formatMargin(25)).toBe('25.0%');
    expect(formatMargin(233.3)).toBe('233.3%');
    expect(formatMargin(12_499_999_898.8)).toBe('12,499,999,898.8%');
    expect(formatMargin(-80)).toBe('-80.0%');
    expect(formatMargin(-10)).toBe('-10.0%');
    expect(formatMargin(0)).toBe('0.0%');
    expect(formatMargin(null)).toBe('N/A');
  });
});
