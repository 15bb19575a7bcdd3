import { describe, expect, it } from 'vitest';
import { toItemInput } from './inventory-input.ts';

describe('an item form as the mutation input', () => {
  const fields = {
    name: 'Nails',
    quantity: '5',
    unitPrice: '10',
    costPrice: '7',
    supplierId: '3',
  };

  it('turns form fields into the mutation input, no supplier as null', () => {
    expect(
      toItemInput({ ...fields, quantity: '1,000', unitPrice: '1,250.50', supplierId: '' }),
    ).toEqual({
      input: { name: 'Nails', quantity: 1000, unitPrice: 1250.5, costPrice: 7, supplierId: null },
    });
  });

  it('says which fields cannot be read as numbers, all of them at once', () => {
    expect(toItemInput({ ...fields, quantity: '2.5' })).toEqual({
      problems: { quantity: 'Quantity must be a whole number.' },
    });
    expect(toItemInput({ ...fields, unitPrice: '10.005' })).toEqual({
      problems: { unitPrice: 'Unit price must be an amount in KSh.' },
    });
    expect(
      toItemInput({ ...fields, quantity: 'lots', unitPrice: 'ten', costPrice: '', unit: ' ' }),
    ).toEqual({
      problems: {
        quantity: 'Quantity must be a whole number.',
        unitPrice: 'Unit price must be an amount in KSh.',
        costPrice: 'Cost price must be an amount in KSh.',
        unit: 'Unit must not be blank: pcs, kg, m, bag…',
      },
    });
  });

  it('sends a reorder level typed in the Add Item form, none when blank, and leaves it out of a row edit', () => {
    expect(toItemInput({ ...fields, reorderLevel: '25' })).toMatchObject({
      input: { reorderLevel: 25 },
    });
    expect(toItemInput({ ...fields, reorderLevel: ' ' })).toMatchObject({
      input: { reorderLevel: null },
    });
    const edit = toItemInput(fields);
    expect('input' in edit && 'reorderLevel' in edit.input).toBe(false);
    expect(toItemInput({ ...fields, reorderLevel: 'lots' })).toEqual({
      problems: { reorderLevel: 'Reorder level must be a whole number, or left blank.' },
    });
    expect(toItemInput({ ...fields, reorderLevel: '-3' })).toEqual({
      problems: { reorderLevel: 'Reorder level must be a whole number, or left blank.' },
    });
  });
});
