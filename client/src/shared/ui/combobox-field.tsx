import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

export type ComboboxOption = { id: string; label: string; detail?: string };

type ComboboxFieldProps = {
  label: string;
  /** What is typed; the screen searches the server with it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The matches for what is typed, as the server answered. */
  options: readonly ComboboxOption[];
  /** The option chosen, shown in the field while nothing new is typed. */
  selected: ComboboxOption | null;
  onSelect: (option: ComboboxOption) => void;
  loading?: boolean;
  placeholder?: string;
  /** Said when nothing matches, e.g. `No customers match “Wanj”.` */
  emptyText: string;
  /** An action under the matches, e.g. "New customer". */
  action?: { label: string; onClick: () => void };
  hint?: ReactNode;
  /** What is wrong with the choice, said under the field (and the field marked invalid). */
  error?: string | null;
  /** Sized for a table's edited row, its label as small as the row's other labels. */
  compact?: boolean;
  /** Sees each key first (a barcode scanner's Enter); a key it takes (preventDefault) goes no further. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * A labelled type-ahead (the WAI-ARIA combobox pattern): typing searches, the matches drop
 * down, arrow keys and Enter or a click choose one (Enter alone the only match), Escape closes
 * the list.
 */
export function ComboboxField({
  label,
  query,
  onQueryChange,
  options,
  selected,
  onSelect,
  loading = false,
  placeholder,
  emptyText,
  action,
  hint,
  error,
  compact = false,
  onKeyDown: takeKeyFirst,
}: ComboboxFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typing, setTyping] = useState(false);
  const shownText = typing || !selected ? query : selected.label;

  function choose(option: ComboboxOption) {
    onSelect(option);
    setTyping(false);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    takeKeyFirst?.(event);
    if (event.defaultPrevented) {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      // With the list open, Enter chooses in it (the option moved to, or the one match), and
      // never sends the form around the field half filled in.
      event.preventDefault();
      const option = options[active] ?? (options.length === 1 && !loading ? options[0] : undefined);
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around the field: the dialog's own handler is not
      // reached, and no default action asks the native <dialog> to close (its cancel event).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div className={compact ? 'field combobox combobox--compact' : 'field combobox'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={compact ? 'input input--compact' : 'input'}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        placeholder={placeholder}
        value={shownText}
        onChange={(event) => {
          setTyping(true);
          setOpen(true);
          setActive(-1);
          onQueryChange(event.target.value);
        }}
        onFocus={(event) => {
          event.target.select();
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setTyping(false);
        }}
        onKeyDown={onKeyDown}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <div className="combobox__popup" hidden={!open}>
        <div
          id={listId}
          className="combobox__list"
          role="listbox"
          aria-label={label}
          // Busy until the matches of what is typed are in.
          aria-busy={loading || undefined}
        >
          {options.map((option, index) => (
            <div
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              // Focus stays in the input (aria-activedescendant); -1 keeps options out of Tab.
              tabIndex={-1}
              aria-selected={selected?.id === option.id}
              className={
                index === active ? 'combobox__option combobox__option--active' : 'combobox__option'
              }
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              <span className="combobox__label">{option.label}</span>
              {option.detail && <span className="combobox__detail">{option.detail}</span>}
            </div>
          ))}
        </div>
        {options.length === 0 && (
          <p className="combobox__empty" role="status">
            {loading ? 'Searching...' : emptyText}
          </p>
        )}
        {action && (
          <button
            className="button button--ghost button--small combobox__action"
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              action.onClick();
            }}
          >
            {action.label}
          </button>
        )}
      </div>
    </div>
  );
}
