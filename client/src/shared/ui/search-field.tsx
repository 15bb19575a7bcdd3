import { useId } from 'react';

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

/** The rows whose text contains every word typed, ignoring case; all rows for a blank search. */
export function filterBySearch<Row>(
  rows: readonly Row[],
  search: string,
  text: (row: Row) => string,
): readonly Row[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = text(row).toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** "1,204 items", or "3 of 1,204 items" while a search narrows the list. */
export function searchStatus(shown: number, total: number, noun: string): string {
  const all = `${total.toLocaleString('en-KE')} ${noun}${total === 1 ? '' : 's'}`;
  return shown === total ? all : `${shown.toLocaleString('en-KE')} of ${all}`;
}
