import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

type SelectFieldProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'className'
> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> elements. */
  children: ReactNode;
};

/** A labelled select in the house style (`.field`), the select twin of `TextField`. */
export function SelectField({ label, value, onChange, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...select}
      >
        {children}
      </select>
    </div>
  );
}
