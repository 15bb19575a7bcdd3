import { describe, expect, it } from 'vitest';
import { formatCount } from './search-field.tsx';

describe('formatCount', () => {
  it('counts the rows with the noun in the singular or plural', () => {
    expect(formatCount(1_204, 'item')).toBe('1,204 items');
    expect(formatCount(1, 'item')).toBe('1 item');
    expect(formatCount(0, 'customer')).toBe('0 customers');
  });

  it('takes the plural of a noun that does not take an s', () => {
    expect(formatCount(1, 'entry', 'entries')).toBe('1 entry');
    expect(formatCount(2_500, 'entry', 'entries')).toBe('2,500 entries');
  });
});
