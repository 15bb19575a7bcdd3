import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from './labelled-field.tsx';

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
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
    </LabelledField>
  );
}
