import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchStatus, useListSearch } from './search-field.tsx';

type Item = { name: string; supplier: string };
const items: Item[] = [
  { name: 'Iron Sheet G30', supplier: 'Mabati' },
  { name: 'Iron Sheet G28', supplier: 'Mabati' },
  { name: 'Ironing Board', supplier: 'Nakumatt' },
  { name: 'Cement 50kg', supplier: 'Bamburi' },
];
const text = (item: Item) => `${item.name} ${item.supplier}`;

function shownNames(result: { current: ReturnType<typeof useListSearch<Item>> }) {
  const { filter } = result.current;
  return items.filter((item) => !filter || filter(item)).map((item) => item.name);
}

describe('useListSearch', () => {
  it('keeps rows containing every word typed, ignoring case, as the search grows and shrinks', () => {
    const { result, rerender } = renderHook(({ search }) => useListSearch(items, text, search), {
      initialProps: { search: '' },
    });
    expect(result.current.filter).toBeUndefined();
    expect(result.current.shown).toBe(4);

    for (const [typed, expected] of [
      ['IR', ['Iron Sheet G30', 'Iron Sheet G28', 'Ironing Board']],
      ['iron s', ['Iron Sheet G30', 'Iron Sheet G28']],
      ['iron sheet mabati g28', ['Iron Sheet G28']],
      // Shorter again: the rows dropped on the way must come back.
      ['iron', ['Iron Sheet G30', 'Iron Sheet G28', 'Ironing Board']],
      ['bamburi', ['Cement 50kg']],
      ['  ', ['Iron Sheet G30', 'Iron Sheet G28', 'Ironing Board', 'Cement 50kg']],
    ] as const) {
      rerender({ search: typed });
      expect(shownNames(result)).toEqual(expected);
      expect(result.current.shown).toBe(expected.length);
    }
  });

  it('searches the new rows when the list changes', () => {
    const { result, rerender } = renderHook(({ rows }) => useListSearch(rows, text, 'iron'), {
      initialProps: { rows: items.slice(0, 1) },
    });
    expect(result.current.shown).toBe(1);
    rerender({ rows: items });
    expect(result.current.shown).toBe(3);
  });

  it('always shows a pinned row (a record just added), whatever the search says', () => {
    const isCement = (item: Item) => item.name === 'Cement 50kg';
    const { result } = renderHook(() => useListSearch(items, text, 'iron sheet', isCement));
    expect(shownNames(result)).toEqual(['Iron Sheet G30', 'Iron Sheet G28', 'Cement 50kg']);
    // The count says what the search matched.
    expect(result.current.shown).toBe(2);
  });
});

describe('searchStatus', () => {
  it('counts the rows, and what a search leaves of them', () => {
    expect(searchStatus(1_204, 1_204, 'item')).toBe('1,204 items');
    expect(searchStatus(1, 1, 'item')).toBe('1 item');
    expect(searchStatus(3, 1_204, 'item')).toBe('3 of 1,204 items');
  });
});
