import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../../testing/property-depth.ts';
import { parseKsh, parseVatPercent, readVatPercent } from './money-input.ts';

describe('typed KSh', () => {
  it.each([
    ['780', 78_000],
    ['780.5', 78_050],
    ['1,333.33', 133_333],
    [' 0.07 ', 7],
    ['0', 0],
    ['12.', 1_200],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseKsh(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '1e3', '.5', 'KSh 5'])('refuses %j', (text) => {
    expect(parseKsh(text)).toBeNull();
  });

  it('reads back any amount as people write it, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000_000 }),
        fc.boolean(),
        (cents, grouped) => {
          const whole = Math.floor(cents / 100).toLocaleString('en-KE', { useGrouping: grouped });
          const text = `${whole}.${String(cents % 100).padStart(2, '0')}`;
          expect(parseKsh(text)).toBe(cents);
        },
      ),
      // Pure and cheap: 10,000 amounts reach every size from a cent to 10^11 shillings, grouped
      // and not, and every cents ending many times.
      propertyParameters(10_000),
    );
  });
});

describe('a VAT percent: one rule for Settings, the cart and the invoice dialog', () => {
  it.each([
    ['16', 1_600],
    [' 16 ', 1_600],
    [' 7.5 ', 750],
    ['12.5', 1_250],
    ['0', 0],
    ['100', 10_000],
  ])('reads %j %% as %s basis points', (text, bp) => {
    expect(parseVatPercent(text)).toBe(bp);
  });

  // Finer than the server stores, negative or above 100: no rate. A form says what it applies
  // instead (`readVatPercent`: a negative rate counts as 0, spec §5).
  it.each([
    '',
    ' ',
    'abc',
    'sixteen',
    '16%',
    '1e1',
    '-',
    '.',
    '1.2.3',
    '-1',
    '-5',
    '-0.01',
    '100.01',
    '150',
    '16.005',
    '16.0049',
  ])('has no rate for %j', (text) => {
    expect(parseVatPercent(text)).toBeNull();
  });

  it('reads every percent with two decimals exactly, from 0 to 100, and none beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 20_000 }), (hundredths) => {
        const sign = hundredths < 0 ? '-' : '';
        const size = Math.abs(hundredths);
        const text = `${sign}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
        expect(parseVatPercent(text)).toBe(
          hundredths >= 0 && hundredths <= 10_000 ? hundredths : null,
        );
        // The cart and the invoice dialog apply 0 % for a negative rate (spec §5), none above 100.
        expect(readVatPercent(text).rateBp).toBe(
          hundredths < 0 ? 0 : hundredths <= 10_000 ? hundredths : null,
        );
      }),
      // 10,000 of the 40,001 percents typed to two decimals: a quarter of them, both ends too.
      propertyParameters(10_000),
    );
  });
});

describe('a VAT field as a form applies it', () => {
  it.each([
    ['16', { rateBp: 1_600, problem: null }],
    ['100', { rateBp: 10_000, problem: null }],
    ['0', { rateBp: 0, problem: null }],
    // Blank applies 0 %, and the form says so.
    ['', { rateBp: 0, problem: 'blank' }],
    ['  ', { rateBp: 0, problem: 'blank' }],
    // Spec §5: a negative rate is treated as 0, said as an error.
    ['-5', { rateBp: 0, problem: 'negative' }],
    ['-0.01', { rateBp: 0, problem: 'negative' }],
    ['-0', { rateBp: 0, problem: null }],
    // Above 100 % nothing is applied: no silent 100 %.
    ['150', { rateBp: null, problem: 'aboveHundred' }],
    ['100.01', { rateBp: null, problem: 'aboveHundred' }],
    ['abc', { rateBp: null, problem: 'unreadable' }],
    // Finer than hundredths of a percent: no rate the server could store.
    ['16.005', { rateBp: null, problem: 'unreadable' }],
  ])('reads %j as %j', (text, reading) => {
    expect(readVatPercent(text)).toEqual(reading);
  });
});
