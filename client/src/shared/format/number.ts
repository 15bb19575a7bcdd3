/*
 * Numbers as Kenyans write them, `1,234,567.5`: a comma between thousands, a point before the
 * decimals, which is all `en-KE` does. Written out rather than asked of Intl because a
 * renderer's first Intl formatter loads ICU: 26 to 29 ms of main thread, about 110 ms on a
 * phone-class CPU, paid before any list could paint its first row (docs/benchmarks.md, "List
 * screens: where the main thread's time goes"). Dates are written out for the same reason
 * (date.ts).
 */

/** 1234567 → `1,234,567`. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

type NumberStyle = {
  /** Decimals kept, rounded half away from zero as Intl rounds (0 unless given). */
  fractions?: number;
  /** Always that many decimals (`1.50`), not only as many as the value needs (`1.5`). */
  fixed?: boolean;
};

/**
 * A number as people read it: `formatNumber(1204)` is `1,204`, `formatNumber(2.5, { fractions:
 * 3 })` is `2.5`, `formatNumber(7, { fractions: 2, fixed: true })` is `7.00`. A value that
 * rounds to zero has no sign.
 */
export function formatNumber(value: number, { fractions = 0, fixed = false }: NumberStyle = {}) {
  const scale = 10 ** fractions;
  // The decimal the value was written as, not its binary neighbour: 99.995 × 100 is
  // 9999.499999999998 in binary, and Intl (like anyone reading it) rounds 99.995 up.
  const units = Math.round(Number((Math.abs(value) * scale).toPrecision(15)));
  const sign = value < 0 && units > 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(units / scale)));
  let decimals = fractions > 0 ? String(units % scale).padStart(fractions, '0') : '';
  if (!fixed) decimals = decimals.replace(/0+$/, '');
  return `${sign}${whole}${decimals ? `.${decimals}` : ''}`;
}
