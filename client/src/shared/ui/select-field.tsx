import type { ReactNode, SelectHTMLAttributes } from 'react';
import { type FieldProps, LabelledField, type OwnAttributes } from './labelled-field.tsx';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, OwnAttributes> &
  FieldProps & {
    /** The <option> elements. */
    children: ReactNode;
  };

/** A labelled select in the house style (`.field`), the select twin of `TextField`. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  hint,
  error,
  ...select
}: SelectFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...select}
        >
          {children}
        </select>
      )}
    </LabelledField>
  );
}
