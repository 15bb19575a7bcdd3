import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from '../ui/data-table.tsx';

/**
 * A list screen's search, filters and sort, kept in the URL (`?q=…&status=…&sort=…&dir=…`):
 * a reload, Back and Forward keep them, and a link to the list as filtered can be shared.
 * Typing replaces the current history entry (no entry per keystroke); choosing a filter or a
 * sort adds one, so Back undoes it.
 */
export function useListParams<Filter extends string = never>(options: {
  filters?: readonly Filter[];
  defaultSort: SortState;
}) {
  const [params, setParams] = useSearchParams();
  const { defaultSort } = options;

  const search = params.get('q') ?? '';
  const sortColumn = params.get('sort');
  const direction = params.get('dir');
  const sort = useMemo<SortState>(
    () =>
      sortColumn
        ? { columnId: sortColumn, direction: direction === 'desc' ? 'descending' : 'ascending' }
        : defaultSort,
    [sortColumn, direction, defaultSort],
  );

  const filterKey = (options.filters ?? []).map((name) => `${name}=${params.get(name) ?? ''}`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the filters' values
  const filters = useMemo(
    () =>
      Object.fromEntries(
        (options.filters ?? []).map((name) => [name, params.get(name) ?? '']),
      ) as Record<Filter, string>,
    [filterKey.join('&')],
  );

  const update = useCallback(
    (changes: Record<string, string>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setSearch = useCallback((value: string) => update({ q: value }, true), [update]);
  const setFilter = useCallback(
    (name: Filter, value: string) => update({ [name]: value }, false),
    [update],
  );
  const setSort = useCallback(
    (next: SortState) => {
      const isDefault =
        next.columnId === defaultSort.columnId && next.direction === defaultSort.direction;
      update(
        isDefault
          ? { sort: '', dir: '' }
          : { sort: next.columnId, dir: next.direction === 'descending' ? 'desc' : 'asc' },
        false,
      );
    },
    [update, defaultSort],
  );

  return { search, setSearch, filters, setFilter, sort, setSort };
}

/**
 * `value` once it has stopped changing for `ms`: a server search starts when the typing
 * pauses, not on every keystroke. Tests wait for the rows, never for this delay.
 */
export function useSettledValue<Value>(value: Value, ms = 250): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
