import type { ReactNode, SelectHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field.tsx';

type SelectFieldProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'className'
> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> elements. */
  children: ReactNode;
  /** A line under the field, tied to it for screen readers. */
  hint?: ReactNode;
  /** What is wrong with the choice, shown beside the field (and the field marked invalid). */
  error?: string | null;
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
