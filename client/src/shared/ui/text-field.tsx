import type { InputHTMLAttributes } from 'react';
import { type FieldProps, LabelledField, type OwnAttributes } from './labelled-field.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, OwnAttributes> & FieldProps;

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
