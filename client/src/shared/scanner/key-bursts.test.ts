import { describe, expect, it } from 'vitest';
import { keyBursts, SCAN_KEY_GAP_MS } from './key-bursts.ts';

/** Keys at given moments (ms), on a clock the test holds. */
function typed(keys: Array<[string, number]>, enterAt: number) {
  let clock = 0;
  const bursts = keyBursts(() => clock);
  for (const [key, at] of keys) {
    clock = at;
    bursts.key(key);
  }
  clock = enterAt;
  return bursts.enter();
}

const everyMs = (text: string, gap: number, from = 1000): Array<[string, number]> =>
  [...text].map((key, index) => [key, from + index * gap]);

describe('telling a scanner from a person', () => {
  it('reads a burst of code characters ending in a fast Enter as a scan', () => {
    const keys = everyMs('5901234123457', 8);
    expect(typed(keys, 1000 + 13 * 8)).toBe('5901234123457');
    expect(typed(everyMs('RC-001/12', 5), 1000 + 9 * 5)).toBe('RC-001/12');
  });

  it("leaves a person's typing alone, even of digits", () => {
    expect(typed(everyMs('cement', 140), 1000 + 6 * 140)).toBeNull();
    expect(typed(everyMs('5901234123457', 120), 1000 + 13 * 120)).toBeNull();
  });

  it('takes only the fast run: slow letters typed before a scan are not part of the code', () => {
    const keys = [...everyMs('cem', 150), ...everyMs('6001087340014', 6, 2000)];
    expect(typed(keys, 2000 + 13 * 6)).toBe('6001087340014');
  });

  it('needs four characters, an Enter soon after, and nothing a barcode cannot hold', () => {
    expect(typed(everyMs('123', 5), 1015)).toBeNull();
    expect(typed(everyMs('12345678', 5), 1040 + SCAN_KEY_GAP_MS + 1)).toBeNull();
    // A space or a key that is no character breaks the run.
    expect(typed(everyMs('1234 5678', 5), 1045)).toBe('5678');
    expect(typed([...everyMs('1234', 5), ['Shift', 1020]], 1021)).toBeNull();
  });
});
