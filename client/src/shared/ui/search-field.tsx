import { useId } from 'react';
import { formatNumber } from '../format/number.ts';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** What the list holds now, e.g. "120 items"; announced politely as it changes. */
  status: string;
};

/** The box above a list that searches it as the user types, with how many rows match. */
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

/**
 * "1 item", "1,204 items": how many rows a list holds (or its search matches). A noun that
 * does not take an s gives its plural ("entry", "entries").
 */
export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatNumber(count)} ${count === 1 ? noun : plural}`;
}
