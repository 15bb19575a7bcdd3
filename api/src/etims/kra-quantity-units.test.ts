import { describe, expect, it } from 'vitest';
import { CODES } from '../../../simulators/kra/kra-codes.ts';
import { kraQuantityUnitFor, kraQuantityUnitOf } from './kra-quantity-units.ts';

describe("Ghala's units as KRA's quantity unit codes (class 10)", () => {
  it('maps the units a shop types to codes in KRA’s list', () => {
    const units = {
      pcs: 'U',
      kg: 'KG',
      g: 'GRM',
      m: 'M',
      l: 'L',
      litre: 'L',
      box: 'BX',
      bag: 'BG',
      roll: 'RO',
      sheet: 'ST',
      pair: 'PR',
      dozen: 'DZ',
      tonne: 'TNE',
      m2: 'M2',
      'Kg ': 'KG',
    };
    for (const [unit, code] of Object.entries(units)) {
      expect(kraQuantityUnitFor(unit)).toBe(code);
      // The code is one KRA's list (as the simulator serves it) has.
      expect(CODES.quantityUnit.has(code)).toBe(true);
    }
    expect(kraQuantityUnitFor('ml')).toBeNull();
  });

  it('keeps a unit chosen on the item, and never sends pieces for an item sold by the kg', () => {
    expect(kraQuantityUnitOf('kg', null)).toBe('KG');
    expect(kraQuantityUnitOf('kg', 'U')).toBe('KG');
    expect(kraQuantityUnitOf('kg', 'GRM')).toBe('GRM');
    expect(kraQuantityUnitOf('tray', null)).toBe('U');
    expect(kraQuantityUnitOf('pcs', 'U')).toBe('U');
  });
});
