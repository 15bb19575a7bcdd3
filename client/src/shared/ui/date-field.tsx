import { type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { dayToText, readDayText } from '../format/date-input.ts';
import { LabelledField } from './labelled-field.tsx';
import './date-field.css';

type DateFieldProps = {
  label: string;
  /** The day, `YYYY-MM-DD`, or `''` for none. */
  value: string;
  /**
   * The day typed or picked (`YYYY-MM-DD`), `''` when the field is emptied, or null while what
   * is typed is not a day (the field says why once the user leaves it or presses Enter): a form
   * then has no day to send, a filter keeps the one it has.
   */
  onChange: (day: string | null) => void;
  /** A line under the field, tied to it for screen readers. */
  hint?: ReactNode;
  /** The form's own word on the day (e.g. that it is in the future), shown as TextField does. */
  error?: string | null;
  /** The first and last days the calendar offers, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
};

// A browser that cannot open its date picker on request gets no calendar button: typing is
// always there, and a button that did nothing would mislead.
const canOpenPicker =
  typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/**
 * A day, shown and typed as dd/mm/yyyy whatever the browser's language (a native date input
 * shows mm/dd/yyyy in an American one), with the browser's calendar a button away. What the
 * form holds is the plain `YYYY-MM-DD` day. An impossible day (31/02) is said beside the field.
 */
export function DateField({
  label,
  value,
  onChange,
  hint,
  error,
  min,
  max,
  required,
  disabled,
}: DateFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => dayToText(value));
  const [checked, setChecked] = useState(false);
  // The browser's date input is made at the first press of the calendar button, not with the
  // field: Chrome builds its inner fields from the locale's date format as it is given a value,
  // and the From and To filters' two took 23 of the 160 ms sampled in the Invoices list's first
  // render (docs/benchmarks.md).
  const [pickerWanted, setPickerWanted] = useState(false);
  const reading = readDayText(text);
  // A new value from outside (a reset, the URL going back) replaces the text, unless the text
  // already stands for it (it is what was just typed, perhaps as 1/2/2025).
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (!('day' in reading) || reading.day !== value) {
      setText(dayToText(value));
      setChecked(false);
    }
  }

  const problem = checked && 'problem' in reading ? reading.problem : null;
  const message = problem ?? error ?? null;

  function type(next: string) {
    setText(next);
    const read = readDayText(next);
    if ('day' in read) {
      setChecked(false);
      onChange(read.day);
    } else {
      onChange(null);
    }
  }

  function pick(day: string) {
    setText(dayToText(day));
    setChecked(false);
    onChange(day);
  }

  function openCalendar() {
    // Made and opened within the same press: the browser opens a picker only on a user's gesture.
    if (!picker.current) flushSync(() => setPickerWanted(true));
    try {
      picker.current?.showPicker();
    } catch {
      // Refused (e.g. not from a click): the text box is still there to type in.
      box.current?.focus();
    }
  }

  return (
    <LabelledField label={label} hint={hint} error={message} className="date-field">
      {(control) => (
        <div className="date-field__control">
          {canOpenPicker && pickerWanted && (
            <input
              ref={picker}
              className="date-field__picker"
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              value={'day' in reading ? reading.day : ''}
              min={min}
              max={max}
              disabled={disabled}
              onChange={(event) => pick(event.target.value)}
            />
          )}
          <input
            {...control}
            ref={box}
            className={canOpenPicker ? 'input date-field__input' : 'input'}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="dd/mm/yyyy"
            value={text}
            required={required}
            disabled={disabled}
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
              setChecked(true);
              if ('day' in reading) setText(dayToText(reading.day));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setChecked(true);
            }}
          />
          {canOpenPicker && (
            <button
              className="date-field__calendar"
              type="button"
              // Not named after the field: "From" would then find this button as well as the box.
              aria-label="Open calendar"
              aria-describedby={`${control.id}-label`}
              title="Open calendar"
              disabled={disabled}
              onClick={openCalendar}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <rect x="3" y="5" width="18" height="16" rx="2" />
                <path d="M3 10h18M8 3v4M16 3v4" />
              </svg>
            </button>
          )}
        </div>
      )}
    </LabelledField>
  );
}
