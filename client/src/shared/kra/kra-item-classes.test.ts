import { describe, expect, it } from 'vitest';
import { KRA_ITEM_CLASSES, kraItemClass, searchKraItemClasses } from './kra-item-classes.ts';

describe("KRA's item classes as the item form searches them", () => {
  it('finds a class by the start of a word of its name, or its code, and never 99000000', () => {
    expect(searchKraItemClasses('cement').map((each) => each.code)).toEqual([
      '23151600',
      '30110000',
      '30111600',
    ]);
    expect(searchKraItemClasses('flour milled').map((each) => each.name)).toEqual([
      'Flour and milled products',
    ]);
    expect(searchKraItemClasses('301116')).toEqual([
      { code: '30111600', name: 'Cement and lime', level: 3 },
    ]);
    expect(searchKraItemClasses('  ')).toEqual([]);
    expect(kraItemClass('99000000')).toBeUndefined();
    expect(KRA_ITEM_CLASSES.length).toBe(999);
  });
});
