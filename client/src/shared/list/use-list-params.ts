import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from '../ui/data-table.tsx';

// A link or a reload restores at most this many pages (2,000 rows): enough for any list
// scrolled by hand, and a hand-made `?page=100000` cannot make the screen read a whole table.
const MAX_RESTORED_PAGES = 40;

/**
 * A list screen's search, filters, sort and how far it was scrolled, kept in the URL
 * (`?q=…&status=…&sort=…&dir=…&page=…`): a reload, Back and Forward keep them, and a link to
 * the list as filtered can be shared. The search is written once the typing pauses, replacing
 * the current history entry (no entry per keystroke), as does each page loaded by scrolling;
 * choosing a filter or a sort adds one, so Back undoes it. Another search, filter or sort starts
 * again at the first page.
 */
export function useListParams<Filter extends string = never>(options: {
  filters?: readonly Filter[];
  defaultSort: SortState;
  /** The columns the list can sort by (as `ServerListOptions.sortKeys`); any other is ignored. */
  sortKeys?: Readonly<Record<string, string>>;
}) {
  const [params, setParams] = useSearchParams();
  const { defaultSort, sortKeys } = options;

  // The box shows what is typed at once; the URL (a navigation, which the router completes
  // later) follows when the typing pauses. Binding the box to the URL itself lost keystrokes
  // typed while a navigation was still under way.
  const urlSearch = params.get('q') ?? '';
  const [search, setTyped] = useState(urlSearch);
  const settledSearch = useSettledValue(search);
  // Searches this hook wrote and the URL does not show yet; any other change of `q` came from
  // outside (Back, Forward, a link) and is shown in the box.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const mine = written.current.indexOf(urlSearch);
    if (mine >= 0) written.current.splice(0, mine + 1);
    else setTyped(urlSearch);
  }, [urlSearch]);
  const sortKey = `${params.get('sort')} ${params.get('dir')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the sort's values
  const sort = useMemo(
    () => readSort(params, defaultSort, sortKeys),
    [sortKey, defaultSort, sortKeys],
  );

  const filterKey = (options.filters ?? []).map((name) => `${name}=${params.get(name) ?? ''}`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the filters' values
  const filters = useMemo(() => readFilters(params, options.filters), [filterKey.join('&')]);

  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  /** Pages loaded when the address was last recorded; a reload loads as many again. */
  const pages = Number.isInteger(pageParam)
    ? Math.min(Math.max(pageParam, 1), MAX_RESTORED_PAGES)
    : 1;

  // The router completes a navigation later (after its loaders), and until then renders the
  // old URL: a change asked for meanwhile (a page loaded as a filter is chosen) starts from the
  // URL last asked for, or it would undo that one.
  const asked = useRef<{ from: string; to: string } | null>(null);
  const rendered = params.toString();
  const update = useCallback(
    (changes: Record<string, string>, replace: boolean) => {
      const base = asked.current?.from === rendered ? asked.current.to : rendered;
      const next = new URLSearchParams(base);
      if (!('page' in changes)) next.delete('page');
      for (const [name, value] of Object.entries(changes)) {
        if (value === '') next.delete(name);
        else next.set(name, value);
      }
      if (next.toString() === base) return;
      asked.current = { from: rendered, to: next.toString() };
      setParams(next, { replace });
    },
    [rendered, setParams],
  );

  const recordPages = useCallback(
    (loaded: number) => update({ page: loaded > 1 ? String(loaded) : '' }, true),
    [update],
  );

  // Written when the typing settles, not when the URL changes: Back to another search shows
  // that search in the box, and must not write the one typed before over it.
  const latest = useRef({ urlSearch, update });
  latest.current = { urlSearch, update };
  useEffect(() => {
    if (settledSearch === latest.current.urlSearch) return;
    written.current.push(settledSearch);
    latest.current.update({ q: settledSearch }, true);
  }, [settledSearch]);

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

  return {
    /** What is in the search box. */
    search,
    setSearch: setTyped,
    /** The search once the typing has paused: what the server is asked for. */
    settledSearch: settledSearch.trim(),
    filters,
    setFilter,
    sort,
    setSort,
    pages,
    recordPages,
  };
}

/** The sort a list's address names (`sort=total&dir=desc`), or the list's own. */
export function readSort(
  params: URLSearchParams,
  defaultSort: SortState,
  sortKeys?: Readonly<Record<string, string>>,
): SortState {
  const columnId = params.get('sort');
  // A column the list cannot sort by (an old or hand-edited link) falls back to the list's own
  // order, direction included: the direction alone once turned Orders oldest first.
  if (!columnId || (sortKeys && !Object.hasOwn(sortKeys, columnId))) return defaultSort;
  return { columnId, direction: params.get('dir') === 'desc' ? 'descending' : 'ascending' };
}

/** The filters a list's address sets, each '' when unset. */
export function readFilters<Filter extends string>(
  params: URLSearchParams,
  names: readonly Filter[] = [],
): Record<Filter, string> {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Filter,
    string
  >;
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
