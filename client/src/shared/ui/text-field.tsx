import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field, tied to it for screen readers. */
  hint?: ReactNode;
  /** What is wrong with the value, shown beside the field (and the field marked invalid). */
  error?: string | null;
};

/** A labelled input in the house style (`.field`); the label is always visible. */
export function TextField({ label, value, onChange, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
