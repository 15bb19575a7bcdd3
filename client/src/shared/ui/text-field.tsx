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
};

/** A labelled input in the house style (`.field`); the label is always visible. */
export function TextField({ label, value, onChange, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
