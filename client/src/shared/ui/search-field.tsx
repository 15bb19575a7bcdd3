import { useId, useMemo, useRef } from 'react';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** What the list shows now, e.g. "3 of 120 items"; announced politely as it changes. */
  status: string;
};

/** The box above a list that narrows it as the user types, with the count it leaves. */
export function SearchField({ label, value, onChange, placeholder, status }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="search-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="search-field__row">
        <input
          id={id}
          className="input search-field__input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <p className="search-field__status" aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  );
}

// Each row's text in lower case, made once per row (and per way of reading it): a search
// over 10,000 rows then costs a substring test per row and keystroke.
const lowerTexts = new WeakMap<(row: never) => string, WeakMap<object, string>>();

/**
 * Accepts the rows whose text contains every word typed, ignoring case; undefined for a blank
 * search. `text` must be stable (defined once, outside the component).
 */
export function searchFilter<Row extends object>(
  search: string,
  text: (row: Row) => string,
): ((row: Row) => boolean) | undefined {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  let texts = lowerTexts.get(text);
  if (!texts) {
    texts = new WeakMap();
    lowerTexts.set(text, texts);
  }
  const cache = texts;
  return (row) => {
    let haystack = cache.get(row);
    if (haystack === undefined) {
      haystack = text(row).toLowerCase();
      cache.set(row, haystack);
    }
    const lower = haystack;
    return words.every((word) => lower.includes(word));
  };
}

type Matches<Row> = { rows: readonly Row[]; search: string; matching: readonly Row[] };

/**
 * Narrows a list to what is typed in its search box (the list kit keeps `search` in the URL):
 * the filter for `DataTable`'s `filter`, and how many rows pass. Typing one more letter only
 * searches the rows that matched before. `isPinned` rows always pass: a record just added
 * stays in view whatever the search says.
 */
export function useListSearch<Row extends object>(
  rows: readonly Row[],
  text: (row: Row) => string,
  search: string,
  isPinned?: (row: Row) => boolean,
) {
  const previous = useRef<Matches<Row> | null>(null);
  const matching = useMemo(() => {
    const accepts = searchFilter(search, text);
    if (!accepts) return null;
    const before = previous.current;
    const narrower =
      before?.rows === rows && search.toLowerCase().startsWith(before.search.toLowerCase());
    const found = (narrower ? before.matching : rows).filter(accepts);
    previous.current = { rows, search, matching: found };
    return new Set(found);
  }, [rows, search, text]);
  const filter = useMemo(
    () => (matching ? (row: Row) => matching.has(row) || (isPinned?.(row) ?? false) : undefined),
    [matching, isPinned],
  );
  return { filter, shown: matching ? matching.size : rows.length };
}

/** "1,204 items", or "3 of 1,204 items" while a search narrows the list. */
export function searchStatus(shown: number, total: number, noun: string): string {
  const all = `${total.toLocaleString('en-KE')} ${noun}${total === 1 ? '' : 's'}`;
  return shown === total ? all : `${shown.toLocaleString('en-KE')} of ${all}`;
}
